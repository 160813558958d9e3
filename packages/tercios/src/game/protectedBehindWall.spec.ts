import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { MeleeInput, MeleeResult } from '../mechanics/resolveMelee.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { defineTerciosCombat } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { fight } from './combat.js';
import { isProtected } from './protectedPosition.js';
import type { ScenarioTerrain } from './Scenario.js';

// Rulebook (Liber Militum: Tercios), Combat > Terrain Effects in Combat > Protected: "a fortified unit that is charged
// gets a bonus (+) to its Courage value for its resistance test. For linear elements such as walls, the defender must
// be behind that element and in contact with it to benefit from this rule." Dirty war! is not allowed when "the
// defender [is] in a fortified position". Ruling: Protected behind a wall (docs/rulings/tercios.md): the wall must lie
// between the two units: the straight line from the defender's centre to the attacker's centre passes through it.
// Found by the referee of 6 Dec 2026 (helper-161): a wall at a unit's front protected it from a charge in the rear.

// The defender, a Tercio (4.72" wide, 2.36" deep), faces east (+x) from (20, 10): its front edge at x = 21.18, its
// rear at 18.82, its sides at y = 7.64 and 12.36. A wall 0.5" thick (the scenery's) touches its front edge.
const FRONT_EDGE = 20 + 2.3622047244094486 / 2;
const wall: ScenarioTerrain = {
  id: 'wall',
  type: 'wall',
  points: [
    { x: FRONT_EDGE, y: 0 },
    { x: FRONT_EDGE + 0.5, y: 0 },
    { x: FRONT_EDGE + 0.5, y: 20 },
    { x: FRONT_EDGE, y: 20 },
  ],
  features: ['difficult', 'cover', 'protected'],
};

/** The defender behind the wall and the attacking Tercio at `at`, its front centre touching the defender's base. */
function charged(at: { x: number; y: number; facing: number }) {
  return fixtureState({
    A: [{ unit: unitOf('att', 'tercio'), at }],
    B: [{ unit: unitOf('def', 'tercio'), at: { x: 20, y: 10, facing: 0 } }],
    terrain: [wall],
  });
}

const FROM_THE_REAR = { x: 20 - 2.3622047244094486, y: 10, facing: 0 };
const FROM_THE_FLANK = { x: 20, y: 10 - 4.724409448818897 / 2 - 2.3622047244094486 / 2, facing: 90 };
// Over the wall: the charger's base lies across it, its front centre on the defender's front edge.
const OVER_THE_WALL = { x: FRONT_EDGE + 2.3622047244094486 / 2, y: 10, facing: 180 };

/** What the table passes the combat plugin for a charge by `att` on `def`. */
function situation(at: { x: number; y: number; facing: number }, flank: boolean): MeleeInput {
  const seen: MeleeInput[] = [];
  const answer = {
    rounds: [{ dirtyWar: false, routTests: {} }],
    winner: 'tie',
    flank,
    attackerWear: 0,
    defenderWear: 0,
    attackerDisordered: false,
    defenderDisordered: false,
    movements: [],
    dirtyWarRounds: 0,
    commanderKilled: { attacker: false, defender: false },
  } as unknown as MeleeResult;
  const combat = defineTerciosCombat({
    id: 'test/recording',
    description: 'records the situation',
    melee: (_dice, s) => {
      seen.push(s);
      return answer;
    },
  });
  const ctx = fixtureContext(charged(at), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS, {
    combat,
    morale: terciosMoralePlugin,
  });
  fight(ctx, 'att', 'def', { flank, defenderReaction: 'none' }, { kind: 'charge' });
  return seen[0]!;
}

describe('Protected: "the defender must be behind that element" — the wall between it and the charger', () => {
  it('charged over the wall it touches: Protected', () => {
    expect(situation(OVER_THE_WALL, false).defenderProtected).toBe(true);
  });

  it("charged in the rear, the wall at its front: not Protected (the referee's case)", () => {
    expect(situation(FROM_THE_REAR, true).defenderProtected).toBe(false);
  });

  it('charged in the flank, the wall at its front: not Protected', () => {
    expect(situation(FROM_THE_FLANK, true).defenderProtected).toBe(false);
  });

  it('asked with no enemy (a shot under fortificationScope: any-damage), the wall it touches still protects', () => {
    const s = charged(FROM_THE_REAR);
    expect(isProtected(s, unitById(s, 'def')!)).toBe(true);
    expect(isProtected(s, unitById(s, 'def')!, unitById(s, 'att'))).toBe(false);
  });
});
