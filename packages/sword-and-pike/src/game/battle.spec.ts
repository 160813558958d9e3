import { canonicalJson, createGame, Game, playGame, replay, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { swordAndPike } from '../ruleset.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { checkDecision, legalDecisions, orderableUnits } from '../sequence/legalDecisions.js';
import type { SwordAndPikeScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import { mayFire } from './unitRules.js';
import { faces, playDecisions, unitIn } from './__fixtures__/playDecisions.js';

type ScenarioUnit = SwordAndPikeScenario['sides']['A']['units'][number];
const unit = (u: Partial<ScenarioUnit> & Pick<ScenarioUnit, 'id' | 'troop' | 'x' | 'y'>): ScenarioUnit => ({
  name: u.id,
  brigade: 'b1',
  figures: 20,
  order: 'open',
  weapon: null,
  moraleClass: 'other-foot',
  frontage: 2,
  attachedTo: null,
  ...u,
});
const scenario = (
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  officers: SwordAndPikeScenario['sides']['A']['officers'] = [],
): SwordAndPikeScenario => ({
  name: 'test',
  table: { width: 72, height: 48 },
  weather: 'clear',
  terrain: [],
  sides: { A: { name: 'Blue', units: a, officers }, B: { name: 'Red', units: b, officers: [] } },
});

const find = unitIn;
const play = playDecisions;

describe('a battle of The Sword and the Pike', () => {
  it('plays the same game for the same seed, replays it and resumes a mid-way save to the same end', () => {
    const bots = () => ({ A: swordAndPike.bots.competent!(), B: swordAndPike.bots.random!() });
    const a = playGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 'pavia', bots: bots() });
    expect(replay(swordAndPike, JSON.parse(JSON.stringify(a.save()))).identical).toBe(true);
    // Save after 40 decisions, resume, and play the remaining logged decisions.
    const decisions = a.log
      .filter((e) => e.type === 'decision')
      .map((e) => (e as { decision: SwordAndPikeDecision }).decision);
    const cut = createGame<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent>(
      swordAndPike,
      swordAndPike.exampleScenario(),
      { seed: 'pavia' },
    );
    for (const d of decisions.slice(0, 40)) expect(cut.decide(d)).toEqual({ ok: true });
    const resumed = Game.resume<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent>(
      swordAndPike,
      JSON.parse(JSON.stringify(cut.save())),
    );
    for (const d of decisions.slice(40)) expect(resumed.decide(d)).toEqual({ ok: true });
    expect(resumed.isOver()).toBe(true);
    expect(canonicalJson(resumed.save())).toBe(canonicalJson(a.save()));
  });

  it('narrates every decision and event in one line', () => {
    const game = playGame(swordAndPike, swordAndPike.exampleScenario(), {
      seed: 'narrate',
      bots: { A: swordAndPike.bots.competent!() },
    });
    const lines = game.log.map((e) => game.describe(e));
    expect(lines.every((l) => l.length > 0 && !l.includes('\n') && !l.includes('undefined'))).toBe(true);
    expect(lines.some((l) => /fires .* hitting on 1-\d+/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('Turn 2: Commanders-in-Chief roll'))).toBe(true);
  });

  it('takes its rulings from the game options, and names a bad option', () => {
    const game = playGame(swordAndPike, swordAndPike.exampleScenario(), {
      seed: 'short',
      options: { maxTurns: 2 },
      bots: { A: swordAndPike.bots.random!() },
    });
    expect(game.result().turns).toBeLessThanOrEqual(2);
    expect(game.state.options.maxTurns).toBe(2);
    expect(() =>
      createGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 's', options: { moraleDie: 7 } }),
    ).toThrow(expect.objectContaining({ context: expect.objectContaining({ path: 'options.moraleDie' }) }));
  });

  it('refuses an illegal decision with a reason', () => {
    const game = createGame<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent>(
      swordAndPike,
      swordAndPike.exampleScenario(),
      { seed: 'x' },
    );
    const enemy = game.state.units.find((u) => u.side !== game.activePlayer())!;
    expect(game.decide({ kind: 'order', unit: enemy.id, order: 'retire', target: null })).toMatchObject({ ok: false });
    expect(game.decide({ kind: 'fire', unit: enemy.id, target: null })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('movement'),
    });
    expect(game.decide({ kind: 'order', unit: 'nobody', order: 'retire', target: null })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no unit'),
    });
  });
});

describe('the turn, clause by clause', () => {
  it('fire hits on the table, casualties trigger a morale test, a rout takes a D4 and moves back; the firer gains 1', () => {
    const s0 = setupBattle(
      scenario(
        [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 36, y: 10 })],
        [unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 36, y: 20 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    expect(s0.initiative).toEqual({ A: 12, B: 2, first: 'A' });
    // 20 D20 at 8.5" on closed pike (Class I, 1-5), first fire -2: hits on 1-7.
    const volley = [1, 2, 3, 7, 7, ...Array<number>(15).fill(20)];
    const { state, events } = play(s0, faces([...volley, 4, 1, 2, 6, 6, 1, 1]), [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'shot', target: 'pike' }, 'A'],
    ]);
    const fired = events.find((e) => e.type === 'fired');
    expect(fired).toMatchObject({ targetClass: 1, dice: 20, hitsOn: 7, hits: 5, casualties: 5 });
    expect(events).toContainEqual({ type: 'morale-rated', unit: 'pike', roll: 4, rating: 3 });
    expect(events).toContainEqual({
      type: 'morale-tested',
      unit: 'pike',
      reason: 'fire casualties',
      score: 4,
      result: 'rout',
    });
    const pike = find(state, 'pike');
    expect(pike.status).toBe('routed');
    expect(pike.figures).toBe(13); // 5 shot, 2 on the D4
    expect(pike.y).toBe(26); // a normal move (6") to its rear
    expect(pike.moraleShift).toBe(-1);
    expect(find(state, 'shot').moraleShift).toBe(1);
    expect(state.turn).toBe(2);
  });

  it('a charge: to close, to stand, dice per stand, the loser falls back, the winner may occupy', () => {
    const s0 = setupBattle(
      scenario(
        [unit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 })],
        [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 26 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    const gendarmes = [5, 5, 5, 5, 5, 5, ...Array<number>(10).fill(1)]; // 16 dice on 5-6: 6 kills
    const arquebusiers = Array<number>(16).fill(1); // 4 stands x (5 - 1 open against closed) on 6: none
    const { state, events } = play(s0, faces([6, 6, 1, 6, ...gendarmes, ...arquebusiers, 6]), [
      [{ kind: 'order', unit: 'gens', order: 'charge', target: 'shot' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'shot', target: null }, 'B'],
    ]);
    expect(events).toContainEqual({
      type: 'morale-tested',
      unit: 'gens',
      reason: 'to close with shot',
      score: 10,
      result: 'carry-on',
    });
    expect(events).toContainEqual({ type: 'stood', unit: 'shot' });
    const fight = events.find((e) => e.type === 'close-combat');
    expect(fight).toMatchObject({
      attackerDice: { onFive: 16, onSix: 0 },
      defenderDice: { onFive: 0, onSix: 16 },
      defenderCasualties: 6,
      attackerCasualties: 0,
      winner: 'attacker',
    });
    // Loser: D6 6 + morale 1 = 7 (the fight's disorder comes after the test: ruling R29): falls back.
    expect(events).toContainEqual({
      type: 'morale-tested',
      unit: 'shot',
      reason: 'lost a close combat',
      score: 7,
      result: 'fall-back',
    });
    expect(state.step).toBe('winner-options');
    expect(legalDecisions(state)).toContainEqual({
      kind: 'winner-option',
      unit: 'gens',
      option: 'occupy',
      target: null,
    });
    // Occupying is a move: the disordered winner tests first (MORALE: "Disordered Units test morale when they attempt
    // to move"); a 1 fails (1 + morale 4, -1 disordered, +1 for the win = 5): it occupies, still disordered.
    const occupied = play(state, faces([1, 1, 1, 1]), [
      [{ kind: 'winner-option', unit: 'gens', option: 'occupy', target: null }, 'A'],
    ]);
    const after = occupied.state;
    expect(occupied.events).toContainEqual(
      expect.objectContaining({ type: 'morale-tested', unit: 'gens', reason: 'rally from disorder', score: 5 }),
    );
    expect([find(after, 'gens').x, find(after, 'gens').y]).toEqual([30, 26]);
    expect(find(after, 'gens').status).toBe('disordered');
    expect(find(after, 'gens').moraleShift).toBe(1);
  });

  it('the winner may attempt another close combat: test, variable move, defensive volley, to stand, fight', () => {
    const s0 = setupBattle(
      scenario(
        [unit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 })],
        [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 26 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    const first = play(
      s0,
      faces([6, 6, 1, 6, 5, 5, 5, 5, 5, 5, ...Array<number>(10).fill(1), ...Array<number>(16).fill(1), 6]),
      [
        [{ kind: 'order', unit: 'gens', order: 'charge', target: 'shot' }, 'A'],
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
        [{ kind: 'fire', unit: 'shot', target: null }, 'B'],
      ],
    ).state;
    const again = { kind: 'winner-option' as const, unit: 'gens', option: 'charge-again' as const, target: 'shot' };
    expect(legalDecisions(first)).toContainEqual(again);
    // To close: D6 6 + morale 4 + 1 (won) - 1 (disordered) = 10; variable move 10 + 3; the volley misses;
    // the shot stand (6 + 1 - 1 = 6); the fight: gendarmes 4 stands x (3 + 1 lance - 1 disordered) on 5-6.
    const { events } = play(
      first,
      faces([6, 3, ...Array<number>(14).fill(20), 6, ...Array<number>(12).fill(6), ...Array<number>(8).fill(1)]),
      [
        [again, 'A'],
        // "Defender can fire defensive volley if not already fired that turn": the shot's side fires it.
        [{ kind: 'fire', unit: 'shot', target: 'gens' }, 'B'],
      ],
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'morale-tested', unit: 'gens', reason: 'to close again with shot', score: 10 }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'bonus-move', unit: 'gens', closed: true }));
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'shot', target: 'gens', dice: 14, hits: 0 });
    expect(events).toContainEqual({ type: 'stood', unit: 'shot' });
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({
      attacker: 'gens',
      attackerDice: { onFive: 12, onSix: 0 },
      defenderCasualties: 12,
    });
  });

  it('charging Reiters fire their front rank as they close', () => {
    const s0 = setupBattle(
      scenario(
        [
          unit({
            id: 'rei',
            troop: 'reiters',
            figures: 12,
            weapon: 'pistol',
            moraleClass: 'lighter-mounted',
            x: 30,
            y: 20,
          }),
        ],
        [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 26 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    const { events } = play(s0, faces([6, 6]), [
      [{ kind: 'order', unit: 'rei', order: 'charge', target: 'shot' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'shot', target: null }, 'B'],
    ]);
    expect(events).toContainEqual({ type: 'closed', unit: 'rei', target: 'shot' });
    // Front rank: 2 stands of 3; pistols at 1" on open order (Class II 1-4), first fire: 1-6.
    expect(events.find((e) => e.type === 'fired')).toMatchObject({
      unit: 'rei',
      weapon: 'pistol',
      range: 1,
      firers: 6,
      dice: 6,
      hitsOn: 6,
    });
  });

  it('an officer killed by fire (D20 of 20) makes his brigade within 12" and in view test morale', () => {
    const s0 = setupBattle(
      scenario(
        [
          unit({ id: 'p', troop: 'pikemen', order: 'closed', x: 36, y: 10 }),
          unit({ id: 'p2', troop: 'pikemen', order: 'closed', x: 44, y: 10 }),
          unit({ id: 'far', troop: 'pikemen', order: 'closed', x: 4, y: 10 }),
        ],
        [unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 36, y: 20 })],
        [{ id: 'col', name: 'Colonel', quality: 'ordinary', brigade: 'b1', attachedTo: 'p' }],
      ),
      ScriptedDice.of([1, 1, 6, 6]), // B moves first
      DEFAULT_OPTIONS,
    );
    const volley = [1, ...Array<number>(19).fill(20)]; // one hit
    const { events } = play(s0, faces([...volley, 20]), [
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'fire', unit: 'shot', target: 'p' }, 'B'],
    ]);
    expect(events).toContainEqual({ type: 'officer-casualty', officer: 'col', fate: 'killed' });
    const staff = events
      .filter((e) => e.type === 'morale-tested' && e.reason.startsWith('staff officer'))
      .map((e) => (e as { unit: string }).unit);
    expect(staff).toEqual(['p', 'p2']); // 'far' is 32" away
  });

  it('a rear attack needs no test to close, and a routed unit attacked is destroyed', () => {
    let s0 = setupBattle(
      scenario(
        [unit({ id: 'halb', troop: 'halberdiers', x: 30, y: 40 })],
        [unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 34 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    s0 = {
      ...s0,
      units: s0.units.map((u) => (u.id === 'pike' ? { ...u, status: 'routed' as const, routedTurn: 1 } : u)),
    };
    const { events } = play(s0, faces([]), [
      [{ kind: 'order', unit: 'halb', order: 'charge', target: 'pike' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    expect(events.find((e) => e.type === 'unit-ordered')).toMatchObject({ rear: true });
    expect(events.some((e) => e.type === 'morale-tested' && e.unit === 'halb')).toBe(false);
    expect(events).toContainEqual({ type: 'removed', unit: 'pike', reason: 'destroyed' });
  });

  it('the 2D6 roll limits the brigades moved; units charged may not move', () => {
    const s0 = setupBattle(
      scenario(
        [unit({ id: 'h1', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 })],
        [
          unit({ id: 'a', troop: 'halberdiers', brigade: 'b1', x: 30, y: 26 }),
          unit({ id: 'b', troop: 'halberdiers', brigade: 'b2', x: 10, y: 40 }),
          unit({ id: 'c', troop: 'halberdiers', brigade: 'b3', x: 50, y: 40 }),
          unit({ id: 'd', troop: 'halberdiers', brigade: 'b4', x: 65, y: 40 }),
        ],
      ),
      ScriptedDice.of([6, 6, 1, 1]), // A 12, B 2
      DEFAULT_OPTIONS,
    );
    const { state } = play(s0, faces([]), [
      [{ kind: 'order', unit: 'h1', order: 'charge', target: 'a' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
    ]);
    expect(orderableUnits(state, 'B').map((u) => u.id)).toEqual(['b', 'c', 'd']);
    const moved = play(state, faces([]), [
      [{ kind: 'order', unit: 'b', order: 'retire', target: null }, 'B'],
      [{ kind: 'order', unit: 'c', order: 'retire', target: null }, 'B'],
    ]).state;
    expect(orderableUnits(moved, 'B')).toEqual([]);
    expect(checkDecision(moved, { kind: 'order', unit: 'd', order: 'retire', target: null })).toMatch(/2D6/);
  });

  it('Spent units without an officer test at the end of the turn and leave on a failure', () => {
    const build = (officer: boolean) => {
      const s = setupBattle(
        scenario(
          [unit({ id: 'p', troop: 'pikemen', order: 'closed', x: 10, y: 8 })],
          [unit({ id: 'q', troop: 'pikemen', order: 'closed', x: 60, y: 40 })],
          officer ? [{ id: 'col', name: 'Colonel', quality: 'dummkopf', brigade: 'b1', attachedTo: 'p' }] : [],
        ),
        ScriptedDice.of([6, 6, 1, 1]),
        DEFAULT_OPTIONS,
      );
      return { ...s, units: s.units.map((u) => (u.id === 'p' ? { ...u, figures: 9 } : u)) };
    };
    const run = (s: SwordAndPikeState) =>
      play(s, faces([1, 1, 6, 6, 1, 1]), [
        [{ kind: 'end-moves' }, 'A'],
        [{ kind: 'end-moves' }, 'B'],
      ]);
    const without = run(build(false));
    expect(without.events).toContainEqual({
      type: 'morale-tested',
      unit: 'p',
      reason: 'Spent unit',
      score: 2,
      result: 'failed',
    });
    expect(find(without.state, 'p').removal).toBe('left-field');
    const withOfficer = run(build(true));
    expect(withOfficer.events.some((e) => e.type === 'morale-tested' && e.reason === 'Spent unit')).toBe(false);
  });

  it('moving and firing: infantry that moved a full move may not fire; heavy guns reload for a turn', () => {
    const s0 = setupBattle(
      scenario(
        [
          unit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', x: 36, y: 10 }),
          unit({
            id: 'gun',
            troop: 'heavy-gun',
            figures: 4,
            weapon: 'heavy-cannon',
            order: 'skirmish',
            moraleClass: 'gunners-auxiliaries',
            frontage: 1,
            x: 20,
            y: 10,
          }),
        ],
        [unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 36, y: 20 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    const shot = find(s0, 'shot');
    expect(mayFire(s0, { ...shot, moved: 'half' }, 'fire-infantry')).toBe(true);
    expect(mayFire(s0, { ...shot, moved: 'full' }, 'fire-infantry')).toBe(false);
    const { state } = play(s0, faces([]), [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'gun', target: 'pike' }, 'A'],
      [{ kind: 'fire', unit: 'shot', target: null }, 'A'],
    ]);
    expect(state.turn).toBe(2);
    expect(find(state, 'gun').loadedOnTurn).toBe(3);
    expect(mayFire({ ...state, step: 'fire-artillery' }, find(state, 'gun'), 'fire-artillery')).toBe(false);
    expect(mayFire({ ...state, turn: 3, step: 'fire-artillery' }, find(state, 'gun'), 'fire-artillery')).toBe(true);
    // Heavy guns never move.
    expect(legalDecisions(state).some((d) => d.kind === 'order' && d.unit === 'gun')).toBe(false);
  });

  it('Reiters charged by cavalry fire only D4 ranks', () => {
    const s0 = setupBattle(
      scenario(
        [unit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 })],
        [
          unit({
            id: 'rei',
            troop: 'reiters',
            figures: 12,
            weapon: 'pistol',
            moraleClass: 'lighter-mounted',
            frontage: 1,
            x: 30,
            y: 28,
          }),
        ],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    const { events } = play(s0, faces([2, ...Array<number>(6).fill(1)]), [
      [{ kind: 'order', unit: 'gens', order: 'charge', target: 'rei' }, 'A'],
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
      [{ kind: 'fire', unit: 'rei', target: 'gens' }, 'B'],
    ]);
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'rei', firers: 6, dice: 6 }); // 2 ranks of 3
  });

  it('rejects a scenario with a unit off the table or two units on one spot, naming the field', () => {
    const bad = scenario(
      [unit({ id: 'p', troop: 'pikemen', x: 0.5, y: 10 })],
      [unit({ id: 'q', troop: 'pikemen', x: 30, y: 40 })],
    );
    expect(() => createGame(swordAndPike, bad, { seed: 's' })).toThrow(/off the table/);
    const overlap = scenario(
      [unit({ id: 'p', troop: 'pikemen', x: 30, y: 10 }), unit({ id: 'p2', troop: 'pikemen', x: 31, y: 10 })],
      [unit({ id: 'q', troop: 'pikemen', x: 30, y: 40 })],
    );
    expect(() => createGame(swordAndPike, overlap, { seed: 's' })).toThrow(/overlaps/);
  });
});

describe('sub-units attached to a pike formation', () => {
  it('move with their pike while in good order, and act alone once disordered', () => {
    const s0 = setupBattle(
      scenario(
        [
          unit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 8 }),
          unit({
            id: 'sleeve',
            troop: 'arquebusiers',
            figures: 5,
            weapon: 'arquebus',
            frontage: 1,
            attachedTo: 'pike',
            x: 34,
            y: 8,
          }),
        ],
        [unit({ id: 'q', troop: 'pikemen', x: 30, y: 40 })],
      ),
      ScriptedDice.of([6, 6, 1, 1]),
      DEFAULT_OPTIONS,
    );
    expect(orderableUnits(s0, 'A').map((u) => u.id)).toEqual(['pike']);
    const { state } = play(s0, faces([]), [[{ kind: 'order', unit: 'pike', order: 'advance-half', target: 'q' }, 'A']]);
    const pike = find(state, 'pike');
    const sleeve = find(state, 'sleeve');
    expect(sleeve.ordered).toBe(true);
    expect(sleeve.moved).toBe('half');
    expect([round(sleeve.x - pike.x), round(sleeve.y - pike.y)]).toEqual([4, 0]);
    const disordered = {
      ...s0,
      units: s0.units.map((u) => (u.id === 'sleeve' ? { ...u, status: 'disordered' as const } : u)),
    };
    expect(orderableUnits(disordered, 'A').map((u) => u.id)).toEqual(['pike', 'sleeve']);
  });

  it('refuses a sub-unit attached to something that is not a pike formation', () => {
    const bad = scenario(
      [
        unit({ id: 'p', troop: 'arquebusiers', x: 30, y: 8 }),
        unit({ id: 's', troop: 'halberdiers', figures: 5, frontage: 1, attachedTo: 'p', x: 40, y: 8 }),
      ],
      [unit({ id: 'q', troop: 'pikemen', x: 30, y: 40 })],
    );
    expect(() => createGame(swordAndPike, bad, { seed: 's' })).toThrow(/cannot be attached/);
  });
});

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
