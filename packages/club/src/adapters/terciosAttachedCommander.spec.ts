// Rulebook (Liber Militum: Tercios): Command > Attached Commander: "A commander may join a troop unit, which applies the
// virtues. A commander thus attached may no longer carry out a command action." Leaving a Troop (Coward): "a commander
// may detach itself from a unit provided that it did not join that unit in the same turn and that the unit has not yet
// been activated. [...] The commander must then carry out its command action." The battle refuses every command action
// of a commander still attached (game/commanderActivation.ts checkCommand: "an attached commander carries out no
// command action"; it may move off the unit first, as Coward allows), save Cold Blood's cancellation, which any Cold
// Blood commander not Exhausted may attempt (coldBloodCandidates reads no attachment). The club must refuse the command
// test of a commander the players have recorded attached, until they record it leaving the unit.
// Command > Command Actions: "Each trait permits a specific command action": the battle refuses a trait's action to a
// commander without that trait (checkCommand: "does not have the … trait"); the club must refuse its command test too
// (a Coordinator action it let pass marked the commander coordinating: a second unit then followed).
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SPANISH_EMPIRE_1000, type ArmyFile } from '@muster/tercios';
import {
  commander,
  ok,
  startSession,
  TERCIOS_ACTIVATION,
  terciosAtActivation,
  toStep,
} from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

// Martín de Idiáquez, rank 2, mestre de camp of the Tercio de Idiáquez, placed with the Tercio in the Planning step
// (deployment: not Exhausted, docs/club.md).
const idiaquez = 'A:regiment-1-commander';
const tercio = 'A:tercio';

/** The Spanish list with Idiáquez given Cold Blood (Kingdoms) instead of Bold. */
const coldBloodSpaniards: ArmyFile = {
  ...SPANISH_EMPIRE_1000,
  regiments: SPANISH_EMPIRE_1000.regiments.map((r, i) =>
    i === 0 ? { ...r, commander: { ...r.commander!, traits: ['cold-blood'] } } : r,
  ),
};

function deployedWithTercio(seed: string, armies?: readonly unknown[]): ClubSession {
  const s = startSession('tercios', seed, { title: 'Attached', maxTurns: 2, armies });
  expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: tercio } })).toEqual(ok);
  toStep(s, TERCIOS_ACTIVATION);
  expect(s.state.commanders.find((c) => c.id === idiaquez)).toMatchObject({ attachedTo: tercio, exhausted: false });
  return s;
}
const command = (s: ClubSession, action = 'rally') =>
  s.decide({
    kind: 'resolve',
    mechanic: 'command-test',
    params: { commander: idiaquez, rank: 2, action },
    dice: [5, 6],
  });

describe('Tercios at the club: an attached commander carries out no command action (Attached Commander)', () => {
  it('attached to the Tercio: its command test is refused, saying why', () => {
    const s = deployedWithTercio('attached');
    expect(command(s)).toMatchObject({ ok: false, reason: expect.stringMatching(/attached/) });
  });

  it('recorded leaving the unit first (Coward), it takes its test', () => {
    const s = deployedWithTercio('left');
    expect(s.decide({ kind: 'set-commander', commander: idiaquez, patch: { attachedTo: null } })).toEqual(ok);
    expect(command(s)).toEqual(ok);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it("Cold Blood's cancellation is not a command action of its own: an attached Cold Blood commander may attempt it", () => {
    const s = deployedWithTercio('cold-blood', [coldBloodSpaniards, SPANISH_EMPIRE_1000]);
    expect(command(s, 'cold-blood')).toEqual(ok);
  });
});

describe("Tercios at the club: a trait's command action needs the trait (Command > Command Actions)", () => {
  it('Idiáquez (Bold, no Coordinator): a Coordinator action is refused, and marks no one coordinating', () => {
    const s = terciosAtActivation('no-coordinator', { title: 'Traits' });
    expect(command(s, 'coordinator')).toMatchObject({ ok: false, reason: expect.stringMatching(/Coordinator/) });
    expect(commander(s, idiaquez).coordinating ?? false).toBe(false);
  });

  it('his own Bold action and the generic rally are his to test', () => {
    const s = terciosAtActivation('bold', { title: 'Traits' });
    expect(command(s, 'bold')).toEqual(ok);
    expect(command(s, 'rally')).toEqual(ok);
  });
});
