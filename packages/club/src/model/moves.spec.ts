import { replay } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';
import { club } from './clubRuleset.js';
import { legalClubDecisions } from './clubRules.js';

const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
const form = (s: ClubSession, mechanic: string, actor: string, target?: string) =>
  adapterOf(s.state.ruleset).prefill(mechanic, unit(s, actor), target ? unit(s, target) : undefined, {
    commanders: s.state.commanders,
    turn: s.state.turn,
  });

/** 6mm WSS: the Brigadier's activation roll waiting for the brigade just activated (a 20 activates it). */
const rollActivation = (s: ClubSession) => {
  const t = s.state.tests.find((x) => x.mechanic === 'activation')!;
  expect(s.decide({ kind: 'resolve', mechanic: 'activation', params: t.params, actor: t.unit, dice: [20] }).ok).toBe(
    true,
  );
};

describe('moves the rules dictate after a result', () => {
  it('Tercios: the loser that fails its resistance retreats double its Speed; blocked, it takes 1 Dm', () => {
    const s = ClubSession.start(
      { ruleset: 'tercios', title: 'Flanders', armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000], maxTurns: 2 },
      'retreat',
    );
    const tercio = 'A:tercio-2';
    const musketeers = 'B:musketeer-company';
    // Tercio 6d6 at 3+: one hit; the Musketeer Company resists with 3d6 at 5+: no success (Disorder, 1 Dm);
    // it strikes back with 2d6 at 4+: no hit. The Tercio wins; the loser retreats. Rulebook: Combat > Retreat.
    const r = s.decide({
      kind: 'resolve',
      mechanic: 'melee',
      params: form(s, 'melee', tercio, musketeers),
      actor: tercio,
      target: musketeers,
      dice: [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    });
    expect(r).toEqual({ ok: true });
    expect(unit(s, musketeers)).toMatchObject({ losses: 1, disordered: true, destroyed: false });
    const retreat = s.state.moves.find((m) => m.unit === musketeers);
    const advance = s.state.moves.find((m) => m.unit === tercio);
    // Musketeer Company Speed 5: 10", back to the enemy.
    expect(retreat).toMatchObject({
      unit: musketeers,
      kind: 'retreat',
      distance: 10,
      optional: false,
      ifBlocked: { losses: 1 },
    });
    expect(advance).toMatchObject({ unit: tercio, kind: 'advance', distance: 3, optional: true });
    expect(s.decide({ kind: 'settle-move', move: retreat!.id, result: 'declined' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('must retreat'),
    });
    expect(
      s.decide({ kind: 'settle-move', move: retreat!.id, result: 'blocked', where: 'stopped against the wood' }).ok,
    ).toBe(true);
    expect(unit(s, musketeers).losses).toBe(2);
    expect(s.decide({ kind: 'settle-move', move: advance!.id, result: 'declined' }).ok).toBe(true);
    expect(s.state.moves).toEqual([]);
    expect(s.logLines().some((l) => l.text.includes('retreat could not be completed — stopped against the wood'))).toBe(
      true,
    );
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('Tercios: a Calm commander spares his unit the Dm of a move it cannot complete (the combat says so)', () => {
    // The club melee reports the Dm of a blocked move as the ruleset's combat gives it (resolveMelee's wearIfBlocked:
    // 0 with a Calm commander attached), `defender-blocked-dm`, absent for the rule's one Dm (terciosCalmRetreat.spec).
    const adapter = adapterOf('tercios');
    const s = ClubSession.start(
      { ruleset: 'tercios', title: 'Flanders', armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000], maxTurns: 2 },
      'calm',
    );
    const loser = unit(s, 'B:musketeer-company');
    const outcome = {
      winner: 'attacker',
      'attacker-move': 'none',
      'defender-move': 'disengage 3"',
      'defender-destroyed': 0,
      'attacker-destroyed': 0,
    };
    expect(adapter.moves!('melee', outcome, unit(s, 'A:tercio'), loser, { commanders: [], turn: 1 })[0]).toMatchObject({
      kind: 'disengage',
      distance: 3,
      ifBlocked: { losses: 1 },
    });
    expect(
      adapter.moves!('melee', { ...outcome, 'defender-blocked-dm': 0 }, unit(s, 'A:tercio'), loser, {
        commanders: [],
        turn: 1,
      })[0],
    ).toMatchObject({ kind: 'disengage', ifBlocked: null });
  });

  /** A Sword and the Pike evening where side A's pikes lose a close combat to side B (a 1 on the test at rating 3: 4). */
  const pikesLoseCloseCombat = (seed: string, options?: Record<string, unknown>) => {
    const s = ClubSession.start(
      {
        ruleset: 'sword-and-pike',
        title: 'Italy',
        armies: [frenchArmy, imperialArmy],
        maxTurns: 2,
        ...(options ? { options } : {}),
      },
      seed,
    );
    const loser = s.state.units.find((u) => u.side === 'A' && u.profile === 'pikemen')!.id;
    const winner = s.state.units.find((u) => u.side === 'B')!.id;
    const params = { ...form(s, 'morale', loser), rating: 3, initial: false, situation: 'lost-close-combat' };
    const decided = s.decide({ kind: 'resolve', mechanic: 'morale', params, actor: loser, target: winner, dice: [1] });
    return { s, loser, winner, decided };
  };

  it("The Sword and the Pike: the winner's options say when its next target may volley (ruling R55, defensiveVolley)", () => {
    const { s, winner, decided } = pikesLoseCloseCombat('volley', { defensiveVolley: 'not-fired-only' });
    expect(decided.ok).toBe(true);
    expect(s.state.moves.find((m) => m.unit === winner)!.text).toMatch(
      /may fire a defensive volley if it has not fired this turn \(ruling R55: even after a full move\)$/,
    );
  });

  it('The Sword and the Pike: a routed loser rolls its D4 casualties, moves a normal move; the winner has its options', () => {
    // Lost a close combat: "A 6 or more, Falls Back in good order. Less than 6, loser Routs." A 1 on the die with rating 3 (4) routs.
    const { s, loser, winner, decided } = pikesLoseCloseCombat('rout');
    expect(decided.ok).toBe(true);
    expect(unit(s, loser).routed).toBe(true);
    const rout = s.state.moves.find((m) => m.unit === loser)!;
    expect(rout).toMatchObject({ kind: 'rout', distance: 6, roll: { mechanic: 'rout-casualties' } });
    expect(s.state.moves.find((m) => m.unit === winner)).toMatchObject({ kind: "winner's option", optional: true });
    // Close Combat L: "(Defender can fire defensive volley if not already fired that turn)"; ruling R55, the default.
    expect(s.state.moves.find((m) => m.unit === winner)!.text).toMatch(
      /may fire a defensive volley if it has not fired this turn and, foot or a gun, did not make a full move \(ruling R55\)$/,
    );
    expect(s.decide({ kind: 'settle-move', move: rout.id, result: 'made' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('roll rout-casualties'),
    });
    const before = unit(s, loser).losses;
    expect(s.decide({ kind: 'resolve', mechanic: 'rout-casualties', params: {}, actor: loser, dice: [3] }).ok).toBe(
      true,
    );
    expect(unit(s, loser).losses).toBe(before + 3);
    expect(s.state.moves.find((m) => m.id === rout.id)).toMatchObject({
      roll: null,
      distance: 6,
      text: expect.stringContaining('3 casualties'),
    });
    // Ruling R26: a rout beyond its own table edge removes the unit.
    expect(s.decide({ kind: 'settle-move', move: rout.id, result: 'off-table' }).ok).toBe(true);
    expect(unit(s, loser)).toMatchObject({ routed: true, destroyed: true });
  });

  it('The Sword and the Pike: a loser that passes falls back a normal move, disordered', () => {
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 2 },
      'fall-back',
    );
    const loser = s.state.units.find((u) => u.side === 'A' && u.profile === 'pikemen')!.id;
    const params = { ...form(s, 'morale', loser), rating: 3, initial: false, situation: 'lost-close-combat' };
    expect(s.decide({ kind: 'resolve', mechanic: 'morale', params, actor: loser, dice: [4] }).ok).toBe(true);
    expect(unit(s, loser).disordered).toBe(true);
    expect(s.state.moves).toEqual([
      expect.objectContaining({ unit: loser, kind: 'fall back', distance: 6, roll: null }),
    ]);
  });

  it("6mm WSS: the loser falls back, the winner pursues; both move at their brigade's activation, with the distance rolled", () => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2 },
      'pursuit',
    );
    const loser = s.state.units.find((u) => u.side === 'A' && u.profile.includes('foot'))!;
    const winner = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
    // Resolve test: d20 1, one hit of difference (-1): score 0, FALL BACK. Rulebook: Resolve Test.
    const params = { ...form(s, 'resolve', loser.id), 'hit-difference': -1, 'per-hit': 1 };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'resolve', params, actor: loser.id, target: winner.id, dice: [1] }).ok,
    ).toBe(true);
    expect(unit(s, loser.id).order).toBe('falling-back');
    expect(unit(s, winner.id).order).toBe('pursuing');
    expect(s.state.moves).toEqual([]); // moved in the Movement phase, brigade by brigade
    s.decide({ kind: 'next' }); // 2. Movement
    expect(s.decide({ kind: 'activate', group: loser.group }).ok).toBe(true);
    rollActivation(s);
    const fall = s.state.moves.find((m) => m.unit === loser.id)!;
    expect(fall).toMatchObject({
      kind: 'fall back',
      distance: null,
      roll: { mechanic: 'move', params: { arm: 'foot', mode: 'fall-back' } },
    });
    expect(
      s.decide({ kind: 'resolve', mechanic: 'move', params: fall.roll!.params, actor: loser.id, dice: [4] }).ok,
    ).toBe(true);
    expect(s.state.moves.find((m) => m.id === fall.id)).toMatchObject({ distance: 4, roll: null });
    expect(s.decide({ kind: 'settle-move', move: fall.id, result: 'made', where: 'behind the hedge' }).ok).toBe(true);
    // Side B: the pursuing foot move 1d6+1; a 3 makes 4", over 3": DISORDERED. Their players then rally them (they
    // decline to pursue on, ruling R62): they halt, DISORDERED.
    expect(s.decide({ kind: 'activate', group: winner.group }).ok).toBe(true);
    rollActivation(s);
    const pursuit = s.state.moves.find((m) => m.unit === winner.id)!;
    expect(pursuit).toMatchObject({ kind: 'pursuit', roll: { params: { mode: 'pursuit' } } });
    expect(
      s.decide({ kind: 'resolve', mechanic: 'move', params: pursuit.roll!.params, actor: winner.id, dice: [3] }).ok,
    ).toBe(true);
    expect(unit(s, winner.id)).toMatchObject({ order: 'pursuing', disordered: true });
    expect(s.state.moves.find((m) => m.id === pursuit.id)?.distance).toBe(4);
    const on = s.state.moves.find((m) => m.unit === winner.id && m.kind === 'pursue on')!;
    expect(s.decide({ kind: 'settle-move', move: on.id, result: 'declined' }).ok).toBe(true);
    expect(unit(s, winner.id)).toMatchObject({ order: 'disordered', disordered: true });
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('6mm WSS, ruling R53: a winner that falls back is pursued only under meleePursuers any-unit', () => {
    // "If a unit routs or falls back the winning units will pursue": the tested unit won (hit difference +1) and falls
    // back; the enemy it names lost, so by default it does not pursue; with `any-unit` (every unit still free) it does.
    const session = (options: Record<string, string>) =>
      ClubSession.start(
        { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
        'r53',
      );
    for (const [options, pursues] of [
      [{}, false],
      [{ meleePursuers: 'any-unit' }, true],
    ] as const) {
      const s = session(options);
      const tested = s.state.units.find((u) => u.side === 'A' && u.profile.includes('foot'))!;
      const enemy = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
      // d20 1, hit difference +1 counted at 0 a hit (ruling R2's modifier per hit set to 0): score 1, FALL BACK
      // (-2 to 2; a score of exactly 2 would be DISORDERED by ruling R3), and the tested unit took fewer hits.
      const params = { ...form(s, 'resolve', tested.id), 'hit-difference': 1, 'per-hit': 0 };
      expect(
        s.decide({ kind: 'resolve', mechanic: 'resolve', params, actor: tested.id, target: enemy.id, dice: [1] }).ok,
      ).toBe(true);
      expect(unit(s, tested.id).order).toBe('falling-back');
      expect(unit(s, enemy.id).order === 'pursuing').toBe(pursues);
    }
  });

  it('6mm WSS, ruling R54: foot halting after a 2" pursuit stay in order, or are DISORDERED under footPursuitHalt always', () => {
    // "Foot may rally automatically after one move of pursuit. If a Foot unit pursues for over 3" it is disordered":
    // a 1 on 1d6 + 1 is 2"; with `always`, "All units Rallying from any cause will be DISORDERED".
    for (const [options, disordered] of [
      [{}, false],
      [{ footPursuitHalt: 'always' }, true],
    ] as const) {
      const s = ClubSession.start(
        { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
        'r54',
      );
      const loser = s.state.units.find((u) => u.side === 'A' && u.profile.includes('foot'))!;
      const winner = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
      const params = { ...form(s, 'resolve', loser.id), 'hit-difference': -1, 'per-hit': 1 };
      s.decide({ kind: 'resolve', mechanic: 'resolve', params, actor: loser.id, target: winner.id, dice: [1] });
      expect(unit(s, winner.id).order).toBe('pursuing');
      s.decide({ kind: 'next' }); // 2. Movement: side A's brigade first, its unit falling back 4"
      expect(s.decide({ kind: 'activate', group: loser.group }).ok).toBe(true);
      rollActivation(s);
      const fall = s.state.moves.find((m) => m.unit === loser.id)!;
      s.decide({ kind: 'resolve', mechanic: 'move', params: fall.roll!.params, actor: loser.id, dice: [4] });
      expect(s.decide({ kind: 'settle-move', move: fall.id, result: 'made' }).ok).toBe(true);
      expect(s.decide({ kind: 'activate', group: winner.group }).ok).toBe(true);
      rollActivation(s);
      const pursuit = s.state.moves.find((m) => m.unit === winner.id)!;
      // The move says what the halt does (R54) and that it is their move this activation (ruling R55, the default).
      expect(pursuit.text).toContain(disordered ? 'DISORDERED (ruling R54)' : 'disordered if they went over 3"');
      expect(pursuit.text).toContain('no other orders this activation (ruling R55)');
      expect(
        s.decide({ kind: 'resolve', mechanic: 'move', params: pursuit.roll!.params, actor: winner.id, dice: [1] }).ok,
      ).toBe(true);
      expect(s.state.moves.find((m) => m.id === pursuit.id)?.distance).toBe(2);
      // Their players rally them (they decline to pursue on, ruling R62): the halt.
      const on = s.state.moves.find((m) => m.unit === winner.id && m.kind === 'pursue on')!;
      expect(s.decide({ kind: 'settle-move', move: on.id, result: 'declined' }).ok).toBe(true);
      expect(unit(s, winner.id)).toMatchObject({ order: disordered ? 'disordered' : 'steady', disordered });
    }
  });

  it('6mm WSS, ruling R62: the players rally their foot after a move of pursuit or let them pursue on', () => {
    // Post Melee: "Horse will continue pursuit until rallied, Foot may rally automatically after one move of pursuit. If
    // a Foot unit pursues for over 3" it is disordered." Rallying: "Units requiring Rallying from … Pursuit may test
    // now". The winner (B foot) pursues the loser, which falls back; the pursuit move rolls a 1: 2".
    const session = (options: Record<string, string>) => {
      const s = ClubSession.start(
        { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 3, options },
        'r62',
      );
      const loser = s.state.units.find((u) => u.side === 'A' && u.profile.includes('foot'))!;
      const winner = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
      const params = { ...form(s, 'resolve', loser.id), 'hit-difference': -1, 'per-hit': 1 };
      s.decide({ kind: 'resolve', mechanic: 'resolve', params, actor: loser.id, target: winner.id, dice: [1] });
      s.decide({ kind: 'next' }); // 2. Movement
      s.decide({ kind: 'activate', group: loser.group });
      rollActivation(s);
      const fall = s.state.moves.find((m) => m.unit === loser.id)!;
      s.decide({ kind: 'resolve', mechanic: 'move', params: fall.roll!.params, actor: loser.id, dice: [4] });
      s.decide({ kind: 'settle-move', move: fall.id, result: 'made' });
      return { s, winner };
    };
    const loserOf = (s: ClubSession) => s.state.units.find((u) => u.side === 'A' && u.profile.includes('foot'))!;
    const pursue = (s: ClubSession, id: string, face: number) => {
      const move = s.state.moves.find((m) => m.unit === id && m.kind === 'pursuit')!;
      expect(
        s.decide({ kind: 'resolve', mechanic: 'move', params: move.roll!.params, actor: id, dice: [face] }).ok,
      ).toBe(true);
      expect(s.decide({ kind: 'settle-move', move: move.id, result: 'made' }).ok).toBe(true);
    };
    const { s, winner } = session({});
    s.decide({ kind: 'activate', group: winner.group });
    rollActivation(s);
    expect(s.state.moves.find((m) => m.unit === winner.id)!.text).toContain('or let them pursue on');
    pursue(s, winner.id, 1);
    // 2", not over 3": still in order, still pursuing until the players choose.
    expect(unit(s, winner.id)).toMatchObject({ order: 'pursuing', disordered: false, pursued: 2 });
    const on = s.state.moves.find((m) => m.unit === winner.id && m.kind === 'pursue on')!;
    expect(on).toMatchObject({ optional: true, roll: null, ifDeclined: { patch: { order: 'steady', pursued: 0 } } });
    // The club offers both: pursue on (made) or rally (declined).
    expect(legalClubDecisions(s.state).filter((d) => d.kind === 'settle-move' && d.move === on.id)).toEqual([
      { kind: 'settle-move', move: on.id, result: 'made', where: 'as the rules say' },
      { kind: 'settle-move', move: on.id, result: 'declined' },
    ]);
    // They pursue on.
    expect(s.decide({ kind: 'settle-move', move: on.id, result: 'made' }).ok).toBe(true);
    expect(unit(s, winner.id)).toMatchObject({ order: 'pursuing', pursued: 2 });
    // Turn 2: their brigade's compulsory moves pursue again: 2" more, 4" in all: over 3", DISORDERED.
    while (s.state.turn < 2) expect(s.decide({ kind: 'next' }).ok).toBe(true);
    while (s.state.step < 1) expect(s.decide({ kind: 'next' }).ok).toBe(true);
    if (s.state.activeSide !== winner.side) {
      // Side A first: the loser's brigade, its unit still falling back (a 4).
      expect(s.decide({ kind: 'activate', group: unit(s, loserOf(s).id).group }).ok).toBe(true);
      rollActivation(s);
      for (const m of s.state.moves.filter((x) => x.roll)) {
        s.decide({ kind: 'resolve', mechanic: 'move', params: m.roll!.params, actor: m.unit, dice: [4] });
        s.decide({ kind: 'settle-move', move: m.id, result: 'made' });
      }
    }
    expect(s.decide({ kind: 'activate', group: winner.group }).ok).toBe(true);
    rollActivation(s);
    pursue(s, winner.id, 1);
    expect(unit(s, winner.id)).toMatchObject({ order: 'pursuing', disordered: true, pursued: 4 });
    // Declined, they rally: halted, DISORDERED, no pursuit under way.
    const again = s.state.moves.find((m) => m.unit === winner.id && m.kind === 'pursue on')!;
    expect(s.decide({ kind: 'settle-move', move: again.id, result: 'declined' }).ok).toBe(true);
    expect(unit(s, winner.id)).toMatchObject({ order: 'disordered', disordered: true, pursued: 0 });
    expect(replay(club, s.save()).identical).toBe(true);

    // footPursuitRally automatic (the battle before the ruling): the roll halts them, with nothing to choose.
    const auto = session({ footPursuitRally: 'automatic' });
    auto.s.decide({ kind: 'activate', group: auto.winner.group });
    rollActivation(auto.s);
    pursue(auto.s, auto.winner.id, 1);
    expect(unit(auto.s, auto.winner.id)).toMatchObject({ order: 'steady' });
    expect(auto.s.state.moves.some((m) => m.kind === 'pursue on')).toBe(false);
  });

  it('6mm WSS, ruling R62: foot that pursued on since an earlier turn may test to rally from pursuit in step 6', () => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 3 },
      'r62-rally',
    );
    const foot = s.state.units.find((u) => u.side === 'B' && u.profile.includes('foot'))!;
    expect(
      s.decide({ kind: 'set-unit', unit: foot.id, patch: { order: 'pursuing', orderSince: 1, pursued: 2 } }).ok,
    ).toBe(true);
    while (s.state.turn < 2) expect(s.decide({ kind: 'next' }).ok).toBe(true);
    while (s.state.step < 5) expect(s.decide({ kind: 'next' }).ok).toBe(true);
    expect(s.state.tests.find((t) => t.unit === foot.id && t.mechanic === 'rally')).toMatchObject({
      params: { from: 'pursuit' },
    });
  });
});
