import { VIRTUES } from '../command/virtues.js';
import { penalty, virtuePoint, type Modifier } from '../values/Modifier.js';
import { staminaOf } from '../values/staminaOf.js';
import { isWeary } from '../values/wear.js';
import { effectiveRules } from './effectiveRules.js';
import type { RuleContext } from './RuleContext.js';
import { TROOP_RULES } from './troopRules.js';
import { weaponRulesOf } from './weaponRules.js';

/**
 * The modifiers a unit brings to a step by itself: its condition (Weary: Melee- and Shoot-; Disorder:
 * Courage-), its special rules and weapons, the virtues of its attached commander and an Inspiring virtue.
 * Circumstances (orders, terrain, flank) are added by the mechanics.
 * Rulebook: Components > Status Markers; Command > Virtues; The Troops; Armament.
 */
export function unitModifiers(ctx: RuleContext): Modifier[] {
  const { self, options } = ctx;
  const out: Modifier[] = [];
  const wear = self.wear ?? 0;
  const phlegmatic = self.commander?.traits.includes('phlegmatic') ?? false;
  // Rulebook: Components > Status Markers > Weary: "a penalty (-) to its combat and shooting values".
  if (!phlegmatic && isWeary(wear, staminaOf(self), options)) {
    if (ctx.step === 'melee') out.push(penalty('melee', 'Weary'));
    if (ctx.step === 'shoot') out.push(penalty('shoot', 'Weary'));
  }
  // Rulebook: Components > Status Markers > Disorder: "a penalty (-) to its Courage".
  if (self.disordered && (ctx.step === 'shooting-resistance' || ctx.step === 'melee-resistance')) {
    out.push(penalty('courage', 'Disorder'));
  }
  // Plain loops, not spread pushes: this runs twice in every sampled shot (see bench/README.md).
  for (const id of effectiveRules(self)) {
    const mods = TROOP_RULES[id]?.modifiers?.(ctx);
    if (mods) for (const m of mods) out.push(m);
  }
  for (const weapon of weaponRulesOf(self.weapons)) {
    const mods = weapon.modifiers?.(ctx);
    if (mods) for (const m of mods) out.push(m);
  }
  // Rulebook: Command > Virtues: +1 added after bonuses and penalties.
  const own = self.commander?.virtues;
  if (!own && !self.inspiredBy) return out;
  const virtues = [...(own ?? [])];
  if (self.inspiredBy && !virtues.includes(self.inspiredBy)) virtues.push(self.inspiredBy);
  for (const id of virtues) {
    const v = VIRTUES[id];
    const applies =
      v.scope === 'always' ||
      (v.scope === 'shooting-resistance' && ctx.step === 'shooting-resistance') ||
      (v.scope === 'melee-resistance' && ctx.step === 'melee-resistance');
    if (applies) out.push(virtuePoint(v.value, `${v.name} (virtue)`));
  }
  return out;
}
