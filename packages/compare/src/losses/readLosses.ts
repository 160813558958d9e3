import { z } from 'zod';
import type { UnitLoss } from './UnitLoss.js';

// Each reader takes only the fields it needs from the ruleset's final state (z.object drops the rest),
// so a ruleset adding fields never breaks it.
const count = z.number().int().min(0);

// Rulebook (Tercios): a unit's Stamina is the wear (Dm) it can take; a destroyed unit leaves the table.
const TerciosUnits = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      side: z.string(),
      profile: z.string(),
      values: z.object({ stamina: count }),
      wear: count,
      destroyed: z.boolean(),
    }),
  ),
});
// Rulebook (The Sword and the Pike): casualties are figures; a removed unit (destroyed, captured, left the field) is gone.
const SwordAndPikeUnits = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      side: z.string(),
      troop: z.string(),
      startFigures: count,
      figures: count,
      status: z.string(),
    }),
  ),
});
// Rulebook (WSS): losses are elements, or for a field battery hits (four remove a gun); a destroyed unit,
// or one that left the table, is gone.
const WssUnits = z.object({
  units: z.array(
    z.object({
      id: z.string(),
      side: z.string(),
      arm: z.string(),
      type: z.string(),
      elements: count,
      lost: count.optional(),
      status: z.string().optional(),
    }),
  ),
});
const WSS_HITS_PER_GUN = 4;

const clampLost = (lost: number, of: number) => Math.min(lost, of);

/** The loss readers by ruleset id: the final state of a battle → each unit's losses. */
export const LOSS_READERS: Readonly<Record<string, (state: unknown) => UnitLoss[] | null>> = {
  tercios: (state) => {
    const s = TerciosUnits.safeParse(state);
    return s.success
      ? s.data.units
          .filter((u) => u.values.stamina > 0)
          .map((u) => ({
            unit: u.id,
            side: u.side,
            type: u.profile,
            lost: clampLost(u.wear, u.values.stamina),
            of: u.values.stamina,
            gone: u.destroyed,
          }))
      : null;
  },
  'sword-and-pike': (state) => {
    const s = SwordAndPikeUnits.safeParse(state);
    return s.success
      ? s.data.units
          .filter((u) => u.startFigures > 0)
          .map((u) => ({
            unit: u.id,
            side: u.side,
            type: u.troop,
            lost: clampLost(u.startFigures - u.figures, u.startFigures),
            of: u.startFigures,
            gone: u.status === 'removed',
          }))
      : null;
  },
  'wss-6mm': (state) => {
    const s = WssUnits.safeParse(state);
    return s.success
      ? s.data.units
          .filter((u) => u.elements > 0)
          .map((u) => {
            const of = u.arm === 'battery' ? u.elements * WSS_HITS_PER_GUN : u.elements;
            return {
              unit: u.id,
              side: u.side,
              type: u.type,
              lost: clampLost(u.lost ?? 0, of),
              of,
              gone: u.status === 'destroyed' || u.status === 'left-table',
            };
          })
      : null;
  },
};

/**
 * Each unit's losses at the end of a battle of the ruleset `rulesetId`, or null when the ruleset has no
 * loss reader (Tacmento: its losses are captured cards, returned between rounds) or the state does not
 * have the fields it reads.
 *
 * @example
 * readLosses('tercios', game.state)?.filter((u) => u.gone);
 */
export function readLosses(rulesetId: string, state: unknown): UnitLoss[] | null {
  const reader = LOSS_READERS[rulesetId];
  return reader ? reader(state) : null;
}
