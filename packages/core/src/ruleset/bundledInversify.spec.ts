import { readdirSync, readFileSync } from 'node:fs';
import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { GameRules, SequencePlugin } from '../index.js';

// core's built JavaScript bundles inversify (tsup.config.ts: one chunk instead of about 340 files at every start).
// These tests read the build, which `pnpm test` makes before vitest runs.
const dist = new URL('../../dist/', import.meta.url);
const built = async () => (await import(new URL('index.js', dist).href)) as typeof import('../index.js');

const sequence: SequencePlugin = {
  id: 'probe/sequence',
  description: 'one phase',
  phases: ['only'],
  activePlayer: () => null,
  legalDecisions: () => [],
  checkDecision: () => null,
  isOver: () => true,
  result: () => ({ winner: null, victory: 'none', points: {}, turns: 0 }),
};
const rules: GameRules = {
  id: 'probe/rules',
  description: 'nothing happens',
  setup: () => ({}),
  resolve: () => undefined,
  reduce: (state) => state,
  describeEvent: () => '',
  describeDecision: () => '',
};

describe("core's build bundles inversify", () => {
  it('imports no inversify module at run time', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(new URL(file, dist), 'utf8');
      expect({ file, imports: /from\s*["'](inversify|@inversifyjs\/[^"']+)["']/.exec(text)?.[1] }).toEqual({
        file,
        imports: undefined,
      });
    }
  });

  it("binds a ruleset whose ContainerModule was made with the inversify package (another copy than core's)", async () => {
    const core = await built();
    const module = new ContainerModule(({ bind }) => {
      bind(core.SequencePluginToken).toConstantValue(sequence);
      bind(core.GameRulesToken).toConstantValue(rules);
      bind(core.DicePluginToken).toConstantValue(core.seededDicePlugin);
    });
    const plugins = core.resolvePlugins({
      id: 'probe',
      name: 'Probe',
      version: '0.0.0',
      description: 'a ruleset made with the inversify package',
      module,
      schemas: { scenario: {} as never, state: {} as never, decision: {} as never, event: {} as never },
      mechanics: [],
      exampleScenario: () => ({}),
      bots: {},
      maxDecisions: 1,
    });
    expect(plugins.sequence).toBe(sequence);
    expect(plugins.rules).toBe(rules);
    expect(plugins.dice.id).toBe(core.seededDicePlugin.id);
    expect(plugins.morale).toBeNull();
  });

  it("loads core's rulesetModule into a container of the inversify package", async () => {
    const core = await built();
    const container = new Container();
    container.load(core.rulesetModule({ sequence, rules, dice: core.seededDicePlugin }));
    expect(container.get(core.SequencePluginToken)).toBe(sequence);
    expect(container.get(core.GameRulesToken)).toBe(rules);
  });
});
