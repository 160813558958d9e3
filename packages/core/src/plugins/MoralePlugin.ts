import type { MechanicDefinition } from '../odds/Mechanic.js';
import type { PluginInfo } from './PluginInfo.js';

/**
 * The generic base of a ruleset's morale contract (rout test, morale chart, resolve, rally...). A
 * ruleset's own contract extends it with typed functions of dice over typed situations, which its game
 * rules call through the plugin the container binds.
 */
export interface MoralePlugin extends PluginInfo {
  /** The id of the ruleset whose contract this plugin fills (`tercios`); a plugin of another is refused. */
  readonly ruleset: string;
  /**
   * The plugin's tests as mechanics for `muster odds`: each maps its parameters to the typed situation
   * and calls this plugin's own functions.
   */
  readonly mechanics: readonly MechanicDefinition[];
}
