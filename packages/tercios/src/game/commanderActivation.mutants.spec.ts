import { ScriptedDice, baseGap } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../profiles/getProfile.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { CommandAction } from './Decision.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import {
  activatableCommanders,
  checkCommand,
  checkFastMove,
  coldBloodCandidates,
  commanderMoveProblem,
  commandTargets,
  expertBrigade,
  isPikeOrMusketCompany,
  joiningSpot,
  resolveColdBlood,
  resolveCommand,
} from './commanderActivation.js';
import { commandDistance } from './commandOnTable.js';
import { commandBattle, commanderOf, fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';

// Killers of the mutants of commanderActivation.ts (target tercios-commander-activation): a commander's activation
// on the table. Rulebook (Liber Militum): Command > Activating a Commander, Attached Commander, Commanders and
// Losses (Joining a troop), Leaving a Troop, Command Actions, Common Traits, Optional Traits, Kingdoms Expansion
// Traits. The command test itself is tercios-command's; here the dice are scripted.

/** A commander of side A, regiment RA, rank 2, at (36, 14): 4.8" behind the Tercio `ter`. */
const commander = commanderOf;
/** Side A: `ter` at (36, 20) and `mus` at (41, 20); side B: `enemy` at (36, 44) (battleFixture's commandBattle). */
const battle = commandBattle;

const check = (state: BattleState, action: CommandAction, to: { x: number; y: number } | null = null) =>
  checkCommand(state, 'c1', to, action);

/** Resolves c1's command with the dice given and returns the context. */
function play(
  state: BattleState,
  action: CommandAction,
  dice: number[],
  to: { x: number; y: number } | null = null,
  then?: { x: number; y: number },
  options = DEFAULT_TERCIOS_OPTIONS,
) {
  const ctx = fixtureContext(state, ScriptedDice.of(dice), options);
  resolveCommand(ctx, 'c1', to, action, then);
  return ctx;
}

/** A Cold Blood commander of side B, "Frío", at (36, 50): 4.8" behind the enemy Tercio. */
const cold = (over: Partial<CommanderState> = {}) =>
  commander({
    id: 'cb',
    side: 'B',
    regiment: 'RB',
    name: 'Frío',
    traits: ['cold-blood'],
    position: { x: 36, y: 50 },
    ...over,
  });
/** Option `battle.coldBlood`'s two readings. */
const own = { coldBlood: 'own-units', expertBrigade: 'regiment' } as const;
const within = { coldBlood: 'within-6', expertBrigade: 'regiment' } as const;

describe('Activating a Commander: who may be activated (Command; Exhausted Commander)', () => {
  // "A commander that is "Exhausted" may not be activated again until the end of the turn."
  it('the active side in the action stage, before any unit acts, and neither Exhausted nor removed', () => {
    const state = battle([
      commander(),
      commander({ id: 'tired', exhausted: true }),
      commander({ id: 'gone', removed: true }),
      commander({ id: 'foe', side: 'B', regiment: 'RB' }),
    ]);
    expect(activatableCommanders(state).map((c) => c.id)).toEqual(['c1']);
    expect(activatableCommanders({ ...state, activeSide: 'B' }).map((c) => c.id)).toEqual(['foe']);
    expect(activatableCommanders({ ...state, stage: 'planning' })).toEqual([]);
    expect(activatableCommanders({ ...state, acting: { ...({} as NonNullable<BattleState['acting']>) } })).toEqual([]);
    expect(activatableCommanders({ ...state, reaction: {} as NonNullable<BattleState['reaction']> })).toEqual([]);
    expect(activatableCommanders({ ...state, commanderActivated: 'c1' })).toEqual([]);
  });

  it('refuses a commander not on the table, removed, or not activatable, and says which', () => {
    const state = battle([
      commander(),
      commander({ id: 'gone', removed: true }),
      commander({ id: 'tired', exhausted: true, name: 'Tired' }),
    ]);
    expect(checkCommand(state, 'nobody', null, { kind: 'hold' })).toBe('no such commander on the table');
    expect(checkCommand(state, 'gone', null, { kind: 'hold' })).toBe('no such commander on the table');
    expect(checkCommand(state, 'tired', null, { kind: 'hold' })).toBe('Tired cannot be activated now');
    expect(checkCommand(state, 'c1', null, { kind: 'hold' })).toBeNull();
  });
});

describe('Activating a Commander: the move', () => {
  // "A commander's movement is 6 inches, but this movement may be increased by applicable virtues or traits."
  it('moves at most 6" (Impetus 9"), on the table, not ending on a unit', () => {
    const state = battle([commander({ position: { x: 20, y: 10 } })]);
    expect(check(state, { kind: 'hold' }, { x: 26, y: 10 })).toBeNull();
    expect(check(state, { kind: 'hold' }, { x: 26.01, y: 10 })).toBe('a commander moves at most 6"');
    const impetus = battle([commander({ position: { x: 20, y: 10 }, traits: ['impetus'] })]);
    expect(check(impetus, { kind: 'hold' }, { x: 29, y: 10 })).toBeNull();
    expect(check(impetus, { kind: 'hold' }, { x: 29.01, y: 10 })).toBe('a commander moves at most 9"');
  });

  it('keeps the whole base on the table, on every edge', () => {
    const corner = battle([commander({ position: { x: 3, y: 3 } })]);
    expect(check(corner, { kind: 'hold' }, { x: 0.6, y: 3 })).toBeNull();
    expect(check(corner, { kind: 'hold' }, { x: 0.59, y: 3 })).toBe('the commander would leave the table');
    expect(check(corner, { kind: 'hold' }, { x: 3, y: 0.59 })).toBe('the commander would leave the table');
    const w = corner.table.width;
    const h = corner.table.height;
    const far = battle([commander({ position: { x: w - 3, y: h - 3 } })]);
    expect(check(far, { kind: 'hold' }, { x: w - 0.6, y: h - 3 })).toBeNull();
    expect(check(far, { kind: 'hold' }, { x: w - 0.59, y: h - 3 })).toBe('the commander would leave the table');
    expect(check(far, { kind: 'hold' }, { x: w - 3, y: h - 0.59 })).toBe('the commander would leave the table');
    // A wider base (ruling "Commander bases") needs more room.
    expect(checkCommand(corner, 'c1', { x: 1, y: 3 }, { kind: 'hold' }, { commanderBase: 2.4 })).toBe(
      'the commander would leave the table',
    );
  });

  // "A commander may pass through friendly units as long as no overlap is found at the end of the movement."
  it('may not end on a unit, except to join it (join, Fearless)', () => {
    const state = battle();
    expect(check(state, { kind: 'hold' }, { x: 36, y: 19 })).toBe('the commander may not end its move on a unit');
    expect(check(state, { kind: 'join', unit: 'ter' }, { x: 36, y: 19 })).toMatch(/rear centre/);
  });

  // Leaving a Troop: "Its movement is then measured from any edge of the unit, in the desired direction."
  it('an attached commander moves from the edge of its unit, and leaves it only as the Coward allows', () => {
    const attached = commander({ attachedTo: 'ter', position: { x: 36, y: 20 } });
    const state = battle([attached]);
    // The Tercio's rear edge is at y 18.82: 6" from it is y 12.82.
    expect(check(state, { kind: 'hold' }, { x: 36, y: 12.83 })).toBeNull();
    expect(check(state, { kind: 'hold' }, { x: 36, y: 12.8 })).toBe('a commander moves at most 6"');
    // "provided that it did not join that unit in the same turn and that the unit has not yet been activated"
    expect(check(battle([{ ...attached, joinedThisTurn: true }]), { kind: 'hold' }, { x: 36, y: 14 })).toMatch(
      /may leave a unit only/,
    );
    expect(check(battle([attached], { ter: { activated: true } }), { kind: 'hold' }, { x: 36, y: 14 })).toMatch(
      /may leave a unit only/,
    );
    // Staying with the unit needs no Coward.
    expect(check(battle([{ ...attached, joinedThisTurn: true }]), { kind: 'hold' })).toBe(
      'an attached commander carries out no command action',
    );
  });

  it('an attached commander is not stopped by its own path: it starts from the unit', () => {
    // An enemy between the unit's centre and the destination does not matter for a move measured from the edge;
    // the same move from a free position is checked against impassable terrain (commanderPath.spec.ts).
    const attached = commander({ attachedTo: 'ter', position: { x: 36, y: 20 } });
    const state = battle([attached]);
    expect(check(state, { kind: 'hold' }, { x: 36, y: 24 })).toBeNull();
  });
});

describe('Joining a troop (Commanders and Losses)', () => {
  // "to attach itself to a troop unit, a commander simply has to make a movement that brings it into contact with
  // one of the sides of the unit's base."
  const spot = () => joiningSpot(unitById(battle(), 'ter')!);

  it('the spot touches the middle of the rear edge', () => {
    // Rear edge at y = 20 - 2.362/2; the commander's 1.2" base behind it.
    expect(spot().x).toBe(36);
    expect(spot().y).toBeCloseTo(20 - 6 / 2.54 / 2 - 0.6, 3);
    expect(joiningSpot(unitById(battle(), 'ter')!, 2.4).y).toBeCloseTo(20 - 6 / 2.54 / 2 - 1.2, 3);
  });

  it('joins a friendly unit of its own regiment that has no commander, by a move ending at that spot', () => {
    const state = battle();
    expect(check(state, { kind: 'join', unit: 'ter' }, spot())).toBeNull();
    expect(check(state, { kind: 'join', unit: 'ter' }, { x: spot().x + 0.04, y: spot().y })).toBeNull();
    expect(check(state, { kind: 'join', unit: 'ter' }, { x: spot().x + 0.06, y: spot().y })).toMatch(/rear centre/);
    expect(check(state, { kind: 'join', unit: 'enemy' }, spot())).toBe('no such friendly unit');
    expect(check(state, { kind: 'join', unit: 'nobody' }, spot())).toBe('no such friendly unit');
    expect(check(battle(undefined, { ter: { destroyed: true } }), { kind: 'join', unit: 'ter' }, spot())).toBe(
      'no such friendly unit',
    );
    expect(check(battle([commander({ regiment: 'other' })]), { kind: 'join', unit: 'ter' }, spot())).toBe(
      'Maestro may not command Tercio ter',
    );
  });

  it('not a unit that already has another commander (a removed one does not count), nor its own unit again', () => {
    const other = commander({ id: 'c2', attachedTo: 'ter', position: { x: 36, y: 20 } });
    expect(check(battle([commander(), other]), { kind: 'join', unit: 'ter' }, spot())).toBe(
      'Tercio ter already has a commander',
    );
    expect(check(battle([commander(), { ...other, removed: true }]), { kind: 'join', unit: 'ter' }, spot())).toBeNull();
    const self = commander({ attachedTo: 'ter', position: { x: 36, y: 20 } });
    expect(check(battle([self]), { kind: 'join', unit: 'ter' })).toBe('already attached to that unit');
  });

  it('without a move, only a commander already in contact (within 1") joins', () => {
    const near = battle([commander({ position: { x: 36, y: 17.9 } })]);
    expect(check(near, { kind: 'join', unit: 'ter' })).toBeNull();
    const off = battle([commander({ position: { x: 36, y: 17.7 } })]);
    expect(check(off, { kind: 'join', unit: 'ter' })).toBe('joining needs a move into contact');
    // Exactly 1" from the edge of a 4" x 2" base whose near edge is at y 20.
    const square = { centre: { x: 50, y: 21 }, facing: Math.PI / 2, width: 4, depth: 2 };
    const exact = battle([commander({ position: { x: 50, y: 19 } })], { mus: { base: square } });
    expect(commandDistance(exact, exact.commanders[0]!, unitById(exact, 'mus')!)).toBe(1);
    expect(check(exact, { kind: 'join', unit: 'mus' })).toBeNull();
  });

  // "A commander that has joined a unit is considered "Exhausted"" (no test).
  it('the commander moves to the spot and attaches, with no command test', () => {
    const ctx = play(battle(), { kind: 'join', unit: 'ter' }, [], spot());
    expect(ctx.events.map((e) => e.kind)).toEqual(['commander-activated', 'commander-moved', 'commander-attached']);
    expect(ctx.state.commanders[0]).toMatchObject({ attachedTo: 'ter', position: spot() });
  });
});

describe('Command Actions: the generic actions, radius and sight', () => {
  // "The commander must have a line of sight to the target unit(s), and these must be within the command radius of
  // 6 inches from its base, unless the trait states otherwise."
  it('rally needs a friendly unit within 6", in sight, with a Dm', () => {
    const state = battle(undefined, { ter: { wear: 1 } });
    expect(check(state, { kind: 'rally', unit: 'ter' })).toBeNull();
    expect(check(battle(), { kind: 'rally', unit: 'ter' })).toBe('the unit has no Dm');
    expect(check(state, { kind: 'rally', unit: 'enemy' })).toBe('no such friendly unit');
    expect(check(state, { kind: 'rally', unit: 'nobody' })).toBe('no such friendly unit');
    expect(check(battle(undefined, { ter: { wear: 1, destroyed: true } }), { kind: 'rally', unit: 'ter' })).toBe(
      'no such friendly unit',
    );
    // 6" from the rear edge (y 18.82) is y 12.82.
    expect(
      check(battle([commander({ position: { x: 36, y: 12.83 } })], { ter: { wear: 1 } }), {
        kind: 'rally',
        unit: 'ter',
      }),
    ).toBeNull();
    expect(
      check(battle([commander({ position: { x: 36, y: 12.8 } })], { ter: { wear: 1 } }), {
        kind: 'rally',
        unit: 'ter',
      }),
    ).toBe('the unit is beyond the command radius');
    expect(
      check(battle([commander({ regiment: 'other' })], { ter: { wear: 1 } }), { kind: 'rally', unit: 'ter' }),
    ).toBe('Maestro may not act on Tercio ter');
  });

  it('the radius and sight are measured from where the move ends', () => {
    const far = battle([commander({ position: { x: 36, y: 8 } })], { ter: { wear: 1 } });
    expect(check(far, { kind: 'rally', unit: 'ter' })).toBe('the unit is beyond the command radius');
    expect(check(far, { kind: 'rally', unit: 'ter' }, { x: 36, y: 13 })).toBeNull();
  });

  it('a unit hidden behind another is out of sight', () => {
    // The company `mus` seen from straight behind the Tercio `ter2` placed between them.
    const state = battle([commander({ position: { x: 41, y: 26.5 } })], { mus: { wear: 1 } }, [
      { unit: unitOf('ter2', 'tercio'), at: { x: 41, y: 24, facing: 90 } },
    ]);
    expect(check(state, { kind: 'rally', unit: 'mus' })).toBe('the commander does not see the unit');
  });

  // Attached Commander: "A commander thus attached may no longer carry out a command action."
  it('an attached commander carries out no command action, unless it leaves its unit first', () => {
    const attached = commander({ attachedTo: 'ter', position: { x: 36, y: 20 } });
    const state = battle([attached], { mus: { wear: 1, disordered: true } });
    expect(check(state, { kind: 'rally', unit: 'mus' })).toBe('an attached commander carries out no command action');
    expect(check(state, { kind: 'reorganise', unit: 'mus' })).toBe(
      'an attached commander carries out no command action',
    );
    expect(check(state, { kind: 'hold' })).toBe('an attached commander carries out no command action');
    expect(check(state, { kind: 'rally', unit: 'mus' }, { x: 41, y: 16 })).toBeNull();
    expect(check(state, { kind: 'hold' }, { x: 41, y: 16 })).toBeNull();
  });

  it('reorganise needs a unit in Disorder', () => {
    expect(check(battle(), { kind: 'reorganise', unit: 'ter' })).toBe('the unit is not in Disorder');
    expect(check(battle(undefined, { ter: { disordered: true } }), { kind: 'reorganise', unit: 'ter' })).toBeNull();
    expect(check(battle(undefined, { ter: { wear: 1 } }), { kind: 'reorganise', unit: 'ter' })).toBe(
      'the unit is not in Disorder',
    );
  });

  // Ruling "Generic command actions": rally removes one Dm, never the last (as Resist!), Elite down to 0.
  it('rally removes one Dm but never the last; with option commandRally to-zero, the last too; Elite by its successes', () => {
    expect(
      unitById(play(battle(undefined, { ter: { wear: 2 } }), { kind: 'rally', unit: 'ter' }, [6, 6]).state, 'ter')!
        .wear,
    ).toBe(1);
    expect(
      unitById(play(battle(undefined, { ter: { wear: 1 } }), { kind: 'rally', unit: 'ter' }, [6, 6]).state, 'ter')!
        .wear,
    ).toBe(1);
    const toZero = TerciosOptionsSchema.parse({ battle: { commandRally: 'to-zero' } });
    expect(
      unitById(
        play(battle(undefined, { ter: { wear: 1 } }), { kind: 'rally', unit: 'ter' }, [6, 6], null, undefined, toZero)
          .state,
        'ter',
      )!.wear,
    ).toBe(0);
    const elite = battle(undefined, { ter: { wear: 3, rules: ['dense', 'elite'] } });
    expect(unitById(play(elite, { kind: 'rally', unit: 'ter' }, [6, 6]).state, 'ter')!.wear).toBe(1);
    // Failed: nothing removed.
    expect(
      unitById(play(battle(undefined, { ter: { wear: 2 } }), { kind: 'rally', unit: 'ter' }, [1, 1]).state, 'ter')!
        .wear,
    ).toBe(2);
  });

  it('reorganise removes the Disorder and keeps the Dm', () => {
    const ctx = play(
      battle(undefined, { ter: { wear: 2, disordered: true } }),
      { kind: 'reorganise', unit: 'ter' },
      [6, 6],
    );
    expect(unitById(ctx.state, 'ter')).toMatchObject({ wear: 2, disordered: false });
  });
});

describe('Command test and its consequences (Command Actions; Fast)', () => {
  // "If the result of the test is only one success, or if the test fails, the commander becomes "Exhausted"."
  it('two successes: not Exhausted; one: Exhausted; none: the action cancelled and Exhausted', () => {
    const s = battle(undefined, { ter: { wear: 2 } });
    const two = play(s, { kind: 'rally', unit: 'ter' }, [5, 6]);
    expect(two.events.find((e) => e.kind === 'command-test')).toMatchObject({
      successes: 2,
      passed: true,
      action: 'rally',
      commander: 'c1',
    });
    expect(two.state.commanders[0]!.exhausted).toBe(false);
    expect(play(s, { kind: 'rally', unit: 'ter' }, [5, 1]).state.commanders[0]!.exhausted).toBe(true);
    const none = play(s, { kind: 'rally', unit: 'ter' }, [4, 1]);
    expect(none.state.commanders[0]!.exhausted).toBe(true);
    expect(none.events.find((e) => e.kind === 'command-test')).toMatchObject({ successes: 0, passed: false });
  });

  // Comrade-in-arms: "The test succeeds on a result of 6 instead of 5+."
  it('a trait with its own target rolls against it', () => {
    const s = battle([
      commander({ traits: ['comrade-in-arms'] }),
      commander({ id: 'c2', exhausted: true, position: { x: 30, y: 14 } }),
    ]);
    const fives = play(s, { kind: 'comrade-in-arms', commander: 'c2' }, [5, 5]);
    expect(fives.state.commanders[1]!.exhausted).toBe(true);
    const six = play(s, { kind: 'comrade-in-arms', commander: 'c2' }, [6, 5]);
    expect(six.state.commanders[1]!.exhausted).toBe(false);
    expect(six.events).toContainEqual({ kind: 'commander-refreshed', commander: 'c2', by: 'c1' });
  });

  it('the move is logged rounded to a thousandth, and an attached commander that moves off is detached first', () => {
    const ctx = play(battle([commander({ position: { x: 20, y: 10 } })]), { kind: 'hold' }, [6, 6], {
      x: 21.23456,
      y: 10,
    });
    expect(ctx.events[1]).toEqual({ kind: 'commander-moved', commander: 'c1', to: { x: 21.235, y: 10 } });
    const attached = play(
      battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]),
      { kind: 'hold' },
      [6, 6],
      { x: 36, y: 14 },
    );
    expect(attached.events.slice(0, 3)).toEqual([
      { kind: 'commander-activated', commander: 'c1' },
      { kind: 'commander-attached', commander: 'c1', unit: null },
      { kind: 'commander-moved', commander: 'c1', to: { x: 36, y: 14 } },
    ]);
    const still = play(battle(), { kind: 'hold' }, [6, 6]);
    expect(still.events.filter((e) => e.kind === 'commander-moved' || e.kind === 'commander-attached')).toEqual([]);
  });

  // Fast: "after a successful command test, a commander may move again."
  it('Fast: the second move only after a passed test, rounded', () => {
    const s = battle([commander({ position: { x: 20, y: 10 } })]);
    const passed = play(s, { kind: 'hold' }, [5, 1], null, { x: 22.00049, y: 10 });
    expect(passed.events).toContainEqual({ kind: 'commander-moved', commander: 'c1', to: { x: 22, y: 10 } });
    const failed = play(s, { kind: 'hold' }, [1, 1], null, { x: 22, y: 10 });
    expect(failed.events.filter((e) => e.kind === 'commander-moved')).toEqual([]);
  });

  it('checkFastMove: at most the move from where the action leaves it, on the table, not on a unit, round impassable terrain', () => {
    const s = battle([commander({ position: { x: 20, y: 10 } })]);
    expect(checkFastMove(s, 'c1', null, { kind: 'hold' }, { x: 26, y: 10 })).toBeNull();
    expect(checkFastMove(s, 'c1', null, { kind: 'hold' }, { x: 26.01, y: 10 })).toBe('a commander moves at most 6"');
    expect(checkFastMove(s, 'c1', { x: 24, y: 10 }, { kind: 'hold' }, { x: 30, y: 10 })).toBeNull();
    expect(checkFastMove(s, 'c1', { x: 24, y: 10 }, { kind: 'hold' }, { x: 30.01, y: 10 })).toMatch(/at most/);
    expect(checkFastMove(s, 'nobody', null, { kind: 'hold' }, { x: 21, y: 10 })).toBe('no such commander');
    expect(checkFastMove(s, 'c1', null, { kind: 'join', unit: 'ter' }, { x: 21, y: 10 })).toBe(
      'a commander joining a unit does not move again',
    );
    expect(checkFastMove(s, 'c1', { x: 20, y: 12 }, { kind: 'fearless', unit: 'ter' }, { x: 21, y: 10 })).toBe(
      'a commander joining a unit does not move again',
    );
    const corner = battle([commander({ position: { x: 3, y: 3 } })]);
    expect(checkFastMove(corner, 'c1', null, { kind: 'hold' }, { x: 0.59, y: 3 })).toBe(
      'the commander would leave the table',
    );
    expect(checkFastMove(corner, 'c1', null, { kind: 'hold' }, { x: 1, y: 3 }, { commanderBase: 2.4 })).toBe(
      'the commander would leave the table',
    );
    const near = battle([commander({ position: { x: 36, y: 14 } })]);
    expect(checkFastMove(near, 'c1', null, { kind: 'hold' }, { x: 36, y: 19 })).toBe(
      'the commander may not end its move on a unit',
    );
    const attached = battle([commander({ attachedTo: 'ter', position: { x: 36, y: 20 } })]);
    expect(checkFastMove(attached, 'c1', null, { kind: 'hold' }, { x: 36, y: 14 })).toBe(
      'an attached commander carries out no command action',
    );
    expect(checkFastMove(attached, 'c1', { x: 36, y: 14 }, { kind: 'hold' }, { x: 36, y: 10 })).toBeNull();
  });

  it('checkFastMove: friendly units are passed through, enemy units are not', () => {
    const friendly = battle([commander({ position: { x: 36, y: 16 } })]);
    expect(checkFastMove(friendly, 'c1', null, { kind: 'hold' }, { x: 36, y: 21.9 })).toBeNull();
    const enemy = battle([commander({ position: { x: 36, y: 40 } })]);
    expect(checkFastMove(enemy, 'c1', null, { kind: 'hold' }, { x: 36, y: 45.9 })).toMatch(/enemy/);
  });
});

describe('Optional Traits', () => {
  // Bold: "the commander may change the order of a non-activated unit to another order of its choice."
  it('Bold: the trait, a unit not activated with another order', () => {
    const bold = battle([commander({ traits: ['bold'] })]);
    expect(check(bold, { kind: 'bold', unit: 'ter', order: 'assault' })).toBeNull();
    expect(check(bold, { kind: 'bold', unit: 'ter', order: 'ready' })).toMatch(/another order/);
    expect(
      check(battle([commander({ traits: ['bold'] })], { ter: { activated: true } }), {
        kind: 'bold',
        unit: 'ter',
        order: 'assault',
      }),
    ).toMatch(/not yet activated/);
    expect(
      check(battle([commander({ traits: ['bold'] })], { ter: { order: null } }), {
        kind: 'bold',
        unit: 'ter',
        order: 'assault',
      }),
    ).toMatch(/another order/);
    expect(check(battle(), { kind: 'bold', unit: 'ter', order: 'assault' })).toBe(
      'Maestro does not have the bold trait',
    );
    expect(play(bold, { kind: 'bold', unit: 'ter', order: 'assault' }, [6, 6]).events).toContainEqual({
      kind: 'order-changed',
      unit: 'ter',
      order: 'assault',
      by: 'c1',
    });
  });

  // Authoritarian: "a unit whose turn it is to be activated may be activated without an order test."
  it('Authoritarian: a unit not yet activated', () => {
    const auth = battle([commander({ traits: ['authoritarian'] })]);
    expect(check(auth, { kind: 'authoritarian', unit: 'ter' })).toBeNull();
    expect(
      check(battle([commander({ traits: ['authoritarian'] })], { ter: { activated: true } }), {
        kind: 'authoritarian',
        unit: 'ter',
      }),
    ).toBe('the unit has already been activated');
    expect(check(battle(), { kind: 'authoritarian', unit: 'ter' })).toBe(
      'Maestro does not have the authoritarian trait',
    );
    expect(play(auth, { kind: 'authoritarian', unit: 'ter' }, [6, 6]).events).toContainEqual({
      kind: 'authoritarian',
      unit: 'ter',
      by: 'c1',
    });
  });

  // Cautious: "the player may place an order next to a unit already activated."
  it('Cautious: a unit already activated that has no order', () => {
    const done = { ter: { activated: true, order: null } };
    const cautious = battle([commander({ traits: ['cautious'] })], done);
    expect(check(cautious, { kind: 'cautious', unit: 'ter', order: 'fire' })).toBeNull();
    expect(
      check(battle([commander({ traits: ['cautious'] })], { ter: { order: null } }), {
        kind: 'cautious',
        unit: 'ter',
        order: 'fire',
      }),
    ).toMatch(/already activated/);
    expect(
      check(battle([commander({ traits: ['cautious'] })], { ter: { activated: true } }), {
        kind: 'cautious',
        unit: 'ter',
        order: 'fire',
      }),
    ).toMatch(/has none/);
    expect(play(cautious, { kind: 'cautious', unit: 'ter', order: 'fire' }, [6, 6]).events).toContainEqual({
      kind: 'order-placed',
      unit: 'ter',
      order: 'fire',
      brigade: null,
    });
  });

  // Alert: "allows a unit to change its orientation immediately, even if it has already been activated".
  it('Alert: the unit turns where the turned base fits', () => {
    const alert = battle([commander({ traits: ['alert'] })], { ter: { activated: true } });
    expect(check(alert, { kind: 'alert', unit: 'ter', to: 'rear' })).toBeNull();
    const ctx = play(alert, { kind: 'alert', unit: 'ter', to: 'rear' }, [6, 6]);
    expect(unitById(ctx.state, 'ter')!.base.facing).toBeCloseTo(-Math.PI / 2, 4);
    expect(ctx.events.find((e) => e.kind === 'unit-moved')).toMatchObject({
      reason: 'Alert (Maestro): reorients to the rear',
    });
    // The company turned to its left (3.15" deep then) would overlap the company just ahead of it.
    const cramped = battle([commander({ traits: ['alert'], position: { x: 38.5, y: 14 } })], {}, [
      { unit: unitOf('blk', 'musketeer-company'), at: { x: 41, y: 22.2, facing: 90 } },
    ]);
    expect(check(cramped, { kind: 'alert', unit: 'mus', to: 'left' })).toBe(
      'the turned base would overlap a unit or an obstacle',
    );
    expect(check(cramped, { kind: 'alert', unit: 'mus', to: 'rear' })).toBeNull();
    expect(check(battle([commander({ traits: ['bold'] })]), { kind: 'alert', unit: 'ter', to: 'rear' })).toBe(
      'Maestro does not have the alert trait',
    );
  });

  // Inspiring: "a unit of the commander within its radius may apply one of the commander's virtues."
  it("Inspiring: one of the commander's virtues, every commander", () => {
    const s = battle([commander({ virtues: ['drill'] })]);
    expect(check(s, { kind: 'inspire', unit: 'ter', virtue: 'drill' })).toBeNull();
    expect(check(s, { kind: 'inspire', unit: 'ter', virtue: 'zeal' })).toBe('Maestro has no zeal virtue');
    expect(
      check(battle([commander({ virtues: ['drill'], attachedTo: 'mus', position: { x: 41, y: 20 } })]), {
        kind: 'inspire',
        unit: 'ter',
        virtue: 'drill',
      }),
    ).toBe('an attached commander carries out no command action');
    expect(check(s, { kind: 'inspire', unit: 'enemy', virtue: 'drill' })).toBe('no such friendly unit');
    expect(
      check(battle([commander({ virtues: ['drill'], position: { x: 36, y: 8 } })]), {
        kind: 'inspire',
        unit: 'ter',
        virtue: 'drill',
      }),
    ).toBe('the unit is beyond the command radius');
    expect(play(s, { kind: 'inspire', unit: 'ter', virtue: 'drill' }, [6, 6]).events).toContainEqual({
      kind: 'inspired',
      unit: 'ter',
      virtue: 'drill',
      by: 'c1',
    });
  });

  // Coordinator: "two units may be activated one after the other. They must be under command and in the
  // commander's line of sight."
  it('Coordinator: two different friendly units, not yet activated, each under command and in sight', () => {
    const c = commander({ traits: ['coordinator'], position: { x: 38.5, y: 14 } });
    const s = battle([c]);
    const both: CommandAction = { kind: 'coordinator', units: ['ter', 'mus'] };
    expect(check(s, both)).toBeNull();
    expect(check(battle(), both)).toBe('Maestro does not have the Coordinator trait');
    expect(check(battle([{ ...c, attachedTo: 'ter', position: { x: 36, y: 20 } }]), both)).toBe(
      'an attached commander carries out no command action',
    );
    expect(check(s, { kind: 'coordinator', units: ['ter', 'ter'] })).toBe('Coordinator needs two different units');
    expect(check(s, { kind: 'coordinator', units: ['ter', 'enemy'] })).toBe('no friendly unit enemy');
    expect(check(battle([c], { mus: { destroyed: true } }), both)).toBe('no friendly unit mus');
    expect(check(battle([c], { mus: { activated: true } }), both)).toBe(
      'Musketeer Company mus has already been activated',
    );
    expect(check(battle([c], { mus: { regiment: 'other' } }), both)).toBe(
      'Maestro may not act on Musketeer Company mus',
    );
    expect(check(battle([{ ...c, position: { x: 33, y: 14 } }]), both)).toBe(
      'Musketeer Company mus is not under command (radius and sight)',
    );
    // In radius but hidden behind a Tercio.
    const hidden = battle([{ ...c, position: { x: 41, y: 26.5 } }], {}, [
      { unit: unitOf('ter2', 'tercio'), at: { x: 41, y: 24, facing: 90 } },
    ]);
    expect(check(hidden, { kind: 'coordinator', units: ['ter2', 'mus'] })).toBe(
      'Musketeer Company mus is not under command (radius and sight)',
    );
    expect(play(s, both, [6, 6]).events).toContainEqual({ kind: 'coordinated', units: ['ter', 'mus'], by: 'c1' });
  });

  // Erudite: "the chosen enemy unit cannot be the next to activate ... The unit must be in the commander's line of
  // sight at any distance."
  it('Erudite: an enemy unit in sight at any distance, not yet activated', () => {
    const c = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const s = battle([c]);
    expect(check(s, { kind: 'erudite', unit: 'enemy' })).toBeNull();
    expect(check(battle(), { kind: 'erudite', unit: 'enemy' })).toBe('Maestro does not have the Erudite trait');
    expect(
      check(battle([{ ...c, attachedTo: 'ter', position: { x: 36, y: 20 } }]), { kind: 'erudite', unit: 'enemy' }),
    ).toBe('an attached commander carries out no command action');
    expect(check(s, { kind: 'erudite', unit: 'ter' })).toBe('no such enemy unit');
    expect(check(s, { kind: 'erudite', unit: 'nobody' })).toBe('no such enemy unit');
    expect(check(battle([c], { enemy: { destroyed: true } }), { kind: 'erudite', unit: 'enemy' })).toBe(
      'no such enemy unit',
    );
    expect(check(battle([c], { enemy: { activated: true } }), { kind: 'erudite', unit: 'enemy' })).toBe(
      'the enemy unit has already been activated',
    );
    // Straight behind the own Tercio: the enemy is hidden.
    expect(check(battle([{ ...c, position: { x: 36, y: 10 } }]), { kind: 'erudite', unit: 'enemy' })).toBe(
      'the commander does not see the unit',
    );
    expect(play(s, { kind: 'erudite', unit: 'enemy' }, [6, 6]).events).toContainEqual({
      kind: 'erudite',
      unit: 'enemy',
      by: 'c1',
    });
  });

  // Fearless: "the commander may join one of its units and immediately carry out an assault with it."
  it('Fearless: the trait, a move to the joining spot of a friendly unit it may act on, with no other commander', () => {
    const c = commander({ traits: ['fearless'] });
    const s = battle([c]);
    const spot = joiningSpot(unitById(s, 'ter')!);
    expect(check(s, { kind: 'fearless', unit: 'ter' }, spot)).toBeNull();
    expect(check(battle(), { kind: 'fearless', unit: 'ter' }, spot)).toBe('Maestro does not have the Fearless trait');
    expect(check(s, { kind: 'fearless', unit: 'ter' })).toMatch(/^Fearless: the commander joins the unit/);
    expect(check(s, { kind: 'fearless', unit: 'enemy' }, spot)).toBe('no such friendly unit');
    expect(check(battle([c], { ter: { destroyed: true } }), { kind: 'fearless', unit: 'ter' }, spot)).toBe(
      'no such friendly unit',
    );
    expect(check(battle([{ ...c, regiment: 'other' }]), { kind: 'fearless', unit: 'ter' }, spot)).toBe(
      'Maestro may not act on Tercio ter',
    );
    const other = commander({ id: 'c2', attachedTo: 'ter', position: { x: 36, y: 20 } });
    expect(check(battle([c, other]), { kind: 'fearless', unit: 'ter' }, spot)).toBe(
      'Tercio ter already has a commander',
    );
    expect(check(battle([c, { ...other, removed: true }]), { kind: 'fearless', unit: 'ter' }, spot)).toBeNull();
    expect(check(s, { kind: 'fearless', unit: 'ter' }, { x: spot.x + 0.06, y: spot.y })).toMatch(
      /^Fearless: the move must end/,
    );
  });
});

describe('Kingdoms Expansion Traits', () => {
  // Determined, Energetic, Enthusiastic: "the target unit must be the next to activate".
  it.each(['determined', 'energetic', 'enthusiastic'] as const)(
    '%s: a friendly unit not yet activated, not barred by Erudite, in command',
    (kind) => {
      const c = commander({ traits: [kind] });
      const s = battle([c]);
      expect(check(s, { kind, unit: 'ter' })).toBeNull();
      expect(check(battle(), { kind, unit: 'ter' })).toBe(`Maestro does not have the ${kind} trait`);
      expect(check(battle([{ ...c, attachedTo: 'mus', position: { x: 41, y: 20 } }]), { kind, unit: 'ter' })).toBe(
        'an attached commander carries out no command action',
      );
      expect(check(s, { kind, unit: 'enemy' })).toBe('no such friendly unit');
      expect(check(battle([c], { ter: { activated: true } }), { kind, unit: 'ter' })).toBe(
        'Tercio ter has already been activated',
      );
      expect(check({ ...s, erudite: 'ter' }, { kind, unit: 'ter' })).toBe(
        'Tercio ter may not be the next to activate (Erudite)',
      );
      expect(check(battle([{ ...c, position: { x: 36, y: 8 } }]), { kind, unit: 'ter' })).toBe(
        'the unit is beyond the command radius',
      );
      expect(play(s, { kind, unit: 'ter' }, [6, 6]).events).toContainEqual({
        kind: 'next-to-activate',
        unit: 'ter',
        trait: kind,
        by: 'c1',
      });
    },
  );

  // Expert: "this commander may use the common "Inspiring" trait on a whole brigade."
  it('Expert: the trait and the virtue, a friendly unit in command', () => {
    const c = commander({ traits: ['expert'], virtues: ['drill'] });
    const s = battle([c]);
    expect(check(s, { kind: 'expert', unit: 'ter', virtue: 'drill' })).toBeNull();
    expect(check(battle([commander({ virtues: ['drill'] })]), { kind: 'expert', unit: 'ter', virtue: 'drill' })).toBe(
      'Maestro does not have the Expert trait',
    );
    expect(check(s, { kind: 'expert', unit: 'ter', virtue: 'zeal' })).toBe('Maestro has no zeal virtue');
    expect(
      check(battle([{ ...c, attachedTo: 'mus', position: { x: 41, y: 20 } }]), {
        kind: 'expert',
        unit: 'ter',
        virtue: 'drill',
      }),
    ).toBe('an attached commander carries out no command action');
    expect(check(s, { kind: 'expert', unit: 'enemy', virtue: 'drill' })).toBe('no such friendly unit');
    expect(check(battle([{ ...c, position: { x: 36, y: 8 } }]), { kind: 'expert', unit: 'ter', virtue: 'drill' })).toBe(
      'the unit is beyond the command radius',
    );
  });

  it("Expert's brigade: the named unit always; the others of its regiment only in radius, in sight and commanded", () => {
    const c = commander({ traits: ['expert'], virtues: ['drill'], position: { x: 38.5, y: 14 } });
    const far = { unit: unitOf('far', 'musketeer-company'), at: { x: 60, y: 20, facing: 90 } };
    const s = battle([c], {}, [far]);
    expect(expertBrigade(s, c, 'ter', 'regiment').sort()).toEqual(['mus', 'ter']);
    expect(expertBrigade(s, c, 'nobody', 'regiment')).toEqual([]);
    // The named unit out of reach still takes it (the action's own check is checkCommand's).
    expect(expertBrigade(s, c, 'far', 'regiment').sort()).toEqual(['far', 'mus', 'ter']);
    expect(expertBrigade(battle([c], { mus: { regiment: 'other' } }, [far]), c, 'ter', 'regiment')).toEqual(['ter']);
    // brigade-rule: only units with the Brigade rule, and the named unit must have it.
    const brig = battle([c], { ter: { rules: ['dense', 'brigade'] }, mus: { rules: ['brigade'] } }, [far]);
    expect(expertBrigade(brig, c, 'ter', 'brigade-rule').sort()).toEqual(['mus', 'ter']);
    const half = battle([c], { ter: { rules: ['dense', 'brigade'] } }, [far]);
    expect(expertBrigade(half, c, 'ter', 'brigade-rule')).toEqual(['ter']);
    const namedWithout = battle([c], { mus: { rules: ['brigade'] } }, [far]);
    expect(expertBrigade(namedWithout, c, 'ter', 'brigade-rule')).toEqual(['ter']);
    const out = commander({ traits: ['expert'], virtues: ['drill'], position: { x: 30, y: 14 } });
    expect(expertBrigade(battle([out]), out, 'ter', 'regiment')).toEqual(['ter']);
    const ctx = play(s, { kind: 'expert', unit: 'ter', virtue: 'drill' }, [6, 6]);
    expect(
      ctx.events
        .filter((e) => e.kind === 'inspired')
        .map((e) => (e as { unit: string }).unit)
        .sort(),
    ).toEqual(['mus', 'ter']);
  });

  // Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if it is
  // Exhausted."
  it('Accomplice: another friendly commander, not attached, in sight', () => {
    const c = commander({ traits: ['accomplice'], position: { x: 20, y: 10 } });
    const other = commander({ id: 'c2', name: 'Sergeant', position: { x: 10, y: 10 }, exhausted: true });
    const to = { x: 18.9, y: 10 };
    const s = battle([c, other]);
    expect(check(s, { kind: 'accomplice', commander: 'c2', to })).toBeNull();
    expect(
      check(battle([{ ...c, attachedTo: 'ter', position: { x: 36, y: 20 } }, other]), {
        kind: 'accomplice',
        commander: 'c2',
        to,
      }),
    ).toBe('an attached commander carries out no command action');
    expect(check(s, { kind: 'accomplice', commander: 'c1', to })).toBe('no other friendly commander of that id');
    expect(check(s, { kind: 'accomplice', commander: 'nobody', to })).toBe('no other friendly commander of that id');
    expect(check(battle([c, { ...other, removed: true }]), { kind: 'accomplice', commander: 'c2', to })).toBe(
      'no other friendly commander of that id',
    );
    expect(check(battle([c, { ...other, side: 'B' }]), { kind: 'accomplice', commander: 'c2', to })).toBe(
      'no other friendly commander of that id',
    );
    expect(check(battle([c, { ...other, attachedTo: 'mus' }]), { kind: 'accomplice', commander: 'c2', to })).toMatch(
      /^Sergeant is attached to a unit/,
    );
    // The Tercio between them hides the other commander.
    const hidden = battle([
      { ...c, position: { x: 36, y: 14 } },
      { ...other, position: { x: 36, y: 26 } },
    ]);
    expect(check(hidden, { kind: 'accomplice', commander: 'c2', to: { x: 36, y: 28 } })).toBe(
      'Maestro does not see Sergeant',
    );
    expect(check(s, { kind: 'accomplice', commander: 'c2', to: { x: 19.01, y: 10 } })).toBe(
      'a commander moves at most 9"',
    );
    const ctx = play(s, { kind: 'accomplice', commander: 'c2', to: { x: 18.12345, y: 10 } }, [6, 6]);
    expect(ctx.events).toContainEqual({ kind: 'commander-moved', commander: 'c2', to: { x: 18.123, y: 10 } });
  });

  it('commanderMoveProblem: at most the move, on the table, not on a unit', () => {
    const s = battle();
    const c = s.commanders[0]!;
    expect(commanderMoveProblem(s, c, { x: 20, y: 10 }, { x: 29, y: 10 }, 9)).toBeNull();
    expect(commanderMoveProblem(s, c, { x: 20, y: 10 }, { x: 29.01, y: 10 }, 9)).toBe('a commander moves at most 9"');
    expect(commanderMoveProblem(s, c, { x: 3, y: 3 }, { x: 0.59, y: 3 }, 9)).toBe(
      'the commander would leave the table',
    );
    expect(commanderMoveProblem(s, c, { x: 3, y: 3 }, { x: 1, y: 3 }, 9, 2.4)).toBe(
      'the commander would leave the table',
    );
    expect(commanderMoveProblem(s, c, { x: 36, y: 14 }, { x: 36, y: 19 }, 9)).toBe(
      'the commander may not end its move on a unit',
    );
  });

  // Experienced: "one of your companies of pikemen or musketeers that has no more than 1 Dm is detached to
  // reinforce a battalion. These two units must be at most 6 inches apart and both must be within the command radius."
  it('Experienced: two different units, friendly, commanded, in command, at most 6" apart, a pike or musket company without a commander', () => {
    const c = commander({ traits: ['experienced'], position: { x: 38.5, y: 14 } });
    const act = { kind: 'experienced', company: 'mus', battalion: 'ter' } as const;
    const s = battle([c], { ter: { wear: 3 } });
    expect(check(s, act)).toBeNull();
    expect(check(battle([{ ...c, traits: [] }]), act)).toBe('Maestro does not have the Experienced trait');
    expect(check(battle([{ ...c, attachedTo: 'ter', position: { x: 36, y: 20 } }]), act)).toBe(
      'an attached commander carries out no command action',
    );
    expect(check(s, { kind: 'experienced', company: 'mus', battalion: 'mus' })).toBe(
      'the action needs two different units',
    );
    expect(check(s, { kind: 'experienced', company: 'mus', battalion: 'enemy' })).toBe('no friendly unit enemy');
    expect(check(battle([c], { ter: { wear: 3, regiment: 'other' } }), act)).toBe('Maestro may not act on Tercio ter');
    expect(check(battle([{ ...c, position: { x: 30, y: 14 } }], { ter: { wear: 3 } }), act)).toBe(
      'Musketeer Company mus is not under command (radius and sight)',
    );
    expect(check(s, { kind: 'experienced', company: 'ter', battalion: 'mus' })).toBe(
      'Tercio ter is not a company of pikemen or musketeers',
    );
    const withCommander = battle([c, commander({ id: 'c2', attachedTo: 'mus', position: { x: 41, y: 20 } })], {
      ter: { wear: 3 },
    });
    expect(check(withCommander, act)).toBe('Musketeer Company mus has a commander attached');
    expect(check(battle([c], { ter: { wear: 3 }, mus: { wear: 2 } }), act)).toBe(
      'Experienced: a company with at most 1 Dm reinforces a battalion',
    );
    const ctx = play(s, act, [6, 6]);
    expect(unitById(ctx.state, 'mus')!.destroyed).toBe(true);
    expect(ctx.events.find((e) => e.kind === 'unit-destroyed')).toMatchObject({
      reason: 'Experienced (Maestro): detached to reinforce Tercio ter',
    });
    expect(unitById(ctx.state, 'ter')!.wear).toBe(1);
  });

  it('Experienced and Indefatigable: the two units at most 6" apart (base to base)', () => {
    const c = commander({ traits: ['indefatigable'], position: { x: 45.6, y: 17 } });
    // Two companies 6" apart edge to edge: 3.15" wide each, centres 9.15" apart.
    const pair = (gap: number) =>
      battle([c], { mus: { wear: 1 } }, [
        { unit: unitOf('mus2', 'musketeer-company'), at: { x: 41 + 8 / 2.54 + gap, y: 20, facing: 90 } },
      ]);
    expect(check(pair(5.99), { kind: 'indefatigable', from: 'mus', to: 'mus2' })).toBeNull();
    expect(check(pair(6.01), { kind: 'indefatigable', from: 'mus', to: 'mus2' })).toBe(
      'the two units are more than 6" apart',
    );
  });

  // Indefatigable: "one Dm may be moved from one unit to another of the same type ... The two units must belong to
  // the same regiment".
  it('Indefatigable: the same regiment, a Dm to move', () => {
    const c = commander({ traits: ['indefatigable'], position: { x: 44, y: 14 } });
    const mus2 = { unit: unitOf('mus2', 'musketeer-company'), at: { x: 46, y: 20, facing: 90 } };
    const act = { kind: 'indefatigable', from: 'mus', to: 'mus2' } as const;
    expect(check(battle([c], { mus: { wear: 1 } }, [mus2]), act)).toBeNull();
    expect(check(battle([{ ...c, traits: [] }], { mus: { wear: 1 } }, [mus2]), act)).toBe(
      'Maestro does not have the Indefatigable trait',
    );
    expect(check(battle([c], {}, [mus2]), act)).toBe(
      'Indefatigable: a Dm moves between two units of the same type, from one that has one',
    );
    const reg = battle([{ ...c, commanderInChief: true }], { mus: { wear: 1 } }, [mus2]);
    const other = { ...reg, units: reg.units.map((u) => (u.id === 'mus2' ? { ...u, regiment: 'other' } : u)) };
    expect(check(other, act)).toBe('Indefatigable: the two units must belong to the same regiment');
    const ctx = play(battle([c], { mus: { wear: 2 } }, [mus2]), act, [6, 6]);
    expect([unitById(ctx.state, 'mus')!.wear, unitById(ctx.state, 'mus2')!.wear]).toEqual([1, 1]);
  });

  // Comrade-in-arms: "the player may remove an "Exhausted" marker placed next to another commander."
  it('Comrade-in-arms: another Exhausted friendly commander within the command radius', () => {
    const c = commander({ traits: ['comrade-in-arms'] });
    const other = commander({ id: 'c2', name: 'Sergeant', exhausted: true, position: { x: 30, y: 14 } });
    const act = { kind: 'comrade-in-arms', commander: 'c2' } as const;
    expect(check(battle([c, other]), act)).toBeNull();
    expect(check(battle([{ ...c, traits: [] }, other]), act)).toBe('Maestro does not have the Comrade-in-arms trait');
    expect(check(battle([{ ...c, attachedTo: 'ter', position: { x: 36, y: 20 } }, other]), act)).toBe(
      'an attached commander carries out no command action',
    );
    expect(check(battle([c, other]), { kind: 'comrade-in-arms', commander: 'c1' })).toBe(
      'no other friendly commander of that id',
    );
    expect(check(battle([c, { ...other, removed: true }]), act)).toBe('no other friendly commander of that id');
    expect(check(battle([c, { ...other, side: 'B' }]), act)).toBe('no other friendly commander of that id');
    expect(check(battle([c, { ...other, exhausted: false }]), act)).toBe('Sergeant is not Exhausted');
    expect(check(battle([c, { ...other, position: { x: 29.99, y: 14 } }]), act)).toBe(
      'the commander is beyond the command radius',
    );
  });
});

describe('Cold Blood (Kingdoms Expansion Traits)', () => {
  // "if the enemy succeeds in a command action that affects this commander or one of its units within 6 inches,
  // this commander may attempt to cancel that action if it is not Exhausted."

  it("the names of each action's targets", () => {
    expect(commandTargets({ kind: 'hold' })).toEqual({ units: [], commanders: [] });
    expect(commandTargets({ kind: 'coordinator', units: ['a', 'b'] })).toEqual({ units: ['a', 'b'], commanders: [] });
    expect(commandTargets({ kind: 'experienced', company: 'a', battalion: 'b' })).toEqual({
      units: ['a', 'b'],
      commanders: [],
    });
    expect(commandTargets({ kind: 'indefatigable', from: 'a', to: 'b' })).toEqual({
      units: ['a', 'b'],
      commanders: [],
    });
    expect(commandTargets({ kind: 'comrade-in-arms', commander: 'x' })).toEqual({ units: [], commanders: ['x'] });
    expect(commandTargets({ kind: 'accomplice', commander: 'x', to: { x: 1, y: 1 } })).toEqual({
      units: [],
      commanders: ['x'],
    });
    expect(commandTargets({ kind: 'rally', unit: 'a' })).toEqual({ units: ['a'], commanders: [] });
  });

  it('own-units: an action on a unit of its own within 6", by an enemy; not Exhausted, not removed, with the trait', () => {
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const s = battle([erudite, cold()]);
    const act = { kind: 'erudite', unit: 'enemy' } as const;
    expect(coldBloodCandidates(s, 'c1', act, own)).toEqual(['cb']);
    expect(coldBloodCandidates(s, 'nobody', act, own)).toEqual([]);
    expect(coldBloodCandidates(battle([erudite, cold({ exhausted: true })]), 'c1', act, own)).toEqual([]);
    expect(coldBloodCandidates(battle([erudite, cold({ removed: true })]), 'c1', act, own)).toEqual([]);
    expect(coldBloodCandidates(battle([erudite, cold({ traits: [] })]), 'c1', act, own)).toEqual([]);
    expect(coldBloodCandidates(battle([erudite, cold({ side: 'A', regiment: 'RA' })]), 'c1', act, own)).toEqual([]);
    // The enemy Tercio's front edge is at 44 - 1.18: 6" from its far edge at 45.18 is 51.18.
    expect(coldBloodCandidates(battle([erudite, cold({ position: { x: 36, y: 51.18 } })]), 'c1', act, own)).toEqual([
      'cb',
    ]);
    expect(coldBloodCandidates(battle([erudite, cold({ position: { x: 36, y: 51.2 } })]), 'c1', act, own)).toEqual([]);
    // A unit it may not command (another regiment) is not one of its units.
    expect(coldBloodCandidates(battle([erudite, cold({ regiment: 'other' })]), 'c1', act, own)).toEqual([]);
    // A unit destroyed meanwhile is affected no more.
    expect(coldBloodCandidates(battle([erudite, cold()], { enemy: { destroyed: true } }), 'c1', act, own)).toEqual([]);
    // An action on a friendly unit of the actor does not affect the Cold Blood commander's units.
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'ter' }, own)).toEqual([]);
  });

  it('own-units: an action naming the Cold Blood commander itself, at any distance', () => {
    const c = commander({ traits: ['accomplice'] });
    const s = battle([c, cold()]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'comrade-in-arms', commander: 'cb' }, own)).toEqual(['cb']);
    expect(coldBloodCandidates(s, 'c1', { kind: 'comrade-in-arms', commander: 'c1' }, own)).toEqual([]);
    expect(
      coldBloodCandidates(
        battle([c, cold({ removed: true })]),
        'c1',
        { kind: 'comrade-in-arms', commander: 'cb' },
        own,
      ),
    ).toEqual([]);
  });

  it('within-6: any unit or commander the action names within 6" of it', () => {
    const c = commander({ traits: ['accomplice'], position: { x: 36, y: 30 } });
    // An action on a unit of the actor's side 6" from the Cold Blood commander (edge to centre).
    const near = cold({ position: { x: 36, y: 20 + 6 / 2.54 / 2 + 6 } });
    expect(coldBloodCandidates(battle([c, near]), 'c1', { kind: 'rally', unit: 'ter' }, within)).toEqual(['cb']);
    const beyond = cold({ position: { x: 36, y: 20 + 6 / 2.54 / 2 + 6.01 } });
    expect(coldBloodCandidates(battle([c, beyond]), 'c1', { kind: 'rally', unit: 'ter' }, within)).toEqual([]);
    expect(coldBloodCandidates(battle([c, beyond]), 'c1', { kind: 'rally', unit: 'ter' }, own)).toEqual([]);
    // A commander named within 6" (centre to centre), or the Cold Blood commander itself.
    const other = commander({ id: 'c2', position: { x: 36, y: 36 } });
    expect(
      coldBloodCandidates(
        battle([c, other, cold({ position: { x: 36, y: 42 } })]),
        'c1',
        { kind: 'comrade-in-arms', commander: 'c2' },
        within,
      ),
    ).toEqual(['cb']);
    expect(
      coldBloodCandidates(
        battle([c, other, cold({ position: { x: 36, y: 42.01 } })]),
        'c1',
        { kind: 'comrade-in-arms', commander: 'c2' },
        within,
      ),
    ).toEqual([]);
    expect(
      coldBloodCandidates(
        battle([c, other, cold({ position: { x: 60, y: 42 } })]),
        'c1',
        { kind: 'comrade-in-arms', commander: 'cb' },
        within,
      ),
    ).toEqual(['cb']);
    // A unit of its own side within 6" of it, measured as command distance.
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    expect(
      coldBloodCandidates(
        battle([erudite, cold({ position: { x: 36, y: 51.18 } })]),
        'c1',
        { kind: 'erudite', unit: 'enemy' },
        within,
      ),
    ).toEqual(['cb']);
    expect(
      coldBloodCandidates(
        battle([erudite, cold({ position: { x: 36, y: 51.2 } })]),
        'c1',
        { kind: 'erudite', unit: 'enemy' },
        within,
      ),
    ).toEqual([]);
  });

  it('Expert affects every unit of the brigade that takes the virtue', () => {
    const c = commander({ traits: ['expert'], virtues: ['drill'], position: { x: 38.5, y: 14 } });
    // The Cold Blood commander 6" from the company, not from the Tercio named.
    const nearMus = cold({ position: { x: 41 + 8 / 2.54 / 2 + 5.9, y: 20 } });
    const s = battle([c, nearMus]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'expert', unit: 'ter', virtue: 'drill' }, within)).toEqual(['cb']);
    expect(coldBloodCandidates(s, 'c1', { kind: 'inspire', unit: 'ter', virtue: 'drill' }, within)).toEqual([]);
  });

  it("a passed action waits for the other side's decision; a failed one is never offered", () => {
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const s = battle([erudite, cold()]);
    const passed = play(s, { kind: 'erudite', unit: 'enemy' }, [6, 6]);
    expect(passed.events.at(-1)).toMatchObject({
      kind: 'cold-blood-offered',
      pending: {
        side: 'B',
        candidates: ['cb'],
        commander: 'c1',
        action: { kind: 'erudite', unit: 'enemy' },
        then: null,
      },
    });
    expect(passed.events.some((e) => e.kind === 'erudite')).toBe(false);
    const failed = play(s, { kind: 'erudite', unit: 'enemy' }, [1, 1]);
    expect(failed.events.some((e) => e.kind === 'cold-blood-offered')).toBe(false);
    expect(failed.state.commanders[0]!.exhausted).toBe(true);
    // A side B actor is answered by side A.
    const foe = commander({ id: 'c1', side: 'B', regiment: 'RB', traits: ['erudite'], position: { x: 20, y: 50 } });
    const guard = commander({ id: 'cb', traits: ['cold-blood'], position: { x: 36, y: 14 } });
    const fromB = play({ ...battle([foe, guard]), activeSide: 'B' }, { kind: 'erudite', unit: 'ter' }, [6, 6]);
    expect(fromB.events.at(-1)).toMatchObject({ kind: 'cold-blood-offered', pending: { side: 'A' } });
  });

  // "It makes a command test immediately, with one success for each 6 obtained. At least one success is needed to
  // cancel the enemy action, and two to avoid becoming Exhausted."
  it('the Cold Blood test: a 6 cancels and exhausts, two 6s cancel only, none lets the action stand', () => {
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const offered = (dice: number[]) => {
      const ctx = play(battle([erudite, cold()]), { kind: 'erudite', unit: 'enemy' }, [6, 6, ...dice], null, {
        x: 21,
        y: 14,
      });
      resolveColdBlood(ctx, 'cb');
      return ctx;
    };
    const one = offered([6, 5]);
    expect(one.events).toContainEqual({
      kind: 'command-test',
      commander: 'cb',
      action: 'cold-blood',
      successes: 1,
      passed: true,
    });
    expect(one.events).toContainEqual({ kind: 'command-cancelled', commander: 'c1', by: 'cb' });
    expect(one.events.some((e) => e.kind === 'erudite')).toBe(false);
    expect(one.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(true);
    expect(one.events).toContainEqual({ kind: 'cold-blood-closed' });
    // The actor's own test stands: its Fast move still follows (two successes).
    expect(one.state.commanders[0]!.position).toEqual({ x: 21, y: 14 });
    const two = offered([6, 6]);
    expect(two.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(false);
    expect(two.events.some((e) => e.kind === 'erudite')).toBe(false);
    const none = offered([5, 5]);
    expect(none.events.some((e) => e.kind === 'command-cancelled')).toBe(false);
    expect(none.events).toContainEqual({ kind: 'erudite', unit: 'enemy', by: 'c1' });
    expect(none.state.commanders.find((c) => c.id === 'cb')!.exhausted).toBe(true);
    // No commander named: the action stands, nothing rolled.
    const ctx = play(battle([erudite, cold()]), { kind: 'erudite', unit: 'enemy' }, [6, 6]);
    resolveColdBlood(ctx, null);
    expect(ctx.events.filter((e) => e.kind === 'command-test')).toHaveLength(1);
    expect(ctx.events).toContainEqual({ kind: 'erudite', unit: 'enemy', by: 'c1' });
  });
});

describe('Fearless on the table, and the lone commander', () => {
  it('Fearless: attached, then the unit activated at once with Assault!', () => {
    const c = commander({ traits: ['fearless'] });
    const s = battle([c]);
    const spot = joiningSpot(unitById(s, 'ter')!);
    const ctx = play(s, { kind: 'fearless', unit: 'ter' }, [6, 6], spot);
    expect(ctx.events).toContainEqual({ kind: 'commander-attached', commander: 'c1', unit: 'ter' });
    expect(ctx.events).toContainEqual(
      expect.objectContaining({
        kind: 'activation-started',
        unit: 'ter',
        order: 'assault',
        fearless: { commander: 'c1', secondActivation: false },
      }),
    );
    // Already activated: a second activation.
    const again = play(battle([c], { ter: { activated: true } }), { kind: 'fearless', unit: 'ter' }, [6, 6], spot);
    expect(again.events).toContainEqual(
      expect.objectContaining({ kind: 'activation-started', fearless: { commander: 'c1', secondActivation: true } }),
    );
    // Failed: no assault, no attachment.
    const failed = play(s, { kind: 'fearless', unit: 'ter' }, [1, 1], spot);
    expect(failed.events.some((e) => e.kind === 'activation-started')).toBe(false);
    expect(failed.state.commanders[0]!.attachedTo).toBeNull();
  });

  // "If there are no more troops to activate but the enemy still has some, a lone commander may be activated and
  // the turn passed to the opponent."
  it('the activation ends after a command when its side has no troop left to activate', () => {
    const done = battle(undefined, { ter: { activated: true, wear: 2 }, mus: { activated: true } });
    const ctx = play(done, { kind: 'rally', unit: 'ter' }, [6, 6]);
    expect(ctx.events.at(-1)).toEqual({ kind: 'activation-ended', unit: null });
    const joined = play(done, { kind: 'join', unit: 'ter' }, [], joiningSpot(unitById(done, 'ter')!));
    expect(joined.events.at(-1)).toEqual({ kind: 'activation-ended', unit: null });
    const left = play(battle(undefined, { ter: { wear: 2 } }), { kind: 'rally', unit: 'ter' }, [6, 6]);
    expect(left.events.some((e) => e.kind === 'activation-ended')).toBe(false);
  });
});

describe('Kingdoms > Experienced: a company of pikemen or musketeers', () => {
  it('a company with pikes or a firearm; not a battalion, not a company without them', () => {
    const s = battle();
    const mus = unitById(s, 'mus')!;
    expect(isPikeOrMusketCompany(mus)).toBe(true);
    expect(isPikeOrMusketCompany(unitById(s, 'ter')!)).toBe(false);
    for (const w of ['pikes', 'musket', 'arquebus', 'arquebus-musket'])
      expect(isPikeOrMusketCompany({ ...mus, weapons: [w] })).toBe(true);
    expect(isPikeOrMusketCompany({ ...mus, weapons: ['bows'] })).toBe(false);
  });
});

// The survivors of the target's first complete run (4 Dec 2026, docs/mutation/tercios-commander-activation.md): each
// test below failed against the mutant it names before it was added.

/** A 4" x 2" base facing side B with its near edge at y 20 and its x from 48 to 52: exactly 6" from (50, 14). */
const square = { centre: { x: 50, y: 21 }, facing: Math.PI / 2, width: 4, depth: 2 };
/** A second company 4.43" from (50, 14), in sight of it. */
const mus2Near = { unit: unitOf('mus2', 'musketeer-company'), at: { x: 56, y: 14, facing: 90 } };
/** A light gun of side A's regiment 5" to the left of the Tercio. */
const gun = { unit: unitOf('gun', 'light-artillery'), at: { x: 29, y: 20, facing: 90 } };

describe('the command radius is "6 inches or less" (Command Actions), measured where the move ends', () => {
  it('a unit exactly 6" away may be rallied, coordinated, reinforced, and takes Expert\'s virtue', () => {
    const at = (traits: string[], units: Partial<UnitState> = {}) =>
      battle([commander({ position: { x: 50, y: 14 }, traits })], { mus: { base: square, ...units } }, [mus2Near]);
    const s = at([], { wear: 1 });
    expect(commandDistance(s, s.commanders[0]!, unitById(s, 'mus')!)).toBe(6);
    expect(check(s, { kind: 'rally', unit: 'mus' })).toBeNull();
    expect(check(at(['coordinator']), { kind: 'coordinator', units: ['mus', 'mus2'] })).toBeNull();
    expect(check(at(['indefatigable'], { wear: 1 }), { kind: 'indefatigable', from: 'mus', to: 'mus2' })).toBeNull();
    const expert = at(['expert']);
    expect(expertBrigade(expert, expert.commanders[0]!, 'mus2', 'regiment')).toEqual(['mus', 'mus2']);
  });

  it('coordinating, reinforcing and Erudite read the radius and the sight from where the move ends', () => {
    // 12" from the company before the move, exactly 6" after it.
    const from = (traits: string[], units: Partial<UnitState> = {}) =>
      battle([commander({ position: { x: 50, y: 8 }, traits })], { mus: { base: square, ...units } }, [mus2Near]);
    const to = { x: 50, y: 14 };
    expect(check(from(['coordinator']), { kind: 'coordinator', units: ['mus', 'mus2'] })).toBe(
      'Musketeer Company mus is not under command (radius and sight)',
    );
    expect(check(from(['coordinator']), { kind: 'coordinator', units: ['mus', 'mus2'] }, to)).toBeNull();
    const pair = { kind: 'indefatigable', from: 'mus', to: 'mus2' } as const;
    expect(check(from(['indefatigable'], { wear: 1 }), pair)).toBe(
      'Musketeer Company mus is not under command (radius and sight)',
    );
    expect(check(from(['indefatigable'], { wear: 1 }), pair, to)).toBeNull();
    // The Tercio stands between (36, 14) and the enemy Tercio; from (30.5, 14) the line passes beside it.
    const erudite = battle([commander({ traits: ['erudite'] })]);
    expect(check(erudite, { kind: 'erudite', unit: 'enemy' })).toBe('the commander does not see the unit');
    expect(check(erudite, { kind: 'erudite', unit: 'enemy' }, { x: 30.5, y: 14 })).toBeNull();
  });

  // Indefatigable and Experienced: the two units "at most 6 inches" apart.
  it('two units exactly 6" apart, base to base, may pass a Dm', () => {
    const far = { unit: unitOf('mus2', 'musketeer-company'), at: { x: 50, y: 29, facing: 90 } };
    const s = battle(
      [commander({ position: { x: 55, y: 25 }, traits: ['indefatigable'] })],
      { mus: { base: square, wear: 1 } },
      [far],
    );
    const s2 = {
      ...s,
      units: s.units.map((u) => (u.id === 'mus2' ? { ...u, base: { ...square, centre: { x: 50, y: 29 } } } : u)),
    };
    expect(baseGap(unitById(s2, 'mus')!.base, unitById(s2, 'mus2')!.base)).toBe(6);
    expect(check(s2, { kind: 'indefatigable', from: 'mus', to: 'mus2' })).toBeNull();
  });
});

describe('command actions act on units the commander may act on: never artillery (Integral Command)', () => {
  // Artillery > Integral Command: "Artillery units are never affected by a friendly or enemy command action."
  it("rally, Coordinator, Fearless, Indefatigable and Expert's brigade pass over a friendly gun", () => {
    const s = (traits: string[]) =>
      battle([commander({ traits, position: { x: 32, y: 14 } })], { gun: { wear: 1 } }, [gun]);
    const near = s([]);
    const name = unitById(near, 'gun')!.name;
    // In radius and in sight: only Integral Command stops these actions.
    expect(commandDistance(near, near.commanders[0]!, unitById(near, 'gun')!)).toBeLessThan(6);
    expect(check(near, { kind: 'rally', unit: 'gun' })).toBe(`Maestro may not act on ${name}`);
    expect(check(s(['coordinator']), { kind: 'coordinator', units: ['gun', 'ter'] })).toBe(
      `Maestro may not act on ${name}`,
    );
    const spot = joiningSpot(unitById(near, 'gun')!);
    expect(check(s(['fearless']), { kind: 'fearless', unit: 'gun' }, spot)).toBe(`Maestro may not act on ${name}`);
    expect(check(s(['indefatigable']), { kind: 'indefatigable', from: 'gun', to: 'ter' })).toBe(
      `Maestro may not act on ${name}`,
    );
    const expert = s(['expert']);
    expect(expertBrigade(expert, expert.commanders[0]!, 'ter', 'regiment')).toEqual(['ter']);
  });

  // Kingdoms > Expert: "the common Inspiring trait on a whole brigade": the named unit's own, even for the
  // Commander-in-Chief, who may command every regiment.
  it("Expert's brigade is the named unit's regiment, even for the Commander-in-Chief", () => {
    const c = commander({
      traits: ['expert'],
      virtues: ['drill'],
      commanderInChief: true,
      position: { x: 38.5, y: 14 },
    });
    const s = battle([c], { mus: { regiment: 'other' } });
    expect(commandDistance(s, c, unitById(s, 'mus')!)).toBeLessThan(6);
    expect(expertBrigade(s, c, 'ter', 'regiment')).toEqual(['ter']);
    expect(expertBrigade(battle([c]), c, 'ter', 'regiment')).toEqual(['ter', 'mus']);
  });

  it('Erudite may not name an enemy gun', () => {
    const foe = commander({ side: 'B', regiment: 'RB', traits: ['erudite'], position: { x: 29, y: 30 } });
    const s = { ...battle([foe], {}, [gun]), activeSide: 'B' as const };
    expect(check(s, { kind: 'erudite', unit: 'gun' })).toBe(
      `${unitById(s, 'gun')!.name} is never affected by a command action`,
    );
    expect(check(s, { kind: 'erudite', unit: 'ter' })).toBeNull();
  });
});

describe('each command action names a friendly unit on the table', () => {
  it.each([
    ['expert', (unit: string) => ({ kind: 'expert', unit, virtue: 'drill' }) as const],
    ['inspire', (unit: string) => ({ kind: 'inspire', unit, virtue: 'drill' }) as const],
    ['authoritarian', (unit: string) => ({ kind: 'authoritarian', unit }) as const],
    ['determined', (unit: string) => ({ kind: 'determined', unit }) as const],
  ] as const)('%s: not an enemy unit nor a destroyed one', (trait, action) => {
    const c = commander({ traits: [trait], virtues: ['drill'] });
    expect(check(battle([c]), action('enemy'))).toBe('no such friendly unit');
    expect(check(battle([c], { ter: { destroyed: true } }), action('ter'))).toBe('no such friendly unit');
    expect(check(battle([c]), action('ter'))).toBeNull();
  });

  it('Experienced and Indefatigable: not a destroyed unit', () => {
    const c = commander({ traits: ['indefatigable'], position: { x: 44, y: 14 } });
    const mus2 = { unit: unitOf('mus2', 'musketeer-company'), at: { x: 46, y: 20, facing: 90 } };
    const act = { kind: 'indefatigable', from: 'mus', to: 'mus2' } as const;
    expect(check(battle([c], { mus: { wear: 1, destroyed: true } }, [mus2]), act)).toBe('no friendly unit mus');
  });
});

describe('Activating a Commander: leaving, joining and Fearless', () => {
  // Coward: a commander "may detach itself from a unit provided that it did not join that unit in the same turn".
  // A commander that joined a unit this turn and is no longer attached (the unit destroyed, the commander then
  // refreshed by Comrade-in-arms) leaves no unit: it moves freely.
  it('a commander not attached moves freely, even if it joined a unit earlier this turn', () => {
    expect(check(battle([commander({ joinedThisTurn: true })]), { kind: 'hold' }, { x: 36, y: 10 })).toBeNull();
  });

  it('Fearless, like join, may end its move on the unit it joins, and is then told where to stand', () => {
    const s = battle([commander({ traits: ['fearless'] })]);
    expect(check(s, { kind: 'fearless', unit: 'ter' }, { x: 36, y: 19 })).toBe(
      'Fearless: the move must end in contact with the unit (at its rear centre)',
    );
  });

  // Joining a troop: only a unit "without a commander"; a commander elsewhere on the table does not matter.
  it('another commander elsewhere does not stop a join or Fearless', () => {
    const elsewhere = commander({ id: 'c2', name: 'Sergeant', position: { x: 20, y: 10 } });
    const s = battle([commander({ traits: ['fearless'] }), elsewhere]);
    const spot = joiningSpot(unitById(s, 'ter')!);
    expect(check(s, { kind: 'join', unit: 'ter' }, spot)).toBeNull();
    expect(check(s, { kind: 'fearless', unit: 'ter' }, spot)).toBeNull();
  });

  // Coward: a commander free to leave its unit "must then carry out its command action"; Fearless: "join one of its
  // units and immediately carry out an assault with it". Its own unit has no other commander.
  it('Fearless with its own unit, by a commander free to leave it', () => {
    const attached = commander({ traits: ['fearless'], attachedTo: 'ter', position: { x: 36, y: 20 } });
    const s = battle([attached]);
    expect(check(s, { kind: 'fearless', unit: 'ter' }, joiningSpot(unitById(s, 'ter')!))).toBeNull();
  });

  // Forlorn Hope: "never receive Assault!"; Fearless makes the unit "carry out an assault".
  it('Fearless may not send a Forlorn Hope to assault', () => {
    const fh = unitOf('fh', 'musketeer-company');
    const s = battle([commander({ traits: ['fearless'], position: { x: 28, y: 14 } })], {}, [
      { unit: { ...fh, rules: [...fh.rules, 'forlorn-hope'] }, at: { x: 28, y: 20, facing: 90 } },
    ]);
    expect(check(s, { kind: 'fearless', unit: 'fh' }, joiningSpot(unitById(s, 'fh')!))).toBe(
      'Musketeer Company fh never receives Assault!',
    );
  });

  // Fearless: "immediately carry out an assault with it": that unit alone, its Brigade does not follow.
  it("Fearless's assault brings no brigade queue", () => {
    const c = commander({ traits: ['fearless'] });
    const s = battle([c], { ter: { brigade: 'b1' }, mus: { brigade: 'b1' } });
    const ctx = play(s, { kind: 'fearless', unit: 'ter' }, [6, 6], joiningSpot(unitById(s, 'ter')!));
    expect(ctx.events).toContainEqual(
      expect.objectContaining({ kind: 'activation-started', unit: 'ter', brigadeQueue: [] }),
    );
  });
});

describe('what the log says of a command', () => {
  it('the reasons of the markers a command changes', () => {
    const reason = (ctx: ReturnType<typeof play>) =>
      ctx.events.filter((e) => e.kind === 'unit-state').map((e) => (e as { reason: string }).reason);
    expect(reason(play(battle(undefined, { ter: { wear: 2 } }), { kind: 'rally', unit: 'ter' }, [6, 6]))).toEqual([
      'rallied by Maestro',
    ]);
    expect(
      reason(play(battle(undefined, { ter: { disordered: true } }), { kind: 'reorganise', unit: 'ter' }, [6, 6])),
    ).toEqual(['reorganised by Maestro']);
    const experienced = play(
      battle([commander({ traits: ['experienced'], position: { x: 38.5, y: 14 } })], { ter: { wear: 3 } }),
      { kind: 'experienced', company: 'mus', battalion: 'ter' },
      [6, 6],
    );
    expect(reason(experienced)).toEqual(['reinforced by Musketeer Company mus (Experienced)']);
    const mus2 = { unit: unitOf('mus2', 'musketeer-company'), at: { x: 46, y: 20, facing: 90 } };
    const indefatigable = play(
      battle([commander({ traits: ['indefatigable'], position: { x: 44, y: 14 } })], { mus: { wear: 2 } }, [mus2]),
      { kind: 'indefatigable', from: 'mus', to: 'mus2' },
      [6, 6],
    );
    expect(reason(indefatigable)).toEqual([
      'Indefatigable (Maestro): one Dm moved to Musketeer Company mus2',
      'Indefatigable (Maestro): one Dm taken from Musketeer Company mus',
    ]);
  });

  it('the purpose of the command test and of the Cold Blood test', () => {
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const dice = ScriptedDice.of([6, 6, 6, 6, 6]);
    const ctx = fixtureContext(battle([erudite, cold()]), dice);
    resolveCommand(ctx, 'c1', null, { kind: 'erudite', unit: 'enemy' });
    resolveColdBlood(fixtureContext(ctx.state, dice), 'cb');
    expect(dice.takeRolls().map((r) => r.purpose)).toEqual([
      'Maestro command test (erudite): 2d6 needing 5+',
      'Frío Cold Blood test against erudite: 2d6 needing 6',
    ]);
  });
});

describe('Kingdoms > Experienced: the combat company', () => {
  // Experienced: "a company of pikemen or musketeers"; a combat company carries neither (no weapon of fire, no pikes).
  it('is not a company of pikemen or musketeers', () => {
    const mus = unitById(battle(), 'mus')!;
    const combat = getProfile('combat-company');
    expect(combat.category).toBe('company');
    expect(isPikeOrMusketCompany({ ...mus, profile: combat.id, weapons: [...combat.weapons] })).toBe(false);
  });
});

describe('Cold Blood: the candidates, on the edges', () => {
  it("a commander of the acting side never cancels its own side's action", () => {
    // 4.9" from the Tercio its side rallies: within 6" of it, were it an enemy.
    const friend = commander({ id: 'cb', name: 'Amigo', traits: ['cold-blood'], position: { x: 33, y: 14 } });
    expect(commandDistance(battle([friend]), friend, unitById(battle([friend]), 'ter')!)).toBeLessThan(6);
    const s = battle([commander(), friend], { ter: { wear: 1 } });
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'ter' }, own)).toEqual([]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'ter' }, within)).toEqual([]);
  });

  it('a removed commander never cancels, under within-6 too', () => {
    const c = commander({ position: { x: 36, y: 30 } });
    const near = cold({ position: { x: 36, y: 24 }, removed: true });
    expect(coldBloodCandidates(battle([c, near]), 'c1', { kind: 'rally', unit: 'ter' }, within)).toEqual([]);
  });

  it('an action naming a unit or commander that is not on the table affects nobody', () => {
    const c = commander({ traits: ['comrade-in-arms'], position: { x: 36, y: 30 } });
    const gone = commander({ id: 'c2', position: { x: 36, y: 46 }, removed: true });
    const s = battle([c, gone, cold()]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'comrade-in-arms', commander: 'c2' }, within)).toEqual([]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'comrade-in-arms', commander: 'ghost' }, within)).toEqual([]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'ghost' }, within)).toEqual([]);
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'ghost' }, own)).toEqual([]);
  });

  // "one of its units within 6 inches": exactly 6" is within.
  it('own-units: a unit of its own exactly 6" away', () => {
    const foe = commander({ side: 'B', regiment: 'RB', traits: ['erudite'], position: { x: 36, y: 30 } });
    const guard = commander({ id: 'cb', name: 'Frío', traits: ['cold-blood'], position: { x: 50, y: 14 } });
    const s = { ...battle([foe, guard], { mus: { base: square } }), activeSide: 'B' as const };
    expect(commandDistance(s, guard, unitById(s, 'mus')!)).toBe(6);
    expect(coldBloodCandidates(s, 'c1', { kind: 'erudite', unit: 'mus' }, own)).toEqual(['cb']);
  });

  // An attached commander's units are measured from its unit (Attached Commander); another side's unit from the
  // commander's own base.
  it('within-6, attached: its own side from its unit, the other side from where it stands', () => {
    const s0 = fixtureState({
      A: [
        { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } },
        { unit: unitOf('adv', 'musketeer-company'), at: { x: 36, y: 38, facing: 90 } },
      ],
      B: [
        { unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } },
        { unit: unitOf('side', 'musketeer-company'), at: { x: 45, y: 44, facing: -90 } },
      ],
    });
    const spot = joiningSpot(unitById(s0, 'enemy')!);
    const guard = cold({ attachedTo: 'enemy', position: spot });
    const erudite = commander({ traits: ['erudite'], position: { x: 20, y: 14 } });
    const s = { ...s0, commanders: [erudite, guard] };
    // The company `adv` is 4" from the enemy Tercio but over 6" from the commander standing at its rear.
    expect(coldBloodCandidates(s, 'c1', { kind: 'rally', unit: 'adv' }, within)).toEqual([]);
    // The company `side` is 5" from the Tercio it is attached to, over 6" from where it stands.
    expect(coldBloodCandidates(s, 'c1', { kind: 'erudite', unit: 'side' }, within)).toEqual(['cb']);
  });
});

describe('sight between commanders and to units: troops and hidden terrain block it, a narrow gap does not', () => {
  const copse = (hidden: boolean) => {
    const t = fixtureState({
      A: [{ unit: unitOf('a', 'tercio'), at: { x: 10, y: 30, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 60, y: 40, facing: -90 } }],
      terrain: [
        {
          id: 'copse',
          type: 'small-copse' as const,
          points: [
            { x: 14, y: 8 },
            { x: 16, y: 8 },
            { x: 16, y: 12 },
            { x: 14, y: 12 },
          ],
        },
      ],
    }).terrain;
    return t.map((x) => ({
      ...x,
      features: hidden
        ? [...x.features.filter((f) => f !== 'hidden'), 'hidden' as const]
        : x.features.filter((f) => f !== 'hidden'),
    }));
  };

  // Accomplice: "a friendly commander in the line of sight".
  it('Accomplice: hidden terrain between the commanders blocks the sight, other terrain does not', () => {
    const c = commander({ traits: ['accomplice'], position: { x: 20, y: 10 } });
    const other = commander({ id: 'c2', name: 'Sergeant', position: { x: 10, y: 10 }, exhausted: true });
    const act = { kind: 'accomplice', commander: 'c2', to: { x: 10, y: 16 } } as const;
    expect(check({ ...battle([c, other]), terrain: copse(true) }, act)).toBe('Maestro does not see Sergeant');
    expect(check({ ...battle([c, other]), terrain: copse(false) }, act)).toBeNull();
  });

  it('Accomplice: a line between two units less than 3" apart is clear', () => {
    // The Tercio's right edge at 38.36, the company's left edge at 40.37: a 2" gap at x 39.4.
    const c = commander({ traits: ['accomplice'], position: { x: 39.4, y: 14 } });
    const other = commander({ id: 'c2', name: 'Sergeant', position: { x: 39.4, y: 26 } });
    const s = commandBattle([c, other], {}, [], 41.94);
    expect(check(s, { kind: 'accomplice', commander: 'c2', to: { x: 39.4, y: 30 } })).toBeNull();
  });
});
