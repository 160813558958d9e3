import { MusterError } from '../errors/MusterError.js';
import type { Ruleset } from './Ruleset.js';

/** The rulesets a tool knows, by id. */
export class RulesetRegistry {
  private readonly byId = new Map<string, Ruleset>();

  constructor(rulesets: Iterable<Ruleset> = []) {
    for (const r of rulesets) this.register(r);
  }

  /** Adds a ruleset; ids must be unique. */
  register(ruleset: Ruleset): this {
    if (this.byId.has(ruleset.id)) throw new MusterError('bad-input', `ruleset ${ruleset.id} is registered twice`);
    this.byId.set(ruleset.id, ruleset);
    return this;
  }

  /** The ruleset with this id, or a `unknown-ruleset` error listing those known. */
  get(id: string): Ruleset {
    const ruleset = this.byId.get(id);
    if (!ruleset) {
      throw new MusterError('unknown-ruleset', `unknown ruleset "${id}"`, {
        expected: `one of ${this.ids().join(', ')}`,
      });
    }
    return ruleset;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  all(): Ruleset[] {
    return [...this.byId.values()];
  }
}
