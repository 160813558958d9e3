// The engine's contract, on the Race fixture (core/src/testing): a decision applied whole or not at all (state, log
// and dice), the log's order and numbering, the plugins bound through the container, the saved game's envelope, and
// the errors that name the file, the field and what was expected.
import { ContainerModule, type Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScriptedDice } from '../dice/ScriptedDice.js';
import { describeRollLine } from '../dice/Roll.js';
import { MusterError } from '../errors/MusterError.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
import type { GameRules } from '../plugins/GameRules.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import {
  DicePluginToken,
  GameOptionsToken,
  GameRulesToken,
  MoralePluginToken,
  SequencePluginToken,
} from '../plugins/tokens.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import {
  raceCombat,
  raceRules,
  raceRuleset,
  raceSequence,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from '../testing/raceRuleset.js';
import { defineVariant } from '../variant/Variant.js';
import {
  bindPlugins,
  checkSamePlugins,
  createGame,
  Game,
  parseGameOptions,
  parseScenario,
  pluginIds,
  resolvePlugins,
  variantOptions,
} from './Game.js';
import { prepareGames, startGame } from './prepareGames.js';
import type { SavedGame } from './SavedGame.js';

const race = raceRuleset;
const start = { start: 0 };
const advance: RaceDecision = { kind: 'advance' };
const rest: RaceDecision = { kind: 'rest' };

/** Typed-in dice: the faces given, in order; no generator state to save. */
function typedDice(faces: readonly number[]): DicePlugin {
  return {
    id: 'test/typed',
    description: 'typed-in dice',
    create: () => ScriptedDice.of(faces),
    resume: () => ScriptedDice.of([]),
    save: () => null,
  };
}
const withDice = (dice: DicePlugin) => (container: Container) =>
  container.rebind(DicePluginToken).toConstantValue(dice);

/** The race whose rules are `rules` (sequence and dice as written). */
function raceWithRules(rules: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }>): Ruleset {
  return { ...race, module: rulesetModule({ sequence: raceSequence, rules }) };
}

/** The race with a rule that emits a move, rolls, then throws when a side rests (after changing the state). */
const breaksAfterEmitting = raceWithRules({
  ...raceRules,
  resolve: (context, decision, player) => {
    raceRules.resolve(context, advance, player);
    if (decision.kind === 'rest') {
      context.dice.d(6, 'a roll before the rule breaks');
      throw new Error('the rule broke');
    }
  },
});

const plain = (game: { save(): unknown }) => JSON.parse(JSON.stringify(game.save())) as SavedGame<RaceState>;

describe('Game.decide applies a decision whole or not at all', () => {
  it('a decision that throws leaves state, log and dice untouched, after it had emitted and rolled', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(breaksAfterEmitting, start, { seed: 'whole' });
    game.decide(advance);
    const before = plain(game);
    const state = game.state;
    expect(() => game.decide(rest)).toThrow('the rule broke');
    expect(game.state).toBe(state);
    expect(plain(game)).toEqual(before);
    // And the game goes on as one that never saw the broken decision.
    const clean = createGame<RaceState, RaceDecision, RaceEvent>(breaksAfterEmitting, start, { seed: 'whole' });
    clean.decide(advance);
    game.decide(advance);
    clean.decide(advance);
    expect(plain(game)).toEqual(plain(clean));
  });

  it('rolls made before the throw are not logged by the next decision', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(breaksAfterEmitting, start, { seed: 'stale-rolls' });
    expect(() => game.decide(rest)).toThrow('the rule broke');
    game.decide(advance);
    // Setup roll, then the advance: decision, its stride roll, its move event (the broken rest left nothing).
    expect(game.log.map((e) => e.type)).toEqual(['roll', 'decision', 'roll', 'event']);
    expect(game.log.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
  });

  it('typed-in dice (no generator state) are not rewound: the faces the broken decision took are gone', () => {
    // Faces: 1 = A first (setup), 3 = A's stride, 5 = the roll before the rule breaks, then 2 for the next stride.
    const game = createGame<RaceState, RaceDecision, RaceEvent>(breaksAfterEmitting, start, {
      seed: 'typed',
      configure: withDice(typedDice([1, 3, 5, 2])),
    });
    expect(() => game.decide(rest)).toThrow('the rule broke');
    expect(game.state.pos.A).toBe(0);
    expect(game.decide(advance)).toEqual({ ok: true });
    expect(game.state.pos.A).toBe(2);
    // The broken decision's rolls (its stride and the roll before the break) are not logged with the next one.
    expect(game.log.map((e) => (e.type === 'roll' ? e.roll.result : e.type))).toEqual([1, 'decision', 2, 'event']);
  });

  it('refuses a decision once the game is over, changing nothing', () => {
    // Faces: A first, then A strides 6 and 6: A reaches 12 >= 10 on its second advance (B rests between).
    const game = createGame<RaceState, RaceDecision, RaceEvent>(race, start, {
      seed: 'over',
      configure: withDice(typedDice([1, 6, 6])),
    });
    game.decide(advance);
    game.decide(rest);
    game.decide(advance);
    expect(game.isOver()).toBe(true);
    expect(game.activePlayer()).toBeNull();
    expect(game.result()).toEqual({ winner: 'A', victory: 'race', points: { A: 12, B: 0 }, turns: 3 });
    const length = game.log.length;
    expect(game.decide(advance)).toEqual({ ok: false, reason: 'the game is over' });
    expect(game.log.length).toBe(length);
  });

  it('refuses a decision once no player is active, whatever the sequence would check', () => {
    // A sequence whose checkDecision lets everything through: the engine's own test of the end refuses it.
    const lax = raceWithRules(raceRules);
    const laxRuleset = {
      ...lax,
      module: rulesetModule({ sequence: { ...raceSequence, checkDecision: () => null }, rules: raceRules }),
    };
    const game = createGame<RaceState, RaceDecision, RaceEvent>(laxRuleset, start, {
      seed: 'lax',
      configure: withDice(typedDice([1, 6, 6])),
    });
    game.decide(advance);
    game.decide(rest);
    game.decide(advance);
    expect(game.decide(advance)).toEqual({ ok: false, reason: 'the game is over' });
    expect(game.state.pos.A).toBe(12);
  });

  it("returns the sequence's reason for an illegal decision, and zod's message for a malformed one", () => {
    const picky = {
      ...race,
      module: rulesetModule({
        sequence: {
          ...raceSequence,
          checkDecision: (_s: RaceState, d: RaceDecision) => (d.kind === 'rest' ? 'no resting' : null),
        },
        rules: raceRules,
      }),
    };
    const game = createGame<RaceState, RaceDecision, RaceEvent>(picky, start, { seed: 'picky' });
    const before = plain(game);
    expect(game.decide(rest)).toEqual({ ok: false, reason: 'no resting' });
    expect(game.decide({ kind: 'fly' })).toEqual({
      ok: false,
      reason: `malformed decision: ${race.schemas.decision.safeParse({ kind: 'fly' }).error!.issues[0]!.message}`,
    });
    expect(plain(game)).toEqual(before);
    expect(game.decide(advance)).toEqual({ ok: true });
  });

  it('logs the decision with its player and number, then its rolls and events numbered in order', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(race, start, {
      seed: 'order',
      configure: withDice(typedDice([2, 4])), // 2: B goes first; 4: B's stride
    });
    expect(game.activePlayer()).toBe('B');
    game.decide(advance);
    expect(game.log).toEqual([
      { type: 'roll', seq: 0, roll: { kind: 'die', purpose: 'who goes first', count: 1, sides: 2, result: 2 } },
      { type: 'decision', seq: 1, player: 'B', decision: advance },
      { type: 'roll', seq: 2, roll: { kind: 'die', purpose: 'B advances', count: 1, sides: 6, result: 4 } },
      { type: 'event', seq: 3, event: { kind: 'moved', side: 'B', by: 4 } },
    ]);
    expect(game.state).toEqual({ pos: { A: 0, B: 4 }, turn: 'A', turns: 1 });
  });

  it('gives resolve a context whose state follows each event it emits', () => {
    const seen: number[] = [];
    const twice = raceWithRules({
      ...raceRules,
      resolve: (context, _decision, player) => {
        const side = player as 'A' | 'B';
        seen.push(context.state.turns);
        context.emit({ kind: 'passed', side });
        seen.push(context.state.turns);
        context.emit({ kind: 'passed', side });
        seen.push(context.state.turns);
      },
    });
    const game = createGame<RaceState, RaceDecision, RaceEvent>(twice, start, { seed: 'ctx' });
    game.decide(rest);
    expect(seen).toEqual([0, 1, 2]);
    expect(game.state.turns).toBe(2);
  });
});

describe('the legal decisions the engine generated skip the schema check, for that state only', () => {
  /** The race whose decision schema counts its parses. */
  function counting() {
    let parsed = 0;
    const schema = race.schemas.decision;
    const ruleset = {
      ...race,
      schemas: {
        ...race.schemas,
        decision: Object.assign(Object.create(schema) as typeof schema, {
          safeParse: (value: unknown) => (parsed++, schema.safeParse(value)),
        }),
      },
    };
    return { ruleset, parsed: () => parsed };
  }

  it('a decision of game.candidates() is trusted in the state it was generated for', () => {
    const { ruleset, parsed } = counting();
    const game = createGame<RaceState, RaceDecision, RaceEvent>(ruleset, start, { seed: 'cand' });
    const { possible } = game.candidates();
    expect(game.decide(possible[0]!)).toEqual({ ok: true });
    expect(parsed()).toBe(0);
    // An equal object that is not the generated one is parsed.
    game.legalDecisions();
    expect(game.decide({ kind: 'advance' })).toEqual({ ok: true });
    expect(parsed()).toBe(1);
  });

  it("the caller's edit of the list it was given is not trusted", () => {
    const { ruleset, parsed } = counting();
    const game = createGame<RaceState, RaceDecision, RaceEvent>(ruleset, start, { seed: 'edit' });
    const legal = game.legalDecisions();
    legal.push({ kind: 'fly' } as unknown as RaceDecision);
    expect(game.decide(legal.at(-1)!)).toMatchObject({ ok: false, reason: expect.stringMatching(/^malformed/) });
    const { possible } = game.candidates();
    (possible as RaceDecision[]).push({ kind: 'fly' } as unknown as RaceDecision);
    expect(game.decide(possible.at(-1)!)).toMatchObject({ ok: false, reason: expect.stringMatching(/^malformed/) });
    expect(parsed()).toBe(2);
  });

  it('a decision generated in another state is parsed again', () => {
    const { ruleset, parsed } = counting();
    const game = createGame<RaceState, RaceDecision, RaceEvent>(ruleset, start, { seed: 'stale' });
    const legal = game.legalDecisions();
    expect(game.decide(legal[0]!)).toEqual({ ok: true });
    expect(parsed()).toBe(0);
    expect(game.decide(legal[1]!)).toEqual({ ok: true });
    expect(parsed()).toBe(1);
  });
});

describe('the plugins bound through the container', () => {
  it('names the ids of the bound plugins, combat and morale only when bound', () => {
    const plugins = resolvePlugins(race);
    expect(pluginIds(plugins)).toEqual({
      sequence: 'race/alternate',
      rules: 'race/rules',
      dice: 'core/seeded-dice',
      combat: 'race/stride',
    });
    expect(plugins.morale).toBeNull();
    expect(plugins.combat).toBe(raceCombat);
    const morale = { id: 'test/morale', description: 'm', ruleset: 'race', mechanics: [] };
    const withMorale = resolvePlugins(race, (c) => c.bind(MoralePluginToken).toConstantValue(morale));
    expect(withMorale.morale).toBe(morale);
    expect(pluginIds(withMorale)).toEqual({ ...pluginIds(plugins), morale: 'test/morale' });
    expect(pluginIds({ ...plugins, combat: null })).toEqual({
      sequence: 'race/alternate',
      rules: 'race/rules',
      dice: 'core/seeded-dice',
    });
  });

  it('binds the validated options in place of any the module bound, and applies configure after the variant', () => {
    const seen: unknown[] = [];
    // A module that itself binds options: the game's options replace them.
    const module = new ContainerModule(({ bind }) => {
      bind(GameOptionsToken).toConstantValue({ old: true });
      bind(SequencePluginToken).toResolvedValue((o: unknown) => (seen.push(o), raceSequence), [GameOptionsToken]);
      bind(GameRulesToken).toConstantValue(raceRules);
      bind(DicePluginToken).toConstantValue(seededDicePlugin);
    });
    const { container } = bindPlugins({ ...race, module }, { a: 1 }, undefined, undefined);
    expect(container.get(GameOptionsToken)).toEqual({ a: 1 });
    expect(seen).toEqual([{ a: 1 }]);
    const order: string[] = [];
    const dice = { ...typedDice([1]), id: 'variant/dice' };
    const variant = defineVariant({ ruleset: 'race', name: 'v', plugins: { dice } });
    const bound = bindPlugins(
      race,
      {},
      (c) => {
        order.push(c.get(DicePluginToken).id);
        c.rebind(DicePluginToken).toConstantValue({ ...dice, id: 'configure/dice' });
      },
      variant,
    );
    expect(order).toEqual(['variant/dice']);
    expect(bound.dice.id).toBe('configure/dice');
  });

  it('refuses a dice plugin without a function of the dice contract before any game starts', () => {
    const error = musterErrorOf(() =>
      resolvePlugins(race, (c) =>
        c
          .rebind(DicePluginToken)
          .toConstantValue({ id: 'x', create: () => ScriptedDice.of([]) } as unknown as DicePlugin),
      ),
    );
    expect(error.code).toBe('bad-input');
    expect(error.context.path).toBe('plugins.dice.resume');
  });

  it('refuses a variant of another ruleset, and lays the game options over the variant ones', () => {
    const other = defineVariant({ ruleset: 'tercios', name: 'other' });
    expect(musterErrorOf(() => resolvePlugins(race, undefined, undefined, other)).message).toBe(
      "variant 'other' is for tercios, not race",
    );
    const variant = defineVariant({ ruleset: 'race', name: 'v', options: { a: { b: 1, c: 2 }, d: 3 } });
    expect(resolvePlugins(race, undefined, { a: { c: 5 } }, variant).options).toEqual({ a: { b: 1, c: 5 }, d: 3 });
    expect(resolvePlugins(race, undefined, undefined, variant).options).toEqual({ a: { b: 1, c: 2 }, d: 3 });
    expect(resolvePlugins(race).options).toEqual({});
    expect(resolvePlugins(race, undefined, { x: 1 }).options).toEqual({ x: 1 });
  });
});

describe('the options and the scenario of a game', () => {
  const variant = defineVariant({ ruleset: 'race', name: 'v', options: { a: 1 } });

  it('takes the options as given without a variant, and refuses options that are not an object under one', () => {
    expect(variantOptions(undefined, 'as given')).toBe('as given');
    expect(variantOptions(variant, undefined)).toEqual({ a: 1 });
    expect(variantOptions(variant, { b: 2 })).toEqual({ a: 1, b: 2 });
    for (const bad of ['x', null, [1], 3]) {
      const error = musterErrorOf(() => variantOptions(variant, bad));
      expect(error.code).toBe('bad-input');
      expect(error.message).toBe('the options are not an object');
      expect(error.context).toEqual({ path: 'options', expected: 'an object of options' });
    }
  });

  it("validates the options with the ruleset's schema, naming options.<field>", () => {
    const strict = { ...race, schemas: { ...race.schemas, options: z.strictObject({ n: z.number().default(2) }) } };
    expect(parseGameOptions(strict, undefined, undefined)).toEqual({ n: 2 });
    expect(parseGameOptions(strict, { n: 4 }, undefined)).toEqual({ n: 4 });
    expect(musterErrorOf(() => parseGameOptions(strict, { n: 'x' }, undefined)).context.path).toBe('options.n');
    expect(parseGameOptions(race, undefined, undefined)).toEqual({});
  });

  it('names the scenario file in a schema error, else the path scenario', () => {
    const inFile = musterErrorOf(() => parseScenario(race, { start: 99 }, 'race.json'));
    expect(inFile.code).toBe('bad-file');
    expect(inFile.toUserLine()).toMatch(/^race\.json: start: /);
    const inline = musterErrorOf(() => parseScenario(race, { start: 99 }, undefined));
    expect(inline.code).toBe('bad-input');
    expect(inline.context.path).toBe('scenario.start');
    expect(parseScenario(race, { start: 3 }, undefined)).toEqual({ start: 3 });
  });

  it('refuses an empty seed with a clear error, whatever dice are bound', () => {
    expect(MusterError.is(musterErrorOf(() => createGame(race, start, { seed: '' })))).toBe(true);
    // Typed-in dice ignore the seed: the engine checks it itself.
    const typed = musterErrorOf(() => createGame(race, start, { seed: '', configure: withDice(typedDice([1])) }));
    expect(typed.code).toBe('bad-input');
    // Options holding null are frozen as they are (null counts as frozen).
    const prepared = prepareGames(race, start, { configure: withDice(typedDice([1])), options: { a: null, b: [1] } });
    expect(prepared.options).toEqual({ a: null, b: [1] });
    expect(Object.isFrozen((prepared.options as { b: number[] }).b)).toBe(true);
    expect(musterErrorOf(() => startGame(prepared, '')).code).toBe('bad-input');
  });
});

describe('a setup refusal', () => {
  /** The race whose setup throws `error`. */
  const refusing = (error: unknown) =>
    raceWithRules({
      ...raceRules,
      setup: () => {
        throw error;
      },
    });

  it("is the scenario file's bad-file only when it is a bad-input without a file of its own", () => {
    const badInput = new MusterError('bad-input', 'no', { path: 'start' });
    const named = musterErrorOf(() => createGame(refusing(badInput), start, { seed: 's', scenarioFile: 'r.json' }));
    expect(named.code).toBe('bad-file');
    expect(named.context).toEqual({ path: 'start', file: 'r.json' });
    expect(named.cause).toBe(badInput);
    const ownFile = new MusterError('bad-input', 'no', { file: 'army.json' });
    expect(musterErrorOf(() => createGame(refusing(ownFile), start, { seed: 's', scenarioFile: 'r.json' }))).toBe(
      ownFile,
    );
    const internal = new MusterError('internal', 'bug');
    expect(musterErrorOf(() => createGame(refusing(internal), start, { seed: 's', scenarioFile: 'r.json' }))).toBe(
      internal,
    );
    const plainError = new Error('plain');
    expect(() => createGame(refusing(plainError), start, { seed: 's', scenarioFile: 'r.json' })).toThrow(plainError);
  });
});

describe('Game.save and Game.resume', () => {
  it('saves the envelope: format, ruleset, seed, scenario, options, plugins, log, dice state and state', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(race, { start: 2 }, { seed: 'env', options: { x: 1 } });
    const saved = game.save();
    expect(saved).toEqual({
      format: 'muster-game',
      formatVersion: 1,
      ruleset: 'race',
      rulesetVersion: '0.0.0',
      seed: 'env',
      scenario: { start: 2 },
      options: { x: 1 },
      plugins: { sequence: 'race/alternate', rules: 'race/rules', dice: 'core/seeded-dice', combat: 'race/stride' },
      log: game.log,
      rng: Game.resume(race, JSON.parse(JSON.stringify({ ...saved, rng: saved.rng }))).save().rng,
      state: game.state,
    });
    expect('variant' in saved).toBe(false);
    // Copies: editing the save changes nothing of the game.
    (saved.log as unknown[]).length = 0;
    saved.state.pos.A = 9;
    expect(game.log.length).toBe(1);
    expect(game.state.pos.A).toBe(2);
  });

  it('records the variant played, and resumes only with its plugins bound', () => {
    const dice = { ...typedDice([1, 1, 1, 1]), id: 'house/dice' };
    const variant = defineVariant({ ruleset: 'race', name: 'house', plugins: { dice } });
    const game = createGame(race, start, { seed: 'v', variant });
    const saved = plain({ save: () => ({ ...game.save(), rng: null }) });
    expect(saved.variant).toBe('house');
    expect(saved.plugins?.dice).toBe('house/dice');
    const refused = musterErrorOf(() => Game.resume(race, { ...saved, rng: { a: 1, b: 2, c: 3, d: 4 } }));
    expect(refused.message).toBe(
      "this game was played with dice plugin 'house/dice', but 'core/seeded-dice' is bound here: give the variant 'house' it was played with (--variant FILE)",
    );
    const resumed = Game.resume(race, { ...saved, rng: { a: 1, b: 2, c: 3, d: 4 } }, { variant });
    expect(resumed.variant).toBe('house');
    expect(resumed.plugins.dice.id).toBe('house/dice');
  });

  it('resumes where the game stood: options, scenario, state, log, seed', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(race, { start: 1 }, { seed: 'r', options: { o: 1 } });
    game.decide(advance);
    const resumed = Game.resume(race, plain(game));
    expect(resumed.state).toEqual(game.state);
    expect(resumed.log).toEqual(game.log);
    expect(resumed.options).toEqual({ o: 1 });
    expect(resumed.scenario).toEqual({ start: 1 });
    expect(resumed.seed).toBe('r');
    expect(resumed.variant).toBeUndefined();
    expect(plain(resumed)).toEqual(plain(game));
  });

  it('names the file and the log entry of a decision or event that fails its schema', () => {
    const game = createGame<RaceState, RaceDecision, RaceEvent>(race, start, { seed: 'bad-entry' });
    game.decide(advance);
    const saved = plain(game);
    const at = (type: string) => saved.log.findIndex((e) => e.type === type);
    const badDecision = {
      ...saved,
      log: saved.log.map((e, i) => (i === at('decision') ? { ...e, decision: { kind: 'x' } } : e)),
    };
    const badEvent = {
      ...saved,
      log: saved.log.map((e, i) => (i === at('event') ? { ...e, event: { kind: 'x' } } : e)),
    };
    expect(musterErrorOf(() => Game.resume(race, badDecision, { file: 'g.json' })).toUserLine()).toMatch(
      new RegExp(`^g\\.json: log\\[${at('decision')}\\]\\.decision\\.kind: `),
    );
    expect(musterErrorOf(() => Game.resume(race, badEvent)).context.path).toMatch(
      new RegExp(`^log\\[${at('event')}\\]\\.event`),
    );
    expect(
      musterErrorOf(() => Game.resume(race, { ...saved, scenario: { start: 99 } }, { file: 'g.json' })).toUserLine(),
    ).toMatch(/^g\.json: scenario\.start: /);
    const noRng = musterErrorOf(() => Game.resume(race, { ...saved, rng: null }, { file: 'g.json' }));
    expect(noRng.code).toBe('bad-file');
    expect(noRng.context).toEqual({ file: 'g.json', path: 'rng', expected: 'the dice generator state' });
    const inline = musterErrorOf(() => Game.resume(race, { ...saved, rng: null }));
    expect(inline.message).toBe('this saved game has no dice state to resume from');
    expect(inline.context).toEqual({ path: 'rng', expected: 'the dice generator state' });
    expect('file' in inline.context).toBe(false);
  });

  it('refuses a file that is not a saved game of this ruleset before its schema', () => {
    const saved = plain(createGame(race, start, { seed: 'fmt' }));
    const error = musterErrorOf(() => Game.resume(race, { ...saved, format: 'muster-variant' }, { file: 'g.json' }));
    expect(error.context.file).toBe('g.json');
    expect(error.context.path).toBe('format');
  });
});

describe('checkSamePlugins names the plugin that differs', () => {
  const plugins = resolvePlugins(race);
  const envelope = (ids: Record<string, string> | undefined, variant?: string) =>
    ({
      ...plain(createGame(race, start, { seed: 'p' })),
      plugins: ids,
      ...(variant ? { variant } : {}),
    }) as unknown as SavedGame;
  const ids = pluginIds(plugins);

  it('passes the same plugins, and a game saved before plugins were recorded', () => {
    expect(() => {
      checkSamePlugins(envelope({ ...ids }), plugins, undefined);
    }).not.toThrow();
    expect(() => {
      checkSamePlugins(envelope(undefined), plugins, undefined);
    }).not.toThrow();
  });

  it('says what was played and what is bound, with the file and path, and the hint for the rules as written', () => {
    const { combat: _, ...noCombat } = ids;
    const error = musterErrorOf(() => {
      checkSamePlugins(envelope(noCombat), plugins, 'g.json');
    });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe(
      "this game was played with no combat plugin, but 'race/stride' is bound here: play it with the rules as written (no --variant)",
    );
    expect(error.context).toEqual({
      file: 'g.json',
      path: 'plugins.combat',
      expected: 'none',
      received: 'race/stride',
    });
    const morale = musterErrorOf(() => {
      checkSamePlugins(envelope({ ...ids, morale: 'm' }, 'house'), plugins, undefined);
    });
    expect(morale.message).toBe(
      "this game was played with morale plugin 'm', but none is bound here: give the variant 'house' it was played with (--variant FILE)",
    );
    expect(morale.context).toEqual({ path: 'plugins.morale', expected: 'm', received: 'none' });
    expect('file' in morale.context).toBe(false);
  });

  it('checks the sequence and the rules too', () => {
    expect(
      musterErrorOf(() => {
        checkSamePlugins(envelope({ ...ids, sequence: 's' }), plugins, undefined);
      }).context.path,
    ).toBe('plugins.sequence');
    expect(
      musterErrorOf(() => {
        checkSamePlugins(envelope({ ...ids, rules: 'r' }), plugins, undefined);
      }).context.path,
    ).toBe('plugins.rules');
  });
});

describe('Game.describe', () => {
  it('describes a decision, an event and a roll by the rules, in the current state by default', () => {
    const states: unknown[] = [];
    const describing = raceWithRules({
      ...raceRules,
      describeDecision: (d, s, p) => (states.push(s), `${p}: ${d.kind}`),
      describeEvent: (e, s) => (states.push(s), `event ${e.kind}`),
    });
    const game = createGame<RaceState, RaceDecision, RaceEvent>(describing, start, { seed: 'd' });
    game.decide(advance);
    const [roll, decision, , event] = game.log;
    expect(game.describe(decision!)).toBe(`${(decision as { player: string }).player}: advance`);
    expect(game.describe(event!)).toBe('event moved');
    expect(game.describe(roll!)).toBe(describeRollLine(roll?.type === 'roll' ? roll.roll : expect.unreachable()));
    expect(states).toEqual([game.state, game.state]);
    const other = { pos: { A: 1, B: 1 }, turn: 'A' as const, turns: 5 };
    game.describe(event!, other);
    expect(states[2]).toBe(other);
  });
});
