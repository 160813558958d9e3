import { troopProfile } from '../profiles/troopProfiles.js';
import { u, type BattleContext, type LostOfficer } from './context.js';
import { fight, isLighterCavalry, standTest, type Winner } from './closeCombat.js';
import { pistolsAtClosing } from './fire.js';
import { applyResult, staffLostTests, tableTest } from './moraleTests.js';
import { onTable } from './unitRules.js';

/** SEQUENCE OF ACTIONS 6-8 with Close Combat A-E and L. */
export function resolveCharges(ctx: BattleContext): void {
  // 6. Test "To Close" morale for units charging (not needed to attack a rear).
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!onTable(c) || c.status === 'routed' || c.charge === null) continue;
    const t = u(ctx, c.charge.target);
    if (!onTable(t)) {
      ctx.emit({ type: 'charge-halted', unit: id });
      continue;
    }
    let closed = c.charge.rear;
    if (!closed) {
      const result = tableTest(ctx, id, `to close with ${t.name}`, 'moving', { vsLighterCavalry: isLighterCavalry(t) });
      if (result === 'carry-on') closed = true;
      else {
        applyResult(ctx, id, result);
        // "Cavalry that does not close (halts due to morale) may similarly fire the front rank ... +1 ... disordered."
        const after = u(ctx, id);
        if (result === 'halt' && troopProfile(after.troop).pistols && !after.firedThisTurn)
          pistolsAtClosing(ctx, id, t.id);
        continue;
      }
    }
    ctx.emit({ type: 'closed', unit: id, target: t.id });
    // "The front rank of cavalry armed with pistols who are charging ... may fire one pistol if it closes."
    if (troopProfile(c.troop).pistols && !c.firedThisTurn) pistolsAtClosing(ctx, id, t.id);
  }
  // 7. Test "To Stand" morale for units being charged.
  const tested = new Set<string>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!c.charge?.closed || !onTable(c)) continue;
    const t = u(ctx, c.charge.target);
    if (!onTable(t) || t.status === 'routed' || tested.has(t.id)) continue;
    tested.add(t.id);
    // One test however many charge it; at -1 if any of them comes in from the rear (a flank: ruling R43).
    const closing = ctx.state.chargeOrder
      .map((x) => u(ctx, x))
      .filter((o) => o.charge?.target === t.id && o.charge.closed && onTable(o));
    standTest(
      ctx,
      c,
      t,
      closing.some((o) => o.charge?.rear === true),
      closing.some((o) => o.charge?.flank === true),
    );
  }
  // 8. Fight all close combats, testing morale for losing units. Every charger that closed on one target
  // fights it together, in one combat (ruling R42).
  const lost: LostOfficer[] = [];
  const winners: Winner[] = [];
  const groups = new Map<string, string[]>();
  for (const id of ctx.state.chargeOrder) {
    const c = u(ctx, id);
    if (!c.charge?.closed || !onTable(c) || c.status === 'routed') continue;
    groups.set(c.charge.target, [...(groups.get(c.charge.target) ?? []), id]);
  }
  for (const [targetId, ids] of groups) {
    const t = u(ctx, targetId);
    if (!onTable(t) || t.fellBack) continue;
    const live = ids.filter((id) => {
      const c = u(ctx, id);
      return onTable(c) && c.status !== 'routed' && c.charge?.closed === true && c.charge.target === targetId;
    });
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
