import type { ResolveContext } from '../plugins/GameRules.js';

/**
 * The context `resolve` was given, with fields of the ruleset's own added (its options, say), for the
 * ruleset's resolution code. Its `state` follows every event emitted through it, as the original's does.
 * `extra`'s fields are named otherwise than the context's own (`state`, `dice`, `emit`).
 *
 * `state` is a data property that `emit` keeps up to date, not a getter: an object literal with a getter
 * gets a new hidden class each time it is built (the class holds the getter, a new closure each time),
 * and V8's young-generation collector keeps such a class's closure, and through it every state the
 * resolution built, alive until the next full collection (in Taĉmento's one-move search, 294 KB promoted
 * to the old generation a battle instead of 38 KB; bench/README.md, 1 Dec 2026). Build contexts with
 * this, or the same way.
 *
 * @example
 * resolve: (context, decision, player) => resolveBattle(extendContext(context, { options }), decision, player),
 */
export function extendContext<State, Event, Extra extends object>(
  context: ResolveContext<State, Event>,
  extra: Extra,
): ResolveContext<State, Event> & Extra {
  // The context's own fields first and the extra ones copied onto them: a clone of `extra` (`{ ...extra, state }`)
  // whose `state` is written afterwards makes V8 migrate a deprecated hidden class on every call (10x slower).
  const extended: { state: State } & Omit<ResolveContext<State, Event>, 'state'> = {
    state: context.state,
    dice: context.dice,
    emit: (event: Event) => {
      context.emit(event);
      extended.state = context.state;
    },
  };
  return Object.assign(extended, extra);
}
