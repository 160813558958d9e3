import { MusterError } from '@muster/core';
import { hitTable } from './hitTable.js';
import { typedInShot } from './typedInDice.js';

// `node dist/main.js [faces...]`: the exact hit table, then one shot resolved from typed-in dice.
const faces = process.argv.slice(2).map(Number);
process.stdout.write(`Exact odds, 1 to 6 dice\n\n${hitTable(6)}\n`);
try {
  const shot = typedInShot(faces.length ? faces : [6, 4, 2, 5, 1], { dice: 3 });
  process.stdout.write(
    `Typed-in dice, 3 shooting dice:\n${shot.rolls.map((r) => `  ${r}`).join('\n')}\n  → ${JSON.stringify(shot.outcome)}\n`,
  );
} catch (error) {
  process.stderr.write(`error: ${MusterError.is(error) ? error.toUserLine() : String(error)}\n`);
  process.exitCode = MusterError.is(error) && error.isUserError ? 2 : 1;
}
