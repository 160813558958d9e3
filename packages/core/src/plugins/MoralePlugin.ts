import type { MechanicDefinition } from '../odds/Mechanic.js';
import type { PluginInfo } from './PluginInfo.js';

/** A ruleset's morale tests (rout test, morale chart, resolve...), each a mechanic of dice. */
export interface MoralePlugin extends PluginInfo {
  readonly tests: readonly MechanicDefinition[];
}
