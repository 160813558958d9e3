import type { MechanicDefinition } from '@muster/core';
import { swordAndPike } from '@muster/sword-and-pike';
import { tercios } from '@muster/tercios';
import { wss6mm } from '@muster/wss-6mm';

/** The installed rulesets' mechanics, as the CLI's registry would give them. */
export const mechanicsOf = (id: string): readonly MechanicDefinition[] | null =>
  ({ tercios: tercios.mechanics, 'sword-and-pike': swordAndPike.mechanics, 'wss-6mm': wss6mm.mechanics } as Record<string, readonly MechanicDefinition[]>)[id] ?? null;
