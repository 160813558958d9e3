import type { MechanicDefinition } from '../odds/Mechanic.js';
import type { PluginInfo } from './PluginInfo.js';

/** A ruleset's fire and melee resolution, each a mechanic of dice. */
export interface CombatPlugin extends PluginInfo {
  readonly mechanics: readonly MechanicDefinition[];
}
