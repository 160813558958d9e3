import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commander, ok, startSession, terciosAtActivation, toStep, unit } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { currentHint, legalClubDecisions } from '../model/clubRules.js';

// Liber Militum: Tercios, Game Sequence: "The players activate their units alternately." — save where the rules let a
// side activate two or more units in a row, as the battle's activation (brigadeQueue) does, the ruleset's
// `followingUnits` saying which units may follow:
// - The Troops > Infantry > Brigade: "Units with this rule that belong to the same regiment may act simultaneously. A
//   single order may then be placed for all the units of the brigade. The player must state clearly that this order
//   will be used in this way, specifying which units will be concerned, when the orders are planned". Brevis Editio:
//   "Brigade units of one regiment can share a single Order Card and activate sequentially"; "A single Order Card can
//   be used, if so desired, for all or some of the units of the Brigade." The units named for the shared card (the
//   club's Brigade card mark) act one after the other, none held back (docs/rulings/tercios.md, Brigade: the units
//   sharing the card act in turn).
// - Command traits > Coordinator: "if the action succeeds, two units may be activated one after the other. They must be
//   under command and in the commander's line of sight. The first activation is carried out to completion before the
//   second is made."
// - Rules from "Kingdoms" > Horde: "Two units of the same regiment with this rule may be activated consecutively in the
//   turn, even if they have different orders." (no card of the ruleset's data carries it: not played here)
// The Yellow Brigade's Modern Battalions (B, regiment 1) have the Brigade rule, its musketeer company the option; the
// Musketeer Corps (Veteran) and the Finnish Horse (Determined) have it too; the regimental guns do not.
const yellow = ['B:modern-battalion', 'B:modern-battalion-2', 'B:modern-battalion-3', 'B:musketeer-company'];

const activate = (s: ClubSession, id: string) => s.decide({ kind: 'activate', unit: id });

/** The Activation step, side A's Spanish tercio activated: side B to act. */
function sideBToAct(options?: Record<string, unknown>): ClubSession {
  const s = terciosAtActivation('following', options ? { options } : {});
  expect(s.state.activeSide).toBe('A');
  expect(activate(s, 'A:tercio')).toEqual(ok);
  expect(s.state.activeSide).toBe('B');
  return s;
}

/** Names `ids` for their regiment's shared Brigade card (declared when the orders are planned). */
const shareCard = (s: ClubSession, ids: readonly string[]) => {
  for (const id of ids) expect(s.decide({ kind: 'set-unit', unit: id, patch: { brigadeCard: true } })).toEqual(ok);
};

describe('Tercios: a side activates units in a row where Brigade or Coordinator allows it', () => {
  it('Brigade: the units named for the shared card act one after the other, then side A', () => {
    const s = sideBToAct();
    shareCard(s, yellow);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('B');
    expect(s.state.followers).toEqual(yellow.slice(1));
    expect(s.logLines().at(-1)!.text).toContain('Brigade');
    expect(activate(s, yellow[1]!)).toEqual(ok);
    expect(s.state.followers).toEqual(yellow.slice(2));
    expect(activate(s, yellow[2]!)).toEqual(ok);
    expect(activate(s, yellow[3]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(s.state.followers).toBeUndefined();
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('option battle.brigadeOrder list: the units sharing the card act in the army list order, as the battle plays them', () => {
    // Ruling "Brigade: the units sharing the card act in turn": the text is silent on the order; the players choose
    // (default), or the army list's order.
    const s = sideBToAct({ battle: { brigadeOrder: 'list' } });
    shareCard(s, yellow);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(s.state.followers).toEqual([yellow[1]]);
    expect(activate(s, yellow[2]!)).toMatchObject({ ok: false, reason: expect.stringContaining('Brigade') });
    expect(activate(s, yellow[1]!)).toEqual(ok);
    expect(s.state.followers).toEqual([yellow[2]]);
    expect(activate(s, yellow[2]!)).toEqual(ok);
    expect(activate(s, yellow[3]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('the players choose which unit sharing the card acts next: any of those left, out of the army list order', () => {
    const s = sideBToAct();
    shareCard(s, yellow);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(activate(s, yellow[3]!)).toEqual(ok);
    expect(s.state.followers).toEqual([yellow[1], yellow[2]]);
    expect(activate(s, yellow[2]!)).toEqual(ok);
    expect(activate(s, yellow[1]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
  });

  it('while units sharing the card remain, another unit of side B is refused, side A may not act, nor may B pass', () => {
    const s = sideBToAct();
    shareCard(s, yellow);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(activate(s, 'B:musketeer-corps')).toMatchObject({ ok: false, reason: expect.stringContaining('Brigade') });
    expect(activate(s, 'A:tercio-2')).toMatchObject({ ok: false });
    expect(s.decide({ kind: 'pass' })).toMatchObject({ ok: false, reason: expect.stringContaining('Brigade') });
    expect(legalClubDecisions(s.state).some((d) => d.kind === 'pass')).toBe(false);
  });

  it('only the units named for the card follow: the others hold their own cards and act later', () => {
    const s = sideBToAct();
    shareCard(s, [yellow[0]!, yellow[2]!]);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(s.state.followers).toEqual([yellow[2]]);
    expect(activate(s, yellow[2]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(activate(s, 'A:tercio-2')).toEqual(ok);
    // A unit of the brigade on its own card: activations alternate.
    expect(activate(s, yellow[1]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
  });

  it('no unit named for a shared card: the brigade acts unit by unit, alternating', () => {
    const s = sideBToAct();
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(s.state.followers).toBeUndefined();
  });

  it('the shared card is for units with the Brigade rule, not yet activated', () => {
    const s = sideBToAct();
    const mark = (id: string) => s.decide({ kind: 'set-unit', unit: id, patch: { brigadeCard: true } });
    expect(mark('B:light-artillery')).toMatchObject({ ok: false, reason: expect.stringContaining('Brigade') });
    expect(mark('A:tercio')).toMatchObject({ ok: false, reason: expect.stringContaining('activated') });
    expect(mark(yellow[0]!)).toEqual(ok);
  });

  it('a unit without the Brigade rule is followed by nobody: activations alternate', () => {
    const s = sideBToAct();
    expect(activate(s, 'B:light-artillery')).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(s.state.followers).toBeUndefined();
  });

  it('Coordinator: the action succeeds, and two units are activated one after the other', () => {
    const s = sideBToAct();
    const chief = 'B:commander-in-chief';
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'command-test',
        params: { rank: 3, action: 'coordinator', commander: chief },
        dice: [6, 6, 1],
      }),
    ).toEqual(ok);
    expect(commander(s, chief).coordinating).toBe(true);
    // The Finnish Horse (Determined: the Brigade rule) first: its brigade, or any other unit, may follow.
    expect(activate(s, 'B:modern-cavalry')).toEqual(ok);
    expect(s.state.activeSide).toBe('B');
    expect(s.state.followers).toEqual(s.state.units.filter((u) => u.side === 'B' && !u.activated).map((u) => u.id));
    expect(s.logLines().some((l) => l.text.includes('Coordinator'))).toBe(true);
    expect(commander(s, chief).coordinating).toBeFalsy();
    // The second: the regimental guns; then side A.
    expect(activate(s, 'B:light-artillery')).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
    expect(unit(s, 'B:light-artillery').activated).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it("Coordinator with a shared Brigade card first: the card's units act, then the Coordinator's second unit", () => {
    const s = sideBToAct();
    const chief = 'B:commander-in-chief';
    shareCard(s, [yellow[0]!, yellow[1]!]);
    const params = { rank: 3, action: 'coordinator', commander: chief };
    expect(s.decide({ kind: 'resolve', mechanic: 'command-test', params, dice: [6, 6, 1] })).toEqual(ok);
    expect(activate(s, yellow[0]!)).toEqual(ok);
    expect(s.state.followers).toEqual([yellow[1]]);
    expect(commander(s, chief).coordinating).toBe(true);
    expect(activate(s, yellow[1]!)).toEqual(ok);
    // The card's units were the first activation: the second is any unit of side B, or a pass.
    expect(s.state.activeSide).toBe('B');
    expect(s.state.followersMust).toBeUndefined();
    expect(s.state.followers).toEqual(s.state.units.filter((u) => u.side === 'B' && !u.activated).map((u) => u.id));
    expect(commander(s, chief).coordinating).toBeFalsy();
    expect(s.decide({ kind: 'pass' })).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
  });

  it('Coordinator failed (no success): activations alternate', () => {
    const s = sideBToAct();
    const params = { rank: 3, action: 'coordinator', commander: 'B:commander-in-chief' };
    expect(s.decide({ kind: 'resolve', mechanic: 'command-test', params, dice: [1, 2, 3] })).toEqual(ok);
    expect(activate(s, 'B:light-artillery')).toEqual(ok);
    expect(s.state.activeSide).toBe('A');
  });
});

describe('Tercios: the shared Brigade card is named for one turn', () => {
  it('it lapses with the turn, and the Planning step asks for it', () => {
    const s = sideBToAct();
    shareCard(s, [yellow[0]!, yellow[1]!]);
    toStep(s, 0, 2);
    expect(s.state.units.filter((u) => u.brigadeCard === true)).toEqual([]);
    expect(currentHint(s.state)).toContain('Brigade card');
  });

  it('a ruleset without shared cards refuses the mark', () => {
    const s = startSession('wss-6mm', 'card', { maxTurns: 2 });
    const id = s.state.units[0]!.id;
    expect(s.decide({ kind: 'set-unit', unit: id, patch: { brigadeCard: true } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no shared Brigade cards'),
    });
  });
});
