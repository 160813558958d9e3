import { MusterError, parseParams, ScriptedDice, type MechanicDefinition, type ParamValues } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resolveMelee, type CloseCombat, type MeleeResult } from '../mechanics/closeCombat.js';
import { officerCasualty, type OfficerAtRisk } from '../mechanics/officerCasualty.js';
import { reiterRanksAgainstCharge } from '../mechanics/reiterRanks.js';
import { resolveFire, type FireInput, type FireResult } from '../mechanics/resolveFire.js';
import { combatMechanicsOf } from './combatOdds.js';
import { defineSwordAndPikeCombat, SWORD_AND_PIKE_COMBAT_CONTRACT, swordAndPikeCombatPlugin } from './combat.js';

// The odds mechanics hand the plugin's own functions the situation the battle would: these specs bind functions that
// record what they are given, so each parameter's mapping (and each game option's) is read off exactly.
function recording() {
  const calls: { fire: FireInput[]; melee: CloseCombat[]; officer: OfficerAtRisk[]; reiters: string[] } = {
    fire: [],
    melee: [],
    officer: [],
    reiters: [],
  };
  const mechanics = combatMechanicsOf({
    fire: (_dice, fire) => {
      calls.fire.push(fire);
      return { hits: 7, casualties: 3, hitsCarried: 1, dice: [] } as unknown as FireResult;
    },
    closeCombat: (_dice, combat) => {
      calls.melee.push(combat);
      return { winner: 'defender', attackerCasualties: 4, defenderCasualties: 2, rounds: [] } as unknown as MeleeResult;
    },
    officerCasualty: (_dice, officer) => {
      calls.officer.push(officer);
      return 'wounded';
    },
    reiterRanks: (_dice, reiters) => {
      calls.reiters.push(reiters.unit);
      return 3;
    },
  });
  const byId = (id: string): MechanicDefinition => {
    const m = mechanics.find((x) => x.id === id);
    if (m === undefined) throw new Error(`no mechanic ${id}`);
    return m;
  };
  /** Parses and validates `raw` as the CLI does, then runs the mechanic once. */
  const run = (id: string, raw: Record<string, unknown>, game?: Record<string, unknown>) => {
    const m = byId(id);
    const p: ParamValues = parseParams(m.params, raw);
    m.validate?.(p);
    return m.run(ScriptedDice.of([]), p, game);
  };
  return { calls, mechanics, byId, run };
}

const refusal = (fn: () => unknown): MusterError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof MusterError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('the combat plugin', () => {
  it('is the rules as written, its functions named by the contract, its mechanics calling them', () => {
    expect(SWORD_AND_PIKE_COMBAT_CONTRACT).toEqual(['fire', 'closeCombat', 'officerCasualty', 'reiterRanks']);
    expect(swordAndPikeCombatPlugin).toMatchObject({
      id: 'sword-and-pike/combat',
      description: 'D20 fire table and D6 close combat per stand',
      ruleset: 'sword-and-pike',
    });
    expect(swordAndPikeCombatPlugin.mechanics.map((m) => m.id)).toEqual([
      'fire',
      'melee',
      'officer-casualty',
      'reiter-ranks',
    ]);
  });

  it('a house rule replaces only the function it gives, in play and in its odds', () => {
    const ranks = defineSwordAndPikeCombat({ id: 'house/ranks', description: 'always 4 ranks', reiterRanks: () => 4 });
    expect(ranks).toMatchObject({ id: 'house/ranks', description: 'always 4 ranks', ruleset: 'sword-and-pike' });
    expect(ranks.reiterRanks(ScriptedDice.of([]), { unit: 'R' })).toBe(4);
    const reiterOdds = ranks.mechanics.find((m) => m.id === 'reiter-ranks');
    expect(reiterOdds?.run(ScriptedDice.of([]), {}, undefined)).toEqual({ ranks: 4 });
    expect(ranks).toEqual({
      ...swordAndPikeCombatPlugin,
      id: 'house/ranks',
      description: 'always 4 ranks',
      reiterRanks: expect.any(Function) as unknown,
      mechanics: expect.any(Array) as unknown,
    });
    // Ruling R42 aside, the rules as written: "Roll a D4" for the ranks of Reiters charged by cavalry.
    expect(swordAndPikeCombatPlugin.reiterRanks(ScriptedDice.of([3]), { unit: 'R' })).toBe(3);
  });
});

describe('fire (Rulebook: FIRE > Firing weapon table, Modifiers)', () => {
  it('hands the fire rule every parameter, none set: no modifier, light guns long at 24" (ruling R9)', () => {
    const { calls, run } = recording();
    expect(run('fire', { weapon: 'arquebus', range: 10, figures: 10, 'target-class': '1' })).toEqual({
      hits: 7,
      casualties: 3,
      hitsCarried: 1,
    });
    expect(calls.fire).toEqual([
      {
        weapon: 'arquebus',
        range: 10,
        firers: 10,
        targetClass: 1,
        skirmishTarget: false,
        carriedHits: 0,
        modifiers: { firstFire: false, shaken: false, rain: false, disordered: false },
        lightGunLongRange: 24,
      },
    ]);
  });

  it('"first time the unit fires" -2, Shaken +1, light rain +2, disordered +1, skirmishers with a hit carried (R46), R9 at 36"', () => {
    const { calls, run } = recording();
    run('fire', {
      weapon: 'light-cannon',
      range: 30,
      figures: 2,
      'target-class': '3',
      skirmishers: true,
      'carried-hit': true,
      'first-fire': true,
      shaken: true,
      rain: true,
      disordered: true,
      'light-gun-long-range': '36',
    });
    expect(calls.fire).toEqual([
      {
        weapon: 'light-cannon',
        range: 30,
        firers: 2,
        targetClass: 3,
        skirmishTarget: true,
        carriedHits: 1,
        modifiers: { firstFire: true, shaken: true, rain: true, disordered: true },
        lightGunLongRange: 36,
      },
    ]);
  });

  it('each modifier alone', () => {
    for (const flag of ['first-fire', 'shaken', 'rain', 'disordered'] as const) {
      const { calls, run } = recording();
      run('fire', { weapon: 'pistol', range: 2, figures: 4, 'target-class': '4', [flag]: true });
      const key = { 'first-fire': 'firstFire', shaken: 'shaken', rain: 'rain', disordered: 'disordered' }[flag];
      expect(calls.fire[0]?.modifiers).toEqual({
        firstFire: false,
        shaken: false,
        rain: false,
        disordered: false,
        [key]: true,
      });
      expect(calls.fire[0]?.targetClass).toBe(4);
    }
  });

  it('a rifle reaches 36" and no further; other weapons are not refused past 36"', () => {
    const { run } = recording();
    expect(() => run('fire', { weapon: 'rifle', range: 36, figures: 1, 'target-class': '2' })).not.toThrow();
    const e = refusal(() => run('fire', { weapon: 'rifle', range: 36.5, figures: 1, 'target-class': '2' }));
    expect(e).toMatchObject({ code: 'bad-input', message: 'a rifle reaches 36"' });
    expect(e.context).toEqual({ path: 'params.range', expected: 'at most 36' });
    expect(() => run('fire', { weapon: 'heavy-cannon', range: 48, figures: 4, 'target-class': '2' })).not.toThrow();
  });
});

describe('melee (Rulebook: Close Combat)', () => {
  it('two units of full companies, everything else as the book has it', () => {
    const { calls, run } = recording();
    expect(
      run('melee', { attacker: 'gendarmes', 'attacker-stands': 2, defender: 'arquebusiers', 'defender-stands': 3 }),
    ).toEqual({ winner: 'defender', attackerCasualties: 4, defenderCasualties: 2 });
    expect(calls.melee).toEqual([
      {
        attackers: [
          {
            troop: 'gendarmes',
            stands: [3, 3],
            order: 'open',
            disordered: false,
            attackedInRear: false,
            attackedInFlank: false,
            uphill: false,
            acrossWall: false,
            brokenGround: false,
          },
        ],
        defenders: [
          {
            troop: 'arquebusiers',
            stands: [5, 5, 5],
            order: 'open',
            disordered: false,
            attackedInRear: false,
            attackedInFlank: false,
            uphill: false,
            acrossWall: false,
            brokenGround: false,
          },
        ],
        firstRound: false,
        rules: {
          dicePerStand: 'per-figure',
          exceptionalOfficerRounding: 'down',
          brokenGround: 'lose-kill-bonus',
          tie: 'defender-holds',
          lightCavalryBonus: 'always',
          casualtyCap: 'fighting-stands',
          rounds: 'one',
        },
      },
    ]);
  });

  it('every flag of a side, officers, "add one D6 per stand in the unit" and the first round', () => {
    const { calls, run } = recording();
    run('melee', {
      attacker: 'pikemen',
      'attacker-stands': 2,
      'attacker-order': 'open',
      'attacker-disordered': true,
      'attacker-officer': 'exceptional',
      'attacker-unit-stands': 4,
      'attacker-broken-ground': true,
      defender: 'light-gun',
      'defender-stands': 3,
      'defender-disordered': true,
      'defender-officer': 'dummkopf',
      'defender-unit-stands': 2,
      'defender-broken-ground': true,
      'first-round': true,
      uphill: true,
      'across-wall': true,
      tie: 'both-fall-back',
      'dice-per-stand': '10',
    });
    const [combat] = calls.melee;
    expect(combat?.attackers).toEqual([
      {
        troop: 'pikemen',
        stands: [5, 5],
        order: 'open',
        disordered: true,
        attackedInRear: false,
        attackedInFlank: false,
        uphill: true,
        acrossWall: true,
        brokenGround: true,
        officer: 'exceptional',
        unitStands: 4,
        unitFigures: 20,
      },
    ]);
    // The whole unit is never smaller than the stands fighting: 2 given, 3 fighting; light guns are 2 to a stand.
    expect(combat?.defenders).toEqual([
      {
        troop: 'light-gun',
        stands: [2, 2, 2],
        order: 'skirmish',
        disordered: true,
        attackedInRear: false,
        attackedInFlank: false,
        uphill: false,
        acrossWall: false,
        brokenGround: true,
        officer: 'dummkopf',
        unitStands: 3,
        unitFigures: 6,
      },
    ]);
    expect(combat?.firstRound).toBe(true);
    expect(combat?.rules).toMatchObject({ dicePerStand: 10, tie: 'both-fall-back' });
  });

  it('"attacked in the rear" and (ruling R43) in the flank fall on the defender only', () => {
    for (const where of ['rear', 'flank'] as const) {
      const { calls, run } = recording();
      run('melee', {
        attacker: 'halberdiers',
        'attacker-stands': 1,
        defender: 'pikemen',
        'defender-stands': 1,
        [where]: true,
      });
      const [combat] = calls.melee;
      expect(combat?.attackers[0]).toMatchObject({ attackedInRear: false, attackedInFlank: false });
      expect(combat?.defenders[0]).toMatchObject({
        order: 'closed',
        attackedInRear: where === 'rear',
        attackedInFlank: where === 'flank',
      });
    }
  });

  it('ruling R12: halberdiers fight open unless the game has them closed; an order given is kept', () => {
    const open = recording();
    open.run('melee', { attacker: 'halberdiers', 'attacker-stands': 1, defender: 'halberdiers', 'defender-stands': 1 });
    expect(open.calls.melee[0]?.attackers[0]?.order).toBe('open');
    const closed = recording();
    closed.run(
      'melee',
      {
        attacker: 'halberdiers',
        'attacker-stands': 1,
        defender: 'halberdiers',
        'defender-stands': 1,
        'defender-order': 'open',
      },
      { halberdiersOrder: 'closed' },
    );
    expect(closed.calls.melee[0]?.attackers[0]?.order).toBe('closed');
    expect(closed.calls.melee[0]?.defenders[0]?.order).toBe('open');
  });

  it("the game's rulings R6, R11, R31 and R47 reach the close combat", () => {
    const { calls, run } = recording();
    run(
      'melee',
      { attacker: 'reiters', 'attacker-stands': 1, defender: 'pikemen', 'defender-stands': 1 },
      {
        exceptionalOfficerRounding: 'up',
        brokenGround: 'minus-one-die',
        lightCavalryBonus: 'vs-infantry',
        meleeCasualtyCap: 'unit',
        meleeRounds: 'until-decided',
      },
    );
    expect(calls.melee[0]?.rules).toEqual({
      dicePerStand: 'per-figure',
      exceptionalOfficerRounding: 'up',
      brokenGround: 'minus-one-die',
      tie: 'defender-holds',
      lightCavalryBonus: 'vs-infantry',
      casualtyCap: 'unit',
      rounds: 'until-decided',
    });
  });

  it('ruling R42: a second charger and a pike sub-unit of 5 fight with their sides, in their default orders', () => {
    const { calls, run } = recording();
    run(
      'melee',
      {
        attacker: 'gendarmes',
        'attacker-stands': 2,
        'second-attacker': 'halberdiers',
        'second-attacker-stands': 2,
        defender: 'pikemen',
        'defender-stands': 2,
        'defender-sub-unit': 'halberdiers',
        rear: true,
      },
      { halberdiersOrder: 'closed' },
    );
    const [combat] = calls.melee;
    expect(combat?.attackers.slice(1)).toEqual([{ troop: 'halberdiers', stands: [5, 5], order: 'closed' }]);
    expect(combat?.defenders.slice(1)).toEqual([
      { troop: 'halberdiers', stands: [5], order: 'closed', attackedInRear: true, attackedInFlank: false },
    ]);
    const flank = recording();
    flank.run('melee', {
      attacker: 'gendarmes',
      'attacker-stands': 1,
      'second-attacker': 'light-horse',
      defender: 'pikemen',
      'defender-stands': 1,
      'defender-sub-unit': 'arquebusiers',
      flank: true,
    });
    expect(flank.calls.melee[0]?.attackers.slice(1)).toEqual([{ troop: 'light-horse', stands: [3], order: 'open' }]);
    expect(flank.calls.melee[0]?.defenders.slice(1)).toEqual([
      { troop: 'arquebusiers', stands: [5], order: 'open', attackedInRear: false, attackedInFlank: true },
    ]);
  });

  it('refuses an order a troop may not take, flank and rear together, a sub-unit of anything but pikes, bad dice', () => {
    const { run } = recording();
    const base = { attacker: 'gendarmes', 'attacker-stands': 1, defender: 'pikemen', 'defender-stands': 1 };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { 'attacker-order': 'skirmish' },
        'Gendarmes may not be in skirmish order',
        'params.attacker-order',
        'one of open, closed',
      ],
      [
        { 'defender-order': 'skirmish' },
        'Pikemen may not be in skirmish order',
        'params.defender-order',
        'one of closed, open',
      ],
      [
        { rear: true, flank: true },
        'a charge comes in on the flank or the rear, not both',
        'params.flank',
        'either --rear or --flank',
      ],
      [
        { defender: 'halberdiers', 'defender-sub-unit': 'arquebusiers' },
        'sub-units are attached to a pike formation',
        'params.defender-sub-unit',
        'defender pikemen',
      ],
      [
        { 'dice-per-stand': '0' },
        '--dice-per-stand must be per-figure or 1-10',
        'params.dice-per-stand',
        'per-figure or 1-10',
      ],
      [
        { 'dice-per-stand': '11' },
        '--dice-per-stand must be per-figure or 1-10',
        'params.dice-per-stand',
        'per-figure or 1-10',
      ],
      [
        { 'dice-per-stand': 'x1' },
        '--dice-per-stand must be per-figure or 1-10',
        'params.dice-per-stand',
        'per-figure or 1-10',
      ],
      [
        { 'dice-per-stand': '1x' },
        '--dice-per-stand must be per-figure or 1-10',
        'params.dice-per-stand',
        'per-figure or 1-10',
      ],
    ];
    for (const [params, message, path, expected] of cases) {
      const e = refusal(() => run('melee', { ...base, ...params }));
      expect(e).toMatchObject({ code: 'bad-input', message });
      expect(e.context).toEqual({ path, expected });
    }
    for (const d of ['1', '9', '10']) expect(() => run('melee', { ...base, 'dice-per-stand': d })).not.toThrow();
    expect(() => run('melee', { ...base, 'defender-order': 'open', 'attacker-order': 'open' })).not.toThrow();
    expect(() => run('melee', { ...base, rear: true })).not.toThrow();
    expect(() => run('melee', { ...base, flank: true })).not.toThrow();
  });
});

describe('officer-casualty and reiter-ranks (Rulebook: OFFICERS; FIRE)', () => {
  it('the officer of a unit that lost figures to fire (the default) or in melee', () => {
    const { calls, run } = recording();
    expect(run('officer-casualty', {})).toEqual({ fate: 'wounded' });
    run('officer-casualty', { cause: 'melee' });
    expect(calls.officer).toEqual([
      { officer: 'the officer', cause: 'fire' },
      { officer: 'the officer', cause: 'melee' },
    ]);
  });

  it('"Reiters attacked by other cavalry ... Roll a D4": the ranks the plugin gives', () => {
    const { calls, run } = recording();
    expect(run('reiter-ranks', {})).toEqual({ ranks: 3 });
    expect(calls.reiters).toEqual(['Reiters']);
  });
});

describe('the definitions muster odds lists', () => {
  it('every example parses and validates', () => {
    const { mechanics } = recording();
    for (const m of mechanics) {
      for (const example of m.examples ?? []) {
        const p = parseParams(m.params, example);
        expect(() => m.validate?.(p)).not.toThrow();
      }
    }
  });

  it('are pinned: ids, descriptions, sources, parameters, examples and outcomes', () => {
    const { mechanics } = recording();
    expect(mechanics.map(({ run: _run, validate: _validate, ...definition }) => definition)).toEqual([
      {
        id: 'fire',
        description: 'One D20 per figure (3 per gunner), hits by weapon, range band and target class',
        source: 'FIRE > Firing weapon table, Modifiers',
        params: [
          {
            name: 'weapon',
            kind: 'choice',
            choices: [
              'arquebus',
              'crossbow',
              'pistol',
              'mounted-arquebus',
              'mounted-crossbow',
              'light-cannon',
              'heavy-cannon',
              'rifle',
            ],
            description: 'firing weapon',
          },
          {
            name: 'range',
            kind: 'number',
            min: 0,
            max: 48,
            description: 'range in inches',
          },
          {
            name: 'figures',
            kind: 'integer',
            min: 0,
            max: 60,
            description: 'figures firing (gunners for guns)',
          },
          {
            name: 'target-class',
            kind: 'choice',
            choices: ['1', '2', '3', '4'],
            description: 'target class I-IV',
          },
          {
            name: 'skirmishers',
            kind: 'boolean',
            description: 'target is skirmishers or artillerists (2 hits per figure)',
          },
          {
            name: 'carried-hit',
            kind: 'boolean',
            description: 'the skirmish target already carries an odd hit from an earlier volley (ruling R46)',
          },
          {
            name: 'first-fire',
            kind: 'boolean',
            description: 'first time the unit fires in the game (-2 to each die)',
          },
          {
            name: 'shaken',
            kind: 'boolean',
            description: 'firing unit Shaken (+1 to each die)',
          },
          {
            name: 'rain',
            kind: 'boolean',
            description: 'light rain (+2 to each die)',
          },
          {
            name: 'disordered',
            kind: 'boolean',
            description: 'firing unit disordered (+1 to each die)',
          },
          {
            name: 'light-gun-long-range',
            kind: 'choice',
            choices: ['24', '36'],
            default: '24',
            description: 'ruling R9: light gun long range',
            option: 'lightGunLongRange',
          },
        ],
        outcomes: ['hits', 'casualties', 'hitsCarried'],
        examples: [
          {
            weapon: 'arquebus',
            range: 10,
            figures: 10,
            'target-class': '1',
          },
          {
            weapon: 'heavy-cannon',
            range: 30,
            figures: 4,
            'target-class': '2',
            'first-fire': true,
          },
          {
            weapon: 'pistol',
            range: 3,
            figures: 6,
            'target-class': '1',
            skirmishers: true,
            rain: true,
          },
        ],
      },
      {
        id: 'melee',
        description: 'D6 per stand killing on 6 (5-6 for the listed troops); most casualties inflicted wins',
        source: 'Close Combat > "extra dice" numbers (Combat Factors Chart: ruling R4)',
        params: [
          {
            name: 'attacker',
            kind: 'choice',
            choices: [
              'gendarmes',
              'reiters',
              'light-horse',
              'pikemen',
              'arquebusiers',
              'crossbowmen',
              'halberdiers',
              'great-swordsmen',
              'sword-and-buckler',
              'riflemen',
              'heavy-gun',
              'light-gun',
            ],
            description: 'attacker troop type',
          },
          {
            name: 'attacker-stands',
            kind: 'integer',
            min: 1,
            max: 16,
            description: 'attacker stands (full companies) fighting',
          },
          {
            name: 'attacker-order',
            kind: 'choice',
            choices: ['default', 'closed', 'open', 'skirmish'],
            default: 'default',
            description: 'attacker order',
          },
          {
            name: 'attacker-disordered',
            kind: 'boolean',
            description: 'attacker disordered or falling back (-1)',
          },
          {
            name: 'attacker-officer',
            kind: 'choice',
            choices: ['none', 'exceptional', 'ordinary', 'dummkopf'],
            default: 'none',
            description: 'officer fighting with the attacker',
          },
          {
            name: 'attacker-unit-stands',
            kind: 'integer',
            min: 0,
            max: 16,
            default: 0,
            description:
              "stands in the whole attacker unit: its officer's dice, ruling R47's casualty cap (0: those fighting)",
          },
          {
            name: 'attacker-broken-ground',
            kind: 'boolean',
            description: 'attacker in broken terrain or urban areas',
          },
          {
            name: 'defender',
            kind: 'choice',
            choices: [
              'gendarmes',
              'reiters',
              'light-horse',
              'pikemen',
              'arquebusiers',
              'crossbowmen',
              'halberdiers',
              'great-swordsmen',
              'sword-and-buckler',
              'riflemen',
              'heavy-gun',
              'light-gun',
            ],
            description: 'defender troop type',
          },
          {
            name: 'defender-stands',
            kind: 'integer',
            min: 1,
            max: 16,
            description: 'defender stands (full companies) fighting',
          },
          {
            name: 'defender-order',
            kind: 'choice',
            choices: ['default', 'closed', 'open', 'skirmish'],
            default: 'default',
            description: 'defender order',
          },
          {
            name: 'defender-disordered',
            kind: 'boolean',
            description: 'defender disordered or falling back (-1)',
          },
          {
            name: 'defender-officer',
            kind: 'choice',
            choices: ['none', 'exceptional', 'ordinary', 'dummkopf'],
            default: 'none',
            description: 'officer fighting with the defender',
          },
          {
            name: 'defender-unit-stands',
            kind: 'integer',
            min: 0,
            max: 16,
            default: 0,
            description:
              "stands in the whole defender unit: its officer's dice, ruling R47's casualty cap (0: those fighting)",
          },
          {
            name: 'defender-broken-ground',
            kind: 'boolean',
            description: 'defender in broken terrain or urban areas',
          },
          {
            name: 'first-round',
            kind: 'boolean',
            description: 'first die roll of the melee (lance +1)',
          },
          {
            name: 'rear',
            kind: 'boolean',
            description: 'the defender is attacked in the rear',
          },
          {
            name: 'flank',
            kind: 'boolean',
            description: 'ruling R43: the defender is attacked in the flank (pikes are not fighting to their front)',
          },
          {
            name: 'uphill',
            kind: 'boolean',
            description: 'the attacker climbs up to a higher level (-1)',
          },
          {
            name: 'across-wall',
            kind: 'boolean',
            description: 'the attacker attacks across a wall (-1)',
          },
          {
            name: 'tie',
            kind: 'choice',
            choices: ['defender-holds', 'both-fall-back'],
            default: 'defender-holds',
            description: 'ruling R8: a drawn combat',
            option: 'closeCombatTie',
          },
          {
            name: 'dice-per-stand',
            kind: 'string',
            default: 'per-figure',
            description: 'ruling R4: per-figure or a number',
            option: 'closeCombatDicePerStand',
          },
          {
            name: 'second-attacker',
            kind: 'choice',
            choices: [
              'none',
              'gendarmes',
              'reiters',
              'light-horse',
              'pikemen',
              'arquebusiers',
              'crossbowmen',
              'halberdiers',
              'great-swordsmen',
              'sword-and-buckler',
              'riflemen',
              'heavy-gun',
              'light-gun',
            ],
            default: 'none',
            description: 'ruling R42: a second unit charging the same target, fighting together',
          },
          {
            name: 'second-attacker-stands',
            kind: 'integer',
            min: 1,
            max: 16,
            default: 1,
            description: 'stands (full companies) of the second attacker fighting',
          },
          {
            name: 'defender-sub-unit',
            kind: 'choice',
            choices: ['none', 'arquebusiers', 'crossbowmen', 'halberdiers', 'great-swordsmen', 'sword-and-buckler'],
            default: 'none',
            description: 'ruling R42: a 5-man sub-unit fighting with the defending pike formation',
          },
        ],
        outcomes: ['winner', 'attackerCasualties', 'defenderCasualties'],
        examples: [
          {
            attacker: 'gendarmes',
            'attacker-stands': 2,
            defender: 'arquebusiers',
            'defender-stands': 2,
            'first-round': true,
          },
          {
            attacker: 'halberdiers',
            'attacker-stands': 1,
            defender: 'pikemen',
            'defender-stands': 2,
            rear: true,
          },
          {
            attacker: 'halberdiers',
            'attacker-stands': 1,
            defender: 'pikemen',
            'defender-stands': 1,
            flank: true,
          },
          {
            attacker: 'gendarmes',
            'attacker-stands': 2,
            'second-attacker': 'reiters',
            defender: 'pikemen',
            'defender-stands': 2,
            'defender-sub-unit': 'halberdiers',
          },
        ],
      },
      {
        id: 'officer-casualty',
        description:
          'D20 for an officer with a unit that took casualties: 20 killed, 19 wounded (fire) or captured (melee)',
        source: 'TROOP TYPES & ORGANIZATION > OFFICERS',
        params: [
          {
            name: 'cause',
            kind: 'choice',
            choices: ['fire', 'melee'],
            default: 'fire',
            description: 'fire or melee casualties',
          },
        ],
        outcomes: ['fate'],
        examples: [
          {
            cause: 'fire',
          },
          {
            cause: 'melee',
          },
        ],
      },
      {
        id: 'reiter-ranks',
        description: 'Reiters charged by cavalry with sword or lance: D4 ranks may fire before the close combat',
        source: 'FIRE (Reiters)',
        params: [],
        outcomes: ['ranks'],
        examples: [{}],
      },
    ]);
  });
});

describe('the rules as written', () => {
  it("are the plugin's functions: the fire table, the close combat, officer casualties, the Reiters' D4", () => {
    expect(swordAndPikeCombatPlugin).toMatchObject({
      fire: resolveFire,
      closeCombat: resolveMelee,
      officerCasualty,
      reiterRanks: reiterRanksAgainstCharge,
    });
  });
});
