import {
  MusterError,
  paramsUnderOptions,
  parseParams,
  parseWith,
  ScriptedDice,
  type Dice,
  type GameRules,
  type MechanicDefinition,
  type Outcome,
  type ParamValues,
  type Roll,
  type SequencePlugin,
} from '@muster/core';
import { adapterOf } from '../adapters/adapters.js';
import { clubMechanics, NOTHING_BOUND, pluginsFor, type ClubPlugins } from './clubPlugins.js';
import type { ClubContext, ClubStep, MoveOrder, ProposedChange } from '../adapters/ClubAdapter.js';
import { describeClubDecision, describeClubEvent } from './describe.js';
import type { ClubDecision, ClubEvent, ClubScenario, ClubSide, ClubState, ClubTest, ClubUnit } from './ClubSchemas.js';
import { typedDiceProgress } from './typedDice.js';

const other = (side: ClubSide): ClubSide => (side === 'A' ? 'B' : 'A');

/** The step of the sequence the game is at. */
export function currentStep(state: ClubState): ClubStep {
  const steps = adapterOf(state.ruleset).steps;
  return steps[state.step] ?? steps[0]!;
}

/** What the players do now, in plain words: the current step's hint under the game's options. */
export function currentHint(state: ClubState): string {
  const step = currentStep(state);
  return adapterOf(state.ruleset).stepHint?.(step, state.options) ?? step.hint;
}

/**
 * The mechanic with this id in the game's list (the bound plugins', the ruleset's and the adapter's), or a
 * `bad-input` error. `plugins` are those the club's container binds (`game.plugins`); unbound ones are the
 * ruleset's defaults.
 */
export function mechanicOf(
  state: Pick<ClubState, 'ruleset'> & { readonly options?: ClubState['options'] },
  id: string,
  plugins: ClubPlugins = NOTHING_BOUND,
): MechanicDefinition {
  const mechanics = clubMechanics(state.ruleset, plugins, state.options);
  const m = mechanics.find((x) => x.id === id);
  if (!m)
    throw new MusterError('bad-input', `no mechanic "${id}" in ${state.ruleset}`, {
      path: 'mechanic',
      expected: mechanics.map((x) => x.id).join(', '),
    });
  return m;
}

/**
 * Parses a mechanic's parameters and runs its own extra checks. A parameter that reads a ruling (`option`) and
 * is not given takes the game's option (`ClubState.options`), else its default.
 */
export function checkedParams(
  mechanic: MechanicDefinition,
  raw: Readonly<Record<string, unknown>>,
  options?: ClubState['options'],
): ParamValues {
  const params = parseParams(mechanic.params, paramsUnderOptions(mechanic.params, raw, options));
  mechanic.validate?.(params);
  return params;
}

/** Units that can still be activated this turn, of a side. */
export function readyUnits(state: ClubState, side: ClubSide): ClubUnit[] {
  return state.units.filter((u) => u.side === side && !u.activated && !u.destroyed && !u.routed);
}

/** A side's points total and the leader, for the end of the game. */
function winnerOnPoints(state: ClubState): ClubSide | null {
  if (state.points.A === state.points.B) return null;
  return state.points.A > state.points.B ? 'A' : 'B';
}

/**
 * Builds the first state: validates both armies with the ruleset's own validator and the options with its
 * options schema (every ruling filled in, what is left out at its default), then lists the units.
 */
export function setupClub(scenario: ClubScenario): ClubState {
  const adapter = adapterOf(scenario.ruleset);
  const support = adapter.ruleset.armies;
  if (!support) throw new MusterError('internal', `${scenario.ruleset} has no army lists`);
  const optionsSchema = adapter.ruleset.schemas.options;
  if (!optionsSchema) throw new MusterError('internal', `${scenario.ruleset} has no options schema`);
  // A scenario without options (every game saved before they existed) has none in its state: the defaults, and
  // it replays to the state it saved.
  const options =
    scenario.options === undefined
      ? undefined
      : (parseWith(optionsSchema, scenario.options, { path: 'scenario.options' }) as Record<string, unknown>);
  const sides = (['A', 'B'] as const).map((side, i) => {
    const path = `scenario.armies[${i}]`;
    const army = parseWith(support.schema, scenario.armies[i], { path });
    const report = support.validate(army);
    if (!report.valid) {
      const v = report.violations[0]!;
      throw new MusterError('bad-input', `army ${side} (${report.name}) breaks a building rule: ${v.message}`, {
        path: `${path}.${v.path}`,
        expected: v.rule,
      });
    }
    return { name: report.name, ...adapter.roster(army, side) };
  });
  const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  return {
    ruleset: scenario.ruleset,
    title: scenario.title,
    armyNames: [a.name, b.name],
    turn: 1,
    maxTurns: scenario.maxTurns,
    ...(options ? { options } : {}),
    step: 0,
    activeSide: 'A',
    units: numberedNames([...a.units, ...b.units]),
    commanders: [...a.commanders, ...b.commanders],
    points: { A: 0, B: 0 },
    moves: [],
    moveSeq: 0,
    tests: [],
    stepResolutions: [],
    nearRouter: {},
    over: false,
    winner: null,
    victory: 'unfinished',
  };
}

/**
 * Units told apart: a name borne by several units becomes "Tercio 1", "Tercio 2"... in list order, so pickers
 * and the log never show two units alike.
 */
export function numberedNames(units: readonly ClubUnit[]): ClubUnit[] {
  const count = new Map<string, number>();
  for (const u of units) count.set(u.name, (count.get(u.name) ?? 0) + 1);
  const taken = new Set(units.map((u) => u.name));
  const next = new Map<string, number>();
  return units.map((u) => {
    if ((count.get(u.name) ?? 0) < 2) return u;
    let n = next.get(u.name) ?? 1;
    while (taken.has(`${u.name} ${n}`)) n++;
    next.set(u.name, n + 1);
    taken.add(`${u.name} ${n}`);
    return { ...u, name: `${u.name} ${n}` };
  });
}

/** Runs a resolution: typed-in faces through core `ScriptedDice`, or the game's seeded dice. */
function runMechanic(
  mechanic: MechanicDefinition,
  params: ParamValues,
  dice: Dice,
  typed: readonly number[] | undefined,
  options: ClubState['options'],
): { outcome: Outcome; rolls: Roll[] } {
  if (typed === undefined) return { outcome: mechanic.run(dice, params, options), rolls: [] };
  const progress = typedDiceProgress(mechanic, params, typed, options);
  if (!progress.done)
    throw new MusterError(
      'bad-dice',
      `more dice are needed: ${progress.request.count}d${progress.request.sides} for "${progress.request.purpose}"`,
    );
  return { outcome: progress.outcome, rolls: [...progress.rolls] };
}

/** Why a decision is not allowed now, or null. */
export function checkClubDecision(
  state: ClubState,
  d: ClubDecision,
  plugins: ClubPlugins = NOTHING_BOUND,
): string | null {
  if (state.over) return 'the game is over';
  const unit = (id: string | undefined) => (id === undefined ? undefined : state.units.find((u) => u.id === id));
  // Rulebook (Tercios): Order Cards > Testing Orders: the unit's order is tested before it acts.
  const waiting = state.tests.find((t) => !unit(t.unit)?.destroyed);
  if (waiting && (d.kind === 'next' || d.kind === 'pass' || d.kind === 'activate')) {
    return `roll the ${waiting.mechanic} of ${unit(waiting.unit)?.name ?? waiting.unit} first (${waiting.text})`;
  }
  switch (d.kind) {
    case 'next':
    case 'note':
    case 'end':
      return null;
    case 'pass':
      if (!currentStep(state).activation) return 'passing only happens while units or brigades are activated';
      // The rules may have the units following the last activated act before the turn passes (Tercios: Brigade).
      if (state.followersMust && (state.followers ?? []).length > 0)
        return `side ${state.activeSide} may not pass: ${state.followers!.map((id) => unit(id)?.name ?? id).join(', ')} must act now — ${state.followersMust}`;
      return null;
    case 'points':
      return null;
    case 'activate': {
      const step = currentStep(state);
      if (!step.activation) return `nothing is activated in "${step.title}"`;
      if (step.activation === 'unit') {
        const u = unit(d.unit);
        if (!u) return `no unit "${d.unit ?? ''}"`;
        if (u.side !== state.activeSide)
          return `it is side ${state.activeSide}'s activation, and ${u.name} is on side ${u.side}`;
        if (u.activated) return `${u.name} has already acted this turn`;
        if (u.destroyed || u.routed) return `${u.name} is no longer on the field`;
        // Straight after a unit the rules let others follow (Tercios: Brigade, Horde, Coordinator): one of them, or pass.
        const followers = state.followers ?? [];
        if (followers.length > 0 && !followers.includes(u.id))
          return `side ${state.activeSide} may now activate only ${followers.map((id) => unit(id)?.name ?? id).join(', ')}, straight after the unit it has just activated; ${state.followersMust ? `they must act now — ${state.followersMust}` : `or pass, and side ${other(state.activeSide)} acts`}`;
        return null;
      }
      const group = state.units.filter((u) => u.group === d.group && u.side === state.activeSide);
      if (group.length === 0) return `side ${state.activeSide} has no brigade "${d.group ?? ''}"`;
      if (group.every((u) => u.activated)) return 'that brigade has already moved this turn';
      return adapterOf(state.ruleset).refuseActivation?.(state) ?? null;
    }
    case 'set-unit': {
      const u = unit(d.unit);
      if (!u) return `no unit "${d.unit}"`;
      if (d.patch.name !== undefined) {
        const name = d.patch.name.trim();
        const other = state.units.find((x) => x.id !== u.id && x.name.toLowerCase() === name.toLowerCase());
        if (name === '') return 'a unit needs a name';
        if (other) return `${other.name} already bears that name: units are told apart by their names`;
      }
      // A change only some rulesets know (Tercios: a shared Brigade card) is theirs to allow.
      if (d.patch.brigadeCard !== undefined) {
        const adapter = adapterOf(state.ruleset);
        if (!adapter.refusePatch) return `${state.ruleset} has no shared Brigade cards`;
        const why = adapter.refusePatch(state, u, d.patch);
        if (why) return why;
      }
      // A unit's order is the ruleset's to allow (The Sword and the Pike: only the orders its troop type may take).
      if (d.patch.order !== undefined) {
        const why = adapterOf(state.ruleset).refusePatch?.(state, u, d.patch);
        if (why) return why;
      }
      const max = maxLosses(state, u);
      if (d.patch.losses !== undefined && d.patch.losses > max)
        return `${u.name} can carry at most ${max} ${adapterOf(state.ruleset).lossLabel}, not ${d.patch.losses}`;
      return null;
    }
    case 'near-router': {
      if (!adapterOf(state.ruleset).nearRouterTest)
        return `${state.ruleset} has no Morale tests for units near a router`;
      const router = unit(d.router);
      if (!router?.routed) return `${router?.name ?? d.router} is not ROUTED`;
      const done = state.nearRouter[d.router] ?? [];
      for (const id of d.units) {
        const u = unit(id);
        if (!u) return `no unit "${id}"`;
        if (id === d.router) return `${u.name} is the routed unit itself`;
        if (u.destroyed) return `${u.name} is no longer on the field`;
        if (done.includes(id))
          return `${u.name} has already tested for ${router.name} (it tests once for each routed unit)`;
      }
      return null;
    }
    case 'declare': {
      if (!adapterOf(state.ruleset).reactionTest) return `${state.ruleset} has no reactions`;
      const u = unit(d.unit);
      const by = unit(d.by);
      if (!u) return `no unit "${d.unit}"`;
      if (!by) return `no unit "${d.by}"`;
      if (u.side === by.side) return `${by.name} and ${u.name} are on the same side`;
      if (u.destroyed || by.destroyed) return `${u.destroyed ? u.name : by.name} is no longer on the field`;
      const pending = state.tests.find((t) => t.unit === u.id);
      if (pending) return `${u.name} has a ${pending.mechanic} test waiting: roll it first`;
      return null;
    }
    case 'decline-test': {
      const t = state.tests.find((x) => x.unit === d.unit && x.optional) ?? state.tests.find((x) => x.unit === d.unit);
      if (!t) return `no test is waiting for "${d.unit}"`;
      return t.optional
        ? null
        : `${unit(d.unit)?.name ?? d.unit} must take its ${t.mechanic} test: the rules leave no choice`;
    }
    case 'settle-move': {
      const move = state.moves.find((m) => m.id === d.move);
      if (!move) return `no move ${d.move} is waiting`;
      const u = unit(move.unit);
      if (move.roll && !u?.destroyed)
        return `roll ${move.roll.mechanic} for ${u?.name ?? move.unit} first (${move.text})`;
      if (d.result === 'declined' && !move.optional && !u?.destroyed)
        return `${u?.name ?? move.unit} must ${move.kind}: the rules leave no choice`;
      if (d.result === 'off-table' && move.offTable === null)
        return `the rules say nothing of a ${move.kind} off the table: record where it stopped`;
      return null;
    }
    case 'set-commander': {
      if (!state.commanders.some((c) => c.id === d.commander)) return `no commander "${d.commander}"`;
      if (d.patch.attachedTo != null && !unit(d.patch.attachedTo)) return `no unit "${d.patch.attachedTo}"`;
      return null;
    }
    case 'resolve': {
      if (d.actor !== undefined && !unit(d.actor)) return `no unit "${d.actor}"`;
      if (d.target !== undefined && !unit(d.target)) return `no unit "${d.target}"`;
      if (d.actor !== undefined && d.actor === d.target) return `${unit(d.actor)!.name} cannot be its own target`;
      const refused = adapterOf(state.ruleset).refuse?.(state, d.mechanic, unit(d.actor), unit(d.target), d.params);
      if (refused) return refused;
      try {
        const mechanic = mechanicOf(state, d.mechanic, plugins);
        const params = checkedParams(mechanic, d.params, state.options);
        if (d.dice !== undefined) runMechanic(mechanic, params, ScriptedDice.of([]), d.dice, state.options);
        return null;
      } catch (error) {
        if (MusterError.is(error)) return error.toUserLine();
        throw error;
      }
    }
  }
}

/** Plays a decision: emits its events (the reducer applies them). */
export function resolveClub(
  ctx: { readonly state: ClubState; readonly dice: Dice; emit(event: ClubEvent): void },
  d: ClubDecision,
  plugins: ClubPlugins = NOTHING_BOUND,
): void {
  const state = ctx.state;
  const adapter = adapterOf(state.ruleset);
  switch (d.kind) {
    case 'next': {
      const last = state.step + 1 >= adapter.steps.length;
      // The ruleset's own end of the battle, checked at the end of each turn (The Sword and the Pike: ruling R15).
      const end = last ? adapter.turnEnd?.(state) : null;
      if (end) {
        for (const side of ['A', 'B'] as const)
          if (end.points[side] !== state.points[side])
            ctx.emit({ type: 'points', side, delta: end.points[side] - state.points[side], reason: end.pointsWhy });
        ctx.emit({ type: 'ended', winner: end.winner, victory: end.victory });
        return;
      }
      if (last && state.turn >= state.maxTurns) {
        const winner = winnerOnPoints(state);
        ctx.emit({
          type: 'ended',
          winner,
          victory: `${state.maxTurns} turns played; ${winner ? 'more victory points' : 'victory points level'} (${state.points.A}–${state.points.B})`,
        });
        return;
      }
      const turn = last ? state.turn + 1 : state.turn;
      const step = last ? 0 : state.step + 1;
      ctx.emit({ type: 'step', turn, step, title: adapter.steps[step]!.title });
      for (const test of adapter.stepTests?.(ctx.state) ?? []) ctx.emit({ type: 'test-required', test });
      return;
    }
    case 'pass':
      ctx.emit({ type: 'active-side', side: other(state.activeSide), why: `side ${state.activeSide} passes` });
      return;
    case 'activate': {
      const ids =
        d.unit !== undefined
          ? [d.unit]
          : state.units.filter((u) => u.group === d.group && u.side === state.activeSide).map((u) => u.id);
      for (const id of ids) ctx.emit({ type: 'unit-changed', unit: id, patch: { activated: true }, why: 'activated' });
      const activated = d.unit !== undefined ? ctx.state.units.find((u) => u.id === d.unit) : undefined;
      const test = activated ? adapter.activationTest?.(ctx.state, activated) : null;
      // Rulebook (6mm WSS): Command and Control > Brigade activation: the brigade tests to act.
      const groupTest =
        d.group !== undefined
          ? adapter.groupActivationTest?.(
              ctx.state,
              ctx.state.units.filter((u) => ids.includes(u.id)),
            )
          : null;
      if (groupTest) ctx.emit({ type: 'test-required', test: groupTest });
      // Rulebook (The Sword and the Pike): DISORDERED UNITS: a disordered unit tests morale when it attempts to move.
      if (d.group !== undefined)
        emitTests(
          ctx,
          adapter.unitActivationTests?.(
            ctx.state,
            ctx.state.units.filter((u) => ids.includes(u.id)),
          ) ?? [],
        );
      if (test && activated) {
        // No dice needed (a fresh unit carries out its order): the app resolves it at once, in the log.
        const mechanic = mechanicOf(state, test.mechanic, plugins);
        const params = checkedParams(mechanic, test.params, state.options);
        if (typedDiceProgress(mechanic, params, []).done)
          applyResolution(ctx, mechanic, params, activated.id, undefined, undefined);
        else ctx.emit({ type: 'test-required', test: { ...test, params: { ...params } } });
      }
      // Rulebook (6mm WSS): Compulsory Moves: falling back, routed and pursuing units move first.
      if (d.group !== undefined)
        for (const text of adapter.activationNotes?.(
          ctx.state,
          ctx.state.units.filter((u) => ids.includes(u.id)),
        ) ?? [])
          ctx.emit({ type: 'note', text });
      if (d.group !== undefined && adapter.compulsoryMoves)
        emitMoves(
          ctx,
          adapter.compulsoryMoves(
            ctx.state,
            ctx.state.units.filter((u) => ids.includes(u.id)),
          ),
        );
      const step = currentStep(ctx.state);
      const next = other(state.activeSide);
      // The units the rules let follow this one at once (Tercios: Brigade, Horde, Coordinator), before the turn passes.
      const now = d.unit !== undefined ? ctx.state.units.find((u) => u.id === d.unit) : undefined;
      const follow =
        step.alternate && now
          ? adapter.activationFollowers?.(ctx.state, now, state.followers?.includes(now.id) === true)
          : null;
      const followers = (follow?.units ?? []).filter((id) =>
        readyUnits(ctx.state, state.activeSide).some((u) => u.id === id),
      );
      if (follow && followers.length > 0) {
        emitChanges(ctx, follow.changes);
        ctx.emit({
          type: 'active-side',
          side: state.activeSide,
          why: follow.why,
          followers,
          ...(follow.must ? { must: follow.must } : {}),
        });
      } else if (step.alternate && readyUnits(ctx.state, next).length > 0)
        ctx.emit({ type: 'active-side', side: next, why: 'activations alternate' });
      else if (ctx.state.followers) ctx.emit({ type: 'active-side', side: state.activeSide, why: 'activations go on' });
      return;
    }
    case 'resolve': {
      const mechanic = mechanicOf(state, d.mechanic, plugins);
      applyResolution(ctx, mechanic, checkedParams(mechanic, d.params, ctx.state.options), d.actor, d.target, d.dice);
      return;
    }
    case 'set-unit': {
      ctx.emit({ type: 'unit-changed', unit: d.unit, patch: d.patch, why: 'changed by the players' });
      // Losses typed by hand have the consequences the rules give them (destroyed, a rout test...).
      const u = ctx.state.units.find((x) => x.id === d.unit)!;
      if (d.patch.losses !== undefined && !u.destroyed) {
        const after = adapter.afterLossesTyped?.(ctx.state, u);
        if (after) {
          emitChanges(ctx, after.changes);
          emitTests(ctx, after.tests);
        }
      }
      return;
    }
    case 'near-router': {
      // Rulebook (6mm WSS): Compulsory Moves: units within 6" of a ROUTED unit, not yet tested for it, take a Morale test.
      const router = state.units.find((u) => u.id === d.router)!;
      ctx.emit({ type: 'near-router', router: router.id, units: [...d.units] });
      for (const id of d.units) {
        const u = ctx.state.units.find((x) => x.id === id)!;
        ctx.emit({
          type: 'test-required',
          test: adapter.nearRouterTest!(
            ctx.state,
            u,
            router,
            ctx.state.tests.find((t) => t.unit === id && t.mechanic === 'morale'),
          ),
        });
      }
      return;
    }
    case 'declare': {
      // Rulebook (Tercios): Reactions: a charge declared on a unit, or an enemy within 3" of its front centre.
      const u = state.units.find((x) => x.id === d.unit)!;
      const by = state.units.find((x) => x.id === d.by)!;
      ctx.emit({
        type: 'note',
        text:
          d.trigger === 'charge'
            ? `${by.name} declares a charge on ${u.name}`
            : `${by.name} comes within 3" of the front centre of ${u.name}`,
      });
      // What the declaration changes first (Tercios: a new charge may end an earlier Resist!'s marker).
      emitChanges(ctx, adapter.declared?.(ctx.state, u, by, d.trigger) ?? []);
      const charged = ctx.state.units.find((x) => x.id === d.unit)!;
      const test = adapter.reactionTest!(ctx.state, charged, by, d.trigger);
      if (test) ctx.emit({ type: 'test-required', test });
      else ctx.emit({ type: 'note', text: `${u.name} may not react (its order allows no reaction here)` });
      return;
    }
    case 'decline-test': {
      const t = state.tests.find((x) => x.unit === d.unit && x.optional);
      const name = state.units.find((x) => x.id === d.unit)?.name ?? d.unit;
      // A Tercios reaction not taken; any other optional test is one the rules let the players decline.
      const text =
        !t || t.purpose === 'reaction'
          ? `${name} does not react`
          : t.purpose === 'selfless'
            ? `${name} does not re-roll its failed rout test (Selfless)`
            : `${name} declines its ${t.mechanic} test`;
      ctx.emit({ type: 'note', text });
      ctx.emit({ type: 'test-taken', unit: d.unit, ...(t ? { mechanic: t.mechanic } : {}) });
      // What declining it does (Tercios: a Selfless re-roll declined, the unit leaves the field).
      if (t) emitChanges(ctx, adapterOf(state.ruleset).declined?.(ctx.state, t) ?? []);
      // A test the rules call for separately after the declined one still waits (`ClubTest.then`).
      if (t?.then) ctx.emit({ type: 'test-required', test: t.then });
      return;
    }
    case 'settle-move': {
      const move = state.moves.find((m) => m.id === d.move)!;
      const u = state.units.find((x) => x.id === move.unit);
      ctx.emit({
        type: 'move-settled',
        move: move.id,
        unit: move.unit,
        kind: move.kind,
        result: d.result,
        where: d.where ?? '',
      });
      if (u && d.result === 'blocked' && move.ifBlocked) {
        const patch = {
          ...move.ifBlocked.patch,
          ...(move.ifBlocked.losses > 0 ? { losses: u.losses + move.ifBlocked.losses } : {}),
        };
        if (Object.keys(patch).length > 0)
          ctx.emit({ type: 'unit-changed', unit: u.id, patch, why: move.ifBlocked.text });
        // The Dm a blocked move costs have the consequences the rules give them (Tercios: beyond the Stamina, a rout test).
        const now = ctx.state.units.find((x) => x.id === u.id)!;
        if (move.ifBlocked.losses > 0 && !now.destroyed) {
          const after = adapter.afterLossesTyped?.(ctx.state, now);
          if (after) {
            emitChanges(ctx, after.changes);
            emitTests(ctx, after.tests);
          }
        }
      }
      // An optional move declined has the consequence the rules give it (6mm WSS: foot that do not pursue on rally).
      if (u && d.result === 'declined' && move.ifDeclined)
        ctx.emit({ type: 'unit-changed', unit: u.id, patch: move.ifDeclined.patch, why: move.ifDeclined.text });
      if (u && d.result === 'off-table')
        ctx.emit({
          type: 'unit-changed',
          unit: u.id,
          patch: { routed: true, destroyed: true },
          why: move.offTable ?? 'left the table',
        });
      return;
    }
    case 'set-commander': {
      const before = state.commanders.find((c) => c.id === d.commander)!;
      ctx.emit({ type: 'commander-changed', commander: d.commander, patch: d.patch });
      // What the rules add to the change (Tercios: a commander that joins a unit is Exhausted).
      for (const c of adapter.commanderChanged?.(ctx.state, before, d.patch) ?? []) {
        emitChanges(ctx, [c]);
        // A commander's change carries no reason in the log: a note says it.
        if ('commander' in c) ctx.emit({ type: 'note', text: `${before.name}: ${c.why}` });
      }
      return;
    }
    case 'points':
      ctx.emit({ type: 'points', side: d.side, delta: d.delta, reason: d.reason });
      return;
    case 'note':
      ctx.emit({ type: 'note', text: d.text });
      return;
    case 'end':
      ctx.emit({ type: 'ended', winner: d.winner, victory: d.reason || 'ended by the players' });
      return;
  }
}

/** Runs a mechanic and emits what it leaves: the result, unit changes, a waiting test or move roll settled, new moves. */
function applyResolution(
  ctx: { readonly state: ClubState; readonly dice: Dice; emit(event: ClubEvent): void },
  mechanic: MechanicDefinition,
  params: ParamValues,
  actorId: string | undefined,
  targetId: string | undefined,
  typed: readonly number[] | undefined,
): void {
  const state = ctx.state;
  const adapter = adapterOf(state.ruleset);
  const { outcome, rolls } = runMechanic(mechanic, params, ctx.dice, typed, state.options);
  const actor = state.units.find((u) => u.id === actorId);
  const test = actor ? waitingTest(state, actor, mechanic.id) : undefined;
  // A waiting test names the unit it is against (the winner of a melee, the firer): that unit, unless the players name another.
  const target = state.units.find((u) => u.id === (targetId ?? test?.target));
  ctx.emit({
    type: 'resolved',
    mechanic: mechanic.id,
    params: { ...params },
    actor: actor?.id ?? null,
    target: target?.id ?? null,
    outcome: { ...outcome },
    typedIn: typed !== undefined,
    rolls: rolls.map(({ faces, ...r }) => ({ ...r, ...(faces ? { faces: [...faces] } : {}) })),
  });
  if (test) ctx.emit({ type: 'test-taken', unit: test.unit, mechanic: test.mechanic });
  const context: ClubContext = {
    commanders: state.commanders,
    turn: state.turn,
    step: state.step,
    options: state.options,
    params,
    ...(test ? { test } : {}),
    units: state.units,
    stepResolutions: state.stepResolutions,
  };
  emitChanges(ctx, adapter.effects(mechanic.id, outcome, actor, target, context));
  // A roll a waiting move needed (a 6mm WSS distance, a D4 of rout casualties) settles its distance.
  const waiting = actor ? state.moves.find((m) => m.unit === actor.id && m.roll?.mechanic === mechanic.id) : undefined;
  if (waiting && actor) {
    const after = adapter.afterMoveRoll?.(
      waiting,
      outcome,
      ctx.state.units.find((u) => u.id === actor.id) ?? actor,
      ctx.state.options,
    );
    const inches = outcome.inches;
    const distance = after ? after.distance : typeof inches === 'number' ? inches : waiting.distance;
    ctx.emit({
      type: 'move-rolled',
      move: waiting.id,
      unit: waiting.unit,
      distance,
      text: after?.text ?? (distance === null ? waiting.text : `${waiting.text}: ${distance}"`),
    });
    if (after) emitChanges(ctx, after.changes);
  }
  emitMoves(ctx, adapter.moves?.(mechanic.id, outcome, actor, target, context) ?? []);
  // The tests the rules call for after this result, of the units as they now stand.
  const now = (u: ClubUnit | undefined) => (u ? ctx.state.units.find((x) => x.id === u.id) : undefined);
  emitTests(
    ctx,
    adapter.testsAfter?.(mechanic.id, outcome, now(actor), now(target), { ...context, state: ctx.state }) ?? [],
  );
  const first = outcome.first;
  if (first === 'A' || first === 'B')
    ctx.emit({ type: 'active-side', side: first, why: `${mechanic.id}: side ${first} goes first` });
}

/** Applies an event (pure). */
export function reduceClub(state: ClubState, e: ClubEvent): ClubState {
  switch (e.type) {
    case 'step': {
      const newTurn = e.turn !== state.turn;
      const planning = adapterOf(state.ruleset).steps[e.step]?.planning === true;
      const units = newTurn
        ? state.units.map((u) => ({
            ...u,
            activated: false,
            order: planning ? null : u.order,
            // Tercios: a Brigade's shared card is for the turn it was planned in.
            ...(u.brigadeCard ? { brigadeCard: false } : {}),
            // Tercios: Resist!'s marker lasts the turn.
            ...(u.resisting ? { resisting: false } : {}),
          }))
        : state.units;
      // Rulebook (Tercios): Planning phase: both players remove the exhausted markers from their commanders.
      // A Coordinator's action not used lapses with its turn.
      const commanders = newTurn
        ? state.commanders.map((c) => ({ ...c, exhausted: false, ...(c.coordinating ? { coordinating: false } : {}) }))
        : state.commanders;
      const { followers: _followers, followersMust: _must, ...rest } = state;
      return { ...rest, turn: e.turn, step: e.step, units, commanders, stepResolutions: [] };
    }
    case 'active-side': {
      // The followers the event names, else none (a game saved before them has none).
      const { followers: _before, followersMust: _mustBefore, ...rest } = state;
      return {
        ...rest,
        activeSide: e.side,
        ...(e.followers ? { followers: [...e.followers] } : {}),
        ...(e.followers && e.must ? { followersMust: e.must } : {}),
      };
    }
    case 'unit-changed': {
      const units = state.units.map((u) => (u.id === e.unit ? ({ ...u, ...stripUndefined(e.patch) } as ClubUnit) : u));
      // A unit destroyed (or removed) takes no test any more.
      return {
        ...state,
        units,
        ...(e.patch.destroyed === true ? { tests: state.tests.filter((t) => t.unit !== e.unit) } : {}),
      };
    }
    case 'commander-changed':
      return {
        ...state,
        commanders: state.commanders.map((c) =>
          c.id === e.commander ? ({ ...c, ...stripUndefined(e.patch) } as ClubState['commanders'][number]) : c,
        ),
      };
    case 'points':
      return { ...state, points: { ...state.points, [e.side]: state.points[e.side] + e.delta } };
    case 'ended':
      return { ...state, over: true, winner: e.winner, victory: e.victory };
    case 'move-required':
      return { ...state, moves: [...state.moves, e.move], moveSeq: Math.max(state.moveSeq, e.move.id) };
    case 'move-rolled':
      return {
        ...state,
        moves: state.moves.map((m) => (m.id === e.move ? { ...m, roll: null, distance: e.distance, text: e.text } : m)),
      };
    case 'move-settled':
      return { ...state, moves: state.moves.filter((m) => m.id !== e.move) };
    case 'test-required':
      return {
        ...state,
        tests: [...state.tests.filter((t) => t.unit !== e.test.unit || t.mechanic !== e.test.mechanic), e.test],
      };
    case 'test-taken':
      return {
        ...state,
        tests: state.tests.filter((t) => t.unit !== e.unit || (e.mechanic !== undefined && t.mechanic !== e.mechanic)),
      };
    case 'near-router':
      return {
        ...state,
        nearRouter: { ...state.nearRouter, [e.router]: [...(state.nearRouter[e.router] ?? []), ...e.units] },
      };
    case 'resolved':
      return {
        ...state,
        stepResolutions: [
          ...keptResolutions(state.stepResolutions),
          {
            mechanic: e.mechanic,
            actor: e.actor,
            target: e.target,
            // 6mm WSS: the attempt of a charged unit (fire or square), and a Morale test taken attacked in the flank or
            // rear (what a charged unit may still do: ruling R34); Tercios: a counter-charge or interception reaction
            // (the combat that follows is fought as one); other entries stay as games saved before.
            ...(e.mechanic === 'fire-or-square'
              ? { params: e.params }
              : e.mechanic === 'morale' && e.params['flank-or-rear'] === true
                ? { params: { 'flank-or-rear': true } }
                : e.mechanic === 'reaction' &&
                    (e.params.reaction === 'counter-charge' || e.params.reaction === 'interception')
                  ? { params: { reaction: e.params.reaction } }
                  : {}),
            outcome: e.outcome,
          },
        ],
      };
    case 'note':
      return state;
  }
}

/**
 * Resolutions of a step kept for the adapters (a melee round pairs two of them; Tercios reads a unit's shot, reaction
 * and order test of the turn from its Activation step, which in a battle of 25 units a side holds a few hundred). A
 * bound far above a turn's rolls, so that no rule reads a list cut short (60 until 7 Dec 2026: a Tercios unit's
 * early shot dropped out of a long turn, and it was let shoot again).
 */
const STEP_RESOLUTIONS_KEPT = 2000;

/**
 * The step's resolutions kept when one more is added: the last ones, and always the roll that said who goes first
 * (an outcome `first`: the Sword and the Pike's 2D6 is also how many brigades each side moves).
 */
function keptResolutions(list: ClubState['stepResolutions']): ClubState['stepResolutions'] {
  if (list.length < STEP_RESOLUTIONS_KEPT) return list;
  const drop = list.findIndex((r) => r.outcome.first === undefined);
  return drop < 0 ? list.slice(1) : [...list.slice(0, drop), ...list.slice(drop + 1)];
}

/** The most losses a unit can carry: the adapter's bound, or its size (its wear track where it has one). */
export function maxLosses(state: ClubState, u: ClubUnit): number {
  const adapter = adapterOf(state.ruleset);
  return adapter.maxLosses?.(state, u) ?? adapter.track?.(u, state.commanders) ?? u.size;
}

/**
 * The waiting test a resolution of `mechanic` by `actor` takes: the actor's own, or (a brigade's test, 6mm
 * WSS activation) the one waiting for its brigade.
 */
function waitingTest(state: ClubState, actor: ClubUnit, mechanic: string): ClubTest | undefined {
  return (
    state.tests.find((t) => t.unit === actor.id && t.mechanic === mechanic) ??
    state.tests.find(
      (t) =>
        t.mechanic === mechanic &&
        t.purpose === 'brigade' &&
        state.units.some((u) => u.id === t.unit && u.group === actor.group && u.side === actor.side),
    )
  );
}

/** Records the tests the rules call for, skipping units no longer on the field. */
function emitTests(ctx: { readonly state: ClubState; emit(event: ClubEvent): void }, tests: readonly ClubTest[]): void {
  for (const test of tests)
    if (!ctx.state.units.find((u) => u.id === test.unit)?.destroyed) ctx.emit({ type: 'test-required', test });
}

/** Emits the changes an adapter derived, to units or commanders. */
function emitChanges(ctx: { emit(event: ClubEvent): void }, changes: readonly ProposedChange[]): void {
  for (const c of changes) {
    if ('unit' in c) ctx.emit({ type: 'unit-changed', unit: c.unit, patch: c.patch, why: c.why });
    else ctx.emit({ type: 'commander-changed', commander: c.commander, patch: c.patch });
  }
}

/** Records the moves the rules dictate, each with the next id. */
function emitMoves(
  ctx: { readonly state: ClubState; emit(event: ClubEvent): void },
  moves: readonly MoveOrder[],
): void {
  for (const m of moves) ctx.emit({ type: 'move-required', move: { id: ctx.state.moveSeq + 1, ...m } });
}

function stripUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The club companion's game rules, resolving with the morale and combat plugins the club's container binds
 * (a house rule of the game's ruleset), or the ruleset's defaults.
 */
export const clubRules = (
  plugins: ClubPlugins = NOTHING_BOUND,
): GameRules<ClubState, ClubDecision, ClubEvent, ClubScenario> => ({
  id: 'club/companion',
  description:
    "a companion log of a game on a real table: sequence steps, resolutions with the ruleset's mechanics, unit state, victory points",
  setup: (scenario) => {
    pluginsFor(scenario.ruleset, plugins); // a bound plugin of another ruleset is refused before the game starts
    return setupClub(scenario);
  },
  resolve: (ctx, decision) => {
    resolveClub(ctx, decision, plugins);
  },
  reduce: reduceClub,
  describeEvent: describeClubEvent,
  describeDecision: describeClubDecision,
});

/**
 * Candidate decisions for bots and the conformance kit: the next step, the activations open now, and
 * each of the step's mechanics where the form filled from the first ready unit and its enemy is complete.
 * (At the table the players may take any decision; these are the ones a tool can take blindly.)
 */
export function legalClubDecisions(state: ClubState, plugins: ClubPlugins = NOTHING_BOUND): ClubDecision[] {
  if (state.over) return [];
  const adapter = adapterOf(state.ruleset);
  // A test the rules require before the unit acts comes first.
  const byId = (id: string | undefined) => state.units.find((u) => u.id === id);
  // Not a test the rules want rolled later (The Sword and the Pike: a unit's morale after its officer's D20).
  const tests = state.tests.filter(
    (t) => !byId(t.unit)?.destroyed && !adapter.refuse?.(state, t.mechanic, byId(t.unit), byId(t.target), t.params),
  );
  if (tests.length > 0)
    return tests.flatMap((t): ClubDecision[] => [
      ...(t.optional ? [{ kind: 'decline-test' as const, unit: t.unit }] : []),
      {
        kind: 'resolve',
        mechanic: t.mechanic,
        params: { ...t.params },
        actor: t.unit,
        ...(t.target !== undefined ? { target: t.target } : {}),
      },
    ]);
  const out: ClubDecision[] = [{ kind: 'next' }];
  const step = currentStep(state);
  const ready = readyUnits(state, state.activeSide);
  // Straight after a unit others may follow (Tercios: Brigade, Horde, Coordinator): only those, or pass.
  const followers = state.followers ?? [];
  if (step.activation === 'unit')
    for (const u of ready)
      if (followers.length === 0 || followers.includes(u.id)) out.push({ kind: 'activate', unit: u.id });
  if (step.activation === 'group' && !adapter.refuseActivation?.(state))
    for (const g of new Set(ready.map((u) => u.group))) out.push({ kind: 'activate', group: g });
  if (step.activation && !(state.followersMust && followers.length > 0)) out.push({ kind: 'pass' });
  for (const move of state.moves) {
    if (!move.roll) {
      out.push({ kind: 'settle-move', move: move.id, result: 'made', where: 'as the rules say' });
      // The players may decline an optional move (and the rules' consequence of declining it follows).
      if (move.optional) out.push({ kind: 'settle-move', move: move.id, result: 'declined' });
    } else {
      try {
        const params = checkedParams(mechanicOf(state, move.roll.mechanic, plugins), move.roll.params, state.options);
        out.push({ kind: 'resolve', mechanic: move.roll.mechanic, params: { ...params }, actor: move.unit });
      } catch (error) {
        if (!MusterError.is(error)) throw error;
      }
    }
  }
  const actor = ready[0] ?? state.units.find((u) => u.side === state.activeSide && !u.destroyed);
  const target = state.units.find((u) => u.side !== state.activeSide && !u.destroyed);
  for (const id of step.mechanics) {
    const raw = adapter.prefill(id, actor, target, {
      commanders: state.commanders,
      turn: state.turn,
      options: state.options,
      step: state.step,
      stepResolutions: state.stepResolutions,
    });
    if (adapter.refuse?.(state, id, actor, target, raw)) continue; // not now (a brigade's roll before it is activated)
    const mechanic = mechanicOf(state, id, plugins);
    try {
      const params = checkedParams(mechanic, raw, state.options);
      out.push({
        kind: 'resolve',
        mechanic: id,
        params: { ...params },
        ...(actor ? { actor: actor.id } : {}),
        ...(target ? { target: target.id } : {}),
      });
    } catch (error) {
      if (!MusterError.is(error)) throw error; // an incomplete form: the players must fill it in
    }
  }
  return out;
}

/** The club companion's sequence: the ruleset's turn as steps, with the active side of activations. */
export const clubSequence = (plugins: ClubPlugins = NOTHING_BOUND): SequencePlugin<ClubState, ClubDecision> => ({
  id: 'club/sequence',
  description: "walks the ruleset's turn sequence step by step; the players decide everything else",
  phases: ["the ruleset's own turn sequence (see the adapter steps)"],
  activePlayer: (s) => (s.over ? null : s.activeSide),
  legalDecisions: (s) => legalClubDecisions(s, plugins),
  checkDecision: (s, d) => checkClubDecision(s, d, plugins),
  isOver: (s) => s.over,
  result: (s) => ({ winner: s.winner, victory: s.victory, points: { ...s.points }, turns: s.turn }),
});
