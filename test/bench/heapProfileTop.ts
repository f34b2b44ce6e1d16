// Prints what a V8 sampling heap profile (BENCH_CPU_PROFILE=<file>.heapprofile, test/bench/cpuProfileProbe.ts) holds,
// by allocating function (its own allocations, and those of the runtime it calls: a Map or an object growing its
// backing store counts for the function that stored the entry), as bytes per command:
//   npx tsx test/bench/heapProfileTop.ts <file.heapprofile> <commands in the window> [count]
// The commands in the window are the bench's "commands/s" note times BENCH_SECONDS (default 15).
import fs from 'node:fs';

type Node = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
};
type Profile = { head: Node };

const [file, commandsArg, countArg = '30'] = process.argv.slice(2);
const commands = Number(commandsArg);
if (!file || !(commands > 0)) {
  console.error('usage: npx tsx test/bench/heapProfileTop.ts <file.heapprofile> <commands in the window> [count]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const label = (n: Node) => {
  const url = n.callFrame.url.replace(/^file:\/\/.*?\/(node_modules|server|shared|test)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const self = new Map<string, number>();
let total = 0;
const walk = (n: Node) => {
  const l = label(n);
  self.set(l, (self.get(l) ?? 0) + n.selfSize);
  total += n.selfSize;
  n.children.forEach(walk);
};
walk(profile.head);

console.log(
  `${(total / 2 ** 20).toFixed(1)} MiB sampled, ${(total / commands / 1024).toFixed(1)} KiB per command over ${commands} commands`,
);
for (const [l, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(countArg))) {
  console.log(
    `${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${(bytes / commands).toFixed(0).padStart(6)} B/cmd  ${l}`,
  );
}
