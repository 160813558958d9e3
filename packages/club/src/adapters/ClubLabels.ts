/** What a resolution form holds while the players fill it in (a field's value as typed, or ticked). */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** How the play screen shows one field of a mechanic's form. */
export interface FieldRule {
  /** The label in the rulebook's words (else the parameter's description). */
  readonly label?: string;
  /**
   * Whether the field applies to the situation as filled so far (a Caracole only for a unit with it, the
   * Dirty war! rounds only when it is declared). A field that does not apply is not shown and not sent: the
   * mechanic's default stands.
   */
  readonly when?: (values: FormValues, prefilled: ReadonlySet<string>) => boolean;
  /** A modifier seldom in play: folded under "Other modifiers" (the players open it when it applies). */
  readonly rare?: boolean;
  /** Always asked, even when the app filled it from the units (the order fired under, the situation tested). */
  readonly ask?: boolean;
}

/** The play screen's words for one mechanic. */
export interface MechanicLabels {
  /** Its name in the rulebook's words ("Shooting", "Morale test"). */
  readonly title: string;
  /** The acting unit's picker label ("Shooting unit"), or null where no unit acts (initiative). */
  readonly actor: string | null;
  /** The other unit's picker label ("Target"), or null where there is none. */
  readonly target: string | null;
  /** Per field: label, when it applies, whether it is rare. */
  readonly fields?: Readonly<Record<string, FieldRule>>;
  /** Outcome names in words, for the odds ("hits", "Dm inflicted"). */
  readonly outcomes?: Readonly<Record<string, string>>;
}

/**
 * The words of a ruleset's play screen: mechanics, fields, outcomes and choice values as its rulebook says
 * them, so no engine name (`target-inspired-by`, `fall-back`) reaches the players.
 */
export interface ClubLabels {
  readonly mechanics: Readonly<Record<string, MechanicLabels>>;
  /** Field rules shared by every mechanic with a field of that name (a mechanic's own rule wins). */
  readonly fields: Readonly<Record<string, FieldRule>>;
  /** Choice and outcome values in words (`fall-back` → `FALL BACK`); others read with spaces for hyphens. */
  readonly words: Readonly<Record<string, string>>;
}
