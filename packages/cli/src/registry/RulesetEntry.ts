import type { MechanicDefinition, Ruleset } from '@muster/core';
import type { TableRenderer } from './TableRenderer.js';
import type { UnitData } from './unitData.js';

/**
 * What the CLI knows about one ruleset id: a full `Ruleset` of @muster/core (battles, armies, odds), or an
 * odds-only pseudo-ruleset such as the built-in `dice`.
 */
export interface RulesetEntry {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly description: string;
  /**
   * The entry's own mechanics: for an odds-only entry, all it offers; for a ruleset, `ruleset.mechanics`
   * only. What `muster odds` offers is `entryMechanics(entry)`: a ruleset's bound plugins' mechanics first.
   */
  readonly mechanics: readonly MechanicDefinition[];
  /** The playable ruleset, or null for an odds-only entry. */
  readonly ruleset: Ruleset | null;
  /** The drawing hook, when the ruleset's package exports one. */
  readonly renderer: TableRenderer | null;
  /** The package it came from (`@muster/tercios`), or `built-in`. */
  readonly source: string;
  /** The units of the ruleset's data (see `UNIT_EXPORTS`), when its package exports them. */
  readonly units?: readonly UnitData[];
}
