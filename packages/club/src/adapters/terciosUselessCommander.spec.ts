// Rulebook (Liber Militum: Tercios): Command > Commanders and Losses: "Useless [Inutile]: if there are no more units
// with which a commander can interact, it is removed from the game." Command: "While the C-C may interact with all the
// troops of the army, the other commanders may do so only with the units of their own regiment." The battle removes
// such a commander after each activation (game/damage.ts removeUseless: the ruleset's `commandersLost` with
// `hasUnitToCommand`, through `canInteract`); a commander left in the game still takes command tests, breaks initiative
// ties with its rank and joins units. The club must remove it too, when the last unit it may command leaves the field.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commander, ok, startSession, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { terciosAdapter } from './terciosAdapter.js';

// Swedish list: the Finnish Horse, two Modern Cavalry under Torsten Stålhandske (rank 1).
const horse = ['B:modern-cavalry', 'B:modern-cavalry-2'];
const stalhandske = 'B:regiment-3-commander';

/** The unit's Dm typed one past its Stamina, and its rout test failed (no 6 among its Discipline dice). */
function routed(s: ClubSession, id: string): void {
  const stamina = terciosAdapter.track!(unit(s, id), s.state.commanders);
  expect(s.decide({ kind: 'set-unit', unit: id, patch: { losses: stamina + 1 } })).toEqual(ok);
  const test = s.state.tests.find((t) => t.unit === id && t.mechanic === 'rout-test')!;
  const dice = Array<number>(Number(test.params.discipline)).fill(1);
  expect(s.decide({ kind: 'resolve', mechanic: 'rout-test', params: test.params, actor: id, dice })).toEqual(ok);
  expect(unit(s, id).destroyed).toBe(true);
}

describe('Tercios at the club: a commander with no unit left to command is removed (Commanders and Losses > Useless)', () => {
  it('the first company of horse gone, Stålhandske stays; the second gone, he is removed', () => {
    const s = startSession('tercios', 'useless', { title: 'Useless', maxTurns: 2 });
    expect(commander(s, stalhandske).name).toBe('Torsten Stålhandske');
    routed(s, horse[0]!);
    expect(commander(s, stalhandske).lost).toBe(false);
    routed(s, horse[1]!);
    expect(commander(s, stalhandske).lost).toBe(true);
    expect(s.logLines().some((l) => /^Torsten Stålhandske: lost$/.test(l.text))).toBe(true);
    // The Commander-in-Chief commands every unit of the army: he stays.
    expect(commander(s, 'B:commander-in-chief').lost).toBe(false);
    expect(replay(club, s.save()).identical).toBe(true);
  });
});
