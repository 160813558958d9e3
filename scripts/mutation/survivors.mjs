// Lists the mutants a Stryker run left alive (Survived, NoCoverage), one a line, from its JSON report:
// `node scripts/mutation/survivors.mjs <target>` reads .muster-tmp/mutation/<target>.report.json.
import { readFileSync } from 'node:fs';

const name = process.argv[2];
if (!name) throw new Error('usage: node scripts/mutation/survivors.mjs <target>');
const report = JSON.parse(readFileSync(`.muster-tmp/mutation/${name}.report.json`, 'utf8'));
let alive = 0;
let total = 0;
for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const lines = source.split('\n');
  for (const mutant of mutants) {
    if (mutant.status === 'Ignored' || mutant.status === 'CompileError' || mutant.status === 'RuntimeError') continue;
    total += 1;
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
    alive += 1;
    const { line, column } = mutant.location.start;
    const code = lines[line - 1].trim();
    console.log(`${file}:${line}:${column} ${mutant.status} ${mutant.mutatorName}: ${code} => ${mutant.replacement}`);
  }
}
console.log(`${alive} of ${total} mutants alive: score ${((100 * (total - alive)) / total).toFixed(2)}%`);
