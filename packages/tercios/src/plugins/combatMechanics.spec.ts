import { describe, expect, it } from 'vitest';
import { terciosCombatPlugin } from './combat.js';

// What `muster odds tercios --help` and the club list for shooting, melee and the resistance test: each
// mechanic's id, its words, where the rulebook gives it, its parameters with their bounds and defaults, its
// outcomes and the examples the conformance kit enumerates. A change to any is a change users see.
const LISTED = [
  {
    id: 'shoot',
    examples: [
      {
        shooter: 'musketeer-company',
        target: 'tercio',
        range: 6,
      },
      {
        shooter: 'tercio',
        target: 'musketeer-company',
        range: 10,
        cover: true,
        'target-wear': 2,
      },
    ],
    description:
      'A unit shoots at another: Shoot dice against Volley or Ball defence, the target resists with Courage, Dm, Disorder and the rout test',
    source: 'Shooting',
    params: [
      {
        name: 'shooter',
        kind: 'string',
        description: 'unit id of the shooters (e.g. tercio)',
      },
      {
        name: 'target',
        kind: 'string',
        description: 'unit id of the target (e.g. musketeer-company)',
      },
      {
        name: 'range',
        kind: 'number',
        min: 0,
        max: 60,
        description: 'range in inches (front centre to nearest visible centre)',
      },
      {
        name: 'order',
        kind: 'choice',
        choices: ['fire', 'ready'],
        default: 'fire',
        description: 'the order the shooters fire under',
      },
      {
        name: 'reaction',
        kind: 'boolean',
        description: 'a reaction shot (Fire!: Shoot+ with light weapons; Ready!: Shoot-)',
      },
      {
        name: 'cover',
        kind: 'boolean',
        description: 'the target is in cover (Courage+)',
      },
      {
        name: 'shooter-wear',
        kind: 'integer',
        min: 0,
        max: 12,
        default: 0,
        description: 'Dm on the shooters',
      },
      {
        name: 'target-wear',
        kind: 'integer',
        min: 0,
        max: 12,
        default: 0,
        description: 'Dm on the target before the shot',
      },
      {
        name: 'target-disordered',
        kind: 'boolean',
        description: 'the target is already in Disorder',
      },
      {
        name: 'target-resisting',
        kind: 'boolean',
        description: 'the target reacted with Resist! this turn (Courage+ with resistReactionScope any-damage: Brevis)',
      },
      {
        name: 'target-fortified',
        kind: 'boolean',
        description:
          'the target is in a building, or behind and touching a wall (Courage+ with fortificationScope any-damage: Brevis)',
      },
      {
        name: 'shooter-disordered',
        kind: 'boolean',
        description: 'the shooters are in Disorder (only their own resistance changes)',
      },
      {
        name: 'shooter-options',
        kind: 'string',
        default: 'none',
        description:
          'options of the shooters from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)',
      },
      {
        name: 'shooter-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the shooters (e.g. drill, will, calm)',
      },
      {
        name: 'shooter-near',
        kind: 'string',
        default: 'none',
        description: 'traits of commanders whose radius covers the shooters (imperturbable, prepared, wealthy)',
      },
      {
        name: 'shooter-inspired-by',
        kind: 'choice',
        choices: ['none', 'dedication', 'dexterity', 'drill', 'loyalty', 'zeal', 'sacrifice', 'will'],
        default: 'none',
        description: 'a virtue the shooters applies through an Inspiring commander',
      },
      {
        name: 'target-options',
        kind: 'string',
        default: 'none',
        description:
          'options of the target from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)',
      },
      {
        name: 'target-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the target (e.g. drill, will, calm)',
      },
      {
        name: 'target-near',
        kind: 'string',
        default: 'none',
        description: 'traits of commanders whose radius covers the target (imperturbable, prepared, wealthy)',
      },
      {
        name: 'target-inspired-by',
        kind: 'choice',
        choices: ['none', 'dedication', 'dexterity', 'drill', 'loyalty', 'zeal', 'sacrifice', 'will'],
        default: 'none',
        description: 'a virtue the target applies through an Inspiring commander',
      },
    ],
    outcomes: ['hits', 'wear', 'disordered', 'destroyed'],
  },
  {
    id: 'melee',
    examples: [
      {
        attacker: 'tercio',
        defender: 'musketeer-company',
      },
      {
        attacker: 'tercio',
        defender: 'tercio',
        flank: true,
        'defender-wear': 1,
      },
    ],
    description:
      'A charge and the combat that follows: both rounds simultaneous, resistance 5+, winner by Dm inflicted, retreat, pursuit, Dirty war!',
    source: 'Combat',
    params: [
      {
        name: 'attacker',
        kind: 'string',
        description: 'unit id of the charging unit',
      },
      {
        name: 'defender',
        kind: 'string',
        description: 'unit id of the charged unit',
      },
      {
        name: 'flank',
        kind: 'boolean',
        description: 'a flank charge (Melee- and Courage- for the defender; Square immune)',
      },
      {
        name: 'defender-reaction',
        kind: 'choice',
        choices: ['none', 'resist', 'assault'],
        default: 'none',
        description: 'the defender reacted with Resist! (Courage+) or Assault! (counter-charge)',
      },
      {
        name: 'attacker-wear',
        kind: 'integer',
        min: 0,
        max: 12,
        default: 0,
        description: 'Dm on the attacker before the combat',
      },
      {
        name: 'defender-wear',
        kind: 'integer',
        min: 0,
        max: 12,
        default: 0,
        description: 'Dm on the defender before the combat',
      },
      {
        name: 'dirty-war',
        kind: 'choice',
        choices: ['never', 'always'],
        default: 'never',
        description: 'whether a player declares Dirty war! after a tie between pike units',
      },
      {
        name: 'dirty-war-rounds',
        kind: 'integer',
        min: 0,
        max: 3,
        default: 1,
        description: 'most Dirty war! rounds (exact odds grow fast with each)',
      },
      {
        name: 'attacker-disordered',
        kind: 'boolean',
        description: 'the attacker is in Disorder (Courage-)',
      },
      {
        name: 'defender-disordered',
        kind: 'boolean',
        description: 'the defender is in Disorder (Courage-)',
      },
      {
        name: 'higher',
        kind: 'choice',
        choices: ['none', 'attacker', 'defender'],
        default: 'none',
        description: 'the side with all its centres higher than the enemy (Melee+)',
      },
      {
        name: 'defender-fortified',
        kind: 'boolean',
        description:
          'the defender is fortified: in a building, or behind and touching a wall (Courage+, no Dirty war!)',
      },
      {
        name: 'defender-in-building',
        kind: 'boolean',
        description: 'the defender is in a building (never flanked)',
      },
      {
        name: 'defender-cover',
        kind: 'boolean',
        description: 'the defender is in cover against the attacker (Courage+ with coverScope any-damage: Brevis)',
      },
      {
        name: 'attacker-cover',
        kind: 'boolean',
        description:
          'the attacker is in cover against the defender, as across a hedge (Courage+ with coverScope any-damage: Brevis)',
      },
      {
        name: 'determined',
        kind: 'boolean',
        description:
          'Determined trait: the attacker charges an enemy slower or disordered (1 more Dm if it wins, Disorder if it loses)',
      },
      {
        name: 'attacker-out-of-command',
        kind: 'boolean',
        description: 'the attacker is out of command (a Frenzied order test)',
      },
      {
        name: 'defender-out-of-command',
        kind: 'boolean',
        description: 'the defender is out of command (a Frenzied order test)',
      },
      {
        name: 'attacker-options',
        kind: 'string',
        default: 'none',
        description:
          'options of the attacker from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)',
      },
      {
        name: 'attacker-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the attacker (e.g. drill, will, calm)',
      },
      {
        name: 'attacker-near',
        kind: 'string',
        default: 'none',
        description: 'traits of commanders whose radius covers the attacker (imperturbable, prepared, wealthy)',
      },
      {
        name: 'attacker-inspired-by',
        kind: 'choice',
        choices: ['none', 'dedication', 'dexterity', 'drill', 'loyalty', 'zeal', 'sacrifice', 'will'],
        default: 'none',
        description: 'a virtue the attacker applies through an Inspiring commander',
      },
      {
        name: 'defender-options',
        kind: 'string',
        default: 'none',
        description:
          'options of the defender from the army list (e.g. viejo, veteran; elite or elite+N for the Elite unit; commanded-shot)',
      },
      {
        name: 'defender-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the defender (e.g. drill, will, calm)',
      },
      {
        name: 'defender-near',
        kind: 'string',
        default: 'none',
        description: 'traits of commanders whose radius covers the defender (imperturbable, prepared, wealthy)',
      },
      {
        name: 'defender-inspired-by',
        kind: 'choice',
        choices: ['none', 'dedication', 'dexterity', 'drill', 'loyalty', 'zeal', 'sacrifice', 'will'],
        default: 'none',
        description: 'a virtue the defender applies through an Inspiring commander',
      },
    ],
    outcomes: ['winner', 'attacker-wear', 'defender-wear', 'defender-destroyed', 'attacker-destroyed'],
  },
  {
    id: 'resistance-test',
    examples: [
      {
        hits: 3,
        courage: 2,
      },
      {
        hits: 2,
        courage: 3,
        target: 6,
      },
    ],
    description:
      'A resistance test: Courage dice against 4+ (light weapons), 5+ (combat) or 6 (artillery); each success cancels a hit, none is Disorder',
    source: 'Shooting > Resistance test',
    params: [
      {
        name: 'hits',
        kind: 'integer',
        min: 1,
        max: 12,
        description: 'hits to resist',
      },
      {
        name: 'courage',
        kind: 'integer',
        min: 0,
        max: 12,
        description: 'Courage value (with its modifiers)',
      },
      {
        name: 'target',
        kind: 'integer',
        min: 2,
        max: 6,
        default: 4,
        description: 'the score each die needs: 4 (light weapons), 5 (combat), 6 (artillery)',
      },
    ],
    outcomes: ['wear', 'disordered'],
  },
] as const;

describe('the combat mechanics as `muster odds tercios` lists them', () => {
  it('are shoot, melee and the resistance test, in that order', () => {
    expect(terciosCombatPlugin.mechanics.map((m) => m.id)).toEqual(LISTED.map((m) => m.id));
  });

  it.each(LISTED.map((m) => [m.id, m] as const))(
    '%s: words, source, parameters, outcomes and examples',
    (id, listed) => {
      const { run, validate, ...definition } = terciosCombatPlugin.mechanics.find((m) => m.id === id) ?? {
        run: undefined,
        validate: undefined,
      };
      expect(typeof run).toBe('function');
      expect(validate === undefined || typeof validate === 'function').toBe(true);
      expect(definition).toEqual(listed);
    },
  );
});
