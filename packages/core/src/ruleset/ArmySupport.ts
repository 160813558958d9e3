import type { ZodType } from 'zod';

/** One broken army-building rule, naming where in the list it is and which rule it breaks. */
export interface ArmyViolation {
  /** Field path in the army file, e.g. `regiments[1].units[2]`. */
  readonly path: string;
  /** The rule broken, in the rulebook's words, e.g. `The Army > Infantry Regiment: at most 2 companies`. */
  readonly rule: string;
  /** One line for a person. */
  readonly message: string;
}

/** What validating an army list found. */
export interface ArmyReport {
  readonly valid: boolean;
  /** The army's name, from the file. */
  readonly name: string;
  /** Points spent. */
  readonly points: number;
  /** The limit the list is built to, when there is one. */
  readonly limit?: number;
  readonly violations: readonly ArmyViolation[];
  /** Extra facts worth printing (regiment points, battle size...). */
  readonly details?: Readonly<Record<string, string | number>>;
}

/**
 * Army lists of a ruleset: the file schema, the validator (the rulebook's building rules), a printer,
 * and example armies. `muster army validate|show` and the club app use the same functions.
 */
export interface ArmySupport {
  /** Zod schema of an army file (shape only; the building rules are in `validate`). */
  readonly schema: ZodType;
  /** Checks a parsed army against the building rules. Shape errors are thrown as MusterError before this. */
  validate(army: unknown): ArmyReport;
  /** The list as readable text. */
  show(army: unknown): string;
  /** Example armies by id (valid ones). */
  readonly examples: Readonly<Record<string, unknown>>;
}
