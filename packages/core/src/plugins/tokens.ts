import type { ServiceIdentifier } from 'inversify';
import type { CombatPlugin } from './CombatPlugin.js';
import type { DicePlugin } from './DicePlugin.js';
import type { GameRules } from './GameRules.js';
import type { MoralePlugin } from './MoralePlugin.js';
import type { SequencePlugin } from './SequencePlugin.js';

/** Service identifier of the turn sequence. */
export const SequencePluginToken: ServiceIdentifier<SequencePlugin> = Symbol.for('@muster/core/SequencePlugin');
/** Service identifier of the dice source; rebind it to play typed-in physical dice or a house rule. */
export const DicePluginToken: ServiceIdentifier<DicePlugin> = Symbol.for('@muster/core/DicePlugin');
/** Service identifier of morale tests (optional: a card game has none). */
export const MoralePluginToken: ServiceIdentifier<MoralePlugin> = Symbol.for('@muster/core/MoralePlugin');
/** Service identifier of fire and melee resolution (optional). */
export const CombatPluginToken: ServiceIdentifier<CombatPlugin> = Symbol.for('@muster/core/CombatPlugin');
/** Service identifier of the ruleset's game rules: setup, resolution of decisions, the reducer. */
export const GameRulesToken: ServiceIdentifier<GameRules> = Symbol.for('@muster/core/GameRules');
/** Service identifier of the game options (a ruleset's rulings and adaptations), as validated JSON. */
export const GameOptionsToken: ServiceIdentifier<Readonly<Record<string, unknown>>> =
  Symbol.for('@muster/core/GameOptions');
