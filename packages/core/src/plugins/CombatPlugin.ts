import type { MechanicDefinition } from '../odds/Mechanic.js';
import type { PluginInfo } from './PluginInfo.js';

/**
 * The generic base of a ruleset's combat contract (fire and melee). A ruleset's own contract extends it
 * with typed functions of dice over typed situations (Tercios: `shoot`, `melee`; The Sword and the Pike:
 * `fire`, `closeCombat`...), which its game rules call through the plugin the container binds, so a
 * rebinding changes battles, odds and the club companion alike.
 */
export interface CombatPlugin extends PluginInfo {
  /** The id of the ruleset whose contract this plugin fills (`tercios`); a plugin of another is refused. */
  readonly ruleset: string;
  /**
   * The plugin's mechanics for `muster odds`: each maps its parameters to the typed situation and calls
   * this plugin's own functions, so the odds are those of the bound plugin.
   */
  readonly mechanics: readonly MechanicDefinition[];
}
