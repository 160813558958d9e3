import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MusterError } from '@muster/core';
import {
  DEFAULT_OPTIONS as SP_DEFAULTS,
  SwordAndPikeOptionsSchema,
  frenchArmy,
  imperialArmy,
} from '@muster/sword-and-pike';
import { DEFAULT_TERCIOS_OPTIONS, SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, DEFAULT_OPTIONS as WSS_DEFAULTS, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { rulesetOptions } from '../adapters/ClubAdapter.js';
import { ClubSession } from '../app/ClubSession.js';

// Issue #23 and docs/rulings/<ruleset>.md: every ruling is an option, so a club that agreed a ruling plays it.
const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
const form = (s: ClubSession, mechanic: string, actor: string, target?: string) =>
  adapterOf(s.state.ruleset).prefill(mechanic, unit(s, actor), target === undefined ? undefined : unit(s, target), {
    commanders: s.state.commanders,
    turn: s.state.turn,
    options: s.state.options,
  });
/** Walks to the step with this index (0-based), turning over as needed. */
function toStep(s: ClubSession, turn: number, step: number): void {
  while (s.state.turn < turn || s.state.step !== step) expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
}

describe("a club game plays the ruleset's options", () => {
  it('stores every option, filled in from the defaults, and refuses a bad one naming its field', () => {
    const s = ClubSession.start(
      {
        ruleset: 'wss-6mm',
        title: 'Blenheim',
        armies: [BRITISH_ARMY, FRENCH_ARMY],
        maxTurns: 2,
        options: { meleeTie: 'no-test' },
      },
      'stored',
    );
    expect(s.state.options).toEqual({ ...WSS_DEFAULTS, meleeTie: 'no-test' });
    const bad = {
      ruleset: 'wss-6mm',
      title: 'Blenheim',
      armies: [BRITISH_ARMY, FRENCH_ARMY],
      options: { meleeTie: 1 },
    };
    expect(() => ClubSession.start(bad, 'bad')).toThrow(MusterError);
    try {
      ClubSession.start(bad, 'bad');
    } catch (error) {
      expect(MusterError.is(error) && error.context.path).toBe('scenario.options.meleeTie');
    }
  });

  it('games saved before options load, replay to the state they saved, and play the defaults', () => {
    // Evenings saved by the club before options existed (the viewer's fixtures).
    for (const name of ['club-tercios.json', 'club-wss-6mm.json']) {
      const text = readFileSync(fileURLToPath(new URL(`../ui/viewer/fixtures/${name}`, import.meta.url)), 'utf8');
      const saved = JSON.parse(text) as { scenario: Record<string, unknown>; state: Record<string, unknown> };
      expect(saved.scenario.options).toBeUndefined();
      expect(saved.state.options).toBeUndefined();
      expect(ClubSession.fromText(text).state.options).toBeUndefined();
    }
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 2 },
      'old',
    );
    expect(s.decide({ kind: 'next' })).toEqual({ ok: true });
    const loaded = ClubSession.fromText(s.exportText());
    expect(loaded.state.step).toBe(1);
    // No options: the adapters and mechanics read the ruleset's defaults.
    expect(rulesetOptions(SwordAndPikeOptionsSchema, loaded.state.options)).toEqual(SP_DEFAULTS);
  });

  // The Sword and the Pike, ruling R13: "Routed units which fail to rally are removed from the field if they are no
  // longer Fresh" (default), or every routed unit failing to rally is removed (`routedRallyFailure: always-removed`).
  const failedRally = (options: Record<string, unknown>) => {
    const s = ClubSession.start(
      { ruleset: 'sword-and-pike', title: 'Italy', armies: [frenchArmy, imperialArmy], maxTurns: 3, options },
      'rally',
    );
    const loser = s.state.units.find((u) => u.side === 'A' && u.profile === 'pikemen')!;
    const winner = s.state.units.find((u) => u.side === 'B')!;
    toStep(s, 1, 7); // 8. Fight all close combats
    const params = { ...form(s, 'morale', loser.id), rating: 3, initial: false, situation: 'lost-close-combat' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'morale', params, actor: loser.id, target: winner.id, dice: [1] }).ok,
    ).toBe(true);
    toStep(s, 2, 8); // 9. Rally routed units
    const test = s.state.tests.find((t) => t.unit === loser.id)!;
    const rally = { ...test.params, rating: 3, initial: false, officer: 'none', disordered: false };
    expect(s.decide({ kind: 'resolve', mechanic: 'morale', params: rally, actor: loser.id, dice: [1] }).ok).toBe(true);
    return unit(s, loser.id);
  };

  it('The Sword and the Pike, R13: a Fresh routed unit failing to rally stays routed (default)', () => {
    expect(failedRally({})).toMatchObject({ routed: true, destroyed: false, losses: 0 });
  });

  it('The Sword and the Pike, R13: with `routedRallyFailure: always-removed` it leaves the field', () => {
    expect(failedRally({ routedRallyFailure: 'always-removed' })).toMatchObject({ destroyed: true, losses: 0 });
  });

  // 6mm WSS, ruling R12: a drawn melee (equal hits): every unit takes a Resolve test (default), or nobody does.
  const drawnMelee = (options: Record<string, unknown>) => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
      'melee',
    );
    const a = s.state.units.find((u) => u.side === 'A' && u.profile !== 'field-battery')!;
    const b = s.state.units.find((u) => u.side === 'B' && u.profile !== 'field-battery')!;
    toStep(
      s,
      1,
      adapterOf('wss-6mm').steps.findIndex((x) => x.mechanics.includes('melee')),
    );
    // Both sides roll a 1: no hits either side, a draw.
    for (const [actor, target] of [
      [a, b],
      [b, a],
    ] as const)
      expect(
        s.decide({
          kind: 'resolve',
          mechanic: 'melee',
          params: form(s, 'melee', actor.id, target.id),
          actor: actor.id,
          target: target.id,
          dice: [1],
        }),
      ).toEqual({ ok: true });
    return s.state.tests.filter((t) => t.mechanic === 'resolve').map((t) => t.unit);
  };

  it('6mm WSS, R12: a drawn melee: every unit takes a Resolve test (default `meleeTie: all-test`)', () => {
    expect(drawnMelee({})).toHaveLength(2);
  });

  it('6mm WSS, R12: with `meleeTie: no-test` nobody tests', () => {
    expect(drawnMelee({ meleeTie: 'no-test' })).toEqual([]);
  });

  // Tercios, ruling "Elite and Resist!": a passed Resist! removes one Dm per 5+ (default), or every Dm (`all`).
  const eliteResists = (options: Record<string, unknown>) => {
    const s = ClubSession.start(
      {
        ruleset: 'tercios',
        title: 'Flanders',
        armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
        maxTurns: 2,
        options,
      },
      'resist',
    );
    // A Tercio the players mark Elite (The Troops > Infantry > Elite), with 3 Dm, reveals Resist!: 5d6, one 5+.
    const elite = unit(s, 'A:tercio-2');
    const params = { ...form(s, 'activation', elite.id), 'unit-options': 'elite', wear: 3, order: 'resist' };
    expect(
      s.decide({ kind: 'resolve', mechanic: 'activation', params, actor: elite.id, dice: [5, 1, 1, 1, 1] }),
    ).toEqual({ ok: true });
    return s.outcomeThisTurn('activation');
  };

  it('Tercios, Elite and Resist!: one 5+ removes one Dm (default `eliteResist: per-success`)', () => {
    expect(DEFAULT_TERCIOS_OPTIONS.eliteResist).toBe('per-success');
    expect(eliteResists({})).toMatchObject({ passed: 1, 'wear-after': 2 });
  });

  it('Tercios, Elite and Resist!: with `eliteResist: all` a passed test removes every Dm', () => {
    expect(eliteResists({ eliteResist: 'all' })).toMatchObject({ passed: 1, 'wear-after': 0 });
  });

  // 6mm WSS, ruling R1: Melee says "roll 1d10" but the table needs scores to 22: a d20 (default), or the printed d10.
  // The ruleset's melee mechanic reads the ruling from its `die` parameter, filled from the game's options.
  const meleeRoll = (options: Record<string, unknown>, face: number) => {
    const s = ClubSession.start(
      { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
      'die',
    );
    const a = s.state.units.find((u) => u.side === 'A' && u.profile !== 'field-battery')!;
    const b = s.state.units.find((u) => u.side === 'B' && u.profile !== 'field-battery')!;
    toStep(
      s,
      1,
      adapterOf('wss-6mm').steps.findIndex((x) => x.mechanics.includes('melee')),
    );
    const params = form(s, 'melee', a.id, b.id);
    return s.decide({ kind: 'resolve', mechanic: 'melee', params, actor: a.id, target: b.id, dice: [face] });
  };

  it('6mm WSS, R1: a melee rolls a d20 by default, the printed d10 with `meleeDie: 10`', () => {
    expect(meleeRoll({}, 15)).toEqual({ ok: true });
    expect(meleeRoll({ meleeDie: 10 }, 15)).toMatchObject({ ok: false, reason: expect.stringMatching(/d10/) });
    expect(meleeRoll({ meleeDie: 10 }, 5)).toEqual({ ok: true });
  });

  it("the odds before a roll are those of the game's rulings: a field a ruling governs, left blank, is filled from it", () => {
    const odds = (options: Record<string, unknown>) => {
      const s = ClubSession.start(
        { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2, options },
        'odds',
      );
      const a = s.state.units.find((u) => u.side === 'A' && u.profile !== 'field-battery')!;
      const b = s.state.units.find((u) => u.side === 'B' && u.profile !== 'field-battery')!;
      const { die: _blank, ...params } = form(s, 'melee', a.id, b.id);
      return s.odds('melee', params);
    };
    expect(odds({}).params.die).toBe(20);
    expect(odds({ meleeDie: 10 }).params.die).toBe(10);
  });
});
