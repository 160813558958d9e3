/** What every plugin says about itself, for `muster rulesets`. */
export interface PluginInfo {
  /** Stable id, e.g. `tercios/alternating-activation`. */
  readonly id: string;
  /** One line. */
  readonly description: string;
}
