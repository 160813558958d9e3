import { mechanicsOf as boundMechanics, resolvePlugins, type MechanicDefinition, type Ruleset } from '@muster/core';
import { swordAndPike } from '@muster/sword-and-pike';
import { tercios } from '@muster/tercios';
import { wss6mm } from '@muster/wss-6mm';

const RULESETS: Readonly<Record<string, Ruleset>> = { tercios, 'sword-and-pike': swordAndPike, 'wss-6mm': wss6mm };

/** The installed rulesets' mechanics, as the CLI's registry gives them: the bound plugins' first. */
export const mechanicsOf = (id: string): readonly MechanicDefinition[] | null => {
  const ruleset = RULESETS[id];
  return ruleset ? boundMechanics(ruleset, resolvePlugins(ruleset)) : null;
};
