import { describe, expect, it } from 'vitest';
import { getProfile } from '../profiles/getProfile.js';
import { resolveUnit } from './armyUnits.js';
import { cardlessCard } from './cardlessCards.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { validateArmy } from './validateArmy.js';

// Rulebook: The Army > Unit Profiles: the option lists printed for the cards whose value rows were lost (their
// base values are community data; the five complete cards are in points.rows.spec.ts). Each row quotes the
// printed option; the cost is the points it adds to the card, the values are those it sets. Priced through
// resolveUnit, as validateArmy prices a list.
const unit = (id: string, options: string[] = []) => resolveUnit({ unit: id, options }, 'infantry-regiment')!;

describe('Printed options of the other cards (cost, values set)', () => {
  it.each([
    {
      row: 'Irregulars: Discipline 3, -10 points.',
      id: 'classic-battalion',
      option: 'irregulars',
      cost: -10,
      set: { discipline: 3 },
    },
    {
      row: 'Veteran: Discipline 5 (incompatible with Irregulars), +10 points.',
      id: 'classic-battalion',
      option: 'veteran',
      cost: 10,
      set: { discipline: 5 },
    },
    {
      row: 'Dense: Stamina 5 and the Dense rule, +20 points.',
      id: 'classic-battalion',
      option: 'dense',
      cost: 20,
      set: { stamina: 5 },
    },
    {
      row: 'Modernised: Shoot 4/3, +15 points.',
      id: 'classic-battalion',
      option: 'modernised',
      cost: 15,
      set: { shoot: [4, 3] },
    },
    {
      row: 'Hesitant: Courage 3, -15 points.',
      id: 'classic-battalion',
      option: 'hesitant',
      cost: -15,
      set: { courage: 3 },
    },
    { row: 'Mercenaries: -10 points.', id: 'classic-battalion', option: 'mercenaries', cost: -10, set: {} },
    { row: 'Two-handed swords: +5 points.', id: 'classic-battalion', option: 'two-handed-swords', cost: 5, set: {} },
    { row: 'Halberds: +5 points.', id: 'classic-battalion', option: 'halberds', cost: 5, set: {} },
    {
      row: 'Muskets only: Shoot 3; if modernised, Shoot 4, +5 points.',
      id: 'classic-battalion',
      option: 'muskets-only',
      cost: 5,
      set: { shoot: 3 },
    },
    {
      row: 'Irregulars: Discipline 3, -10 points.',
      id: 'reformed-battalion',
      option: 'irregulars',
      cost: -10,
      set: { discipline: 3 },
    },
    {
      row: 'Veteran: Discipline 5 (incompatible with Irregulars), +10 points.',
      id: 'reformed-battalion',
      option: 'veteran',
      cost: 10,
      set: { discipline: 5 },
    },
    {
      row: 'Hesitant: Courage 3, -15 points.',
      id: 'reformed-battalion',
      option: 'hesitant',
      cost: -15,
      set: { courage: 3 },
    },
    { row: 'Mercenaries: -10 points.', id: 'reformed-battalion', option: 'mercenaries', cost: -10, set: {} },
    { row: 'Two-handed swords: +5 points.', id: 'reformed-battalion', option: 'two-handed-swords', cost: 5, set: {} },
    { row: 'Halberds: +5 points.', id: 'reformed-battalion', option: 'halberds', cost: 5, set: {} },
    {
      row: 'Modernised: muskets only, Shoot 4, +10 points.',
      id: 'reformed-battalion',
      option: 'modernised',
      cost: 10,
      set: { shoot: 4 },
    },
    {
      row: 'Veteran: Discipline 5 (incompatible with Irregulars), +10 points.',
      id: 'modern-battalion',
      option: 'veteran',
      cost: 10,
      set: { discipline: 5 },
    },
    {
      row: 'Reinforced: Shoot 5, +20 points.',
      id: 'modern-battalion',
      option: 'reinforced',
      cost: 20,
      set: { shoot: 5 },
    },
    { row: 'Mercenaries: -10 points.', id: 'modern-battalion', option: 'mercenaries', cost: -10, set: {} },
    {
      row: 'Irregulars: Discipline 3 (incompatible with Veteran), -10 points.',
      id: 'modern-battalion',
      option: 'irregulars',
      cost: -10,
      set: { discipline: 3 },
    },
    {
      row: 'Hesitant: Courage 3, -10 points.',
      id: 'modern-battalion',
      option: 'hesitant',
      cost: -10,
      set: { courage: 3 },
    },
    {
      row: 'Veteran: Discipline 4 and the Brigade rule, +10 points.',
      id: 'musketeer-corps',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
    },
    {
      row: 'Reinforced: Shoot 5, +20 points.',
      id: 'musketeer-corps',
      option: 'reinforced',
      cost: 20,
      set: { shoot: 5 },
    },
    {
      row: 'Veteran: Discipline 4, +10 points.',
      id: 'pikemen-company',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
    },
    { row: 'Mercenaries: -5 points.', id: 'pikemen-company', option: 'mercenaries', cost: -5, set: {} },
    { row: 'Lances: loses the pikes, -5 points.', id: 'pikemen-company', option: 'lances', cost: -5, set: {} },
    {
      row: 'Halberds, two-handed swords or swordsmen: +5 points for each option.',
      id: 'pikemen-company',
      option: 'halberds',
      cost: 5,
      set: {},
    },
    {
      row: 'Halberds, two-handed swords or swordsmen: +5 points for each option.',
      id: 'pikemen-company',
      option: 'two-handed-swords',
      cost: 5,
      set: {},
    },
    {
      row: 'Halberds, two-handed swords or swordsmen: +5 points for each option.',
      id: 'pikemen-company',
      option: 'swordsmen',
      cost: 5,
      set: {},
    },
    {
      row: 'Veteran: Discipline 4, +10 points.',
      id: 'combat-company',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
    },
    { row: 'Mercenaries: -5 points.', id: 'combat-company', option: 'mercenaries', cost: -5, set: {} },
    {
      row: 'Brave: Melee and Courage 4, +30 points.',
      id: 'combat-company',
      option: 'brave',
      cost: 30,
      set: { melee: 4, courage: 4 },
    },
    {
      row: 'Militia: Stamina 4 and the Dense formation rule, +15 points.',
      id: 'combat-company',
      option: 'militia',
      cost: 15,
      set: { stamina: 4 },
    },
    {
      row: 'Halberds or two-handed swords for each option: +5 points.',
      id: 'combat-company',
      option: 'halberds',
      cost: 5,
      set: {},
    },
    {
      row: 'Halberds or two-handed swords for each option: +5 points.',
      id: 'combat-company',
      option: 'two-handed-swords',
      cost: 5,
      set: {},
    },
    { row: 'Light (incompatible with Militia): +5 points.', id: 'combat-company', option: 'light', cost: 5, set: {} },
    {
      row: 'Dense formation: Stamina 4, +10 points.',
      id: 'cuirassiers',
      option: 'dense-formation',
      cost: 10,
      set: { stamina: 4 },
    },
    {
      row: 'Veteran: Discipline 4, +10 points.',
      id: 'cuirassiers',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
    },
    {
      row: 'Unhesitating [Sans peur]: Melee 5 and the Impetuous rule, +20 points.',
      id: 'cuirassiers',
      option: 'unhesitating',
      cost: 20,
      set: { melee: 5 },
    },
    { row: 'Mercenaries: -10 points.', id: 'cuirassiers', option: 'mercenaries', cost: -10, set: {} },
    {
      row: 'Heavy: Courage 5 and Mvt 6, +25 points.',
      id: 'cuirassiers',
      option: 'heavy',
      cost: 25,
      set: { courage: 5, speed: 6 },
    },
    { row: 'Caracole: +5 points.', id: 'cuirassiers', option: 'caracole', cost: 5, set: {} },
    {
      row: 'Lances: +5 points (the source marks this option with ** and refers to the Heavy Cavalry adaptation).',
      id: 'cuirassiers',
      option: 'lances',
      cost: 5,
      set: {},
    },
    {
      row: 'Veteran: Discipline 4, +10 points.',
      id: 'modern-cavalry',
      option: 'veteran',
      cost: 10,
      set: { discipline: 4 },
    },
    { row: 'Mercenaries: -10 points.', id: 'modern-cavalry', option: 'mercenaries', cost: -10, set: {} },
    {
      row: 'Demi-cuirass: Courage 4, +10 points.',
      id: 'modern-cavalry',
      option: 'demi-cuirass',
      cost: 10,
      set: { courage: 4 },
    },
    {
      row: 'Determined: Melee 5 and the Brigade rule, +10 points.',
      id: 'modern-cavalry',
      option: 'determined',
      cost: 10,
      set: { melee: 5 },
    },
    {
      row: 'Pistols: Shoot 2, Pistols and Caracole, +10 points.',
      id: 'modern-cavalry',
      option: 'pistols',
      cost: 10,
      set: { shoot: 2 },
    },
    {
      row: 'Gendarmes (**): Mvt 7, Melee and Discipline 5, +30 points. The source refers to the Heavy Cavalry adaptation.',
      id: 'modern-cavalry',
      option: 'gendarmes',
      cost: 30,
      set: { speed: 7, melee: 5, discipline: 5 },
    },
    {
      row: 'Veteran: Discipline 3, +10 points.',
      id: 'light-cavalry',
      option: 'veteran',
      cost: 10,
      set: { discipline: 3 },
    },
    {
      row: 'Unhesitating [Sans peur]: Melee 4 and the Impetuous rule, +10 points.',
      id: 'light-cavalry',
      option: 'unhesitating',
      cost: 10,
      set: { melee: 4 },
    },
    { row: 'Mercenaries: -5 points.', id: 'light-cavalry', option: 'mercenaries', cost: -5, set: {} },
    {
      row: 'Mounted archers: Melee 2 and the Bow replaces the Pistols, +0 points.',
      id: 'light-cavalry',
      option: 'mounted-archers',
      cost: 0,
      set: { melee: 2 },
    },
    { row: 'Caracole: +5 points.', id: 'light-cavalry', option: 'caracole', cost: 5, set: {} },
    { row: 'Arquebus: +5 points.', id: 'light-cavalry', option: 'arquebus', cost: 5, set: {} },
    { row: 'Veteran: Discipline 3, +10 points.', id: 'cossacks', option: 'veteran', cost: 10, set: { discipline: 3 } },
    {
      row: 'Cuirasses: Courage 4, loses Light, +15 points.',
      id: 'cossacks',
      option: 'cuirasses',
      cost: 15,
      set: { courage: 4 },
    },
    {
      row: 'Dense unit: Shoot and Stamina 3, loses Dispersion, +10 points.',
      id: 'cossacks',
      option: 'dense-unit',
      cost: 10,
      set: { shoot: 3, stamina: 3 },
    },
    { row: 'Mercenaries: -5 points.', id: 'cossacks', option: 'mercenaries', cost: -5, set: {} },
    { row: 'Arquebus: +5 points.', id: 'cossacks', option: 'arquebus', cost: 5, set: {} },
    { row: 'Lance: +5 points.', id: 'cossacks', option: 'lance', cost: 5, set: {} },
    {
      row: 'Raids: Mvt 9 inches, Shoot 3, +10 points.',
      id: 'tatars',
      option: 'raids',
      cost: 10,
      set: { speed: 9, shoot: 3 },
    },
    {
      row: 'Veteran: Discipline 3, and loses the Mercenaries rule, +5 points.',
      id: 'tatars',
      option: 'veteran',
      cost: 5,
      set: { discipline: 3 },
    },
    {
      row: 'Dense unit: Shoot and Stamina 3, loses Dispersion, +10 points.',
      id: 'tatars',
      option: 'dense-unit',
      cost: 10,
      set: { shoot: 3, stamina: 3 },
    },
    { row: 'Pistols: +5 points.', id: 'tatars', option: 'pistols', cost: 5, set: {} },
    { row: 'Arquebus: +5 points.', id: 'tatars', option: 'arquebus', cost: 5, set: {} },
    { row: 'Lance: +5 points.', id: 'tatars', option: 'lance', cost: 5, set: {} },
    { row: 'Pistols: +5 points.', id: 'lisowczycy', option: 'pistols', cost: 5, set: {} },
    { row: 'Arquebus: +5 points.', id: 'lisowczycy', option: 'arquebus', cost: 5, set: {} },
    {
      row: 'Regulars: Discipline 3 and loses Mercenaries, +10 points.',
      id: 'light-hussars',
      option: 'regulars',
      cost: 10,
      set: { discipline: 3 },
    },
    {
      row: 'Archers: adds a Bow (incompatible with shooters), +5 points.',
      id: 'light-hussars',
      option: 'archers',
      cost: 5,
      set: {},
    },
    {
      row: 'Shooters: adds an Arquebus and Caracole, Shoot 3, +15 points.',
      id: 'light-hussars',
      option: 'shooters',
      cost: 15,
      set: { shoot: 3 },
    },
    { row: 'Lances: +5 points.', id: 'light-hussars', option: 'lances', cost: 5, set: {} },
    {
      row: 'Scouts: Vanguard and Dispersion rules, +10 points.',
      id: 'light-hussars',
      option: 'scouts',
      cost: 10,
      set: {},
    },
    {
      row: 'Field Artillery: Veteran: Discipline 4, +5 points.',
      id: 'field-artillery',
      option: 'veteran',
      cost: 5,
      set: { discipline: 4 },
    },
    {
      row: 'Field Artillery: Great battery: Shoot and Stamina 2, +35 points.',
      id: 'field-artillery',
      option: 'great-battery',
      cost: 35,
      set: { shoot: 2, stamina: 2 },
    },
    { row: 'Field Artillery: Mortar: +5 points.', id: 'field-artillery', option: 'mortar', cost: 5, set: {} },
    { row: 'Field Artillery: Fortified: +10 points.', id: 'field-artillery', option: 'fortified', cost: 10, set: {} },
    { row: 'Field Artillery: Horse team: +5 points.', id: 'field-artillery', option: 'horse-team', cost: 5, set: {} },
    {
      row: 'Heavy Artillery: Veteran: Discipline 4, +5 points.',
      id: 'heavy-artillery',
      option: 'veteran',
      cost: 5,
      set: { discipline: 4 },
    },
    {
      row: 'Heavy Artillery: Great battery: Shoot and Stamina 2, +35 points.',
      id: 'heavy-artillery',
      option: 'great-battery',
      cost: 35,
      set: { shoot: 2, stamina: 2 },
    },
    { row: 'Heavy Artillery: Mortar: +5 points.', id: 'heavy-artillery', option: 'mortar', cost: 5, set: {} },
    { row: 'Heavy Artillery: Fortified: +10 points.', id: 'heavy-artillery', option: 'fortified', cost: 10, set: {} },
    { row: 'Heavy Artillery: Horse team: +5 points.', id: 'heavy-artillery', option: 'horse-team', cost: 5, set: {} },
  ])('$id: "$row"', ({ id, option, cost, set }) => {
    const base = getProfile(id);
    const chosen = unit(id, [option]);
    expect(chosen.points - base.points).toBe(cost);
    expect(chosen.values).toEqual({ ...base.values, ...set });
  });

  it('Classic Battalion: "Muskets only: Shoot 3; if modernised, Shoot 4, +5 points" (with Modernised, +15)', () => {
    const both = unit('classic-battalion', ['modernised', 'muskets-only']);
    expect(both.values.shoot).toBe(4);
    expect(both.points - getProfile('classic-battalion').points).toBe(15 + 5);
  });

  // Printed option rows no card in the data can take: the rulebook prints the options of "Heavy Cavalry
  // (adaptation)" and "Forlorn Hope" but no source gives their value rows. Ruling cardless-cards: the printed
  // rows are kept as printed, and a list that names the card is refused naming them (no values are invented).
  it.each([
    { row: 'Dense formation: Stamina 4, +10 points.', id: 'heavy-cavalry', option: 'dense-formation', cost: 10 },
    {
      row: 'Gendarmes: Discipline 5, Shoot 2, Pistols and Caracole, +20 points.',
      id: 'heavy-cavalry',
      option: 'gendarmes',
      cost: 20,
    },
    {
      row: 'Pistoliers: Shoot 2, Pistols and Caracole, +10 points.',
      id: 'heavy-cavalry',
      option: 'pistoliers',
      cost: 10,
    },
    {
      row: 'Lancers: Discipline 5, Lance (incompatible with pistols), +20 points.',
      id: 'heavy-cavalry',
      option: 'lancers',
      cost: 20,
    },
    { row: 'Mercenaries: -5 points.', id: 'forlorn-hope', option: 'mercenaries', cost: -5 },
    { row: 'Arquebus: replaces the muskets, -5 points.', id: 'forlorn-hope', option: 'arquebus', cost: -5 },
  ])(
    'no card (ruling cardless-cards): $id "$row" is printed, and a list taking it is refused',
    ({ row, id, option, cost }) => {
      expect(cardlessCard(id)?.options.find((o) => o.id === option)).toEqual({ id: option, row, cost });
      const army = structuredClone(SPANISH_EMPIRE_1000);
      army.regiments[0]!.units.push({ unit: id, options: [option] });
      const found = validateArmy(army).violations.filter((v) => v.path === 'regiments[0].units[3].unit');
      expect(found).toEqual([
        {
          path: 'regiments[0].units[3].unit',
          rule: expect.stringContaining('(ruling cardless-cards)') as string,
          message: expect.stringContaining(`${row.split(':')[0]} ${cost > 0 ? '+' : ''}${cost}`) as string,
        },
      ]);
    },
  );
});
