import { smallArmsFire } from '../fire/smallArmsFire.js';
import type { ChargeBonus } from '../melee/meleeRoll.js';
import { resolvePassed, resolveTest } from '../morale/resolveTest.js';
import { chargeReactionTest, chargeTest } from '../movement/chargeTest.js';
import { isColumn } from '../movement/formations.js';
import { moveDistance } from '../movement/movementTable.js';
import { type BattleContext, casualtyOf, current, note, setUnit, worsenOrder } from './BattleContext.js';
import type { BattleUnit } from './BattleState.js';
import { inflict } from './casualties.js';
import { chargeArm } from './legalOrders.js';
import { takeMoraleTest } from './moraleHelpers.js';
import { ahead, facing, frontElements, remaining, round, slide } from './table.js';

/** The charging bonus of `c` against `t`. Rulebook: Melee > The Combat (charging units). */
export function chargeBonusOf(c: BattleUnit, t: BattleUnit): ChargeBonus {
  if (c.arm !== 'horse') return 'none';
  if (t.arm !== 'horse') return c.tactics === 'S' ? 's-vs-foot' : 'p-vs-foot';
  if (c.tactics === 'S' && t.formation === 'pf') return 's-vs-pf';
  if (c.tactics === 'S' && t.formation === 'pc') return 's-vs-pc';
  return 'none';
}

/** Pre-melee fire by a unit at point-blank range; returns elements hit. Rulebook: Melee > Pre Melee. */
function pointBlankFire(ctx: BattleContext, firer: BattleUnit, target: BattleUnit): number {
  const weapon = firer.arm === 'horse' ? 'pistol' : 'musket';
  const r = smallArmsFire(
    ctx.dice,
    {
      weapon,
      elements: firer.arm === 'horse' ? Math.min(4, remaining(firer)) : Math.min(5, frontElements(firer)),
      range: 0,
      platoon: firer.tactics === 'PF1' || firer.tactics === 'PF2',
      battalionGun: firer.battalionGun && !firer.battalionGunLost,
      targetColumn: isColumn(target.formation),
      firerDisordered: firer.order === 'disordered',
      failedToCharge: false,
      targetFortified: 'none',
    },
    firer.name,
  );
  note(ctx, `${firer.name} fires at the charging ${target.name}: rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`);
  inflict(ctx, target.id, r.elements, `${firer.name}'s fire`);
  return r.elements;
}

/**
 * A declared charge, from the charge test to contact. Rulebook: Charges; Melee > Pre Melee.
 * The charged unit tests morale; if it passes (STEADY or DISORDERED, ruling R22) foot attempt to fire (or
 * form square against horse) on 1d20 at or below twice the distance charged; S horse countercharge and
 * Pf/Pc horse fire (ruling R18: no roll for horse). Hits from that fire make the charger take a Resolve
 * test, and it contacts only if it passes. A charge that falls short disorders the charger.
 */
export function resolveCharge(ctx: BattleContext, chargerId: string, targetId: string): void {
  let c = current(ctx, chargerId);
  let t = current(ctx, targetId);
  const test = chargeTest(ctx.dice, { arm: chargeArm(c), casualty: casualtyOf(c, ctx.options), disordered: c.order === 'disordered', officerAttached: false, pfFormation: c.formation === 'pf' }, c.name);
  if (!test.charges) {
    setUnit(ctx, c.id, { failedCharge: true, moved: 'moved' }, `${c.name} fails to charge ${t.name} (rolled ${test.roll}, needed ${test.needed}+)`);
    return;
  }
  note(ctx, `${c.name} charges ${t.name} (rolled ${test.roll}, needed ${test.needed}+)`);
  const gap = Math.max(0, ahead(c, t));
  const move = moveDistance(ctx.dice, c.arm === 'horse' ? 'horse' : 'foot', 'charge', `${c.name} charge`);
  let countercharged = false;
  const joining = t.engaged.length > 0;
  if (!joining && t.arm !== 'battery' && t.order !== 'falling-back') {
    const result = takeMoraleTest(ctx, t.id, `charged by ${c.name}`);
    t = current(ctx, t.id);
    if (result === 'steady' || result === 'disordered') {
      let hits = 0;
      if (t.arm === 'foot') {
        const attempt = c.arm === 'horse' && t.formation !== 'square' ? 'square' : 'fire';
        const r = chargeReactionTest(ctx.dice, gap, t.name, attempt);
        if (attempt === 'square') {
          setUnit(ctx, t.id, { formation: 'square', changing: null, ...(r.succeeded ? {} : { order: 'disordered' as const }) }, `${t.name} ${r.succeeded ? 'forms square' : 'forms a DISORDERED square'} (rolled ${r.roll}, needed ${round(2 * gap)} or less)`);
        } else if (r.succeeded) {
          hits = pointBlankFire(ctx, t, c);
        } else {
          note(ctx, `${t.name} cannot fire in time (rolled ${r.roll}, needed ${round(2 * gap)} or less)`);
        }
      } else if (t.tactics === 'S') {
        countercharged = true;
        setUnit(ctx, t.id, { charge: { bonus: chargeBonusOf(t, c), vsStationaryHorse: false } }, `${t.name} countercharges`);
      } else if ((t.formation === 'pf' || t.formation === 'pc') && t.order !== 'disordered') {
        hits = pointBlankFire(ctx, t, c);
      }
      c = current(ctx, c.id);
      if (c.status !== 'active') return;
      if (hits > 0) {
        const r = resolveTest(ctx.dice, { disordered: c.order === 'disordered', casualty: casualtyOf(c, ctx.options), hitDifference: -hits, hitOnFlankOrRear: false, officerAttached: false }, ctx.options, c.name);
        note(ctx, `${c.name} takes a resolve test after fire: rolled ${r.roll}, score ${r.score}: ${r.result.toUpperCase().replace('-', ' ')}`);
        if (!resolvePassed(r.result, ctx.options)) {
          worsenOrder(ctx, c.id, r.result === 'fall-back' ? 'falling-back' : r.result === 'okay' ? 'steady' : r.result, `resolve ${r.score}`);
          setUnit(ctx, c.id, { moved: 'moved' }, `${c.name}'s charge is halted`);
          return;
        }
      }
    }
  }
  c = current(ctx, c.id);
  t = current(ctx, t.id);
  if (t.status !== 'active') {
    setUnit(ctx, c.id, { moved: 'moved' }, `${c.name} finds nothing left to charge`);
    return;
  }
  const f = facing(c.side);
  if (move + 1e-9 < gap || (t.formation === 'square' && t.order !== 'disordered' && c.arm === 'horse' && ctx.options.squareStopsHorse)) {
    const stop = move + 1e-9 < gap ? move : Math.max(0, gap - 1);
    const end = slide(ctx.state, c, 0, f, stop, { enemyBuffer: 0.5 });
    setUnit(ctx, c.id, { x: end.x, y: end.y, moved: 'moved', order: c.order === 'steady' ? 'disordered' : c.order }, `${c.name} charges ${end.moved}" and fails to make contact with ${t.name}${move + 1e-9 < gap ? '' : ' (a formed square)'}: DISORDERED`);
    return;
  }
  // Contact: the charger's front edge meets the target's nearest edge.
  // Close to contact, stopping short only if a third unit is in the way (contact is kept by `engaged`).
  const y = slide(ctx.state, c, 0, f, gap, { ignore: [t.id], enemyBuffer: 0 }).y;
  if (t.order === 'falling-back' || t.order === 'routed') {
    setUnit(ctx, c.id, { y, moved: 'moved' }, `${c.name} contacts ${t.name}`);
    if (t.order === 'falling-back') worsenOrder(ctx, t.id, 'routed', 'contacted while falling back');
    setUnit(ctx, c.id, { pursuing: t.id, since: ctx.state.turn, ...(c.arm === 'horse' ? { order: 'disordered' as const } : {}) }, `${c.name} pursues ${t.name}`);
    return;
  }
  const pfFire = c.arm === 'horse' && (c.formation === 'pf' || c.formation === 'pc') && c.order !== 'disordered';
  setUnit(ctx, c.id, { y, moved: 'moved', engaged: [...c.engaged, t.id], charge: joining ? null : { bonus: chargeBonusOf(c, t), vsStationaryHorse: t.arm === 'horse' && !countercharged } }, `${c.name} charges home into ${t.name}${joining ? ' (joining the melee)' : ''}`);
  setUnit(ctx, t.id, { engaged: [...current(ctx, t.id).engaged, c.id] }, `${t.name} is in melee with ${c.name}`);
  if (pfFire && !joining) pointBlankFire(ctx, current(ctx, c.id), current(ctx, t.id)); // Pf/Pc horse fire when charging: no resolve test
}
