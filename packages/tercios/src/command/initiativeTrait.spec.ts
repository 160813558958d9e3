import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SPANISH_EMPIRE_1000 } from '../army/examples/spanishEmpire1000.js';
import type { ArmyFile } from '../army/ArmyFile.js';
import { validateArmy } from '../army/validateArmy.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { rollInitiative } from './rollInitiative.js';

// Rulebook: Command > Common Traits: "Two traits apply to all commanders without needing to be chosen, and they
// are not counted in the number allowed by their rank:" then three: Fast, Inspiring and "Initiative: adds 2 to
// the commander's rank for the initiative test." Ruling "Initiative trait holders": by default the two are Fast
// and Inspiring and Initiative is a trait a list chooses (`initiativeTraitHolders: 'chosen'`); the other reading
// gives it to every commander (`'all-commanders'`), where both sides' +2 cancel out.
describe('Initiative trait: chosen or given to every commander (ruling Initiative trait holders)', () => {
  const withInitiative: ArmyFile = {
    ...structuredClone(SPANISH_EMPIRE_1000),
    commanderInChief: { ...SPANISH_EMPIRE_1000.commanderInChief!, traits: ['authoritarian', 'initiative'] },
  };

  it('chosen (default): a Commander-in-Chief may choose Initiative as one of its traits', () => {
    expect(validateArmy(withInitiative).violations).toEqual([]);
  });

  it('all-commanders: choosing it is refused, as for Fast and Inspiring', () => {
    const report = validateArmy(withInitiative, { initiativeTraitHolders: 'all-commanders' });
    expect(report.violations).toEqual([
      expect.objectContaining({
        path: 'commanderInChief.traits[1]',
        rule: expect.stringContaining('not counted in the number allowed') as string,
      }),
    ]);
  });

  const plain = (player: string, rank: number) => ({ player, commanderInChief: { rank, traits: [] } });

  it('all-commanders: every Commander-in-Chief adds 2 (with add-to-roll both rolls show +2)', () => {
    const options = TerciosOptionsSchema.parse({
      initiativeTraitHolders: 'all-commanders',
      initiativeTrait: 'add-to-roll',
    });
    expect(rollInitiative(ScriptedDice.of([3, 4]), [plain('a', 2), plain('b', 3)], options).rolls).toEqual([[5, 6]]);
  });

  it('chosen (default): a Commander-in-Chief without the trait adds nothing', () => {
    const options = TerciosOptionsSchema.parse({ initiativeTrait: 'add-to-roll' });
    expect(rollInitiative(ScriptedDice.of([3, 4]), [plain('a', 2), plain('b', 3)], options).rolls).toEqual([[3, 4]]);
  });
});
