import { MusterError, type GameOptions, type MechanicDefinition, type ParamSpec, type ParamValues } from '@muster/core';
import type { EvasionCheck } from '../mechanics/evasion.js';
import { moraleRating, type MoraleReading, type UnitMorale } from '../mechanics/moraleCheck.js';
import { swordAndPikeOptionsOf } from '../options/swordAndPikeOptionsOf.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import {
  MORALE_CLASSES,
  OFFICER_QUALITIES,
  TROOP_TYPES,
  type MoraleClass,
  type OfficerQuality,
  type TroopType,
} from '../profiles/TroopType.js';
import type { SwordAndPikeMoraleFunctions } from './morale.js';

const READINGS: readonly MoraleReading[] = [
  'moving',
  'to-close',
  'standing',
  'falling-back',
  'lost-close-combat',
  'artillerists-charged',
  'pass-fail',
];

/** Every input of the battle's morale check, as parameters (the situation, or reading, apart). */
const checkParams = (troopDefault?: TroopType): readonly ParamSpec[] => [
  {
    name: 'troop',
    kind: 'choice',
    choices: TROOP_TYPES,
    ...(troopDefault ? { default: troopDefault } : {}),
    description: 'troop type',
  },
  {
    name: 'rating',
    kind: 'integer',
    min: -5,
    max: 10,
    default: 3,
    description: 'Basic Morale (ignored with --initial)',
  },
  { name: 'initial', kind: 'boolean', description: 'first check: roll the Basic Morale on the Initial Morale Chart' },
  {
    name: 'morale-class',
    kind: 'choice',
    choices: ['default', ...MORALE_CLASSES],
    default: 'default',
    description: 'row of the Initial Morale Chart',
  },
  {
    name: 'morale-shift',
    kind: 'integer',
    min: -10,
    max: 10,
    default: 0,
    description: 'morale altered permanently so far (+1 a close combat won, -1 a rout...)',
  },
  { name: 'stand-lost', kind: 'boolean', description: 'at least one full stand is gone' },
  { name: 'fortified', kind: 'boolean', description: 'in towns, forts, trenches (+1)' },
  { name: 'square', kind: 'boolean', description: 'pikes in square (+1)' },
  {
    name: 'officer',
    kind: 'choice',
    choices: ['none', ...OFFICER_QUALITIES],
    default: 'none',
    description: 'officer attached (his Morale Bonus, ruling R5)',
  },
  { name: 'vs-lighter-cavalry', kind: 'boolean', description: 'Gendarmes vs lighter cavalry (+1)' },
  { name: 'rear', kind: 'boolean', description: 'attacked in rear (-1; standing, a failure routs)' },
  {
    name: 'flank-penalty',
    kind: 'integer',
    min: 0,
    max: 2,
    default: 0,
    description: 'ruling R43: points off when attacked in the flank',
    option: 'flankAttacks.moralePenalty',
  },
  { name: 'disordered', kind: 'boolean', description: 'disordered (-1)' },
  {
    name: 'morale-die',
    kind: 'choice',
    choices: ['4', '6', '8'],
    default: '6',
    description: 'ruling R1: the die of the morale check',
    option: 'moraleDie',
  },
];

function validateCheck(p: ParamValues): void {
  if (p.square === true && p.troop !== 'pikemen')
    throw new MusterError('bad-input', 'only pikes form square', { path: 'params.square', expected: 'troop pikemen' });
  if (p['vs-lighter-cavalry'] === true && p.troop !== 'gendarmes')
    throw new MusterError('bad-input', 'the +1 against lighter cavalry is for Gendarmes', {
      path: 'params.vs-lighter-cavalry',
      expected: 'troop gendarmes',
    });
}

/** The unit's morale and the battle's typed check from the parameters (the game's officer bonuses, ruling R5, and Reiters' row, R14). */
function testOf(
  p: ParamValues,
  game: GameOptions | undefined,
): { morale: UnitMorale; check: Omit<EvasionCheck, 'rating'> } {
  const options = swordAndPikeOptionsOf(game);
  const troop = p.troop as TroopType;
  const profile = troopProfile(troop);
  const mc = p['morale-class'] as string;
  const moraleClass: MoraleClass =
    mc === 'default'
      ? troop === 'reiters' && options.reitersMoraleClass === 'heavy-cavalry'
        ? 'heavy-cavalry'
        : profile.defaultMoraleClass
      : (mc as MoraleClass);
  const officer = p.officer as string;
  const morale = {
    unit: profile.name,
    moraleClass,
    basicMorale: p.initial === true ? null : (p.rating as number),
    moraleShift: p['morale-shift'] as number,
  };
  const check = {
    unit: profile.name,
    standLost: p['stand-lost'] === true,
    modifiers: {
      fortified: p.fortified === true,
      square: p.square === true,
      officerBonus: officer === 'none' ? 0 : options.officerMoraleBonus[officer as OfficerQuality],
      gendarmesVsLighterCavalry: p['vs-lighter-cavalry'] === true,
      attackedInRear: p.rear === true,
      flankPenalty: p['flank-penalty'] as number,
      disordered: p.disordered === true,
    },
    die: Number(p['morale-die']),
    toCloseFailure: options.toCloseFailure,
  };
  return { morale, check };
}

/**
 * The odds mechanics of a morale plugin's functions: `morale` (its `moraleCheck`), `evasion` (its `evasion`) and
 * `rout-casualties` (its `routCasualties`); a first check rolls the Initial Morale Chart with its `initialMorale`.
 * Their parameters are every input of the battle's situation.
 */
export function moraleMechanicsOf(plugin: SwordAndPikeMoraleFunctions): readonly MechanicDefinition[] {
  const morale: MechanicDefinition = {
    id: 'morale',
    description: 'D6 + morale rating + temporary alterations, read on the Morale Results table (or pass/fail: 6+)',
    source: 'MORALE > C. To Check Morale (ruling R1), D. Morale Results, F. Morale Altered Temporarily',
    params: [
      ...checkParams(),
      {
        name: 'situation',
        kind: 'choice',
        choices: READINGS,
        default: 'standing',
        description:
          'moving, to close (a charger: ruling R54), standing, falling back, lost a close combat, artillerists charged, or pass-fail (rally, Spent, disorder)',
      },
    ],
    // `basic-morale`: the Basic Morale the check used (rolled on the Initial Morale Chart at a first check), so a
    // companion keeps it on the unit: the chart is rolled "when first having to check Morale", once.
    outcomes: ['result', 'score', 'basic-morale'],
    examples: [
      { troop: 'pikemen', initial: true, 'morale-class': 'swiss-foot' },
      { troop: 'gendarmes', rating: 3, situation: 'moving', 'vs-lighter-cavalry': true },
      { troop: 'halberdiers', rating: 3, rear: true },
      { troop: 'arquebusiers', rating: 2, 'morale-shift': -1, situation: 'pass-fail' },
    ],
    validate: validateCheck,
    run: (dice, p, game) => {
      const { morale, check } = testOf(p, game);
      let basic = morale.basicMorale ?? 0;
      const rating = moraleRating(dice, morale, plugin.initialMorale, (initial) => (basic = initial.rating));
      const r = plugin.moraleCheck(dice, { ...check, rating, reading: p.situation as MoraleReading });
      return { result: r.result, score: r.score, 'basic-morale': basic };
    },
  };
  const evasion: MechanicDefinition = {
    id: 'evasion',
    description: 'D6 + morale read as a moving unit: 6+ evades, 5 caught, 4 falls back, 3 or less routs',
    source: 'SEQUENCE 2 "except for Evasion", MORALE trigger f (procedure missing: ruling R32)',
    params: checkParams('light-horse'),
    outcomes: ['outcome', 'result', 'basic-morale'],
    examples: [{ rating: 3 }, { rating: 2, disordered: true, 'stand-lost': true }, { initial: true, fortified: true }],
    validate: validateCheck,
    run: (dice, p, game) => {
      const { morale, check } = testOf(p, game);
      let basic = morale.basicMorale ?? 0;
      const rating = moraleRating(dice, morale, plugin.initialMorale, (initial) => (basic = initial.rating));
      const r = plugin.evasion(dice, { ...check, rating });
      return { outcome: r.outcome, result: r.result, 'basic-morale': basic };
    },
  };
  const rout: MechanicDefinition = {
    id: 'rout-casualties',
    description: 'A unit that routs takes a D4 of casualties, then moves a normal move to the rear',
    source: 'ROUTED UNITS',
    params: [],
    outcomes: ['casualties'],
    examples: [{}],
    run: (dice) => ({ casualties: plugin.routCasualties(dice, { unit: 'the routing unit' }) }),
  };
  return [morale, evasion, rout];
}
