import { DEFAULT_OPTIONS as SP_DEFAULTS, frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { DEFAULT_TERCIOS_OPTIONS, SPANISH_EMPIRE_BREVIS_7 } from '@muster/tercios';
import { DEFAULT_OPTIONS as WSS_DEFAULTS } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { chooseOption, chosenOptions, gameOptions } from './gameOptions.js';

describe('the new-game rulings (gameOptions)', () => {
  it("offers each ruleset's rulings with the schema's choices, its default preselected", () => {
    const defaults = { tercios: DEFAULT_TERCIOS_OPTIONS, 'sword-and-pike': SP_DEFAULTS, 'wss-6mm': WSS_DEFAULTS };
    for (const id of ['tercios', 'sword-and-pike', 'wss-6mm'] as const) {
      const options = gameOptions(id);
      expect(options.length).toBeGreaterThan(0);
      for (const o of options) {
        expect(o.default).toBe((defaults[id] as Record<string, unknown>)[o.key]);
        expect(o.choices).toContain(o.default);
        expect(o.choices.length).toBeGreaterThan(1);
        expect(o.title.length).toBeGreaterThan(0);
        expect(o.words.length).toBeGreaterThan(0);
      }
    }
    expect(gameOptions('sword-and-pike').find((o) => o.key === 'routedRallyFailure')?.choices).toEqual([
      'removed-if-not-fresh',
      'always-removed',
    ]);
    expect(gameOptions('wss-6mm').find((o) => o.key === 'pcCountercharge')?.choices).toEqual([false, true]);
    expect(gameOptions('wss-6mm').find((o) => o.key === 'meleeDie')).toMatchObject({ choices: [20, 10], default: 20 });
    // docs/rulings/tercios.md, "A winner destroyed in the same round": the melee the club calls reads it.
    expect(gameOptions('tercios').find((o) => o.key === 'destroyedWinnerEffects')).toMatchObject({
      choices: ['none', 'apply'],
      default: 'none',
    });
  });

  it('Tercios: the edition is offered, and Brevis Editio chosen plays its readings (docs/rulings/tercios.md, Editions)', () => {
    expect(gameOptions('tercios').find((o) => o.key === 'edition')).toMatchObject({
      choices: ['liber-militum', 'brevis-editio'],
      default: 'liber-militum',
    });
    chooseOption('tercios', 'edition', 'brevis-editio');
    expect(chosenOptions('tercios')).toEqual({ edition: 'brevis-editio' });
    const s = ClubSession.start(
      {
        ruleset: 'tercios',
        title: 'Brevis',
        armies: [SPANISH_EMPIRE_BREVIS_7, SPANISH_EMPIRE_BREVIS_7],
        options: chosenOptions('tercios'),
      },
      'form',
    );
    // Brevis: "Pikes also gain Melee+ when charged by Horse"; no Dirty war!; commanders only for the initiative tie.
    expect(s.state.options).toMatchObject({
      pikesBonus: 'when-charged-by-cavalry',
      dirtyWar: { policy: 'never' },
      commanders: 'initiative-only',
    });
    chooseOption('tercios', 'edition', 'liber-militum');
    expect(chosenOptions('tercios')).toEqual({});
  });

  it('a choice away from the default goes into the game, the default clears it, a value the schema refuses is ignored', () => {
    expect(chosenOptions('sword-and-pike')).toEqual({});
    chooseOption('sword-and-pike', 'routedRallyFailure', 'always-removed');
    chooseOption('sword-and-pike', 'routedRallyFailure', 'sometimes');
    chooseOption('sword-and-pike', 'notAnOption', 'x');
    expect(chosenOptions('sword-and-pike')).toEqual({ routedRallyFailure: 'always-removed' });
    const s = ClubSession.start(
      {
        ruleset: 'sword-and-pike',
        title: 'Italy',
        armies: [frenchArmy, imperialArmy],
        options: chosenOptions('sword-and-pike'),
      },
      'form',
    );
    expect(s.state.options?.routedRallyFailure).toBe('always-removed');
    chooseOption('sword-and-pike', 'routedRallyFailure', 'removed-if-not-fresh');
    expect(chosenOptions('sword-and-pike')).toEqual({});
  });
});
