import { troopProfile } from '../profiles/troopProfiles.js';
import { u, type BattleContext, type LostOfficer } from './context.js';
import type { UnitState } from './State.js';
import { fight, isLighterCavalry, standTest, type Winner } from './closeCombat.js';
import { pistolsAtClosing } from './fire.js';
import { applyResult, staffLostTests, tableTest } from './moraleTests.js';
import { moveToward } from '../table/unitGeometry.js';
import { moveAllowance, onTable, rangeBetween } from './unitRules.js';

/**
 * Ruling R45: a charger whose target fled before contact halts where its charge stopped, or (`fledTarget:
 * 'follow-up'`) follows up toward the target with what is left of its move, stopping 1" short as every advance.
 */
function afterFledTarget(ctx: BattleContext, id: string): void {
  const c = u(ctx, id);
  if (ctx.state.options.fledTarget !== 'follow-up' || c.charge === null) return;
  const t = u(ctx, c.charge.target);
  const left = moveAllowance(ctx.state, c) - c.charge.travelled;
  if (!onTable(t) || left <= 1e-6) return;
  const to = moveToward(ctx.state, c, t.x, t.y, left);
  if (to.moved > 1e-6) ctx.emit({ type: 'followed-up', unit: id, x: to.x, y: to.y });
}

/**
 * The target fell back after `c` came in — in a fire phase (ruling R45), at a closing (R56), or evading another charger
 * (R32) — and so has moved a normal move away from it. A charger that came in after the fall back (the target fell
 * back evading it, R32) charged the target where it now is: it is in contact.
 */
function fellBackFrom(c: UnitState, t: UnitState): boolean {
  // Stryker disable next-line OptionalChaining: equivalent — asked of chargers only, whose charge is set
  return t.fellBack && c.charge?.reachedAfterFallBack !== true;
}

/**
 * Whether a charger fires its front rank's pistols at the closing, or halted short of it: armed with pistols, not yet
 * fired this turn, and its player did not hold them with the charge order (FIRE: "may fire one pistol if it closes";
 * "Cavalry that does not close (halts due to morale) may similarly fire the front rank").
 */
function firesPistols(c: UnitState): boolean {
  // Stryker disable next-line OptionalChaining: equivalent — asked of chargers only, whose charge is set
  return troopProfile(c.troop).pistols && !c.firedThisTurn && c.charge?.pistols !== false;
}

/** SEQUENCE OF ACTIONS 6-8 with Close Combat A-E and L. */
export function resolveCharges(ctx: BattleContext): void {
  // Chargers that passed (or needed no) "To Close" test against a target that had fallen back since they came in
  // (in a fire phase, or evading another charger): out of contact, they do not close; the target still tests to
  // stand (ruling R45).
  const pressing: string[] = [];
  // 6. Test "To Close" morale for units charging (not needed to attack a rear).
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!onTable(c) || c.status === 'routed' || c.charge === null) continue;
    const t = u(ctx, c.charge.target);
    // A target gone from the table (shot away, routed off it): the charger stays where its charge stopped, in good
    // order — it did not halt due to morale, and "Disorder is caused by falling back, rallying from routed, or
    // fighting in close combat" (ruling R45: as for a fled target; nothing is left to follow up).
    if (!onTable(t)) continue;
    if (c.charge.halted) {
      // Halted by a morale result in a fire phase: "Cavalry that does not close (halts due to morale) may similarly
      // fire the front rank" (at +1, disordered), if the target is still where the charge stopped.
      if (firesPistols(c) && rangeBetween(c, t) <= 1.01) pistolsAtClosing(ctx, id, t.id);
      continue;
    }
    // A rear charge closes without a test; any other closes only on "carry on".
    if (!c.charge.rear) {
      const result = tableTest(ctx, id, `to close with ${t.name}`, 'to-close', {
        vsLighterCavalry: isLighterCavalry(t),
      });
      if (result !== 'carry-on') {
        applyResult(ctx, id, result);
        // "Cavalry that does not close (halts due to morale) may similarly fire the front rank ... +1 ... disordered."
        const after = u(ctx, id);
        if (result === 'halt' && firesPistols(after) && !fellBackFrom(c, t)) pistolsAtClosing(ctx, id, t.id);
        continue;
      }
    }
    if (fellBackFrom(c, t)) {
      pressing.push(id);
      continue;
    }
    // A target that routed since the charge (by fire) has moved a normal move away: not in contact, it is not
    // "attacked in close combat" (ruling R49); the charger holds or follows up as for a fled target (R45).
    if (t.status === 'routed' && ctx.state.options.routedTarget === 'out-of-contact' && rangeBetween(c, t) > 1.01) {
      afterFledTarget(ctx, id);
      continue;
    }
    ctx.emit({ type: 'closed', unit: id, target: t.id });
    // "The front rank of cavalry armed with pistols who are charging ... may fire one pistol if it closes."
    if (firesPistols(c)) pistolsAtClosing(ctx, id, t.id);
  }
  // 7. Test "To Stand" morale for units being charged. A target that does not stand (or fell back away from every
  // charger) has fled before contact: it is not fought (ruling R45).
  const tested = new Set<string>();
  const fled = new Set<string>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!onTable(c) || c.charge === null || !(c.charge.closed || pressing.includes(id))) continue;
    const t = u(ctx, c.charge.target);
    if (!onTable(t) || t.status === 'routed' || tested.has(t.id)) continue;
    tested.add(t.id);
    // One test however many charge it; at -1 if any of them comes in from the rear (a flank: ruling R43).
    const closing = ctx.state.chargeOrder
      .map((x) => u(ctx, x))
      .filter((o) => o.charge?.target === t.id && (o.charge.closed || pressing.includes(o.id)) && onTable(o));
    const stood = standTest(
      ctx,
      c,
      t,
      closing.some((o) => o.charge?.rear === true),
      closing.some((o) => o.charge?.flank === true),
      // In contact with a charger that closed and that it has not fallen back from (a charger that came in after it
      // fell back evading, R32), or that closed before it fell back at the closing under `fellBackAtClosing:
      // 'in-contact'` (R56); out of contact with a charger that found it gone (R45).
      !closing.some(
        (o) =>
          !pressing.includes(o.id) && (!fellBackFrom(o, t) || ctx.state.options.fellBackAtClosing === 'in-contact'),
      ),
    );
    if (!stood) fled.add(t.id);
  }
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (onTable(c) && c.status !== 'routed' && c.charge !== null && fled.has(c.charge.target)) afterFledTarget(ctx, id);
  }
  // 8. Fight all close combats, testing morale for losing units. Every charger that closed on one target
  // fights it together, in one combat (ruling R42).
  const lost: LostOfficer[] = [];
  const winners: Winner[] = [];
  const groups = new Map<string, string[]>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!c.charge?.closed || !onTable(c) || c.status === 'routed' || fled.has(c.charge.target)) continue;
    groups.set(c.charge.target, [...(groups.get(c.charge.target) ?? []), id]);
  }
  for (const [targetId, ids] of groups) {
    const t = u(ctx, targetId);
    if (!onTable(t)) continue;
    const closedOn = ids.filter((id) => {
      const c = u(ctx, id);
      return onTable(c) && c.status !== 'routed' && c.charge?.closed === true && c.charge.target === targetId;
    });
    // A target that routed after a charger closed (at the closing: its Staff Officer lost to pistols) has moved a
    // normal move away from it: as one routed before the charges are tested (ruling R49), it is not attacked by a
    // charger it is no longer within 1" of; that charger holds or follows up (R45).
    const outOfContact = (id: string) =>
      t.status === 'routed' &&
      ctx.state.options.routedTarget === 'out-of-contact' &&
      rangeBetween(u(ctx, id), t) > 1.01;
    const away = new Set(closedOn.filter(outOfContact));
    for (const id of away) afterFledTarget(ctx, id);
    const live = closedOn.filter((id) => !away.has(id));
    if (live.length === 0) continue;
    const rear = live.some((id) => u(ctx, id).charge?.rear === true);
    const flank = live.some((id) => u(ctx, id).charge?.flank === true);
    winners.push(...fight(ctx, live, targetId, rear, lost, flank));
  }
  // L. "... check Morale of any Units that lost their Staff, and then take winners 'Bonus Options'."
  staffLostTests(ctx, lost);
  for (const w of winners) {
    const unit = u(ctx, w.unit);
    if (onTable(unit) && unit.status !== 'routed' && !ctx.state.winners.some((x) => x.unit === w.unit))
      ctx.emit({ type: 'winner-pending', unit: w.unit, vacated: w.vacated });
  }
}
