/**
 * A game's validated options (its rulings), as core sees them: the output of the ruleset's options
 * schema, every field present. Each ruleset reads its own typed view of it.
 */
export type GameOptions = Readonly<Record<string, unknown>>;
