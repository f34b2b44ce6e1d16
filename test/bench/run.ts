// `npm run bench [filter]`: runs every test/bench/*.bench.ts and prints its figures. Figures, never pass/fail.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchModule } from './measure';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();

console.log(`Ifera benchmarks — node ${process.version}, ${new Date().toISOString()}`);
for (const file of files) {
  const mod = (await import(pathToFileURL(dir + file).href)) as BenchModule;
  console.log(`\n## ${mod.title} (${file})`);
  for (const f of await mod.bench()) {
    const value = f.value >= 100 ? f.value.toFixed(0) : f.value >= 1 ? f.value.toFixed(2) : f.value.toPrecision(3);
    console.log(`  ${f.name.padEnd(58)} ${value.padStart(12)} ${f.unit}${f.note ? `  (${f.note})` : ''}`);
  }
}
