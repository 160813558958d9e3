// Rulebook (Liber Militum: Tercios): Command > Commanders and Losses > Joining a troop: "A commander that has joined a
// unit is considered 'Exhausted'." Command > Exhausted Commander: "A commander that is 'Exhausted' may not be activated
// again until the end of the turn" (and so takes no command test: the battle's activatableCommanders leaves it out,
// and an Exhausted commander may not cancel with Cold Blood either). Game Sequence > Planning: the players remove the
// Exhausted markers. In the battle, joining Exhausts the commander (the reducer's `commander-attached`), leaving the
// unit does not refresh it, and only the Planning phase (or a Comrade-in-arms action) does.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  commander,
  nextUntil,
  startSession,
  TERCIOS_ACTIVATION,
  terciosAtActivation,
  toStep,
} from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

const title = 'Exhausted';
// Martín de Idiáquez, rank 2, mestre de camp of the Tercio de Idiáquez.
const idiaquez = 'A:regiment-1-commander';
const tercio = 'A:tercio';

const atActivation = (seed: string) => terciosAtActivation(seed, { title });
const command = (s: ClubSession, dice: number[], name = idiaquez) =>
  s.decide({ kind: 'resolve', mechanic: 'command-test', params: { commander: name, rank: 2, action: 'rally' }, dice });

describe('Tercios at the club: a commander that joins a unit is Exhausted (Joining a troop)', () => {
  it('recorded joining a unit in the Activation step, the commander is Exhausted, and says why', () => {
    const s = atActivation('join');
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: tercio } })).toEqual({
      ok: true,
    });
    expect(commander(s, idiaquez)).toMatchObject({ attachedTo: tercio, exhausted: true });
    expect(s.logLines().some((l) => /joined .*Exhausted/i.test(l.text))).toBe(true);
    // Leaving the unit again does not refresh it.
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: null } })).toEqual({ ok: true });
    expect(commander(s, idiaquez).exhausted).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('placed with a unit before the turn is played (the Planning step: deployment), it is not Exhausted', () => {
    const s = startSession('tercios', 'deploy', { title, maxTurns: 2 });
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: tercio } })).toEqual({
      ok: true,
    });
    expect(commander(s, idiaquez)).toMatchObject({ attachedTo: tercio, exhausted: false });
  });
});

describe('Tercios at the club: an Exhausted commander takes no command test (Exhausted Commander)', () => {
  it('refused once a first test left it Exhausted, named by id or by name; allowed again next turn', () => {
    const s = atActivation('twice');
    expect(command(s, [5, 1])).toEqual({ ok: true });
    expect(commander(s, idiaquez).exhausted).toBe(true);
    for (const name of [idiaquez, 'Martín de Idiáquez'])
      expect(command(s, [5, 5], name)).toMatchObject({ ok: false, reason: expect.stringMatching(/Exhausted/) });
    // The Planning phase removes the marker: a new turn, a new test.
    nextUntil(s, (st) => st.turn !== 1);
    expect(commander(s, idiaquez).exhausted).toBe(false);
    toStep(s, TERCIOS_ACTIVATION);
    expect(command(s, [5, 6])).toEqual({ ok: true });
  });

  it('a commander Exhausted by joining a unit is refused a command test', () => {
    const s = atActivation('joined');
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: tercio } })).toEqual({
      ok: true,
    });
    expect(command(s, [5, 5])).toMatchObject({ ok: false });
  });

  it('two successes leave it fresh: it may test again', () => {
    const s = atActivation('fresh');
    expect(command(s, [5, 6])).toEqual({ ok: true });
    expect(command(s, [6, 6])).toEqual({ ok: true });
  });
});
