import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { chargeReactions } from '../game/resolveCharge.js';
import { exampleScenario } from '../game/Scenario.js';
import { setupBattle } from '../game/setup.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { mayCountercharge, type PreMeleeFirer } from './preMeleeFire.js';

// Rulebook: Charges: "Charged Cavalry Units may either fire or countercharge (s and Pf formations only)"; Formations:
// "S type horse will either be in march column or a 2 by 2 element formation"; "Pf, Firearms charge, a 2 by 2 element
// formation". Ruling R51 (`counterchargeS`): "s" is S horse in any formation (`s-horse`), or the S 2 by 2 formation
// (`two-by-two`), so S horse in march column may not countercharge.

const TWO_BY_TWO = Wss6mmOptionsSchema.parse({ counterchargeS: 'two-by-two' });
const horse = (tactics: 'S' | 'P', formation: PreMeleeFirer['formation']): PreMeleeFirer => ({
  arm: 'horse',
  tactics,
  formation,
  disordered: false,
});

describe('"countercharge (s and Pf formations only)" (ruling R51, counterchargeS)', () => {
  it('s-horse (default): S horse may countercharge in 2 by 2 and in march column', () => {
    expect(mayCountercharge(horse('S', 'two-by-two'), DEFAULT_OPTIONS)).toBe(true);
    expect(mayCountercharge(horse('S', 'column'), DEFAULT_OPTIONS)).toBe(true);
  });

  it('two-by-two: only in the 2 by 2 formation (or a formation not yet known), not in march column', () => {
    expect(mayCountercharge(horse('S', 'two-by-two'), TWO_BY_TWO)).toBe(true);
    expect(mayCountercharge(horse('S', null), TWO_BY_TWO)).toBe(true);
    expect(mayCountercharge(horse('S', 'column'), TWO_BY_TWO)).toBe(false);
  });

  it('P horse are not affected: Pf may, march column may not, either way', () => {
    for (const options of [DEFAULT_OPTIONS, TWO_BY_TWO]) {
      expect(mayCountercharge(horse('P', 'pf'), options)).toBe(true);
      expect(mayCountercharge(horse('P', 'column'), options)).toBe(false);
    }
  });

  it("in the battle: the Queen's Horse in march column charged by the Gendarmes are offered the countercharge only by default", () => {
    const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    const queens = { ...get('queens-horse'), formation: 'column' as const };
    expect(chargeReactions(queens, get('gendarmes'))).toContain('countercharge');
    expect(chargeReactions(queens, get('gendarmes'), TWO_BY_TWO)).not.toContain('countercharge');
    // The decisions offered while the charge waits for the answer follow the same rule.
    const waiting = {
      ...s,
      cincPending: [],
      units: s.units.map((u) => (u.id === 'queens-horse' ? queens : u)),
      pendingCharge: { charger: 'gendarmes', target: 'queens-horse', gap: 22.5, move: 14 },
    };
    const reactions = (o = DEFAULT_OPTIONS) =>
      legalBattleDecisions(waiting, o).map((d) => d.kind === 'react' && d.reaction);
    expect(reactions()).toContain('countercharge');
    expect(reactions(TWO_BY_TWO)).not.toContain('countercharge');
  });
});
