import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { unitOf } from './__fixtures__/battleFixture.js';
import { TerciosScenarioSchema } from './Scenario.js';
import { setupBattle, victoryPointsOf } from './setup.js';

// Ruling End of the battle, "A battalion without pikes" (option `battle.squadronVictoryPoints`). Brevis Editio:
// "Destroyed Squadrons score 2, Horse, Companies and Artillery 1"; "Squadrons are mixed pike-and-shot formations
// (Tercio Viejo, Reformed Battalion, Swedish Modern Squadron, etc.); Companies are detachments"; "Troop units are
// divided into three main types: Foot, Horse and Artillery." A Musketeer Corps (muskets, no pikes) is a battalion of
// foot, not a company, and not a pike-and-shot formation.

const everyBattalion = TerciosOptionsSchema.parse({});
const pikeAndShot = TerciosOptionsSchema.parse({ battle: { squadronVictoryPoints: 'pike-and-shot' } });

/** A Musketeer Corps `mc` and a Tercio `t` for side A, a Modern Battalion `mb` for side B, placed. */
const battle = (options: TerciosOptions) =>
  setupBattle(
    TerciosScenarioSchema.parse({
      name: 'squadrons',
      forces: {
        A: {
          name: 'A',
          commanders: [],
          regiments: [{ id: 'RA', name: 'a', units: [unitOf('mc', 'musketeer-corps'), unitOf('t', 'tercio')] }],
        },
        B: {
          name: 'B',
          commanders: [],
          regiments: [{ id: 'RB', name: 'b', units: [unitOf('mb', 'modern-battalion')] }],
        },
      },
      terrain: { mode: 'placed', pieces: [] },
      deployment: { mode: 'placed', units: { mc: { x: 20, y: 10 }, t: { x: 40, y: 10 }, mb: { x: 20, y: 38 } } },
    }),
    ScriptedDice.of([]),
    options,
  );
const points = (options: TerciosOptions) =>
  Object.fromEntries(battle(options).units.map((u) => [u.id, u.victoryPoints]));

describe('victory points of a battalion without pikes (`battle.squadronVictoryPoints`)', () => {
  it('the default, under both editions, is `every-battalion`', () => {
    expect(everyBattalion.battle.squadronVictoryPoints).toBe('every-battalion');
    expect(brevisEditioOptions().battle.squadronVictoryPoints).toBe('every-battalion');
  });

  it('a Musketeer Corps scores 2 as a battalion, or 1 under `pike-and-shot`; battalions with pikes score 2 under both', () => {
    const corps = unitOf('mc', 'musketeer-corps');
    expect(corps.category).toBe('infantry');
    expect(corps.weapons).not.toContain('pikes');
    expect(victoryPointsOf(corps, {})).toBe(2);
    expect(victoryPointsOf(corps, {}, 'every-battalion')).toBe(2);
    expect(victoryPointsOf(corps, {}, 'pike-and-shot')).toBe(1);
    for (const value of ['every-battalion', 'pike-and-shot'] as const) {
      expect(victoryPointsOf(unitOf('t', 'tercio'), {}, value)).toBe(2);
      expect(victoryPointsOf(unitOf('mb', 'modern-battalion'), {}, value)).toBe(2);
      expect(victoryPointsOf(unitOf('m', 'musketeer-company'), {}, value)).toBe(1);
    }
    // The scenario's values, and a unit's own, still win.
    expect(victoryPointsOf(corps, { victoryPoints: { squadron: 3, other: 4 } }, 'pike-and-shot')).toBe(4);
    expect(victoryPointsOf({ ...corps, victoryPoints: 5 }, {}, 'pike-and-shot')).toBe(5);
  });

  it('the battle set up under each value gives its units those points', () => {
    expect(points(everyBattalion)).toEqual({ mc: 2, t: 2, mb: 2 });
    expect(points(pikeAndShot)).toEqual({ mc: 1, t: 2, mb: 2 });
  });
});
