import type { MechanicDefinition } from '@muster/core';

/**
 * Taĉmento has no dice in play, so it offers no odds mechanics: the seeded dice only shuffle cards.
 * (Kept as a named list so `muster odds tacmento` says so clearly.)
 */
export const tacmentoMechanics: readonly MechanicDefinition[] = [];
