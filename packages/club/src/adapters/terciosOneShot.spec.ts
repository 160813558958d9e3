// Rulebook (Liber Militum: Tercios): Order Cards: "Ready!: the unit may carry out two actions of its choice: move,
// reorganise (remove a Disorder marker), reorient, or shoot. It may not carry out the same action twice." "Fire!: the
// unit stays in place and delivers a volley at full effectiveness." "Run!: [...] It may neither shoot nor charge."
// Assault! charges, Resist! regroups: neither shoots. Reactions: "If the test succeeds, the Order card is revealed"
// (Ready!: reorient OR shoot; Fire!: a volley), and "If this test fails, the unit loses its order and can no longer be
// activated afterwards". So a unit shoots at most once a turn, with Ready! or Fire!, in its activation or as its
// reaction. The battle offers `shoot` only to the acting unit with Ready! or Fire!, once (game/resolve.ts `shoot`:
// the action taken; Ready! never twice), and a unit that reacted is activated. The club must refuse the shots the
// battle never offers: a second shot in the turn, a shot after the unit's reaction, a shot under Run!, Assault! or
// Resist!.
import { describe, expect, it } from 'vitest';
import { form, ok, TERCIOS_ACTIVATION, terciosAtActivation, toStep } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

const musketeers = 'A:musketeer-company'; // Veteran Musketeer Company of the Tercio de Idiáquez
const tercio = 'A:tercio-2';
const enemy = 'B:musketeer-company';

const shoot = (s: ClubSession, shooter: string, order: 'fire' | 'ready' = 'fire') =>
  s.decide({
    kind: 'resolve',
    mechanic: 'shoot',
    params: { ...form(s, 'shoot', shooter, enemy), range: 6, order },
    actor: shooter,
    target: enemy,
  });
const setOrder = (s: ClubSession, unit: string, order: string) => {
  expect(s.decide({ kind: 'set-unit', unit, patch: { order } })).toEqual(ok);
};

describe('Tercios at the club: a unit shoots at most once a turn, with Ready! or Fire! (Order Cards)', () => {
  it('Fire!: the volley, then a second shot in the turn is refused; next turn it fires again', () => {
    const s = terciosAtActivation('fire-twice', { title: 'One shot' });
    setOrder(s, musketeers, 'fire');
    expect(shoot(s, musketeers)).toEqual(ok);
    expect(shoot(s, musketeers)).toMatchObject({ ok: false, reason: expect.stringMatching(/already shot/) });
    toStep(s, TERCIOS_ACTIVATION, 2);
    setOrder(s, musketeers, 'fire');
    expect(shoot(s, musketeers)).toEqual(ok);
  });

  it("a turn's early shot still counts after many other rolls in the Activation step (a big battle's turn)", () => {
    // A battle of 1000 points a side has some 25 units, each with its order test and its shot or combat and their
    // tests: a turn's Activation step holds well over 60 resolutions, as many as the club kept of a step.
    const s = terciosAtActivation('long-turn', { title: 'One shot' });
    setOrder(s, musketeers, 'fire');
    expect(shoot(s, musketeers)).toEqual(ok);
    for (let i = 0; i < 150; i++)
      expect(
        s.decide({
          kind: 'resolve',
          mechanic: 'command-test',
          params: { rank: 1, action: 'rally', commander: 'none' },
        }),
      ).toEqual(ok);
    expect(shoot(s, musketeers)).toMatchObject({ ok: false, reason: expect.stringMatching(/already shot/) });
  });

  it('Ready!: "It may not carry out the same action twice": one shot', () => {
    const s = terciosAtActivation('ready-twice', { title: 'One shot' });
    setOrder(s, musketeers, 'ready');
    expect(shoot(s, musketeers, 'ready')).toEqual(ok);
    expect(shoot(s, musketeers, 'ready')).toMatchObject({ ok: false });
  });

  for (const order of ['run', 'assault', 'resist'])
    it(`${order}: the card allows no shot`, () => {
      const s = terciosAtActivation(`no-shot-${order}`, { title: 'One shot' });
      setOrder(s, musketeers, order);
      expect(shoot(s, musketeers)).toMatchObject({ ok: false, reason: expect.stringMatching(/shoot/) });
    });

  it('a unit that reacted this turn (its card used by the reaction) shoots no more', () => {
    const s = terciosAtActivation('reacted', { title: 'One shot' });
    setOrder(s, tercio, 'resist');
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: enemy, unit: tercio })).toEqual(ok);
    const test = s.state.tests.find((t) => t.unit === tercio && t.mechanic === 'reaction')!;
    // Resist! reaction passed (a 5 among the Tercio's Discipline dice).
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'reaction',
        params: { ...test.params, reaction: 'resist' },
        actor: tercio,
        dice: [5, 1, 1, 1, 1],
      }),
    ).toEqual(ok);
    expect(shoot(s, tercio)).toMatchObject({ ok: false, reason: expect.stringMatching(/react/) });
  });
});
