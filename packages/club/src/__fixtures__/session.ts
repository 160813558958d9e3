import { createGame, type DecideResult, type Game } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { expect } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';
import type {
  ClubCommander,
  ClubDecision,
  ClubEvent,
  ClubRulesetId,
  ClubState,
  ClubTest,
  ClubUnit,
} from '../model/ClubSchemas.js';
import { club } from '../model/clubRuleset.js';

/** Test fixtures shared by the club specs: starting a game, finding its units, prefilling forms, playing steps. */

/** A club game played through the engine directly (as `ClubSession` plays it, without the autosave). */
export type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;

/** A game the specs play: a `ClubSession` or a `ClubGame`. */
export interface ClubPlay {
  readonly state: ClubState;
  decide(decision: ClubDecision): DecideResult;
}

/** A decision accepted. */
export const ok = { ok: true } as const;

/** The example armies of each ruleset, side A first. */
export const EXAMPLE_ARMIES: Readonly<Record<ClubRulesetId, readonly unknown[]>> = {
  'sword-and-pike': [frenchArmy, imperialArmy],
  tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
};

/** What a spec sets in its scenario: a field left out here (but the title and armies) is left out of it too. */
export interface ScenarioChoices {
  /** 'referee' unless given. */
  readonly title?: string | undefined;
  /** The ruleset's example armies unless given. */
  readonly armies?: readonly unknown[] | undefined;
  readonly maxTurns?: number | undefined;
  /** The rulings the game plays (the scenario's `options`). */
  readonly options?: Record<string, unknown> | undefined;
}

/** A club scenario for `ruleset` with its example armies. */
export function clubScenario(ruleset: ClubRulesetId, choices: ScenarioChoices = {}) {
  const { title = 'referee', armies = EXAMPLE_ARMIES[ruleset], maxTurns, options } = choices;
  return {
    ruleset,
    title,
    armies,
    ...(maxTurns === undefined ? {} : { maxTurns }),
    ...(options ? { options } : {}),
  };
}

/** A `ClubSession` started on {@link clubScenario} with this seed. */
export const startSession = (ruleset: ClubRulesetId, seed = 'referee', choices: ScenarioChoices = {}): ClubSession =>
  ClubSession.start(clubScenario(ruleset, choices), seed);

/** A `ClubGame` created on {@link clubScenario} with this seed. */
export const newGame = (ruleset: ClubRulesetId, seed = 'referee', choices: ScenarioChoices = {}): ClubGame =>
  createGame<ClubState, ClubDecision, ClubEvent>(club, clubScenario(ruleset, choices), { seed });

/** The unit with this id (it must be in the game). */
export const unit = (g: ClubPlay, id: string): ClubUnit => g.state.units.find((u) => u.id === id)!;

/** The commander with this id (it must be in the game). */
export const commander = (g: ClubPlay, id: string): ClubCommander => g.state.commanders.find((c) => c.id === id)!;

/**
 * The ruleset's form for `mechanic` as the club prefills it: `actor` (and `target`) by id or as a unit record, the
 * game's commanders, turn and options.
 */
export function form(g: ClubPlay, mechanic: string, actor: string | ClubUnit, target?: string | ClubUnit) {
  const asUnit = (u: string | ClubUnit) => (typeof u === 'string' ? unit(g, u) : u);
  return adapterOf(g.state.ruleset).prefill(mechanic, asUnit(actor), target ? asUnit(target) : undefined, {
    commanders: g.state.commanders,
    turn: g.state.turn,
    options: g.state.options,
    step: g.state.step,
    stepResolutions: g.state.stepResolutions,
  });
}

/**
 * Resolves `mechanic` as the players roll it on the table: `actor` (at `target`) with its prefilled form, changed by
 * `patch` (a range, say), and these dice.
 */
export const resolveForm = (
  g: ClubPlay,
  mechanic: string,
  actor: string,
  target: string | undefined,
  dice: number[],
  patch: Record<string, number | string | boolean> = {},
): DecideResult =>
  g.decide({
    kind: 'resolve',
    mechanic,
    params: { ...form(g, mechanic, actor, target), ...patch },
    actor,
    ...(target ? { target } : {}),
    dice,
  });

/** The tests waiting for the unit `id` (of this mechanic, if given), in order. */
export const testsOf = (g: ClubPlay, id: string, mechanic?: string): ClubTest[] =>
  g.state.tests.filter((t) => t.unit === id && (mechanic === undefined || t.mechanic === mechanic));

/** The first test of this mechanic waiting for the unit `id`, if any. */
export const testOf = (g: ClubPlay, id: string, mechanic: string): ClubTest | undefined => testsOf(g, id, mechanic)[0];

/** Resolves a waiting test as the players roll it: its mechanic and form (changed by `patch`), its unit, these dice. */
export const resolveTest = (
  g: ClubPlay,
  test: ClubTest,
  dice?: number[],
  patch: Record<string, number | string | boolean> = {},
): DecideResult =>
  g.decide({
    kind: 'resolve',
    mechanic: test.mechanic,
    params: { ...test.params, ...patch },
    actor: test.unit,
    ...(dice ? { dice } : {}),
  });

/** Plays `next` (each accepted) until `done` holds. */
export function nextUntil(g: ClubPlay, done: (state: ClubState) => boolean): void {
  while (!done(g.state)) expect(g.decide({ kind: 'next' })).toEqual(ok);
}

/** Plays `next` (each accepted) to step `step` (0-based) of the current turn, or of `turn` if given. */
export function toStep(g: ClubPlay, step: number, turn?: number): void {
  nextUntil(g, (st) => st.step === step && (turn === undefined || st.turn === turn));
}

/**
 * Rolls the unit's waiting tests one after the other, each with a die of `face` (or of `face(mechanic)`), until none
 * waits (at most five), each accepted.
 */
export function rollAll(g: ClubPlay, id: string, face: number | ((mechanic: string) => number)): void {
  for (let t = testsOf(g, id)[0], n = 0; t && n < 5; t = testsOf(g, id)[0], n++)
    expect(resolveTest(g, t, [typeof face === 'number' ? face : face(t.mechanic)])).toEqual(ok);
}

/** Tercios: the Activation step (Game Sequence: Planning, Initiative, Activation) of the first turn. */
export const TERCIOS_ACTIVATION = 2;

/** A Tercios `ClubSession` (the example armies, two turns unless given) at the Activation step of turn 1. */
export function terciosAtActivation(seed: string, choices: ScenarioChoices = {}): ClubSession {
  const s = startSession('tercios', seed, { maxTurns: 2, ...choices });
  toStep(s, TERCIOS_ACTIVATION);
  return s;
}

/** 6mm WSS: a brigade activated in the Movement step with its Brigadier's activation roll (`face`; 20 activates). */
export function wss6mmActivate(g: ClubPlay, group: string, face: number): void {
  toStep(g, 1);
  expect(g.decide({ kind: 'activate', group })).toEqual(ok);
  const activation = g.state.tests.find((t) => t.mechanic === 'activation')!;
  expect(resolveTest(g, activation, [face])).toEqual(ok);
}

/** The Sword and the Pike: `firer` fires at `target` at 4", `hits` of its dice 1s, the rest 20s (accepted). */
export function swordAndPikeFire(g: ClubPlay, firer: string, target: string, hits: number): void {
  const figures = Number(form(g, 'fire', firer, target).figures);
  const dice = [...Array<number>(hits).fill(1), ...Array<number>(figures - hits).fill(20)];
  expect(resolveForm(g, 'fire', firer, target, dice, { range: 4 })).toEqual(ok);
}
