// Lists the mutants a Stryker run left alive (Survived, NoCoverage), one a line, from its JSON report:
// `node scripts/mutation/survivors.mjs <target>` reads .muster-tmp/mutation/<target>.report.json.
import { readFileSync } from 'node:fs';
import { mutationScore } from './stale.mjs';

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
    const { start, end } = mutant.location;
    // The code the mutant replaces (its first line when it spans several) and what replaces it.
    const from =
      start.line === end.line
        ? lines[start.line - 1].slice(start.column - 1, end.column - 1)
        : `${lines[start.line - 1].slice(start.column - 1)} ...`;
    const to = mutant.replacement.replace(/\s*\n\s*/g, ' ');
    const code = lines[start.line - 1].trim();
    console.log(
      `${file}:${start.line}:${start.column} ${mutant.status} ${mutant.mutatorName}: ${from} => ${to}    [line: ${code}]`,
    );
  }
}
console.log(`${alive} of ${total} mutants alive: score ${mutationScore(report).toFixed(2)}%`);
