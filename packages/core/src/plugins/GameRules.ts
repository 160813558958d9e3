import type { Dice } from '../dice/Dice.js';
import type { PluginInfo } from './PluginInfo.js';
import type { PlayerId } from './SequencePlugin.js';

/** What {@link GameRules.resolve} works with: the current state, the dice, and `emit` for events. */
export interface ResolveContext<State, Event> {
  /** The state as it stands, including every event emitted so far in this resolution. */
  readonly state: State;
  readonly dice: Dice;
  /** Records an event and applies it through the reducer at once. Uses no `this`, so it may be destructured. */
  emit(this: void, event: Event): void;
}

/**
 * The game rules of a ruleset, event-sourced: `setup` builds the first state, `resolve` turns a
 * decision and dice into events, and `reduce` — the one reducer of the ruleset — applies an event.
 * `reduce` must be pure and must not roll, so a log of events replays without dice.
 */
export interface GameRules<
  State = unknown,
  Decision = unknown,
  Event = unknown,
  Scenario = unknown,
> extends PluginInfo {
  /** The first state of a game from a validated scenario. May roll (deployment, terrain); rolls are logged. */
  setup(scenario: Scenario, dice: Dice): State;
  /** Resolves a legal decision of `player`, emitting events. */
  resolve(context: ResolveContext<State, Event>, decision: Decision, player: PlayerId): void;
  /** Applies one event. Pure. */
  reduce(state: State, event: Event): State;
  /** A one-line description of an event, for narratives and logs. */
  describeEvent(event: Event, state: State): string;
  /** A one-line description of a decision. */
  describeDecision(decision: Decision, state: State, player: PlayerId): string;
}
