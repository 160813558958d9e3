import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { commandBattle, commanderOf, fixtureState, sideCommander, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision, CommandAction } from '../game/Decision.js';
import type { BattleState, CommanderState, UnitState } from '../game/State.js';
import { competentBot } from '../bot/competentBot.js';
import { commandCandidates } from './candidates.js';
import { commandChoices, commandOffers, preferredCommands, sameCommand } from './commandChoices.js';
import { battleCandidates, checkBattleDecision, legalBattleDecisions } from './sequence.js';
import { TerciosOptionsSchema } from '../options/options.js';

// The legal command activations (Command > Command Actions: "Each trait permits a specific command action ... In
// addition to these, each commander has 'generic' command actions common to all commanders"; "the player must
// declare the action they intend, and, where applicable, which target unit or units it concerns"): every discrete
// action the rules allow each commander, not the competent bot's subset (`commandCandidates`).

const opts = DEFAULT_TERCIOS_OPTIONS;
/** A decision's identity, to find the same command twice. */
const commandKey = (d: BattleDecision): string => JSON.stringify(d);
const commander = (id: string, more: Partial<CommanderState> = {}): CommanderState =>
  sideCommander(id, 'A', { x: 30, y: 6 }, more);

/** m1, m2 and m3 (musketeer companies of A) facing a tercio of B across the table, c1 behind them. */
function table(fields: Record<string, Partial<UnitState>> = {}, more: Partial<CommanderState> = {}): BattleState {
  const s = fixtureState({
    A: [
      { unit: unitOf('m1', 'musketeer-company'), at: { x: 30, y: 10, facing: 90 } },
      { unit: unitOf('m2', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } },
      { unit: unitOf('m3', 'musketeer-company'), at: { x: 24, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 33, y: 44, facing: -90 } }],
  });
  return {
    ...s,
    commanders: [commander('c1', more)],
    units: s.units.map((u) => ({ ...u, ...(fields[u.id] ?? {}) })),
  };
}
const actions = (ds: readonly BattleDecision[]): CommandAction[] =>
  ds.flatMap((d) => (d.kind === 'command' && d.to === null && d.then === undefined ? [d.action] : []));
/** The command decisions the legal list adds to the bot's. */
const added = (s: BattleState): BattleDecision[] => {
  const own = new Set(commandCandidates(s, opts).map(commandKey));
  return commandChoices(s, opts).filter((d) => !own.has(commandKey(d)));
};

describe('commandChoices: every command action the rules allow, beyond the bot’s choices', () => {
  it('starts with the bot’s own choices, in their order, and every choice passes the decision check', () => {
    const s = table({ m1: { wear: 2 }, m2: { wear: 1, disordered: true } }, { traits: ['bold', 'alert'] });
    const all = commandChoices(s, opts);
    const own = commandCandidates(s, opts);
    expect(all.slice(0, own.length)).toEqual(own);
    expect(all.length).toBeGreaterThan(own.length);
    expect(new Set(all.map(commandKey)).size).toBe(all.length);
    for (const d of all) expect(checkBattleDecision(s, d, opts)).toBeNull();
    // The sequence offers them all (with the activations).
    const legal = legalBattleDecisions(s, opts).filter((d) => d.kind === 'command');
    expect(legal).toEqual(all);
  });

  it('the generic actions: rally any unit with a Dm, reorganise any unit in Disorder (not only the 3 most worn)', () => {
    // "remove one Dm" and "remove the Disorder marker" (ruling "Generic command actions"): the bot only weighs units
    // with 2 Dm or more, or in Disorder (then only reorganised); the player may rally a unit with 1 Dm, or one in
    // Disorder.
    const s = table({ m1: { wear: 1 }, m2: { wear: 2, disordered: true } });
    expect(actions(added(s))).toEqual([
      { kind: 'rally', unit: 'm1' },
      { kind: 'rally', unit: 'm2' },
    ]);
    // Fast: "after a successful command test, a commander may move again": the same with the step back.
    expect(
      added(s)
        .filter((d) => d.kind === 'command' && d.then !== undefined)
        .map((d) => d.kind === 'command' && d.action),
    ).toEqual([
      { kind: 'rally', unit: 'm1' },
      { kind: 'rally', unit: 'm2' },
    ]);
    // A fourth worn unit beyond the bot's three is offered too.
    const four = table({ m1: { wear: 2 }, m2: { wear: 2 }, m3: { wear: 2 }, ter: {} });
    expect(actions(commandCandidates(four, opts)).filter((a) => a.kind === 'rally')).toHaveLength(3);
    const rallies = (ds: BattleDecision[]) =>
      ds.flatMap((d) => (d.kind === 'command' && d.then === undefined && d.action.kind === 'rally' ? [d.action] : []));
    expect(rallies(commandChoices(four, opts))).toHaveLength(3);
    const five = {
      ...four,
      units: [
        ...four.units,
        {
          ...four.units.find((u) => u.id === 'm3')!,
          id: 'm4',
          base: { ...four.units[2]!.base, centre: { x: 42, y: 10 } },
        },
      ],
    };
    expect(rallies(commandCandidates(five, opts))).toHaveLength(3);
    expect(rallies(commandChoices(five, opts)).map((a) => a.unit)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('Fast: the step back is offered only where the commander may move again', () => {
    // A company 3" behind the commander, where its step back from m1 would end: the action alone is offered.
    const s = table({ m1: { wear: 1 } });
    const blocked = {
      ...s,
      units: [
        ...s.units,
        { ...s.units[0]!, id: 'm4', wear: 0, base: { ...s.units[0]!.base, centre: { x: 30, y: 3 } } },
      ],
    };
    const rallies = (st: BattleState) =>
      commandChoices(st, opts).filter(
        (d) => d.kind === 'command' && d.action.kind === 'rally' && d.action.unit === 'm1' && d.to === null,
      );
    expect(rallies(s)).toHaveLength(2);
    expect(rallies(blocked)).toEqual([
      { kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } },
    ]);
  });

  it('out of radius: the move towards the unit, then the action, for every unit that needs it', () => {
    // "A commander may be made to carry out a movement, BUT it must then carry out a command action afterwards."
    const s = table({ m2: { wear: 1 } }, { position: { x: 36, y: 1 } });
    const moved = added(s).filter((d) => d.kind === 'command' && d.to !== null && d.action.kind === 'rally');
    // 9" from m2's centre: the commander steps 9 - (6 - 1.5) = 4.5" towards it, to (36, 5.5).
    expect(moved).toEqual([
      { kind: 'command', commander: 'c1', to: { x: 36, y: 5.5 }, action: { kind: 'rally', unit: 'm2' } },
    ]);
    expect(checkBattleDecision(s, moved[0]!, opts)).toBeNull();
    // Attached to m1 (Coward: it may leave a unit not yet activated, joined in an earlier turn): the same move.
    const attached = table({ m2: { wear: 1 } }, { position: { x: 36, y: 1 }, attachedTo: 'm1' });
    const away = commandChoices(attached, opts).filter((d) => d.kind === 'command' && d.action.kind === 'rally');
    expect(away).toHaveLength(1);
    expect(away[0]).toMatchObject({ action: { kind: 'rally', unit: 'm2' } });
    expect(away[0]!.kind === 'command' && away[0].to).not.toBeNull();
  });

  it('Bold: "change the order of a non-activated unit to another order of its choice": every other order', () => {
    const s = table(
      { m1: { order: 'fire' }, m2: { order: 'run', activated: true }, m3: { order: null } },
      {
        traits: ['bold'],
      },
    );
    expect(actions(added(s)).filter((a) => a.kind === 'bold')).toEqual([
      { kind: 'bold', unit: 'm1', order: 'ready' },
      { kind: 'bold', unit: 'm1', order: 'assault' },
      { kind: 'bold', unit: 'm1', order: 'run' },
      { kind: 'bold', unit: 'm1', order: 'resist' },
    ]);
  });

  it('Alert: "change its orientation immediately, even if it has already been activated": each turn that fits', () => {
    const s = table({ m1: { activated: true } }, { traits: ['alert'] });
    const alert = actions(added(s)).filter((a) => a.kind === 'alert');
    expect(alert).toContainEqual({ kind: 'alert', unit: 'm1', to: 'rear' });
    expect(alert).toContainEqual({ kind: 'alert', unit: 'm3', to: 'left' });
    expect(alert.length).toBeGreaterThanOrEqual(6);
  });

  it('Inspiring: "a unit of the commander within its radius may apply one of the commander’s virtues": each unit, each virtue', () => {
    const s = table({ m1: { activated: true } }, { virtues: ['discipline', 'melee'] as never });
    const inspire = actions(commandChoices(s, opts)).filter((a) => a.kind === 'inspire');
    const each = ['m1', 'm2', 'm3'].flatMap((unit) => [
      { kind: 'inspire', unit, virtue: 'discipline' },
      { kind: 'inspire', unit, virtue: 'melee' },
    ]);
    expect(inspire).toHaveLength(each.length);
    expect(inspire).toEqual(expect.arrayContaining(each));
  });

  it('Expert: "the common Inspiring trait on a whole brigade": each unit, each virtue', () => {
    const s = table({}, { traits: ['expert'], virtues: ['discipline', 'melee'] as never });
    const expert = actions(commandChoices(s, opts)).filter((a) => a.kind === 'expert');
    expect(expert).toHaveLength(6);
    expect(expert).toContainEqual({ kind: 'expert', unit: 'm3', virtue: 'melee' });
  });

  it('Cautious: "place an order next to a unit already activated": any order', () => {
    const s = table({ m2: { activated: true, order: null } }, { traits: ['cautious'] });
    const cautious = actions(commandChoices(s, opts)).filter((a) => a.kind === 'cautious');
    const each = (['ready', 'assault', 'run', 'fire', 'resist'] as const).map((order) => ({
      kind: 'cautious',
      unit: 'm2',
      order,
    }));
    expect(cautious).toHaveLength(each.length);
    expect(cautious).toEqual(expect.arrayContaining(each));
  });

  it('Coordinator: "two units may be activated one after the other": every pair, in either order', () => {
    const s = table({}, { traits: ['coordinator'] });
    const pairs = actions(commandChoices(s, opts)).filter((a) => a.kind === 'coordinator');
    expect(pairs).toHaveLength(6);
    expect(pairs).toContainEqual({ kind: 'coordinator', units: ['m2', 'm1'] });
    expect(pairs).toContainEqual({ kind: 'coordinator', units: ['m1', 'm3'] });
  });

  it('Determined, Energetic, Enthusiastic, Authoritarian: any unit not yet activated', () => {
    const s = table({ m1: { activated: true } }, { traits: ['determined', 'authoritarian'] });
    const got = actions(commandChoices(s, opts));
    expect(got.filter((a) => a.kind === 'determined')).toEqual([
      { kind: 'determined', unit: 'm2' },
      { kind: 'determined', unit: 'm3' },
    ]);
    // None while another unit must already be the next to activate.
    const bound = { ...s, nextToActivate: { unit: 'm2', trait: 'energetic' as const } };
    expect(actions(commandChoices(bound, opts)).filter((a) => a.kind === 'determined')).toEqual([]);
    // The bot's Authoritarian is on a worn unit only; the rule names "a unit whose turn it is to be activated".
    expect(got.filter((a) => a.kind === 'authoritarian')).toEqual([
      { kind: 'authoritarian', unit: 'm2' },
      { kind: 'authoritarian', unit: 'm3' },
    ]);
  });

  it('Joining a troop and Fearless ("join one of its units and immediately carry out an assault"): each unit', () => {
    // From (33, 5) the rear centres of m1 and m2 are within the 6" move, m3's is not.
    const s = table({}, { traits: ['fearless'], position: { x: 33, y: 5 } });
    const all = commandChoices(s, opts).flatMap((d) => (d.kind === 'command' ? [d.action] : []));
    const units = (kind: string) => all.flatMap((a) => (a.kind === kind && 'unit' in a ? [a.unit] : [])).sort();
    expect(units('join')).toEqual(['m1', 'm2']);
    expect(units('fearless')).toEqual(['m1', 'm2']);
    expect(actions(commandCandidates(s, opts)).filter((a) => a.kind === 'join')).toHaveLength(0);
    expect(commandCandidates(s, opts).filter((d) => d.kind === 'command' && d.action.kind === 'join')).toHaveLength(1);
  });

  it('Accomplice: "a friendly commander in the line of sight may make a movement", Exhausted or not', () => {
    const s = table();
    const both = {
      ...s,
      commanders: [
        commander('c1', { traits: ['accomplice'] }),
        sideCommander('c2', 'A', { x: 50, y: 6 }, { exhausted: false }),
      ],
    };
    // Anywhere within its 9": first the step towards the middle of its units (30, 10), 3" short, at most 8.9" (a unit
    // of another regiment does not count), then its full and half movement in eight directions, each the check accepts.
    const other = { ...s.units[0]!, id: 'rx', regiment: 'RX', base: { ...s.units[0]!.base, centre: { x: 10, y: 30 } } };
    const d = Math.hypot(20, 4);
    const to = { x: Math.round((50 - (20 / d) * 8.9) * 1000) / 1000, y: Math.round((6 + (4 / d) * 8.9) * 1000) / 1000 };
    const t3 = (v: number) => Math.trunc(v * 1000) / 1000;
    const sample = (from: { x: number; y: number }) =>
      [9, 4.5].flatMap((r) =>
        [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
          x: Math.round((from.x + t3(Math.cos((k * Math.PI) / 4) * r)) * 1000) / 1000,
          y: Math.round((from.y + t3(Math.sin((k * Math.PI) / 4) * r)) * 1000) / 1000,
        })),
      );
    const moves = (st: BattleState, points: { x: number; y: number }[]) =>
      points
        .map((p): CommandAction => ({ kind: 'accomplice', commander: 'c2', to: p }))
        .filter(
          (a) => checkBattleDecision(st, { kind: 'command', commander: 'c1', to: null, action: a }, opts) === null,
        );
    const withOther = { ...both, units: [...both.units, other] };
    const offered = actions(commandChoices(withOther, opts)).filter((a) => a.kind === 'accomplice');
    expect(offered).toEqual(moves(withOther, [to, ...sample({ x: 50, y: 6 })]));
    // Those off the table (y < 0.6) are not; the rest are.
    expect(offered).toHaveLength(1 + 16 - 3);
    // Within 3" of the middle of its units: no step towards them, the rest as before.
    const near = { ...both, commanders: [both.commanders[0]!, sideCommander('c2', 'A', { x: 29, y: 8 })] };
    const nearOffered = actions(commandChoices(near, opts)).filter((a) => a.kind === 'accomplice');
    expect(nearOffered).toEqual(moves(near, sample({ x: 29, y: 8 })));
    expect(nearOffered.length).toBeGreaterThan(8);
    // 4" away: a 1" step, first.
    const four = { ...both, commanders: [both.commanders[0]!, sideCommander('c2', 'A', { x: 26.8, y: 7.6 })] };
    expect(actions(commandChoices(four, opts)).find((a) => a.kind === 'accomplice')).toEqual({
      kind: 'accomplice',
      commander: 'c2',
      to: { x: 27.6, y: 8.2 },
    });
    // Exactly 3" from the middle of its units: no step either (not a move to where it stands).
    const three = { ...both, commanders: [both.commanders[0]!, sideCommander('c2', 'A', { x: 30, y: 7 })] };
    expect(actions(commandChoices(three, opts)).filter((a) => a.kind === 'accomplice')).toEqual(
      moves(three, sample({ x: 30, y: 7 })),
    );
    // 7.5" due south of them: the step (4.5" north) is the half move north, offered once.
    const south = { ...both, commanders: [both.commanders[0]!, sideCommander('c2', 'A', { x: 30, y: 2.5 })] };
    const southOffered = actions(commandChoices(south, opts)).flatMap((a) => (a.kind === 'accomplice' ? [a.to] : []));
    expect(southOffered[0]).toEqual({ x: 30, y: 7 });
    expect(southOffered.filter((to) => to.x === 30 && to.y === 7)).toHaveLength(1);
    // The offers before their check: the sixteen of the sample (and the step), nothing else.
    const unjudged = (st: BattleState) =>
      commandOffers(st, opts)
        .decisions.filter((d) => d.action.kind === 'accomplice')
        .map((d) => d.action);
    expect(unjudged(near)).toEqual(
      sample({ x: 29, y: 8 }).map((p) => ({ kind: 'accomplice', commander: 'c2', to: p })),
    );
    expect(unjudged(south)).toHaveLength(16);
    // An enemy commander, one attached or removed is offered none.
    for (const o of [
      sideCommander('c2', 'B', { x: 50, y: 6 }),
      sideCommander('c2', 'A', { x: 50, y: 6 }, { attachedTo: 'm1' }),
      sideCommander('c2', 'A', { x: 50, y: 6 }, { removed: true }),
    ])
      expect(
        actions(commandChoices({ ...both, commanders: [both.commanders[0]!, o] }, opts)).filter(
          (a) => a.kind === 'accomplice',
        ),
      ).toEqual([]);
    expect(actions(commandCandidates(both, opts)).filter((a) => a.kind === 'accomplice')).toEqual([]);
  });

  it('Experienced: "one of your companies of pikemen or musketeers ... is detached to reinforce a battalion"', () => {
    // A battalion with one Dm, which the bot leaves alone (it reinforces one with two or more).
    const s = commandBattle(
      [commanderOf({ traits: ['experienced'] as never, position: { x: 38, y: 14 } })],
      { ter: { wear: 1 } },
      [],
      40,
    );
    expect(actions(commandCandidates(s, opts)).filter((a) => a.kind === 'experienced')).toEqual([]);
    expect(actions(commandChoices(s, opts)).filter((a) => a.kind === 'experienced')).toEqual([
      { kind: 'experienced', company: 'mus', battalion: 'ter' },
    ]);
  });

  it('Indefatigable: "one Dm may be moved from one unit to another of the same type": from any unit with a Dm', () => {
    const s = table({ m1: { wear: 1 } }, { traits: ['indefatigable'] });
    expect(actions(commandCandidates(s, opts)).filter((a) => a.kind === 'indefatigable')).toEqual([]);
    expect(actions(commandChoices(s, opts)).filter((a) => a.kind === 'indefatigable')).toEqual([
      { kind: 'indefatigable', from: 'm1', to: 'm2' },
      { kind: 'indefatigable', from: 'm1', to: 'm3' },
    ]);
  });

  it('Erudite and Comrade-in-arms: each enemy unit not yet activated, each friend Exhausted', () => {
    // Four trait actions before them (Inspiring, Expert, Erudite's first enemy, Determined): the bot's list stops there.
    const s0 = table(
      {},
      {
        traits: ['erudite', 'comrade-in-arms', 'expert', 'coordinator', 'determined'],
        virtues: ['discipline'] as never,
        position: { x: 42, y: 6 },
      },
    );
    const second = {
      ...s0.units.find((u) => u.id === 'ter')!,
      id: 'ter2',
      base: { ...s0.units.find((u) => u.id === 'ter')!.base, centre: { x: 50, y: 44 } },
    };
    const s = { ...s0, units: [...s0.units, second] };
    const tired = sideCommander('c2', 'A', { x: 44, y: 4 }, { exhausted: true });
    const fresh = sideCommander('c3', 'A', { x: 46, y: 4 });
    const got = actions(commandChoices({ ...s, commanders: [...s.commanders, tired, fresh] }, opts));
    expect(got.filter((a) => a.kind === 'erudite')).toEqual([
      { kind: 'erudite', unit: 'ter' },
      { kind: 'erudite', unit: 'ter2' },
    ]);
    expect(
      actions(commandCandidates({ ...s, commanders: [...s.commanders, tired, fresh] }, opts)).filter(
        (a) => a.kind === 'comrade-in-arms',
      ),
    ).toEqual([]);
    expect(got.filter((a) => a.kind === 'comrade-in-arms')).toEqual([{ kind: 'comrade-in-arms', commander: 'c2' }]);
  });

  it('the competent bot still weighs only its own choices: a unit with 1 Dm is not rallied, it activates instead', () => {
    const s = table({ m1: { wear: 1, order: 'fire' }, m2: { order: 'fire' }, m3: { order: 'fire' } });
    const legal = legalBattleDecisions(s, opts);
    expect(legal).toContainEqual({ kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } });
    const d = competentBot(opts).decide({ state: s, player: 'A', legal, rng: undefined } as never);
    expect(d.kind === 'command' && d.action.kind === 'rally').toBe(false);
  });

  it('judged as asked: the sequence’s candidates are the legal list, the offers checked only when a bot reads them', () => {
    const s = table({ m1: { wear: 2 }, m2: { wear: 1, disordered: true } }, { traits: ['bold', 'alert'] });
    const offers = commandOffers(s, opts);
    // The bot's own come first, legal as they are made; the rest are listed unjudged, some of them refused.
    expect(offers.decisions.slice(0, offers.preferred)).toEqual(commandCandidates(s, opts));
    // Every offer is a command activation; none of a trait the commander lacks (Accomplice here).
    expect(offers.decisions.every((d) => (d as BattleDecision).kind === 'command')).toBe(true);
    expect(offers.decisions.some((d) => d.action.kind === 'accomplice')).toBe(false);
    const refused = offers.decisions.filter((_, i) => !offers.isLegal(i));
    expect(refused.length).toBeGreaterThan(0);
    for (const d of refused) expect(checkBattleDecision(s, d, opts)).not.toBeNull();
    expect(offers.decisions.filter((_, i) => offers.isLegal(i))).toEqual(commandChoices(s, opts));
    const candidates = battleCandidates(s, opts);
    const judged = candidates.possible.filter((_, i) => candidates.isLegal(i));
    expect(judged).toEqual(legalBattleDecisions(s, opts));
    expect(judged.filter((d) => d.kind !== 'command')).toEqual([
      { kind: 'activate', unit: 'm1' },
      { kind: 'activate', unit: 'm2' },
      { kind: 'activate', unit: 'm3' },
    ]);
  });

  it('the bot finds its own commands among the offers whether or not it shares the game’s options object', () => {
    const s = table({ m1: { wear: 2, order: 'fire' }, m2: { order: 'fire' }, m3: { order: 'fire' } });
    const legal = legalBattleDecisions(s, opts);
    const view = { state: s, player: 'A', rng: undefined, candidates: battleCandidates(s, opts) };
    const shared = competentBot(opts).decide({ ...view, legal } as never);
    const own = competentBot(TerciosOptionsSchema.parse({})).decide({ ...view, legal } as never);
    const listed = competentBot(opts).decide({ state: s, player: 'A', legal, rng: undefined } as never);
    expect(shared).toEqual({ kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } });
    expect(own).toEqual(shared);
    expect(listed).toEqual(shared);
  });

  it('the bot’s own commands are worked out once for options of one value, whichever object holds them', () => {
    const s = table({ m1: { wear: 2 } });
    const mine = preferredCommands(s, opts);
    expect(mine.length).toBeGreaterThan(0);
    expect(preferredCommands(s, TerciosOptionsSchema.parse({}))).toBe(mine);
    const other = TerciosOptionsSchema.parse({ battle: { commanderBase: 1.5 } });
    expect(preferredCommands(s, other)).not.toBe(mine);
    expect(preferredCommands(s, TerciosOptionsSchema.parse({ battle: { commanderBase: 1.5 } }))).toBe(
      preferredCommands(s, other),
    );
  });

  it('sameCommand: the same activation, field by field', () => {
    const rally = { kind: 'command', commander: 'c1', to: null, action: { kind: 'rally', unit: 'm1' } } as const;
    expect(sameCommand(rally, { ...rally, action: { ...rally.action } })).toBe(true);
    expect(sameCommand(rally, { ...rally, commander: 'c2' })).toBe(false);
    expect(sameCommand(rally, { ...rally, action: { kind: 'reorganise', unit: 'm1' } })).toBe(false);
    expect(sameCommand(rally, { ...rally, action: { kind: 'rally', unit: 'm2' } })).toBe(false);
    expect(sameCommand(rally, { ...rally, to: { x: 1, y: 2 } })).toBe(false);
    expect(sameCommand({ kind: 'end' }, { kind: 'end' })).toBe(false);
  });
});
