import { MusterError, mapPacked, type Dice, type Vec } from '@muster/core';
import type { BattleAnswers, BattleContext, PassedAnswer } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { Side } from './Scenario.js';
import {
  RESUMED_FIELDS,
  type BattleState,
  type PendingEscape,
  type PendingPassed,
  type PendingSelfless,
  type Resume,
} from './State.js';
import { reduceBattle } from './reduce.js';
import { stateWith } from './stateShapes.js';

/*
 * Questions asked in the middle of a decision. The rules give a player a choice at a moment inside what another
 * decision sets off: In the wrong place ("If it obtains at least one success, it may make a movement to move away from
 * the enemy") at the contact, before the charge's combat; Selfless ("a unit attached to this commander that fails a
 * rout test may re-roll its dice") at the failed test, inside a shot, a combat round or any Dm; Movement > Overlap ("the
 * commander may choose to join the unit that it passes through") at the passing, once the unit's move has ended (option
 * `battle.passedThroughWhen: 'at-passing'`). The battle stops there: the events so far stand, the question is asked
 * (`escape-offered`, `selfless-offered`, `passed-through-offered`), and the decision waits with what it had done
 * (`state.resume`). The answer resumes it from that moment: the decision is resolved again from the
 * state before it with the dice it had rolled and the answers it had been given, without emitting its events again,
 * and from the question on its events are the log's. A question met after that one stops it again, and so on.
 *
 * Every resolution runs this way (its dice results noted), so that a question met anywhere (a rout test deep in the
 * rules layer's combat round) needs no code of its own to resume: the rules and the table code stay one path.
 */

/** An answer as the decision's record keeps it. */
type Answer = Resume['answers'][number];

/** A question the resolution asks its player. */
type Question =
  | { readonly kind: 'escape'; readonly pending: PendingEscape }
  | { readonly kind: 'selfless'; readonly pending: PendingSelfless }
  | { readonly kind: 'passed-through'; readonly pending: PendingPassed };

/** Thrown where a question has no answer yet: the resolution stops there (`run` catches it). */
class AnswerNeeded extends Error {
  constructor(readonly question: Question) {
    super();
  }
}

/** A dice result: a count, a total, a face, or the faces of a throw. */
type Result = number | number[];

/**
 * Dice that hand out `replay` first (the results of the dice a stopped resolution rolled, in order), then roll `live`;
 * every result is noted (`noted`) for the next stop.
 */
class NotedDice implements Dice {
  readonly noted: Result[] = [];
  private next = 0;

  constructor(
    private readonly live: Dice,
    private readonly replay: readonly Result[],
  ) {}

  /** Whether every replayed result has been handed out. */
  get replayDone(): boolean {
    return this.next === this.replay.length;
  }

  d(sides: number, purpose: string): number {
    return this.count(this.replaying() ? this.fromReplay() : this.live.d(sides, purpose));
  }

  pool(count: number, sides: number, target: number, purpose: string): number {
    return this.count(this.replaying() ? this.fromReplay() : this.live.pool(count, sides, target, purpose));
  }

  poolAtMost(count: number, sides: number, ceiling: number, purpose: string): number {
    return this.count(this.replaying() ? this.fromReplay() : this.live.poolAtMost(count, sides, ceiling, purpose));
  }

  sum(count: number, sides: number, purpose: string): number {
    return this.count(this.replaying() ? this.fromReplay() : this.live.sum(count, sides, purpose));
  }

  faces(count: number, sides: number, purpose: string): number[] {
    const out = this.replaying() ? this.fromReplay() : this.live.faces(count, sides, purpose);
    if (!Array.isArray(out)) throw diverged('the dice replayed a number where faces were rolled');
    this.noted.push([...out]);
    return [...out];
  }

  private replaying(): boolean {
    return this.next < this.replay.length;
  }

  private fromReplay(): Result {
    return this.replay[this.next++]!;
  }

  private count(out: Result): number {
    if (typeof out !== 'number') throw diverged('the dice replayed faces where a number was rolled');
    this.noted.push(out);
    return out;
  }
}

function diverged(why: string): MusterError {
  return new MusterError('internal', `a decision resumed after a question did not replay as it was resolved: ${why}`);
}

/** What a resolution starts from: the decision, the state before it, and what a stopped one had done. */
interface Run {
  readonly decision: BattleDecision;
  readonly player: Side;
  readonly before: BattleState;
  /** The answers given so far, in the order their questions came. */
  readonly answers: readonly Answer[];
  /** The dice results the stopped resolution had (none: a new decision). */
  readonly rolls: readonly Result[];
  /** The events the stopped resolution had emitted, not emitted again. */
  readonly events: number;
}

/**
 * The context a resolution runs in: until the last answer is reached it replays (its events applied to a state of its
 * own, its dice the noted results); from there on it is the battle's (`base`).
 */
class AnsweringContext implements BattleContext, BattleAnswers {
  state: BattleState;
  readonly dice: NotedDice;
  readonly options: BattleContext['options'];
  readonly plugins: BattleContext['plugins'];
  /** Events the resolution has emitted, replayed ones included. */
  emitted = 0;
  private replaying: boolean;
  private answered = 0;

  constructor(
    private readonly base: BattleContext,
    private readonly run: Run,
  ) {
    this.replaying = run.answers.length > 0;
    this.state = this.replaying ? run.before : base.state;
    this.dice = new NotedDice(base.dice, run.rolls);
    this.options = base.options;
    this.plugins = base.plugins;
  }

  get answers(): BattleAnswers {
    return this;
  }

  emit(event: BattleEvent): void {
    this.emitted++;
    if (this.replaying) {
      this.state = reduceBattle(this.state, event);
      return;
    }
    this.base.emit(event);
    this.state = this.base.state;
  }

  escape(pending: PendingEscape): Vec {
    return (this.answer({ kind: 'escape', pending }) as Extract<Answer, { kind: 'escape' }>).to;
  }

  selfless(pending: PendingSelfless): boolean {
    return (this.answer({ kind: 'selfless', pending }) as Extract<Answer, { kind: 'selfless' }>).reroll;
  }

  passedThrough(pending: PendingPassed): PassedAnswer {
    const a = this.answer({ kind: 'passed-through', pending }) as Extract<Answer, { kind: 'passed-through' }>;
    return a.join === true ? { join: true } : { to: a.to! };
  }

  /** The answer given to the next question, or the stop: a question with no answer yet. */
  private answer(question: Question): Answer {
    if (this.answered < this.run.answers.length) {
      const a = this.run.answers[this.answered++]!;
      if (a.kind !== question.kind) throw diverged(`${question.kind} was asked where ${a.kind} was answered`);
      // The question answered last: it is closed on the battle, whose state the resolution goes on with.
      if (this.answered === this.run.answers.length) {
        if (this.emitted !== this.run.events || !this.dice.replayDone)
          throw diverged(`the question came after ${this.emitted} events, not ${this.run.events}, or dice were left`);
        this.replaying = false;
        this.base.emit(closing(question, a));
        this.state = this.base.state;
      }
      return a;
    }
    // Past the last answer the resolution is live (`replaying` ended with it): the question stops it.
    throw new AnswerNeeded(question);
  }
}

/**
 * Resolves `decision` with `resolve`, asking its questions of the players (`ctx.answers`): stopped at one, it emits
 * the question with what it had done (`escape-offered`, `selfless-offered`, `passed-through-offered`). Rulebook:
 * Commanders and Losses > In the wrong place; Automatic Kingdoms Traits > Selfless; Movement > Overlap.
 */
export function resolveAnswering(
  ctx: BattleContext,
  decision: BattleDecision,
  player: Side,
  resolve: (ctx: BattleContext, decision: BattleDecision, player: Side) => void,
): void {
  run(ctx, { decision, player, before: ctx.state, answers: [], rolls: [], events: 0 }, resolve);
}

/**
 * The answer to the question the battle waits on (`state.resume`): the decision it stopped is resolved again from
 * the state before it and carries on from the question with `answer`.
 */
export function resumeAnswered(
  ctx: BattleContext,
  answer: Answer,
  resolve: (ctx: BattleContext, decision: BattleDecision, player: Side) => void,
): void {
  const resume = ctx.state.resume!;
  run(
    ctx,
    {
      decision: resume.decision as BattleDecision,
      player: resume.player,
      before: stateBefore(ctx.state, resume.undo),
      answers: [...resume.answers, answer],
      rolls: resume.rolls,
      events: resume.events,
    },
    resolve,
  );
}

function run(
  base: BattleContext,
  r: Run,
  resolve: (ctx: BattleContext, decision: BattleDecision, player: Side) => void,
): void {
  const ctx = new AnsweringContext(base, r);
  try {
    resolve(ctx, r.decision, r.player);
  } catch (error) {
    if (!(error instanceof AnswerNeeded)) throw error;
    const resume: Resume = {
      decision: r.decision,
      player: r.player,
      undo: undoTo(r.before, base.state),
      rolls: ctx.dice.noted,
      answers: [...r.answers],
      events: ctx.emitted,
    };
    const q = error.question;
    base.emit(
      q.kind === 'escape'
        ? { kind: 'escape-offered', pending: q.pending, resume }
        : q.kind === 'selfless'
          ? { kind: 'selfless-offered', pending: q.pending, resume }
          : { kind: 'passed-through-offered', pending: q.pending, resume },
    );
  }
}

/** The event that closes `question`, answered `a`: the decision it stopped goes on. */
function closing(question: Question, a: Answer): BattleEvent {
  switch (question.kind) {
    case 'escape':
      return { kind: 'escape-closed', commander: question.pending.commander };
    case 'selfless':
      return { kind: 'selfless-answered', unit: question.pending.unit, reroll: (a as { reroll: boolean }).reroll };
    case 'passed-through':
      return { kind: 'passed-through-closed', commander: question.pending.commander };
  }
}

/** What brings `now` back to `before`: the fields, units and commanders that differ, as they were. */
function undoTo(before: BattleState, now: BattleState): Resume['undo'] {
  const fields: Record<string, unknown> = {};
  // An optional field the older state lacked reads as null (stateWith copies it so).
  for (const key of RESUMED_FIELDS) if (before[key] !== now[key]) fields[key] = before[key] ?? null;
  return {
    fields,
    units: before.units.filter((u, i) => u !== now.units[i]),
    commanders: before.commanders.filter((c, i) => c !== now.commanders[i]),
  };
}

/** The state a stopped decision started from: `now` with `undo` applied, no question waiting. */
function stateBefore(now: BattleState, undo: Resume['undo']): BattleState {
  const units = new Map(undo.units.map((u) => [u.id, u]));
  const commanders = new Map(undo.commanders.map((c) => [c.id, c]));
  return stateWith(now, {
    ...(undo.fields as Partial<BattleState>),
    units: mapPacked(now.units, (u) => units.get(u.id) ?? u),
    commanders: mapPacked(now.commanders, (c) => commanders.get(c.id) ?? c),
    escapes: null,
    selfless: null,
    // A decision stops only when no commander passed through waits to be asked (one waiting is the only decision
    // legal, and answering it asks nothing): the list before it was empty.
    passedThrough: null,
    resume: null,
  });
}
