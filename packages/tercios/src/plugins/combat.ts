import type { CombatPlugin, MoralePlugin } from '@muster/core';
import { terciosMechanics } from '../mechanics/terciosMechanics.js';

/** Tercios shooting and combat as a core `CombatPlugin` (bind it to `CombatPluginToken`). */
export const terciosCombatPlugin: CombatPlugin = {
  id: 'tercios/combat',
  ruleset: 'tercios',
  description: 'Liber Militum: Tercios shooting and close combat (Shoot and Melee dice pools, resistance, Dm, rout)',
  mechanics: terciosMechanics.filter((m) => m.id === 'shoot' || m.id === 'melee'),
};

/** Tercios order and rout tests as a core `MoralePlugin` (bind it to `MoralePluginToken`). */
export const terciosMoralePlugin: MoralePlugin = {
  id: 'tercios/tests',
  ruleset: 'tercios',
  description: 'Liber Militum: Tercios order test (Discipline, one 5+) and rout test (one 6 per Rout Point)',
  mechanics: terciosMechanics.filter((m) => m.id === 'order-test' || m.id === 'rout-test'),
};
