// Prints the top functions of a V8 .cpuprofile (from BENCH_CPU_PROFILE, or node --cpu-prof) by self time and by
// inclusive time (a function's share counted once per sample, however deep it recurses):
//   npx tsx test/bench/cpuProfileTop.ts <file.cpuprofile> [count]
import fs from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; startTime: number; endTime: number };

const [file, countArg = '40'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n: Node) => {
  const url = n.callFrame.url.replace(/^file:\/\/.*?\/(node_modules|server|shared|test)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const id of profile.samples) {
  const leaf = byId.get(id)!;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
    const l = label(n);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + 1);
  }
}
const samples = profile.samples.length;
const idle = self.get('(idle) :0') ?? 0;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (% of ${samples - idle} busy samples)`);
  for (const [l, n] of [...m]
    .filter(([l]) => l !== '(idle) :0' && l !== '(root) :0')
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(countArg))) {
    console.log(`${((100 * n) / (samples - idle)).toFixed(1).padStart(5)} %  ${l}`);
  }
};
console.log(
  `${file}: ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, ${samples} samples, idle ${((100 * idle) / samples).toFixed(0)} %`,
);
print('Self time', self);
print('Inclusive time', total);
