import type { BannerColour, ObjectiveCard } from './ObjectiveCard.js';
import type { BattleCard } from './BattleCard.js';
import type { DeckFile } from './DeckFile.js';
import type { Direction, TroopCard, TroopType } from './TroopCard.js';
import { TROOP_ABILITY, TROOP_COLOUR } from './TroopCard.js';

const ALL: Direction[] = ['north', 'east', 'south', 'west'];
const troop = (number: number, type: TroopType, arrows: Direction[]): TroopCard => ({
  number,
  troop: type,
  colour: TROOP_COLOUR[type],
  arrows,
  ability: TROOP_ABILITY[type],
});
const BANNER: Record<string, BannerColour> = { w: 'white', g: 'green', r: 'red', b: 'blue', y: 'yellow', x: 'gray' };
/** 12 banners from letters: w white, g green, r red, b blue, y yellow, x gray. */
const banners = (letters: string): BannerColour[] => letters.split('').map((l) => BANNER[l]!);
const objective = (
  number: number,
  side: ObjectiveCard['side'],
  title: string,
  pattern: string[],
  legend: ObjectiveCard['legend'],
  banner: string,
  move = true,
  rotate = true,
): ObjectiveCard => ({
  number,
  side,
  title,
  pattern,
  legend,
  move,
  rotate,
  banners: banners(banner),
});
const G = { colour: 'green' } as const;
const R = { colour: 'red' } as const;
const B = { colour: 'blue' } as const;
const Y = { colour: 'yellow' } as const;

const battles: BattleCard[] = [
  {
    number: 1,
    name: 'Ceriñola (sample card)',
    year: 1503,
    introduction:
      'SAMPLE: the rulebook names this first battle but its card is a picture; setup, rules and scoring here are invented.',
    setup: { objectives: [1] },
    rules: {},
    scoring: { kind: 'instruction-table' },
  },
  {
    number: 2,
    name: 'Sample battle 2',
    year: 1525,
    introduction: 'SAMPLE card, not printed: ten turns only.',
    setup: { objectives: [5] },
    rules: { turnLimit: 10 },
    scoring: { kind: 'turn-table', points: [10, 10, 9, 8, 7, 6, 5, 4, 3, 2] },
  },
  {
    number: 3,
    name: 'Sample battle 3',
    year: 1534,
    introduction: 'SAMPLE card, not printed: two Objectives.',
    setup: { objectives: [2, 11] },
    rules: {},
    scoring: { kind: 'instruction-table' },
  },
  {
    number: 4,
    name: 'Sample battle 4',
    year: 1547,
    introduction: 'SAMPLE card, not printed: a fixed deployment, and the Reserve may be used every turn.',
    setup: {
      objectives: [9],
      tercio: [
        [1, 2, 3],
        [4, 11, 6],
        [7, 8, 10],
        [5, 12, 13],
      ],
      reserve: [14, 15, 16],
    },
    rules: { reserveTwiceInARow: true },
    scoring: { kind: 'turn-table', points: [9, 9, 8, 8, 7, 6, 5, 4, 3, 2, 1, 1] },
  },
  {
    number: 5,
    name: 'Sample battle 5',
    year: 1557,
    introduction: 'SAMPLE card, not printed: abilities once per round as in Instruction.',
    setup: { objectives: [3, 7] },
    rules: { abilities: 'once-per-round' },
    scoring: { kind: 'turn-table', points: [10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
  },
  {
    number: 6,
    name: 'Sample battle 6',
    year: 1567,
    introduction: "SAMPLE card, not printed: the first Objective's banners apply.",
    setup: { objectives: [12] },
    rules: { difficulty: 'normal' },
    scoring: { kind: 'turn-table', points: [10, 10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1] },
  },
  {
    number: 7,
    name: 'Sample battle 7',
    year: 1585,
    introduction: 'SAMPLE card, not printed: three Objectives at once.',
    setup: { objectives: [4, 10, 17] },
    rules: {},
    scoring: { kind: 'instruction-table' },
  },
];

/**
 * A SAMPLE deck, not the printed one. The printed deck's composition is known (5 pikemen, 5 arquebusiers,
 * 3 cavalries, 1 captain, 3 artilleries, 1 drummers and fifers; 18 Objectives; 7 Battles), but its arrows,
 * patterns, banners and battle texts are pictures in the rulebook. Everything here that is not composition
 * is invented so the game can be played; load the printed cards from a file with `loadDeck`.
 */
export const sampleDeck: DeckFile = {
  format: 'muster-deck',
  formatVersion: 1,
  name: 'Muster sample deck',
  sample: true,
  source:
    'SAMPLE DATA invented for Muster: only the composition (numbers of each troop type, 18 Objectives, 7 Battles) follows the rulebook; arrows, patterns, banners and battles are NOT the printed cards.',
  troops: [
    troop(1, 'pikemen', ['north']),
    troop(2, 'pikemen', ['north', 'south']),
    troop(3, 'pikemen', ['east', 'west']),
    troop(4, 'pikemen', ALL),
    troop(5, 'pikemen', ['east']),
    troop(6, 'arquebusiers', ['north']),
    troop(7, 'arquebusiers', ['west']),
    troop(8, 'arquebusiers', ['north', 'east']),
    troop(9, 'arquebusiers', ['south', 'west']),
    troop(10, 'arquebusiers', ALL),
    troop(11, 'cavalry', ['east', 'west']),
    troop(12, 'cavalry', ['north']),
    troop(13, 'cavalry', ALL),
    troop(14, 'captain', ['north', 'south']),
    troop(15, 'artillery', ['south']),
    troop(16, 'artillery', ['north', 'west']),
    troop(17, 'artillery', ['east']),
    troop(18, 'drummers', ALL),
  ],
  objectives: [
    objective(1, 'green-red', 'Line of shot', ['RRR'], { R }, 'wwgwwrwwbwyw'),
    objective(2, 'green-red', 'Column of pikes', ['G', 'G', 'G'], { G }, 'wrwwgwwxwwbw'),
    objective(3, 'blue', 'Horse on both wings', ['B.B'], { B }, 'wwwbwwywwrww'),
    objective(4, 'green-red', 'One colour abreast', ['AAA'], { A: { oneOf: ['green', 'red'] } }, 'wgwwrwwwxwww'),
    objective(5, 'green-red', 'Sleeves of shot', ['GR', 'RG'], { G, R }, 'wwrwwgwwwwyw'),
    objective(6, 'blue', 'A file of one colour', ['A', 'A', 'A'], { A: { oneOf: ['red', 'blue'] } }, 'wwwwbwwrwwgw'),
    objective(7, 'blue', 'Guns before the pikes', ['YY', 'GG'], { Y, G }, 'wywwwgwwxwww'),
    objective(8, 'blue', 'Horse guarding the guns', ['B', 'Y'], { B, Y }, 'wwbwwwywwrww'),
    objective(9, 'green-red', 'Shot around the pikes', ['R.R', '.G.'], { R, G }, 'wgwwwrwwywww'),
    objective(
      10,
      'green-red',
      'A block of one colour',
      ['AA', 'AA'],
      { A: { oneOf: ['green', 'yellow'] } },
      'wwwrwwwbwwxw',
    ),
    objective(11, 'blue', 'Cavalry line', ['BBB'], { B }, 'wwywwwbwwgww'),
    objective(12, 'green-red', 'Pikes behind the shot', ['RRR', 'GGG'], { R, G }, 'wbwwwwgwwrww', true, false),
    objective(13, 'blue', 'The Captain leads the guns', ['C', 'Y'], { C: { card: 14 }, Y }, 'wwwgwwwywwxw'),
    objective(14, 'blue', 'Two squadrons of horse', ['BB'], { B }, 'wrwwwbwwwgww'),
    objective(15, 'blue', 'Guns flanking the shot', ['YRY'], { Y, R }, 'wwgwwwwrwwbw'),
    objective(
      16,
      'green-red',
      'Pikes at the corners',
      ['G.G', '...', '...', 'G.G'],
      { G },
      'wwwwywwwgwww',
      false,
      true,
    ),
    objective(17, 'blue', 'A diagonal', ['A.', '.A', 'A.'], { A: { oneOf: ['blue', 'red'] } }, 'wxwwwrwwwbww'),
    objective(18, 'blue', 'A battery', ['Y', 'Y', 'Y'], { Y }, 'wwrwwwgwwwyw'),
  ],
  battles,
};
