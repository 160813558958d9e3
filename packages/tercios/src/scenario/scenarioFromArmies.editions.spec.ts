import { createGame, defineVariant, MusterError, playGame, replay, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SPANISH_EMPIRE_1000 } from '../army/examples/spanishEmpire1000.js';
import { SPANISH_EMPIRE_BREVIS_7 } from '../army/examples/spanishEmpireBrevis.js';
import { SWEDISH_EMPIRE_1000 } from '../army/examples/swedishEmpire1000.js';
import { TerciosScenarioSchema } from '../game/Scenario.js';
import { setupBattle } from '../game/setup.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { tercios } from '../ruleset.js';
import { exampleScenario } from './exampleScenario.js';
import { scenarioFromArmies } from './scenarioFromArmies.js';

// Ruling "The edition of a battle from army files" (docs/rulings/tercios.md, Editions): Brevis Editio and Liber
// Militum are separate editions with their own army lists; a battle from army files is played by the edition
// they were built for, and the game says so rather than play the other one.

const BREVIS_B = { ...SPANISH_EMPIRE_BREVIS_7, name: 'Spanish rearguard (Brevis Editio)' };

/** The MusterError `run` throws (the test fails when it throws none, or something else). */
function refusal(run: () => unknown): MusterError {
  try {
    run();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('expected a MusterError, nothing was thrown');
}

describe('armies of two editions are refused (ruling: The edition of a battle from army files)', () => {
  it("a Brevis army against a Liber Militum army: bad-input at armies[1].edition, expecting the first army's", () => {
    const error = refusal(() => scenarioFromArmies([SPANISH_EMPIRE_1000, SPANISH_EMPIRE_BREVIS_7]));
    expect(error.code).toBe('bad-input');
    expect(error.context).toMatchObject({ path: 'armies[1].edition', expected: 'liber-militum', received: 'brevis' });
    expect(error.message).toBe(
      'the armies are of two editions: "Army of Flanders, 1634" is a Liber Militum army, "Spanish vanguard (Brevis Editio)" a Brevis Editio army; both sides must be built for the same edition',
    );
  });

  it('the other way round: expecting Brevis', () => {
    const error = refusal(() => scenarioFromArmies([SPANISH_EMPIRE_BREVIS_7, SWEDISH_EMPIRE_1000]));
    expect(error.context).toMatchObject({ path: 'armies[1].edition', expected: 'brevis', received: 'liber-militum' });
    expect(error.message).toContain('is a Brevis Editio army');
  });
});

describe('two Brevis armies are played by Brevis Editio', () => {
  const scenario = scenarioFromArmies([SPANISH_EMPIRE_BREVIS_7, BREVIS_B]);

  it('the scenario records the edition, in the name of the game option', () => {
    expect(scenario.edition).toBe('brevis-editio');
    expect(TerciosScenarioSchema.parse(scenario).edition).toBe('brevis-editio');
  });

  it('refused under the default options (Liber Militum), naming the option to pass', () => {
    const error = refusal(() => createGame(tercios, scenario, { seed: 'editions' }));
    expect(error.code).toBe('bad-input');
    expect(error.context).toMatchObject({
      path: 'options.edition',
      expected: 'brevis-editio',
      received: 'liber-militum',
    });
    expect(error.message).toBe(
      'these armies were built for Brevis Editio, but the game is set to Liber Militum: play them with --option edition=brevis-editio',
    );
    // An explicit Liber Militum is refused too: the armies' edition is not the user's to contradict silently.
    expect(() => createGame(tercios, scenario, { seed: 'editions', options: { edition: 'liber-militum' } })).toThrow(
      '--option edition=brevis-editio',
    );
  });

  it('with edition=brevis-editio the game plays Brevis whole (its readings, no commander figures)', () => {
    const game = createGame(tercios, scenario, { seed: 'editions', options: { edition: 'brevis-editio' } });
    expect(game.options).toMatchObject({
      edition: 'brevis-editio',
      commanders: 'initiative-only',
      pikesBonus: 'when-charged-by-cavalry',
      dirtyWar: { policy: 'never' },
    });
    expect(game.state.commanders).toEqual([]);
    expect(game.state.initiativeRanks).toEqual({ A: 3, B: 3 });
  });

  it("a variant whose options set the edition plays them too; a reading laid over it is the user's", () => {
    const variant = defineVariant({ ruleset: 'tercios', name: 'brevis', options: { edition: 'brevis-editio' } });
    const game = createGame(tercios, scenario, {
      seed: 'editions',
      variant,
      options: { pikesBonus: 'against-cavalry' },
    });
    expect(game.options).toMatchObject({ edition: 'brevis-editio', pikesBonus: 'against-cavalry' });
  });

  it('a saved game records the scenario with its edition and the options, and replays identically', () => {
    const game = playGame(tercios, scenario, {
      seed: 'editions',
      options: { edition: 'brevis-editio' },
      bots: { A: tercios.bots.random!(), B: tercios.bots.random!() },
    });
    const saved = JSON.parse(JSON.stringify(game.save())) as { scenario: { edition?: string } };
    expect(saved.scenario.edition).toBe('brevis-editio');
    expect(replay(tercios, saved).identical).toBe(true);
  });
});

describe('Liber Militum armies are played as before', () => {
  const scenario = scenarioFromArmies([SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000]);

  it('the scenario records liber-militum; the default options set up the same battle as the example scenario', () => {
    expect(scenario.edition).toBe('liber-militum');
    const { edition: _recorded, ...rest } = scenario;
    expect(rest).toEqual(exampleScenario());
    const setUp = (s: typeof scenario) => setupBattle(s, SeededDice.fromSeed('editions'), DEFAULT_TERCIOS_OPTIONS);
    expect(setUp(scenario)).toEqual(setUp(exampleScenario()));
    expect(createGame(tercios, scenario, { seed: 'editions' }).options).toMatchObject({ edition: 'liber-militum' });
  });

  it('refused under edition=brevis-editio, naming the option to pass', () => {
    const error = refusal(() =>
      createGame(tercios, scenario, { seed: 'editions', options: { edition: 'brevis-editio' } }),
    );
    expect(error.context).toMatchObject({
      path: 'options.edition',
      expected: 'liber-militum',
      received: 'brevis-editio',
    });
    expect(error.message).toContain('these armies were built for Liber Militum, but the game is set to Brevis Editio');
    expect(error.message).toContain('--option edition=liber-militum');
  });
});

describe('scenarios without an edition', () => {
  it('the example scenario records none: it is played under either edition (`--option edition=brevis-editio`)', () => {
    expect(exampleScenario().edition).toBeUndefined();
    expect(
      createGame(tercios, exampleScenario(), { seed: 'editions', options: { edition: 'brevis-editio' } }).options,
    ).toMatchObject({ edition: 'brevis-editio' });
  });

  it("the scenario schema takes the game option's names only", () => {
    const base = exampleScenario();
    expect(TerciosScenarioSchema.safeParse({ ...base, edition: 'liber-militum' }).success).toBe(true);
    const wrong = TerciosScenarioSchema.safeParse({ ...base, edition: 'brevis' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['edition']);
  });
});
