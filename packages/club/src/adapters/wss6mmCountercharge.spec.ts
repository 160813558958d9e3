import { describe, expect, it } from 'vitest';
import {
  form,
  ok,
  resolveForm,
  resolveTest,
  startSession,
  testOf,
  unit,
  wss6mmActivate,
} from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Melee > Pre Melee: "The receiving unit will take a morale test, successful units may fire and/or
// countercharge OR Fall Back." and Charges: "Charged units should take a morale test." ... "Charged Cavalry Units may
// either fire or countercharge (s and Pf formations only)." The charged horse's Morale test comes first; only a unit
// that passes it (STEADY, or DISORDERED too by ruling R22) may countercharge, as the battle's resolveCharge reads it;
// with ruling R18's option, only once it has passed the foot's 1d20 reaction test too.
const [charger, charged] = ['B:gendarmes', 'A:queens-horse'];
const chargeMove = { arm: 'horse', mode: 'charge' };

/** The Gendarmes' brigade activated (Lumley's still waiting) and their charge test at Queen's Horse rolled (`face`). */
function charging(face = 20, options: Record<string, unknown> = {}): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2, options });
  wss6mmActivate(s, 'orkney', 20);
  wss6mmActivate(s, 'gendarmerie', 20);
  expect(resolveForm(s, 'charge', charger, charged, [face], { arm: 'p-horse' })).toEqual(ok);
  return s;
}
/** Queen's Horse rolls its countercharge move (a 3: 3 × 2 + 2 = 8"). */
const countercharge = (s: ClubSession) =>
  s.decide({ kind: 'resolve', mechanic: 'move', params: chargeMove, actor: charged, dice: [3] });
const takeMorale = (s: ClubSession, face: number) => resolveTest(s, testOf(s, charged, 'morale')!, [face]);

describe('6mm WSS: a charged horse unit countercharges only after passing its Morale test', () => {
  it('charged, Queen\'s Horse may not countercharge before its Morale test ("successful units may ... countercharge")', () => {
    const s = charging();
    expect(testOf(s, charged, 'morale')).toBeDefined();
    expect(countercharge(s)).toMatchObject({ ok: false, reason: expect.stringContaining('Morale test') });
    expect(s.state.moves.filter((m) => m.unit === charged)).toEqual([]);
  });

  it('no charge at it recorded: no countercharge either (the charge test comes first)', () => {
    const s = charging(1);
    expect(s.state.stepResolutions.at(-1)!.outcome.charges).toBe(false);
    expect(countercharge(s)).toMatchObject({ ok: false, reason: expect.stringContaining('charge test') });
  });

  it('STEADY after its test (a 20), it countercharges: the move is recorded', () => {
    const s = charging();
    expect(takeMorale(s, 20)).toEqual(ok);
    expect(unit(s, charged).order).toBe('steady');
    expect(countercharge(s)).toEqual(ok);
    expect(s.state.moves.find((m) => m.unit === charged)).toMatchObject({ kind: 'countercharge', distance: 8 });
  });

  it('failing its test (a 1: FALL BACK or ROUTED), it may not countercharge', () => {
    const s = charging();
    expect(takeMorale(s, 1)).toEqual(ok);
    expect(['falling-back', 'routed']).toContain(unit(s, charged).order);
    expect(countercharge(s)).toMatchObject({ ok: false, reason: expect.stringContaining('did not pass') });
  });

  it("ruling R18 (horseReactionRoll): horse react on the foot's 1d20 test, passed, before countercharging", () => {
    /** STEADY after its Morale test; its reaction test, if rolled, a `face` (needing 8 or less: twice 4"). */
    const steady = (face?: number) => {
      const s = charging(20, { horseReactionRoll: true });
      expect(takeMorale(s, 20)).toEqual(ok);
      if (face !== undefined) {
        const params = { distance: 4, attempt: 'fire' };
        expect(
          s.decide({
            kind: 'resolve',
            mechanic: 'fire-or-square',
            params,
            actor: charged,
            target: charger,
            dice: [face],
          }),
        ).toEqual(ok);
      }
      return s;
    };
    expect(countercharge(steady())).toMatchObject({ ok: false, reason: expect.stringContaining('ruling R18') });
    expect(countercharge(steady(12))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('failed its reaction test'),
    });
    expect(countercharge(steady(2))).toEqual(ok);
  });

  it("a charger's own charge move is no countercharge: the Gendarmes roll theirs at once", () => {
    const s = charging();
    expect(s.decide({ kind: 'resolve', mechanic: 'move', params: chargeMove, actor: charger, dice: [3] })).toEqual(ok);
  });
});

// Ruling R18 (docs/rulings/wss-6mm.md) under `horseReactionRoll: true`: Charges: "Charged Infantry Units, which pass
// their morale test may attempt to either fire or form Square ... should roll 1d20 ... twice distance charged" and
// "Charged Cavalry Units may either fire or countercharge": horse react on the foot's test — fire as well as
// countercharge — "or only stand", as the battle's resolveChargeReaction rolls it (the ruleset's chargeReactionAttempt).
describe('6mm WSS: ruling R18, charged horse that fire roll the reaction test too', () => {
  /** Queen's Horse (Lumley's) charges the Gendarmes (Pf horse), who pass their Morale test (a 20). */
  function gendarmesCharged(options: Record<string, unknown> = {}): ClubSession {
    const s = startSession('wss-6mm', 'referee', { maxTurns: 2, options });
    wss6mmActivate(s, 'orkney', 20);
    wss6mmActivate(s, 'gendarmerie', 20);
    wss6mmActivate(s, 'lumley', 20);
    expect(resolveForm(s, 'charge', charged, charger, [20], { arm: 's-horse' })).toEqual(ok);
    expect(resolveTest(s, testOf(s, charger, 'morale')!, [20])).toEqual(ok);
    return s;
  }
  /** The Gendarmes fire their pistols at the charging Queen's Horse. */
  const fire = (s: ClubSession) =>
    s.decide({
      kind: 'resolve',
      mechanic: 'small-arms',
      params: { ...form(s, 'small-arms', charger, charged), weapon: 'pistol', range: 0 },
      actor: charger,
      target: charged,
      dice: [20],
    });
  /** Their reaction test: a `face`, needing 8 or less (twice 4"). */
  const attempt = (s: ClubSession, face: number) =>
    s.decide({
      kind: 'resolve',
      mechanic: 'fire-or-square',
      params: { distance: 4, attempt: 'fire' },
      actor: charger,
      target: charged,
      dice: [face],
    });

  it('without the option (the ruling) the Gendarmes fire without a roll', () => {
    expect(fire(gendarmesCharged())).toEqual(ok);
  });

  it('with it, they may not fire before their reaction test, nor after failing it; passed, they fire', () => {
    const opts = { horseReactionRoll: true };
    expect(fire(gendarmesCharged(opts))).toMatchObject({ ok: false, reason: expect.stringContaining('ruling R18') });
    const failed = gendarmesCharged(opts);
    expect(attempt(failed, 12)).toEqual(ok);
    expect(fire(failed)).toMatchObject({ ok: false, reason: expect.stringContaining('only stands') });
    const passed = gendarmesCharged(opts);
    expect(attempt(passed, 2)).toEqual(ok);
    expect(fire(passed)).toEqual(ok);
  });
});

describe('6mm WSS: horse charged in the flank or rear may not countercharge (ruling R34)', () => {
  it('its Morale test taken "attacked in flank/rear": the countercharge is refused, as the battle offers none', () => {
    const s = charging();
    expect(resolveTest(s, testOf(s, charged, 'morale')!, [20], { 'flank-or-rear': true })).toEqual(ok);
    expect(countercharge(s)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('charged in the flank or rear'),
    });
    expect(s.state.moves.filter((m) => m.unit === charged)).toEqual([]);
  });
});
