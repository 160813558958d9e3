import { describe, expect, it } from 'vitest';
import type { CloseCombat, MeleeResult } from '../mechanics/closeCombat.js';
import { checkMorale, type MoraleCheck } from '../mechanics/moraleCheck.js';
import { officerCasualty, type OfficerAtRisk } from '../mechanics/officerCasualty.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { defineSwordAndPikeCombat } from '../plugins/combat.js';
import { defineSwordAndPikeMorale } from '../plugins/morale.js';
import type { Terrain } from '../table/Terrain.js';
import {
  faces,
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  sleeveOf,
  unitIn,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import { fight, isLighterCavalry, standTest } from './closeCombat.js';
import type { LostOfficer } from './context.js';
import type { ChargeState, OfficerState, SwordAndPikeState, UnitState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), Close Combat: "C. If attacker closes defender checks Morale and acts
// accordingly. D. If Close Combat occurs, fight individual stands in combat ... E. Loser of Close Combat checks Morale.
// A 6 or more, Falls Back in good order. Less than 6, loser Routs." "The side which inflicts the most casualties on
// the enemy wins the close combat and hold's it's positio." Rear Attacks: "The Defender checks Morale at minus 1, if
// he fails, he Routs." Notes on Morale: "Artillerists NEVER actually stand and fight." NOTES on routed units: "Rounted
// units attacked in close combat are destroyed." E. Morale Altered Permanently: "If a unit wins a Close Combat - raise
// Morale 1 point." DISORDERED UNITS: "Disorder is calused by ... fighting in close combat." Rulings
// (docs/rulings/sword-and-pike.md): R8 (a drawn combat), R29, R42 (several chargers and sub-units), R43 (flank and
// rear), R44 (stands fighting on a flank or the rear), R45 (a target that flees before contact), R47.

/** Scripted faces then 3s. */
const dice = faces;

/**
 * A battle context whose combat plugin records each close combat it is asked and answers `result` (a house rule
 * bound in its place: the rest of the fight is the battle's), and whose morale plugin records every check.
 */
function contextOf(initial: SwordAndPikeState, result: MeleeResult | null = null, script: number[] = []) {
  const combats: CloseCombat[] = [];
  const checks: MoraleCheck[] = [];
  const officersAtRisk: OfficerAtRisk[] = [];
  const combat = defineSwordAndPikeCombat({
    id: 'test/recording',
    description: 'records the close combats and officers at risk, answers a set result',
    closeCombat: (_d, c) => {
      combats.push(c);
      if (result === null) throw new Error('no close combat expected');
      return result;
    },
    officerCasualty: (d, o) => {
      officersAtRisk.push(o);
      return officerCasualty(d, o);
    },
  });
  const morale = defineSwordAndPikeMorale({
    id: 'test/recording',
    description: 'records the checks',
    moraleCheck: (d, check) => {
      checks.push(check);
      return checkMorale(d, check);
    },
  });
  const { ctx, events, state } = recordingContext(initial, dice(script), { combat, morale });
  const brief = () =>
    events.map((e) =>
      e.type === 'morale-tested'
        ? `${e.unit} ${e.reason}: ${e.score} ${e.result}`
        : e.type === 'removed'
          ? `removed ${e.unit} ${e.reason}`
          : e.type === 'morale-altered'
            ? `morale-altered ${e.unit} ${e.by}: ${e.reason}`
            : e.type === 'officer-casualty'
              ? `officer-casualty ${e.officer} ${e.fate}`
              : 'unit' in e
                ? `${e.type} ${e.unit}`
                : e.type,
    );
  return { ctx, events, combats, checks, officersAtRisk, brief, state };
}

/** A hand-built table (side A charges), the units changed as given. */
function table(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
  terrain: Terrain[] = [],
  officers: OfficerState[] = [],
): SwordAndPikeState {
  const s = handBuiltTable(
    'close combat',
    a,
    b,
    SwordAndPikeOptionsSchema.parse({ evasion: 'off', ...options }),
    terrain,
  );
  return { ...s, officers, units: s.units.map((x) => ({ ...x, morale: 3, ...change[x.id] })) };
}
const closedOn = (target: string, o: Partial<ChargeState> = {}): Partial<UnitState> => ({
  charge: {
    target,
    rear: false,
    flank: false,
    closed: true,
    halted: false,
    travelled: 4,
    reachedAfterFallBack: false,
    ...o,
  },
});
const gens = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20, ...o });
const rei = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({
    id: 'rei',
    troop: 'reiters',
    weapon: 'pistol',
    figures: 12,
    moraleClass: 'lighter-mounted',
    x: 40,
    y: 20,
    ...o,
  });
const shot = (o: Partial<ScenarioUnit> = {}) => scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 23, ...o });
const pike = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 24, ...o });
const officer = (o: Partial<OfficerState> & Pick<OfficerState, 'id' | 'attachedTo'>): OfficerState => ({
  name: o.id,
  quality: 'ordinary',
  side: 'B',
  brigade: 'b1',
  status: 'ok',
  ...o,
});
const won = (winner: MeleeResult['winner'], o: Partial<MeleeResult> = {}): MeleeResult => ({
  attackerDice: { onFive: 0, onSix: 8 },
  defenderDice: { onFive: 0, onSix: 8 },
  attackerCasualties: 0,
  defenderCasualties: 0,
  winner,
  attackerShares: [],
  defenderShares: [],
  ...o,
});

describe('isLighterCavalry ("Lighter mounted units": Reiters and Light Horse)', () => {
  it('Reiters and Light Horse are; Gendarmes and foot are not', () => {
    const s = table(
      [gens(), rei(), scenarioUnit({ id: 'lh', troop: 'light-horse', figures: 12, x: 50, y: 20 })],
      [shot()],
    );
    expect(s.units.map((x) => [x.id, isLighterCavalry(x)])).toEqual([
      ['gens', false],
      ['rei', true],
      ['lh', true],
      ['shot', false],
    ]);
  });
});

describe('C. the charged unit tests to stand (standTest)', () => {
  const stand = (
    c: UnitState | string,
    t: string,
    script: number[],
    state: SwordAndPikeState,
    rear = false,
    flank = false,
    outOfContact = false,
  ) => {
    const r = contextOf(state, null, script);
    const charger = typeof c === 'string' ? state.units.find((x) => x.id === c)! : c;
    const target = state.units.find((x) => x.id === t)!;
    const stood = standTest(r.ctx, charger, target, rear, flank, outOfContact);
    return { ...r, stood };
  };

  it('"Morale Good, carry-on": it stands (true, `stood`); the check is read as standing, no modifiers', () => {
    const r = stand('gens', 'shot', [3], table([gens()], [shot()]));
    expect(r.stood).toBe(true);
    expect(r.brief()).toEqual(['shot to stand against gens: 6 carry-on', 'stood shot']);
    expect(r.checks[0]).toMatchObject({
      reading: 'standing',
      modifiers: { attackedInRear: false, flankPenalty: 0, gendarmesVsLighterCavalry: false },
    });
  });

  it('"5 - Standing unit Falls Back": false, and it falls back', () => {
    const r = stand('gens', 'shot', [2], table([gens()], [shot()]));
    expect(r.stood).toBe(false);
    expect(r.brief()).toEqual(['shot to stand against gens: 5 fall-back', 'fell-back shot']);
    // Ruling R68, `away-from-enemy`: charged by gendarmes level on its right (36, 23), it falls back 6" west, away.
    const away = stand(
      'gens',
      'shot',
      [2],
      table([gens({ x: 36, y: 23 })], [shot()], {}, { fallBackWay: 'away-from-enemy' }),
    );
    expect([unitIn(away.state(), 'shot').x, unitIn(away.state(), 'shot').y]).toEqual([24, 23]);
  });

  it('Rear Attacks: "The Defender checks Morale at minus 1, if he fails, he Routs"', () => {
    const r = stand('gens', 'shot', [3, 1], table([gens()], [shot()]), true);
    expect(r.checks[0]?.modifiers).toMatchObject({ attackedInRear: true });
    expect(r.brief()).toEqual(['shot to stand against gens: 5 rout', 'routed shot']);
  });

  it('ruling R43: a flank charge puts the target at the flank penalty (`flankAttacks.moralePenalty` 1)', () => {
    const s = table([gens()], [shot()], {}, { flankAttacks: { moralePenalty: 1 } });
    const r = stand('gens', 'shot', [3], s, false, true);
    expect(r.checks[0]?.modifiers).toMatchObject({ attackedInRear: false, flankPenalty: 1 });
  });

  it('pikes in square have no rear or flank: neither penalty', () => {
    const s = table([gens()], [pike()], { pike: { square: true } }, { flankAttacks: { moralePenalty: 1 } });
    for (const [rear, flank] of [
      [true, false],
      [false, true],
    ] as const) {
      const r = stand('gens', 'pike', [3], s, rear, flank);
      expect(r.checks[0]?.modifiers).toMatchObject({ attackedInRear: false, flankPenalty: 0 });
    }
  });

  it('F. "Gendarmes vs. Lighter cavalry": Gendarmes charged by Reiters test at +1; charged by Gendarmes, not', () => {
    const s = table([rei(), gens({ id: 'g2', x: 50 })], [gens({ y: 26 })]);
    expect(stand('rei', 'gens', [2], s).checks[0]?.modifiers.gendarmesVsLighterCavalry).toBe(true);
    expect(stand('g2', 'gens', [2], s).checks[0]?.modifiers.gendarmesVsLighterCavalry).toBe(false);
  });

  it('a unit that fell back tests as falling back: "5 - Falling Back unit Routs"', () => {
    const r = stand('gens', 'shot', [2], table([gens()], [shot()], { shot: { fellBack: true } }));
    expect(r.checks[0]?.reading).toBe('falling-back');
    expect(r.brief()).toEqual(['shot to stand against gens: 5 rout', 'routed shot']);
  });

  it('"Artillerists NEVER actually stand and fight": they test to fall back (5+) or rout, never standing', () => {
    const gun = scenarioUnit({
      id: 'gun',
      troop: 'light-gun',
      weapon: 'light-cannon',
      figures: 2,
      order: 'skirmish',
      moraleClass: 'gunners-auxiliaries',
      x: 30,
      y: 26,
    });
    const s = table([rei()], [gun]);
    const r = stand('rei', 'gun', [3], s, true, true);
    expect(r.stood).toBe(false);
    expect(r.brief()).toEqual(['gun artillerists charged by rei: 5 fall-back', 'fell-back gun']);
    expect(r.checks[0]).toMatchObject({
      reading: 'artillerists-charged',
      modifiers: { attackedInRear: true, gendarmesVsLighterCavalry: false },
    });
  });

  // Ruling R45: a target that fell back in a fire phase before the charge came in "never stands: it carries on falling
  // back or routs".
  it('ruling R45: out of contact, a target that passes carries on (false, no `stood`); anything less routs it', () => {
    const s = table([gens()], [shot()], { shot: { fellBack: true } });
    const good = stand('gens', 'shot', [3], s, false, false, true);
    expect(good.stood).toBe(false);
    expect(good.brief()).toEqual(['shot to stand against gens: 6 carry-on']);
    const bad = stand('gens', 'shot', [2], s, false, false, true);
    expect(bad.brief()).toEqual(['shot to stand against gens: 5 rout', 'routed shot']);
  });
});

describe('D-E. one close combat (fight)', () => {
  const fightOf = (
    state: SwordAndPikeState,
    chargers: string[],
    target: string,
    result: MeleeResult | null,
    o: { rear?: boolean; flank?: boolean; aspects?: Map<string, 'front' | 'flank' | 'rear'>; script?: number[] } = {},
  ) => {
    const r = contextOf(state, result, o.script ?? []);
    const lost: LostOfficer[] = [];
    const winners = fight(r.ctx, chargers, target, o.rear ?? false, lost, o.flank ?? false, o.aspects);
    return { ...r, winners, lost };
  };

  // Ruling R68 (`fallBackWay`): the loser falls back to its rear, or straight away from the enemy it fought. The shot
  // (B's, facing south: its rear is +y) beaten by gendarmes on its right, level with it at (36, 23): a 3 on its test
  // (3 + morale 3 = 6, E: "A 6 or more, Falls Back") sends it 6" north to (30, 29), or 6" west to (24, 23).
  it('ruling R68: the loser falls back to its rear, or under away-from-enemy straight away from the winner', () => {
    const atSide = (fallBackWay: string) => table([gens({ x: 36, y: 23 })], [shot()], {}, { fallBackWay });
    const rearward = fightOf(atSide('to-the-rear'), ['gens'], 'shot', won('attacker'), { script: [3] });
    expect(rearward.brief()).toContain('shot lost a close combat: 6 fall-back');
    expect([unitIn(rearward.state(), 'shot').x, unitIn(rearward.state(), 'shot').y]).toEqual([30, 29]);
    const away = fightOf(atSide('away-from-enemy'), ['gens'], 'shot', won('attacker'), { script: [3] });
    expect([unitIn(away.state(), 'shot').x, unitIn(away.state(), 'shot').y]).toEqual([24, 23]);
  });

  it('"Rounted units attacked in close combat are destroyed": no fight; the chargers win and may take the place', () => {
    const s = table([gens(), rei()], [shot()], { shot: { status: 'routed', routedTurn: 0 } });
    const r = fightOf(s, ['gens', 'rei'], 'shot', null);
    expect(r.combats).toEqual([]);
    expect(r.brief()).toEqual([
      'removed shot destroyed',
      'morale-altered gens 1: won a close combat',
      'morale-altered rei 1: won a close combat',
    ]);
    expect(r.winners).toEqual([
      { unit: 'gens', vacated: { x: 30, y: 23 } },
      { unit: 'rei', vacated: { x: 30, y: 23 } },
    ]);
  });

  it("the combat as the plugin is asked it: each side's troop, stands, order and labels; the first round; the rulings", () => {
    const s = table(
      [gens()],
      [shot()],
      {},
      {
        closeCombatDicePerStand: 2,
        exceptionalOfficerRounding: 'up',
        brokenGround: 'minus-one-die',
        closeCombatTie: 'both-fall-back',
        lightCavalryBonus: 'vs-infantry',
        meleeCasualtyCap: 'unit',
        meleeRounds: 'until-decided',
      },
    );
    const r = fightOf(s, ['gens'], 'shot', won('attacker'));
    expect(r.combats).toEqual([
      {
        attackers: [
          {
            troop: 'gendarmes',
            stands: [3, 3, 3, 3],
            order: 'open',
            disordered: false,
            attackedInRear: false,
            attackedInFlank: false,
            square: false,
            uphill: false,
            acrossWall: false,
            brokenGround: false,
            unitFigures: 12,
          },
        ],
        defenders: [
          {
            troop: 'arquebusiers',
            stands: [5, 5, 5, 5],
            order: 'open',
            disordered: false,
            attackedInRear: false,
            attackedInFlank: false,
            square: false,
            uphill: false,
            acrossWall: false,
            brokenGround: false,
            unitFigures: 20,
          },
        ],
        firstRound: true,
        rules: {
          dicePerStand: 2,
          exceptionalOfficerRounding: 'up',
          brokenGround: 'minus-one-die',
          tie: 'both-fall-back',
          lightCavalryBonus: 'vs-infantry',
          casualtyCap: 'unit',
          rounds: 'until-decided',
        },
        attackerLabel: 'gens attacking shot',
        defenderLabel: 'shot defending against gens',
      },
    ]);
  });

  it('the default rulings are passed as they are', () => {
    const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker'));
    expect(r.combats[0]?.rules).toEqual({
      dicePerStand: 'per-figure',
      exceptionalOfficerRounding: 'down',
      brokenGround: 'lose-kill-bonus',
      tie: 'defender-holds',
      lightCavalryBonus: 'always',
      casualtyCap: 'fighting-stands',
      rounds: 'one',
    });
  });

  it('"Disordered or falling back" troops fight at -1: the side says so', () => {
    const s = table([gens()], [shot()], { gens: { status: 'disordered' }, shot: { fellBack: true } });
    const r = fightOf(s, ['gens'], 'shot', won('attacker'));
    expect(r.combats[0]?.attackers[0]?.disordered).toBe(true);
    expect(r.combats[0]?.defenders[0]?.disordered).toBe(true);
  });

  it('an officer fighting with a unit adds his dice ("one D6 per stand in the unit"): his quality and the unit\'s stands', () => {
    const s = table(
      [gens()],
      [shot()],
      {},
      {},
      [],
      [
        officer({ id: 'col', attachedTo: 'shot', quality: 'exceptional' }),
        officer({ id: 'gen', attachedTo: 'gens', side: 'A' }),
      ],
    );
    const r = fightOf(s, ['gens'], 'shot', won('attacker'));
    expect(r.combats[0]?.defenders[0]).toMatchObject({ officer: 'exceptional', unitStands: 4 });
    expect(r.combats[0]?.attackers[0]).toMatchObject({ officer: 'ordinary', unitStands: 4 });
    const none = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker'));
    expect(none.combats[0]?.defenders[0]).not.toHaveProperty('officer');
    expect(none.combats[0]?.defenders[0]).not.toHaveProperty('unitStands');
  });

  it('"Units climbing up to higher level are -1", "Units attacking across walls are -1": the attacker\'s, read from the defender\'s ground', () => {
    const hill: Terrain = { kind: 'hill', name: 'hill', x: 20, y: 22, width: 20, height: 10 };
    const up = fightOf(table([gens()], [shot()], {}, {}, [hill]), ['gens'], 'shot', won('attacker'));
    expect(up.combats[0]?.attackers[0]?.uphill).toBe(true);
    expect(up.combats[0]?.defenders[0]?.uphill).toBe(false);
    // Both on the hill: no climbing.
    const level = fightOf(
      table([gens({ y: 20 })], [shot()], {}, {}, [{ ...hill, y: 15, height: 20 }]),
      ['gens'],
      'shot',
      won('attacker'),
    );
    expect(level.combats[0]?.attackers[0]?.uphill).toBe(false);
    // The charger on the hill, the defender below: no climbing either.
    const down = fightOf(
      table([gens()], [shot()], {}, {}, [{ ...hill, y: 15, height: 6 }]),
      ['gens'],
      'shot',
      won('attacker'),
    );
    expect(down.combats[0]?.attackers[0]?.uphill).toBe(false);
    const wall: Terrain = { kind: 'wall', name: 'wall', x: 20, y: 22, width: 20, height: 10 };
    const across = fightOf(table([gens()], [shot()], {}, {}, [wall]), ['gens'], 'shot', won('attacker'));
    expect(across.combats[0]?.attackers[0]?.acrossWall).toBe(true);
    expect(across.combats[0]?.defenders[0]?.acrossWall).toBe(false);
    // A defender in broken ground: "Pikes in broken terrain ... = die number" (ruling R11).
    const broken: Terrain = { kind: 'broken', name: 'rough', x: 20, y: 22, width: 20, height: 10 };
    const rough = fightOf(table([gens()], [shot()], {}, {}, [broken]), ['gens'], 'shot', won('attacker'));
    expect(rough.combats[0]?.defenders[0]?.brokenGround).toBe(true);
    expect(rough.combats[0]?.attackers[0]?.brokenGround).toBe(false);
  });

  // Rear Attacks: "Attacked in rear - can inflict no casualties, must just TAKE it!" Ruling R43: a flank attack.
  it('a rear charge: the defender is attacked in rear (not in flank), the attacker is not; pikes in square never', () => {
    const r = fightOf(
      table([gens()], [shot()], { gens: closedOn('shot', { rear: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        rear: true,
        flank: true,
      },
    );
    expect(r.combats[0]?.defenders[0]).toMatchObject({ attackedInRear: true, attackedInFlank: false });
    expect(r.combats[0]?.attackers[0]).toMatchObject({ attackedInRear: false, attackedInFlank: false });
    const square = fightOf(table([gens()], [pike()], { pike: { square: true } }), ['gens'], 'pike', won('attacker'), {
      rear: true,
      flank: true,
    });
    expect(square.combats[0]?.defenders[0]).toMatchObject({
      attackedInRear: false,
      attackedInFlank: false,
      square: true,
    });
  });

  it('a flank charge: the defender is attacked in flank, the attacker is not; pikes in square are not', () => {
    const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker'), { flank: true });
    expect(r.combats[0]?.defenders[0]).toMatchObject({ attackedInRear: false, attackedInFlank: true });
    expect(r.combats[0]?.attackers[0]).toMatchObject({ attackedInFlank: false });
    const square = fightOf(table([gens()], [pike()], { pike: { square: true } }), ['gens'], 'pike', won('attacker'), {
      flank: true,
    });
    expect(square.combats[0]?.defenders[0]?.attackedInFlank).toBe(false);
  });

  // Ruling R44: "each charger fights with its stands on the face it attacks; the target with its stands on the face
  // attacked, as to its front if any charger comes at its front". A line of shot 4 stands wide, 1 deep, charged in the
  // flank fights with 1 x min(4, 2) = 2 stands; Gendarmes (2 wide, 2 deep) on its 1"-deep flank edge fight with 1 x 2.
  it("ruling R44: the stands fighting follow each charger's face and the target's", () => {
    const line = shot({ frontage: 4 });
    const flankCharge = fightOf(
      table([gens()], [line], { gens: closedOn('shot', { flank: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        flank: true,
      },
    );
    expect(flankCharge.combats[0]?.defenders[0]?.stands).toEqual([5, 5]);
    const front = fightOf(table([gens()], [line]), ['gens'], 'shot', won('attacker'));
    expect(front.combats[0]?.defenders[0]?.stands).toEqual([5, 5, 5, 5]);
    // The aspects given override the charge's own flags.
    const given = fightOf(
      table([gens()], [line], { gens: closedOn('shot', { flank: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        aspects: new Map([['gens', 'front']]),
      },
    );
    expect(given.combats[0]?.defenders[0]?.stands).toEqual([5, 5, 5, 5]);
    // 'as-front': every unit fights as to its front.
    const asFront = fightOf(
      table([gens()], [line], { gens: closedOn('shot', { flank: true }) }, { flankAndRearStands: 'as-front' }),
      ['gens'],
      'shot',
      won('attacker'),
      { flank: true },
    );
    expect(asFront.combats[0]?.defenders[0]?.stands).toEqual([5, 5, 5, 5]);
  });

  it('ruling R44: a rear charger alone puts the target on its rear face; with a front charger, its front', () => {
    // A column 1 stand wide and 4 deep: to the front (or rear) 1 x min(4, 2) = 2 stands; to the flank 4 x 1.
    const column = shot({ frontage: 1, y: 26 });
    const rear = fightOf(
      table([gens()], [column], { gens: closedOn('shot', { rear: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        rear: true,
      },
    );
    expect(rear.combats[0]?.defenders[0]?.stands).toEqual([5, 5]);
    const flank = fightOf(
      table([gens()], [column], { gens: closedOn('shot', { flank: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        flank: true,
      },
    );
    expect(flank.combats[0]?.defenders[0]?.stands).toEqual([5, 5, 5, 5]);
    // A front charger and a flank charger: the target fights to its front.
    const both = fightOf(
      table([gens(), rei()], [column], { gens: closedOn('shot', { flank: true }), rei: closedOn('shot') }),
      ['gens', 'rei'],
      'shot',
      won('attacker'),
    );
    expect(both.combats[0]?.defenders[0]?.stands).toEqual([5, 5]);
    // A rear charger and a flank charger: the rear face (2 stands), not the flank.
    const rearAndFlank = fightOf(
      table([gens(), rei()], [column], {
        gens: closedOn('shot', { flank: true }),
        rei: closedOn('shot', { rear: true }),
      }),
      ['gens', 'rei'],
      'shot',
      won('attacker'),
      { rear: true },
    );
    expect(rearAndFlank.combats[0]?.defenders[0]?.stands).toEqual([5, 5]);
  });

  it('ruling R44: a charger on the flank fights with the stands that reach the edge it attacks', () => {
    // The shot column's flank edge is 4" long: 2 of the Gendarmes' 2"-wide stands reach it, 2 ranks deep.
    const column = shot({ frontage: 1 });
    const flank = fightOf(
      table([gens({ frontage: 4 })], [column], { gens: closedOn('shot', { flank: true }) }),
      ['gens'],
      'shot',
      won('attacker'),
      {
        flank: true,
      },
    );
    expect(flank.combats[0]?.attackers[0]?.stands).toEqual([3, 3]);
    const front = fightOf(table([gens({ frontage: 4 })], [column]), ['gens'], 'shot', won('attacker'));
    expect(front.combats[0]?.attackers[0]?.stands).toEqual([3, 3, 3, 3]);
  });

  // Ruling R42: "a pike formation's attached sub-units that fight with it — in good order, within 1" of it, and
  // neither charging nor charged themselves".
  describe('ruling R42: sub-units fight with their pike', () => {
    const sleeve = (o: Partial<ScenarioUnit> = {}) => sleeveOf({ y: 24, ...o });
    const defenders = (change: Record<string, Partial<UnitState>> = {}, s?: Partial<ScenarioUnit>) => {
      const r = fightOf(table([gens()], [pike(), sleeve(s)], change), ['gens'], 'pike', won('attacker'));
      return r.combats[0]?.defenders.map((d) => d.troop);
    };
    it('a sleeve in good order beside its charged pike fights with it', () => {
      expect(defenders()).toEqual(['pikemen', 'arquebusiers']);
      const r = fightOf(table([gens()], [pike(), sleeve()]), ['gens'], 'pike', won('attacker'));
      expect(r.combats[0]?.defenderLabel).toBe('pike and sleeve defending against gens');
      expect(r.events[0]).toMatchObject({ defenders: ['pike', 'sleeve'] });
    });
    it('not one disordered, routed, gone, charging, charged itself, or more than 1" away', () => {
      expect(defenders({ sleeve: { status: 'disordered' } })).toEqual(['pikemen']);
      expect(defenders({ sleeve: { status: 'routed' } })).toEqual(['pikemen']);
      expect(defenders({ sleeve: { status: 'removed' } })).toEqual(['pikemen']);
      expect(defenders({ sleeve: closedOn('gens') })).toEqual(['pikemen']);
      expect(defenders({}, { x: 36.5 })).toEqual(['pikemen']);
      // Exactly 1" off (pike 4" wide to x 32, the sleeve 2" wide from x 33): it fights.
      expect(defenders({}, { x: 34 })).toEqual(['pikemen', 'arquebusiers']);
    });
    it('a sleeve charged itself by a charger that closed fights its own combat; one whose charger did not close, with its pike', () => {
      const r = (closed: boolean, gone = false) =>
        fightOf(
          table([gens(), rei({ x: 35, y: 20 })], [pike(), sleeve()], {
            rei: { ...closedOn('sleeve', { closed }), ...(gone ? { status: 'removed' as const } : {}) },
          }),
          ['gens'],
          'pike',
          won('attacker'),
        ).combats[0]?.defenders.map((d) => d.troop);
      expect(r(true)).toEqual(['pikemen']);
      expect(r(false)).toEqual(['pikemen', 'arquebusiers']);
      expect(r(true, true)).toEqual(['pikemen', 'arquebusiers']);
    });
    it('a sleeve of another pike, standing beside this one, does not fight with it', () => {
      const r = fightOf(
        table([gens()], [pike(), pike({ id: 'pike2', x: 50 }), sleeve({ attachedTo: 'pike2' })]),
        ['gens'],
        'pike',
        won('attacker'),
      );
      expect(r.combats[0]?.defenders.map((d) => d.troop)).toEqual(['pikemen']);
    });
    it("a charging pike's sleeves fight with it, as to their front", () => {
      const aPike = pike({ y: 18 });
      const aSleeve = sleeve({ y: 18 });
      const r = fightOf(
        table([aPike, aSleeve], [shot({ y: 23 })], { pike: closedOn('shot', { flank: true }) }),
        ['pike'],
        'shot',
        won('attacker'),
        {
          flank: true,
        },
      );
      expect(r.combats[0]?.attackers.map((a) => a.troop)).toEqual(['pikemen', 'arquebusiers']);
      expect(r.combats[0]?.attackerLabel).toBe('pike and sleeve attacking shot');
      expect(r.combats[0]?.attackers[1]?.stands).toEqual([5]);
    });
  });

  describe('the result', () => {
    it("the close-combat event: dice, casualties, each unit's share (at most its figures), the winner", () => {
      const result = won('attacker', {
        attackerDice: { onFive: 4, onSix: 0 },
        defenderDice: { onFive: 0, onSix: 6 },
        attackerCasualties: 1,
        defenderCasualties: 3,
        attackerShares: [1],
        defenderShares: [25],
      });
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', result, { script: [6] });
      expect(r.events[0]).toEqual({
        type: 'close-combat',
        attacker: 'gens',
        defender: 'shot',
        attackers: ['gens'],
        defenders: ['shot'],
        attackerDice: { onFive: 4, onSix: 0 },
        defenderDice: { onFive: 0, onSix: 6 },
        attackerCasualties: 1,
        defenderCasualties: 3,
        losses: [
          { unit: 'gens', casualties: 1 },
          { unit: 'shot', casualties: 20 },
        ],
        winner: 'attacker',
      });
      // All its figures lost: destroyed; no test for it.
      expect(r.brief().slice(1)).toEqual([
        'removed shot destroyed',
        'disordered gens',
        'morale-altered gens 1: won a close combat',
      ]);
    });

    it('shares missing from the result count as none', () => {
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker'), { script: [3] });
      expect(r.events[0]).toMatchObject({
        losses: [
          { unit: 'gens', casualties: 0 },
          { unit: 'shot', casualties: 0 },
        ],
      });
    });

    it('E.: the loser tests ("A 6 or more, Falls Back"); everyone still standing is disordered; the winner +1, may take its options', () => {
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker', { defenderShares: [2] }), {
        script: [3],
      });
      expect(r.brief().slice(1)).toEqual([
        'shot lost a close combat: 6 fall-back',
        'fell-back shot',
        'disordered gens',
        'morale-altered gens 1: won a close combat',
      ]);
      expect(r.checks[0]).toMatchObject({ reading: 'lost-close-combat' });
      // The loser fell back: its place is vacated.
      expect(r.winners).toEqual([{ unit: 'gens', vacated: { x: 30, y: 23 } }]);
    });

    it('"Less than 6, loser Routs"; the defender wins: it is disordered, +1, and takes the options (the place its routed charger left)', () => {
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('defender'), { script: [1, 1] });
      expect(r.brief().slice(1)).toEqual([
        'gens lost a close combat: 4 rout',
        'routed gens',
        'disordered shot',
        'morale-altered shot 1: won a close combat',
      ]);
      expect(r.winners).toEqual([{ unit: 'shot', vacated: { x: 30, y: 20 } }]);
    });

    it('a loser that holds its ground (no move) leaves nothing vacated', () => {
      // A heavy gun that falls back cannot move (ruling R25): the winner has no vacated place.
      const gun = scenarioUnit({
        id: 'gun',
        troop: 'heavy-gun',
        weapon: 'heavy-cannon',
        figures: 4,
        order: 'skirmish',
        moraleClass: 'gunners-auxiliaries',
        x: 30,
        y: 26,
      });
      const r = fightOf(table([gens()], [gun], { gun: { morale: 5 } }), ['gens'], 'gun', won('attacker'), {
        script: [3],
      });
      expect(r.brief()).toContain('fell-back gun');
      expect(r.winners).toEqual([{ unit: 'gens', vacated: null }]);
    });

    const penalty = { flankAttacks: { moralePenalty: 1 } };
    it("a lost test on a rear or flank charge is taken at the rear or flank penalty; the attacker's never", () => {
      const rear = fightOf(table([gens()], [shot()], {}, penalty), ['gens'], 'shot', won('attacker'), {
        rear: true,
        flank: true,
        script: [3],
      });
      expect(rear.checks[0]?.modifiers).toMatchObject({ attackedInRear: true, flankPenalty: 0 });
      const flank = fightOf(table([gens()], [shot()], {}, penalty), ['gens'], 'shot', won('attacker'), {
        flank: true,
        script: [3],
      });
      expect(flank.checks[0]?.modifiers).toMatchObject({ attackedInRear: false, flankPenalty: 1 });
      const attacker = fightOf(table([gens()], [shot()], {}, penalty), ['gens'], 'shot', won('defender'), {
        rear: true,
        flank: true,
        script: [3],
      });
      expect(attacker.checks[0]?.modifiers).toMatchObject({ attackedInRear: false, flankPenalty: 0 });
      const square = fightOf(
        table([gens()], [pike()], { pike: { square: true } }, penalty),
        ['gens'],
        'pike',
        won('attacker'),
        {
          rear: true,
          flank: true,
          script: [3],
        },
      );
      expect(square.checks[0]?.modifiers).toMatchObject({ attackedInRear: false, flankPenalty: 0 });
      const squareFlank = fightOf(
        table([gens()], [pike()], { pike: { square: true } }, penalty),
        ['gens'],
        'pike',
        won('attacker'),
        {
          flank: true,
          script: [3],
        },
      );
      expect(squareFlank.checks[0]?.modifiers).toMatchObject({ flankPenalty: 0 });
    });

    it('F. "Gendarmes vs. Lighter cavalry": losing Gendarmes test at +1 against Reiters, whichever side they are', () => {
      const defending = fightOf(table([rei()], [gens({ y: 26 })]), ['rei'], 'gens', won('attacker'), { script: [3] });
      expect(defending.checks[0]?.modifiers.gendarmesVsLighterCavalry).toBe(true);
      const attacking = fightOf(table([gens()], [rei({ x: 30, y: 26 })]), ['gens'], 'rei', won('defender'), {
        script: [3],
      });
      expect(attacking.checks[0]?.modifiers.gendarmesVsLighterCavalry).toBe(true);
      const vsGendarmes = fightOf(table([gens({ id: 'g2' })], [gens({ y: 26 })]), ['g2'], 'gens', won('attacker'), {
        script: [3],
      });
      expect(vsGendarmes.checks[0]?.modifiers.gendarmesVsLighterCavalry).toBe(false);
    });

    it('every unit of the losing side tests: a pike and its sleeve', () => {
      const sleeve = sleeveOf({ y: 24 });
      const r = fightOf(table([gens()], [pike(), sleeve]), ['gens'], 'pike', won('attacker'), { script: [3, 3] });
      expect(r.brief().filter((b) => b.includes('lost a close combat'))).toEqual([
        'pike lost a close combat: 6 fall-back',
        'sleeve lost a close combat: 6 fall-back',
      ]);
    });

    it('a pike block losing to a rear charge: the pike and its sleeve both test at the rear penalty', () => {
      const sleeve = sleeveOf({ y: 24 });
      const r = fightOf(table([gens()], [pike(), sleeve]), ['gens'], 'pike', won('attacker'), {
        rear: true,
        script: [3, 3],
      });
      expect(r.checks.map((c) => c.modifiers.attackedInRear)).toEqual([true, true]);
    });

    it('two chargers win: both are disordered, both +1, both may take options; the first is the lead', () => {
      const r = fightOf(
        table([gens(), rei({ x: 36 })], [shot()], { gens: closedOn('shot'), rei: closedOn('shot') }),
        ['gens', 'rei'],
        'shot',
        won('attacker'),
        { script: [3] },
      );
      expect(r.events[0]).toMatchObject({ attacker: 'gens', attackers: ['gens', 'rei'] });
      expect(r.combats[0]?.defenderLabel).toBe('shot defending against gens and rei');
      expect(r.combats[0]?.attackerLabel).toBe('gens and rei attacking shot');
      expect(r.brief().slice(3)).toEqual([
        'disordered gens',
        'disordered rei',
        'morale-altered gens 1: won a close combat',
        'morale-altered rei 1: won a close combat',
      ]);
      expect(r.winners.map((w) => w.unit)).toEqual(['gens', 'rei']);
    });

    it('a winner destroyed in the fight takes no point and no option; a winner already disordered is not disordered again', () => {
      const r = fightOf(
        table([gens(), rei({ x: 36 })], [shot()], {
          gens: { ...closedOn('shot'), status: 'disordered' },
          rei: closedOn('shot'),
        }),
        ['gens', 'rei'],
        'shot',
        won('attacker', { attackerShares: [0, 12] }),
        { script: [3] },
      );
      expect(r.brief().slice(1)).toEqual([
        'removed rei destroyed',
        'shot lost a close combat: 6 fall-back',
        'fell-back shot',
        'morale-altered gens 1: won a close combat',
      ]);
      expect(r.winners.map((w) => w.unit)).toEqual(['gens']);
    });

    it('a loser already destroyed does not test; the loser that was not the principal one is fought but not "vacated"', () => {
      const r = fightOf(
        table([gens(), rei({ x: 36 })], [shot()], { gens: closedOn('shot'), rei: closedOn('shot') }),
        ['gens', 'rei'],
        'shot',
        won('defender', { attackerShares: [0, 12] }),
        { script: [3] },
      );
      expect(r.brief().slice(1)).toEqual([
        'removed rei destroyed',
        'gens lost a close combat: 6 fall-back',
        'fell-back gens',
        'disordered shot',
        'morale-altered shot 1: won a close combat',
      ]);
      expect(r.winners).toEqual([{ unit: 'shot', vacated: { x: 30, y: 20 } }]);
    });

    it('the principal loser destroyed: its place is vacated', () => {
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('defender', { attackerShares: [12] }));
      expect(r.winners).toEqual([{ unit: 'shot', vacated: { x: 30, y: 20 } }]);
    });

    it('a loser that routs in its test is not disordered', () => {
      const r = fightOf(table([gens()], [shot()]), ['gens'], 'shot', won('attacker'), { script: [1, 1] });
      expect(r.brief().slice(1)).toEqual([
        'shot lost a close combat: 4 rout',
        'routed shot',
        'disordered gens',
        'morale-altered gens 1: won a close combat',
      ]);
    });

    // Ruling R8 'both-fall-back': a drawn combat, where the plugin names no winner.
    it('ruling R8: no winner: every unit that fought falls back (those destroyed excepted); no options', () => {
      const r = fightOf(
        table([gens(), rei({ x: 36 })], [shot()], { gens: closedOn('shot'), rei: closedOn('shot') }),
        ['gens', 'rei'],
        'shot',
        won('none', {
          attackerShares: [0, 12],
        }),
      );
      expect(r.brief().slice(1)).toEqual(['removed rei destroyed', 'fell-back gens', 'fell-back shot']);
      expect(r.winners).toEqual([]);
    });

    // OFFICERS: "may become casualties if the unit to which they are attached sufferes ... melee casualties ... If the
    // result is 19, and the roll is due to melee casualties, then the officer is captured".
    it("an officer's D20 for a unit with melee casualties (19: captured, lost); none for a unit without", () => {
      const s = table(
        [gens()],
        [shot()],
        {},
        {},
        [],
        [officer({ id: 'col', attachedTo: 'shot' }), officer({ id: 'gen', attachedTo: 'gens', side: 'A' })],
      );
      const r = fightOf(s, ['gens'], 'shot', won('attacker', { defenderShares: [2] }), { script: [19, 3] });
      expect(r.brief()[1]).toBe('officer-casualty col captured');
      // The bound combat plugin is asked with the cause (a house rule may treat melee and fire apart).
      expect(r.officersAtRisk).toEqual([{ officer: 'col with shot', cause: 'melee' }]);
      expect(r.lost.map((l) => l.officer.id)).toEqual(['col']);
      expect(r.lost[0]).toMatchObject({ x: 30, y: 23 });
    });

    it('an officer of a unit destroyed in the fight still rolls his D20 first', () => {
      const s = table([gens()], [shot({ figures: 2 })], {}, {}, [], [officer({ id: 'col', attachedTo: 'shot' })]);
      const r = fightOf(s, ['gens'], 'shot', won('attacker', { defenderShares: [2] }), { script: [20] });
      expect(r.brief().slice(1, 3)).toEqual(['officer-casualty col killed', 'removed shot destroyed']);
    });
  });
});
