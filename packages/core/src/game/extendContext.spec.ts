import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../dice/ScriptedDice.js';
import type { GameRules, ResolveContext } from '../plugins/GameRules.js';
import { GameRulesToken } from '../plugins/tokens.js';
import { raceRules, raceRuleset, type RaceDecision, type RaceEvent, type RaceState } from '../testing/raceRuleset.js';
import { extendContext } from './extendContext.js';
import { createGame } from './Game.js';

// A context's `state` must be a data property, never a getter (extendContext says why).
const isDataProperty = (o: object, key: string): boolean => {
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d !== undefined && 'value' in d && d.get === undefined;
};

describe('extendContext', () => {
  it('adds the fields given, and its state follows every event emitted through it', () => {
    let state = 0;
    const emitted: number[] = [];
    const context: ResolveContext<number, number> = {
      get state() {
        return state;
      },
      dice: ScriptedDice.of([]),
      emit: (event) => {
        emitted.push(event);
        state += event;
      },
    };
    const extended = extendContext(context, { options: { bonus: 2 } });
    expect(extended.options).toEqual({ bonus: 2 });
    expect(extended.dice).toBe(context.dice);
    expect(isDataProperty(extended, 'state')).toBe(true);
    expect(extended.state).toBe(0);
    extended.emit(3);
    expect(extended.state).toBe(3);
    extended.emit(4);
    expect(extended.state).toBe(7);
    expect(emitted).toEqual([3, 4]);
  });
});

describe('Game.decide gives resolve a live context', () => {
  it('whose state is a data property that follows every event', () => {
    const checks: { data: boolean; followed: boolean }[] = [];
    const watching: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = {
      ...raceRules,
      resolve: (context, decision, player) => {
        const before = context.state;
        raceRules.resolve(context, decision, player);
        checks.push({
          data: isDataProperty(context, 'state'),
          followed:
            context.state !== before &&
            JSON.stringify(context.state) === JSON.stringify(raceRules.reduce(before, lastEvent(game.log))),
        });
      },
    };
    const lastEvent = (log: readonly { type: string; event?: unknown }[]): RaceEvent =>
      log.filter((e) => e.type === 'event').at(-1)!.event as RaceEvent;
    const game = createGame<RaceState, RaceDecision, RaceEvent>(
      raceRuleset,
      { start: 0 },
      {
        seed: 'live',
        configure: (container) => {
          container.unbind(GameRulesToken);
          container.bind(GameRulesToken).toConstantValue(watching);
        },
      },
    );
    game.decide({ kind: 'advance' });
    game.decide({ kind: 'advance' });
    expect(checks).toEqual([
      { data: true, followed: true },
      { data: true, followed: true },
    ]);
  });
});
