import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { activeUnits, blockedAt, distance, onTable, slide } from './table.js';
import { unitWith } from './stateShapes.js';

/** The nearest enemy unit that is not routed (ties: army-list order), if any. */
function nearestEnemy(state: BattleState, u: BattleUnit): BattleUnit | undefined {
  let best: BattleUnit | undefined;
  for (const o of activeUnits(state))
    if (o.side !== u.side && o.order !== 'routed' && (!best || distance(u, o) < distance(u, best))) best = o;
  return best;
}

/**
 * The facing a unit falling back takes before its move. Rulebook: Falling Back ("Units falling back do so facing
 * the enemy a normal move"). `straight-back` keeps its own facing (it moves straight back from it); `face-enemy`
 * (ruling R46) first turns it on its front centre to face the nearest enemy not routed, when that turns it by more
 * than 1 degree and the turned base is on the table and clear of every other unit (otherwise it does not turn).
 */
export function fallBackFacing(
  state: BattleState,
  u: BattleUnit,
  options: Pick<Wss6mmOptions, 'fallBackFacing'> = DEFAULT_OPTIONS,
): { facing: number; enemy: BattleUnit | null } {
  const stay = { facing: u.facing, enemy: null };
  if (options.fallBackFacing === 'straight-back') return stay;
  const e = nearestEnemy(state, u);
  if (!e) return stay;
  const facing = Math.atan2(e.y - u.y, e.x - u.x);
  const by = facing - u.facing;
  const turn = Math.abs(Math.atan2(Math.sin(by), Math.cos(by)));
  const turned = unitWith(u, { facing });
  if (turn <= Math.PI / 180 || !onTable(state, turned) || blockedAt(state, turned, u.x, u.y)) return stay;
  return { facing, enemy: e };
}

/**
 * Whether a unit in melee that falls back breaks off combat. Rulebook: Resolve Test ("FALL BACK and break off combat
 * where possible"). `always` (ruling R44's default): it always does. `unless-blocked`: only if it can step back (1/4",
 * in the direction it falls back, ruling R46) without meeting an enemy or the table edge; friends do not stop it
 * (it flows around them, ruling R29).
 */
export function mayBreakOff(
  state: BattleState,
  u: BattleUnit,
  options: Pick<Wss6mmOptions, 'fallBackBreakOff' | 'fallBackFacing'> = DEFAULT_OPTIONS,
): boolean {
  if (options.fallBackBreakOff === 'always') return true;
  const facing = fallBackFacing(state, u, options).facing;
  const friends = activeUnits(state)
    .filter((o) => o.side === u.side)
    .map((o) => o.id);
  const step = slide(state, { ...u, facing }, -Math.cos(facing), -Math.sin(facing), 0.25, {
    enemyBuffer: 0,
    ignore: friends,
  });
  return step.moved > 0;
}
