import { z } from 'zod';
import type { Roll } from '../dice/Roll.js';
import type { PlayerId } from '../plugins/SequencePlugin.js';

/** A decision taken by a player, as logged. */
export interface DecisionEntry<Decision = unknown> {
  readonly type: 'decision';
  readonly seq: number;
  readonly player: PlayerId;
  readonly decision: Decision;
}

/** A roll of the dice, as logged, with its purpose. */
export interface RollEntry {
  readonly type: 'roll';
  readonly seq: number;
  readonly roll: Roll;
}

/** A ruleset event, as logged. */
export interface EventEntry<Event = unknown> {
  readonly type: 'event';
  readonly seq: number;
  readonly event: Event;
}

/** One entry of the append-only game log. */
export type LogEntry<Decision = unknown, Event = unknown> = DecisionEntry<Decision> | RollEntry | EventEntry<Event>;

export const RollSchema = z.strictObject({
  kind: z.enum(['die', 'pool', 'pool-at-most', 'sum', 'faces']),
  purpose: z.string(),
  count: z.number().int().min(0),
  sides: z.number().int().min(1),
  target: z.number().optional(),
  result: z.number().int(),
  faces: z.array(z.number().int().min(1)).optional(),
});

/** Zod schema of a log entry; decisions and events are checked against the ruleset's schemas separately. */
export const LogEntrySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('decision'),
    seq: z.number().int().min(0),
    player: z.string(),
    decision: z.unknown(),
  }),
  z.strictObject({ type: z.literal('roll'), seq: z.number().int().min(0), roll: RollSchema }),
  z.strictObject({ type: z.literal('event'), seq: z.number().int().min(0), event: z.unknown() }),
]);
