import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { asTerciosUnit } from '../game/asTerciosUnit.js';
import { unitById } from '../table/tableQueries.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { hasEffect, mayHaveEffect } from './effectiveRules.js';
import { TROOP_RULES, type RuleEffect } from './troopRules.js';

const EFFECTS = [...new Set(Object.values(TROOP_RULES).flatMap((r) => r.effects))] as RuleEffect[];

describe('mayHaveEffect (a rule effect ruled out without the unit as the rules see it)', () => {
  const state = fixtureState({
    A: [
      { unit: { ...unitOf('hordeA', 'tercio'), rules: ['horde'] }, at: { x: 20, y: 10, facing: 90 } },
      { unit: unitOf('ter', 'tercio'), at: { x: 40, y: 10, facing: 90 } },
      { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 60, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 30, facing: -90 } }],
  });

  it('is true whenever the unit has the effect, under any commander trait or lent rule', () => {
    for (const unit of state.units) {
      const plain = asTerciosUnit(state, unit, []);
      for (const traits of [[], ['brave'], ['passionate'], ['brave', 'passionate']])
        for (const inRadiusOf of [[], ['prepared']])
          for (const lent of [[], ['light'], ['skirmishers']]) {
            const seen: TerciosUnit = {
              ...plain,
              rules: [...plain.rules, ...lent],
              // Only the traits of the attached commander are read for rules (Brave, Passionate).
              commander: { ...plain.commander, traits },
              inRadiusOf,
            } as TerciosUnit;
            for (const effect of EFFECTS) if (hasEffect(seen, effect)) expect(mayHaveEffect(unit, effect)).toBe(true);
          }
    }
  });

  it('rules out Horde and Brigade for units without those rules, and not for a Horde unit', () => {
    expect(mayHaveEffect(unitById(state, 'hordeA')!, 'paired-activation')).toBe(true);
    expect(mayHaveEffect(unitById(state, 'ter')!, 'paired-activation')).toBe(false);
    expect(mayHaveEffect(unitById(state, 'cav')!, 'shared-order')).toBe(false);
  });
});
