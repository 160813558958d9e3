import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resolveFire } from '../mechanics/resolveFire.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, FIRE > Target classifications: "Skirmishers, artillerists, drovers etc. with ½" or more between figures -
// takes 2 hits to mark one figure." A hit short of a figure is not lost: it waits for the next (ruling R46).
describe('skirmishers: "takes 2 hits to mark one figure", odd hits carried (ruling R46)', () => {
  it('a carried hit and one new hit mark a figure; the odd hit left is reported', () => {
    const one = (carriedHits: number) =>
      resolveFire(ScriptedDice.of([1, 20]), {
        weapon: 'arquebus',
        range: 10,
        firers: 2,
        targetClass: 2,
        skirmishTarget: true,
        carriedHits,
      });
    expect(one(0)).toMatchObject({ hits: 1, casualties: 0, hitsCarried: 1 });
    expect(one(1)).toMatchObject({ hits: 1, casualties: 1, hitsCarried: 0 });
  });

  const marksmen = (id: string, x: number) =>
    scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', figures: 5, frontage: 1, x, y: 16 });
  const skirmishers = scenarioUnit({ id: 'sk', troop: 'sword-and-buckler', order: 'skirmish', x: 30, y: 24 });
  // Each volley of 5 D20: one hit (first fire: 1-6 on Class II), four misses.
  const volley = [1, 20, 20, 20, 20];
  const play = (skirmishOddHits: 'carried' | 'dropped') =>
    playDecisions(
      handBuiltTable(
        'odd hits',
        [marksmen('m1', 26), marksmen('m2', 34)],
        [skirmishers],
        SwordAndPikeOptionsSchema.parse({ skirmishOddHits }),
      ),
      faces([...volley, ...volley]),
      [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
        [{ kind: 'fire', unit: 'm1', target: 'sk' }, 'A'],
        [{ kind: 'fire', unit: 'm2', target: 'sk' }, 'A'],
      ],
    );
  const fired = (events: readonly SwordAndPikeEvent[]) =>
    events.flatMap((e) => (e.type === 'fired' ? [[e.hits, e.casualties]] : []));

  it('two 1-hit volleys mark one figure (default `skirmishOddHits: carried`)', () => {
    const { state, events } = play('carried');
    expect(fired(events)).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(unitIn(state, 'sk')).toMatchObject({ figures: 19, carriedHits: 0 });
  });

  it('with `skirmishOddHits: dropped` each volley halves its own hits and the odd one is lost', () => {
    const { state, events } = play('dropped');
    expect(fired(events)).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(unitIn(state, 'sk')).toMatchObject({ figures: 20, carriedHits: 0 });
  });
});
