import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import type { RuleContext, RuleStep } from './RuleContext.js';
import { normaliseRuleId, TROOP_RULES } from './troopRules.js';

// The troop special rules table, row by row, as Liber Militum: Tercios gives them (The Troops; Rules from "Kingdoms";
// Adaptations; the army lists for the rules named with no text): each rule's name as printed, its book, its clause,
// the words the club and the CLI show, the steps of play it acts in and the effects the mechanics check by name. A
// changed word, step or effect here changes what players read or which rule a mechanic applies. The mutants of this
// table are static (built when the module loads): docs/mutation/tercios-tables.md.
describe('The troop special rules (Rulebook: The Troops, Rules from "Kingdoms", Adaptations)', () => {
  it('lists every rule of the book and of the army lists, and no other', () => {
    expect(Object.keys(TROOP_RULES)).toEqual([
      'skirmishers',
      'square',
      'light',
      'large',
      'elite',
      'brigade',
      'mobility',
      'evasion',
      'pursuit',
      'extended-arc',
      'caracole',
      'dragoon',
      'impetuous',
      'integral-command',
      'crew-defence',
      'no-escape',
      'horse-teams',
      'experimental',
      'allies',
      'ambush',
      'frenzied',
      'heavy-cavalry',
      'harasser',
      'horde',
      'forlorn-hope',
      'mercenaries',
      'open-order',
      'vanguard',
      'dispersion',
      'commanded-shot',
      'regimental-gun',
      'mortar',
      'fortified',
      'choragiew',
      'mobile-fortress',
      'super-heavy-gun',
    ]);
  });

  it('The Troops > Infantry > Skirmishers: "They ignore the effects of very difficult or difficult terrain."', () => {
    expect(TROOP_RULES.skirmishers).toStrictEqual({
      id: 'skirmishers',
      name: 'Skirmishers',
      book: 'core',
      clause: 'The Troops > Infantry > Skirmishers',
      text: 'Ignore the effects of very difficult or difficult terrain.',
      steps: ['movement'],
      effects: ['ignores-difficult-terrain'],
    });
  });

  it('The Troops > Infantry > Square: "never taken in flank ... when they wish to reorient with a Ready! order, they may not then move with the same order as their second action"', () => {
    expect(TROOP_RULES.square).toStrictEqual({
      id: 'square',
      name: 'Square',
      book: 'core',
      clause: 'The Troops > Infantry > Square',
      text: 'Never taken in flank; after reorienting with Ready! it may not move as its second action.',
      steps: ['melee', 'reaction-test', 'movement'],
      effects: ['never-flanked', 'no-move-after-reorient'],
    });
  });

  it('The Troops > Infantry > Light: "treat very difficult terrain as difficult, and are therefore not put into disorder"', () => {
    expect(TROOP_RULES.light).toStrictEqual({
      id: 'light',
      name: 'Light',
      book: 'core',
      clause: 'The Troops > Infantry > Light',
      text: 'Treat very difficult terrain as difficult, so are not disordered by it.',
      steps: ['movement'],
      effects: ['very-difficult-as-difficult'],
    });
  });

  it('The Troops > Infantry > Large (Dense): "When they test the Resist! order, they remove one Dm for each result of 5+ ... may not ... remove their last Dm"', () => {
    expect(TROOP_RULES.large).toStrictEqual({
      id: 'large',
      name: 'Large (Dense)',
      book: 'core',
      clause: 'The Troops > Infantry > Large (Dense)',
      text: 'Testing Resist!, remove one Dm per 5+, but never the last Dm.',
      steps: ['order-test'],
      effects: ['resist-per-success'],
    });
  });

  it('The Troops > Infantry > Elite: "may remove all their Dm with a Resist! order or with a command action ... Their Discipline is never reduced ... outside the command radius"', () => {
    expect(TROOP_RULES.elite).toStrictEqual({
      id: 'elite',
      name: 'Elite',
      book: 'core',
      clause: 'The Troops > Infantry > Elite',
      text: 'May remove all Dm with Resist! or a command action (by the successes), down to 0; Discipline never reduced out of command radius.',
      steps: ['order-test'],
      effects: ['resist-to-zero', 'no-out-of-command-penalty'],
    });
  });

  it('The Troops > Infantry > Brigade: "A single order may then be placed for all the units of the brigade"', () => {
    expect(TROOP_RULES.brigade).toStrictEqual({
      id: 'brigade',
      name: 'Brigade',
      book: 'core',
      clause: 'The Troops > Infantry > Brigade',
      text: 'Units of one regiment with this rule may share one order card declared when planning; a reaction by one reveals it.',
      steps: [],
      effects: ['shared-order'],
      spatial: 'Sequence: one order card for the declared units, activated one after another.',
    });
  });

  it('The Troops > Cavalry > Mobility: "with the Ready! or Run! orders may make a free reorientation at the start of their movement"', () => {
    expect(TROOP_RULES.mobility).toStrictEqual({
      id: 'mobility',
      name: 'Mobility',
      book: 'core',
      clause: 'The Troops > Cavalry > Mobility',
      text: 'With Ready! or Run!, a free reorientation at the start of movement (not an action).',
      steps: ['movement'],
      effects: ['free-reorientation'],
      spatial: 'Movement: reorient, move, reorient again under Ready!.',
    });
  });

  it('The Troops > Cavalry > Evasion: "whatever order it has, and even if the unit has already been activated ... may always attempt to react to a charge by an evasion"', () => {
    expect(TROOP_RULES.evasion).toStrictEqual({
      id: 'evasion',
      name: 'Evasion',
      book: 'core',
      clause: 'The Troops > Cavalry > Evasion',
      text: 'Whatever its order, even if activated, may react to a charge by evasion as with Run!; Discipline + if the charger is infantry.',
      steps: ['reaction-test'],
      effects: ['evasion-any-order'],
      modifiers: expect.any(Function),
    });
  });

  it('The Troops > Cavalry > Pursuit: "if cavalry wins a combat against an infantry unit and that infantry unit retreats, the infantry unit is destroyed"', () => {
    expect(TROOP_RULES.pursuit).toStrictEqual({
      id: 'pursuit',
      name: 'Pursuit',
      book: 'core',
      clause: 'The Troops > Cavalry > Pursuit',
      text: 'Winning against infantry that retreats destroys it; the cavalry moves its normal speed in the direction it faces.',
      steps: ['melee'],
      effects: ['destroys-retreating-infantry'],
    });
  });

  it('The Troops > Cavalry > Extended Arc of Fire: "may choose their front centre or the side centres of their base as the starting point of the line of fire"', () => {
    expect(TROOP_RULES['extended-arc']).toStrictEqual({
      id: 'extended-arc',
      name: 'Extended Arc of Fire',
      book: 'core',
      clause: 'The Troops > Cavalry > Extended Arc of Fire',
      text: 'May shoot from the front centre or either side centre.',
      steps: ['shoot'],
      effects: ['extended-arc'],
      spatial: 'Line of fire may start at the side centres.',
    });
  });

  it('The Troops > Cavalry > Caracole: "a Discipline test which, if passed, allows it a withdrawal movement at its speed, keeping the same orientation. The caracole cannot be used with a reaction."', () => {
    expect(TROOP_RULES.caracole).toStrictEqual({
      id: 'caracole',
      name: 'Caracole',
      book: 'core',
      clause: 'The Troops > Cavalry > Caracole',
      text: 'After firing, a passed Discipline test allows a withdrawal at its speed keeping its orientation; not with a reaction.',
      steps: ['shoot'],
      effects: ['caracole'],
      spatial: 'Withdrawal straight back up to Speed, same facing.',
    });
  });

  it('The Troops > Cavalry > Dragoon: "Units with this rule fire only with a Fire! order."', () => {
    expect(TROOP_RULES.dragoon).toStrictEqual({
      id: 'dragoon',
      name: 'Dragoon',
      book: 'core',
      clause: 'The Troops > Cavalry > Dragoon',
      text: 'Fire only with a Fire! order.',
      steps: ['shoot'],
      effects: ['fire-order-only'],
    });
  });

  it('The Troops > Cavalry > Impetuous: "at 0 Dm (fresh) has an order other than Assault! ... must make an Order test. If this test fails, it is obliged to charge"', () => {
    expect(TROOP_RULES.impetuous).toStrictEqual({
      id: 'impetuous',
      name: 'Impetuous',
      book: 'core',
      clause: 'The Troops > Cavalry > Impetuous',
      text: 'Fresh, with an order other than Assault! and able to charge: an order test on activation; failed, it must charge.',
      steps: ['order-test'],
      effects: ['impetuous'],
    });
  });

  it('The Troops > Artillery > Integral Command: "always considered to be within the command radius ... never affected by a friendly or enemy command action"', () => {
    expect(TROOP_RULES['integral-command']).toStrictEqual({
      id: 'integral-command',
      name: 'Integral Command',
      book: 'core',
      clause: 'The Troops > Artillery > Integral Command',
      text: 'Always within command radius (its companies too within 6"); never affected by command actions.',
      steps: ['order-test'],
      effects: ['always-in-command', 'no-out-of-command-penalty', 'immune-to-command-actions'],
      spatial: 'Companies within 6" of the artillery count as in command.',
    });
  });

  it('The Troops > Artillery > Crew Defence: "in close combat, artillery is treated as infantry"', () => {
    expect(TROOP_RULES['crew-defence']).toStrictEqual({
      id: 'crew-defence',
      name: 'Crew Defence',
      book: 'core',
      clause: 'The Troops > Artillery > Crew Defence',
      text: 'In close combat, artillery is treated as infantry.',
      steps: ['melee'],
      effects: ['fights-as-infantry'],
    });
  });

  it('The Troops > Artillery > No Escape: "when an artillery unit loses a close-combat, it is automatically destroyed"', () => {
    expect(TROOP_RULES['no-escape']).toStrictEqual({
      id: 'no-escape',
      name: 'No Escape',
      book: 'core',
      clause: 'The Troops > Artillery > No Escape',
      text: 'Losing a close combat, it is automatically destroyed.',
      steps: ['melee'],
      effects: ['destroyed-on-melee-loss'],
    });
  });

  it('The Troops > Artillery > Horse Teams: "two movement values ... a Ready! order is needed ... Such a hitched unit may not shoot"', () => {
    expect(TROOP_RULES['horse-teams']).toStrictEqual({
      id: 'horse-teams',
      name: 'Horse Teams',
      book: 'core',
      clause: 'The Troops > Artillery > Horse Teams',
      text: 'Two Speeds (unhitched/hitched); hitching or unhitching is a Ready! action; hitched guns may not shoot; may Run! hitched.',
      steps: ['movement', 'shoot'],
      effects: ['two-speeds'],
    });
  });

  it('The Troops > Artillery > Experimental: "receive 1 Dm on each shot where a \\"1\\" is rolled on the die"', () => {
    expect(TROOP_RULES.experimental).toStrictEqual({
      id: 'experimental',
      name: 'Experimental',
      book: 'core',
      clause: 'The Troops > Artillery > Experimental',
      text: 'Receives 1 Dm on each shot where a 1 is rolled.',
      steps: ['shoot'],
      effects: ['wear-on-one'],
    });
  });

  it('Rules from "Kingdoms" > Allies: "the Commander-in-Chief cannot interact with them"', () => {
    expect(TROOP_RULES.allies).toStrictEqual({
      id: 'allies',
      name: 'Allies',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Allies',
      text: 'The Commander-in-Chief cannot interact with allied regiments (Diplomat can).',
      steps: [],
      effects: ['ally'],
    });
  });

  it('Rules from "Kingdoms" > Ambush: "may always attempt an evasion reaction when they are charged or engaged while located on difficult or very difficult terrain"', () => {
    expect(TROOP_RULES.ambush).toStrictEqual({
      id: 'ambush',
      name: 'Ambush',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Ambush',
      text: 'On difficult or very difficult terrain, may always attempt an evasion reaction when charged or engaged.',
      steps: ['reaction-test'],
      effects: ['evasion-in-difficult-terrain'],
      spatial: 'The table says whether the unit stands in (very) difficult terrain.',
    });
  });

  it('Rules from "Kingdoms" > Frenzied: "must make an Order test when they destroy an enemy in combat. If the test is passed, they remove 1 Dm, even if it is their only one"', () => {
    expect(TROOP_RULES.frenzied).toStrictEqual({
      id: 'frenzied',
      name: 'Frenzied',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Frenzied',
      text: 'On destroying an enemy in combat, an order test: passed, remove 1 Dm (even the only one); failed, disordered.',
      steps: ['melee'],
      effects: ['frenzied'],
    });
  });

  it('Rules from "Kingdoms" > Heavy Cavalry: "lose the Cavalry Mobility rule. They may also only use the common Evasion rule against an infantry charge"', () => {
    expect(TROOP_RULES['heavy-cavalry']).toStrictEqual({
      id: 'heavy-cavalry',
      name: 'Heavy Cavalry',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Heavy Cavalry',
      text: 'Loses Mobility; Evasion only against infantry charges, or against cavalry with a Run! order.',
      steps: ['reaction-test'],
      effects: ['evasion-only-against-infantry'],
      removes: ['mobility'],
    });
  });

  it('Rules from "Kingdoms" > Harasser: "may fire as a reaction and withdraw after firing ... a Fire! order ... as if they had a Run! order"', () => {
    expect(TROOP_RULES.harasser).toStrictEqual({
      id: 'harasser',
      name: 'Harasser',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Harasser',
      text: 'With Fire!, may fire as a reaction then evade as with Run!, on one order test; no reaction Shoot + unless it stays.',
      steps: ['shoot', 'reaction-test'],
      effects: ['fire-and-evade'],
    });
  });

  it('Rules from "Kingdoms" > Horde: "Two units of the same regiment with this rule may be activated consecutively in the turn, even if they have different orders"', () => {
    expect(TROOP_RULES.horde).toStrictEqual({
      id: 'horde',
      name: 'Horde',
      book: 'kingdoms',
      clause: 'Rules from "Kingdoms" > Horde',
      text: 'Two units of one regiment may activate consecutively, even with different orders; only in pairs.',
      steps: [],
      effects: ['paired-activation'],
      spatial: 'Sequence: consecutive activation of pairs.',
    });
  });

  it('Adaptations > Forlorn Hope: "implicitly have the Skirmishers, Open Order, Harasser, Extended Arc of Fire and Light rules. Beaten in close combat, they are destroyed"; the army list: "never receive the Assault! order"', () => {
    expect(TROOP_RULES['forlorn-hope']).toStrictEqual({
      id: 'forlorn-hope',
      name: 'Forlorn Hope',
      book: 'adaptation',
      clause: 'Adaptations > Forlorn Hope',
      text: 'Skirmishers, Open Order, Harasser, Extended Arc of Fire and Light; beaten in close combat, destroyed; never receive Assault!.',
      steps: ['melee'],
      effects: ['destroyed-on-melee-loss', 'never-assault'],
      implies: ['skirmishers', 'open-order', 'harasser', 'extended-arc', 'light'],
    });
  });

  it('The Army (unit options) > Mercenaries: no rule text (ruling "Mercenaries": no rout test unless a Wealthy commander is near)', () => {
    expect(TROOP_RULES.mercenaries).toStrictEqual({
      id: 'mercenaries',
      name: 'Mercenaries',
      book: 'army-list',
      clause: 'The Army (unit options) > Mercenaries; Automatic Kingdoms Traits > Wealthy',
      text: 'No rule text in the book. Ruling: they take no rout test (destroyed when Dm exceed Stamina) unless a Wealthy commander is near.',
      steps: ['rout-test'],
      effects: ['no-rout-test'],
    });
  });

  it('Adaptations > Forlorn Hope names "Open Order"; the book gives it no text', () => {
    expect(TROOP_RULES['open-order']).toStrictEqual({
      id: 'open-order',
      name: 'Open Order',
      book: 'army-list',
      clause: 'Adaptations > Forlorn Hope (named only)',
      text: 'Named by Forlorn Hope and the army lists; the book gives no text.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('The Army (unit options) > Scouts: "Vanguard and Dispersion rules"; no text', () => {
    expect(TROOP_RULES.vanguard).toStrictEqual({
      id: 'vanguard',
      name: 'Vanguard',
      book: 'army-list',
      clause: 'The Army (unit options)',
      text: 'Named by unit options; the book gives no text.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('The Army (unit options): Dispersion, named with no text', () => {
    expect(TROOP_RULES.dispersion).toStrictEqual({
      id: 'dispersion',
      name: 'Dispersion',
      book: 'army-list',
      clause: 'The Army (unit options)',
      text: 'Named by unit options; the book gives no text.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('The Army > Cavalry Regiment: "these companies have the \\"Commanded Shot\\" rule"; no text', () => {
    expect(TROOP_RULES['commanded-shot']).toStrictEqual({
      id: 'commanded-shot',
      name: 'Commanded Shot',
      book: 'army-list',
      clause: 'The Army > Cavalry Regiment',
      text: 'Named by the Cavalry Regiment; the book gives no text.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('The Army > Light Artillery options: "Regimental gun ... +15 points"; no text', () => {
    expect(TROOP_RULES['regimental-gun']).toStrictEqual({
      id: 'regimental-gun',
      name: 'Regimental gun',
      book: 'army-list',
      clause: 'The Army > Light Artillery options',
      text: 'Named by an option; the book gives no text.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('Shooting > Selecting the Target: "two exceptions to this rule: see \\"arc\\" [bow] and \\"mortier\\" [mortar]"', () => {
    expect(TROOP_RULES.mortar).toStrictEqual({
      id: 'mortar',
      name: 'Mortar',
      book: 'army-list',
      clause: 'Shooting > Selecting the Target; The Army > artillery options',
      text: 'One of the two exceptions that may shoot over other units; no further text.',
      steps: ['shoot'],
      effects: ['no-rule-text'],
      spatial: 'May shoot over other units (line of sight not blocked by units).',
    });
  });

  it('The Army > artillery options: "Fortified: +10 points"; Terrain Effects in Combat > Protected', () => {
    expect(TROOP_RULES.fortified).toStrictEqual({
      id: 'fortified',
      name: 'Fortified',
      book: 'army-list',
      clause: 'The Army > artillery options; Terrain Effects in Combat > Protected',
      text: 'Option of field and heavy artillery; read as the Protected rule (Courage + when charged, no Dirty war!).',
      steps: ['melee'],
      effects: [],
      spatial: 'The table passes defenderProtected for a fortified battery.',
    });
  });

  it('community data: Choragiew, no text anywhere', () => {
    expect(TROOP_RULES.choragiew).toStrictEqual({
      id: 'choragiew',
      name: 'Choragiew',
      book: 'army-list',
      clause: 'community data',
      text: 'No text anywhere.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('community data: Mobile Fortress, no text anywhere', () => {
    expect(TROOP_RULES['mobile-fortress']).toStrictEqual({
      id: 'mobile-fortress',
      name: 'Mobile Fortress',
      book: 'army-list',
      clause: 'community data',
      text: 'No text anywhere.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });

  it('community data: Super Heavy Gun, no text anywhere', () => {
    expect(TROOP_RULES['super-heavy-gun']).toStrictEqual({
      id: 'super-heavy-gun',
      name: 'Super Heavy Gun',
      book: 'army-list',
      clause: 'community data',
      text: 'No text anywhere.',
      steps: [],
      effects: ['no-rule-text'],
    });
  });
});

// The Troops > Cavalry > Evasion: "If the charge is carried out by an enemy infantry unit, it also benefits from a
// bonus (+) to its Discipline for reaction tests."
describe('Evasion: Discipline + against an infantry charge', () => {
  const evasion = (extra: Partial<RuleContext> & { step: RuleStep }) =>
    TROOP_RULES.evasion?.modifiers?.({ self: HORSE_ARQUEBUSIERS, options: DEFAULT_TERCIOS_OPTIONS, ...extra });

  it('evading a charge of infantry (a Tercio): Discipline +', () => {
    expect(evasion({ step: 'reaction-test', reaction: 'evasion', enemy: TERCIO })).toEqual([
      { value: 'discipline', steps: 1, source: 'Evasion from an infantry charge' },
    ]);
  });

  it('evading a charge of cavalry: no bonus', () => {
    expect(evasion({ step: 'reaction-test', reaction: 'evasion', enemy: HORSE_ARQUEBUSIERS })).toEqual([]);
  });

  it('another reaction to an infantry charge, the reaction test with no charger known, or another step: no bonus', () => {
    expect(evasion({ step: 'reaction-test', reaction: 'resist', enemy: MUSKETEERS })).toEqual([]);
    expect(evasion({ step: 'reaction-test', reaction: 'evasion' })).toEqual([]);
    expect(evasion({ step: 'order-test', reaction: 'evasion', enemy: TERCIO })).toEqual([]);
  });
});

// The book's names and its misspellings ("Forlon Hope", "Cathorses", "Crew Defense", "Dense") read as the rule's id.
describe('normaliseRuleId: a rule named as the book or an army list prints it', () => {
  it('the names as printed, spaces and underscores read as one hyphen, any case', () => {
    expect(normaliseRuleId('Extended Arc of Fire')).toBe('extended-arc');
    expect(normaliseRuleId('Integral  command')).toBe('integral-command');
    expect(normaliseRuleId('No_escape')).toBe('no-escape');
    expect(normaliseRuleId('Heavy _Cavalry')).toBe('heavy-cavalry');
  });

  it('the aliases: the source spellings and plurals', () => {
    expect(
      Object.fromEntries(
        [
          'Dense',
          'Dense Formation',
          'Extended Arc of Fire',
          'Carthorses',
          'Horse Team',
          'Cathorses',
          'Crew Defense',
          'Forlon Hope',
          'Squares',
          'Mercenary',
          'Ally',
        ].map((name) => [name, normaliseRuleId(name)]),
      ),
    ).toEqual({
      Dense: 'large',
      'Dense Formation': 'large',
      'Extended Arc of Fire': 'extended-arc',
      Carthorses: 'horse-teams',
      'Horse Team': 'horse-teams',
      Cathorses: 'horse-teams',
      'Crew Defense': 'crew-defence',
      'Forlon Hope': 'forlorn-hope',
      Squares: 'square',
      Mercenary: 'mercenaries',
      Ally: 'allies',
    });
  });

  it('a name that is no alias is its own id', () => {
    expect(normaliseRuleId('Open Order')).toBe('open-order');
  });
});
