import { describe, expect, it } from 'vitest';
import { resolveUnit } from '../../army/armyUnits.js';
import { getProfile } from '../getProfile.js';

// Secondary source: tercios-community-profiles.md, table 2b ("Unit options", S5; Unit | Option | Cost | New stat
// values), for the Kingdoms cards whose options the rulebook does not print (kingdomsProfiles.ts, options marked
// community). The builder prints Shoot as a pair: "Sht 2/2" is Shoot 2. Not pinned: "+Halberdiers" of the Kingdoms
// Battalion ("listed as available but not defined in builder": no cost). Plastun Veterans "Dis 10" is the source's
// (marked UNCERTAIN there and in the data). Priced through resolveUnit.
const unit = (id: string, options: string[] = []) => resolveUnit({ unit: id, options }, 'infantry-regiment')!;

describe('Community options of the Kingdoms cards (table 2b)', () => {
  it.each([
    { row: 'Battalion | Raw | -15 | Cou 3', id: 'kingdoms-battalion', option: 'raw', cost: -15, set: { courage: 3 } },
    { row: 'Battalion | +Greatswords | +5', id: 'kingdoms-battalion', option: 'greatswords', cost: 5, set: {} },
    { row: 'Battalion | Mercenaries | -10', id: 'kingdoms-battalion', option: 'mercenaries', cost: -10, set: {} },
    { row: 'Battalion | Large unit | +20 | Sta 5', id: 'kingdoms-battalion', option: 'large-unit', cost: 20, set: { stamina: 5 } },
    { row: 'Battalion | Modernized | +20 | Sht 4/4', id: 'kingdoms-battalion', option: 'modernized', cost: 20, set: { shoot: 4 } },
    { row: 'Battalion | +Bardiches | +5', id: 'kingdoms-battalion', option: 'bardiches', cost: 5, set: {} },
    { row: 'Battalion | German Mercenaries | 0 | Dis 4', id: 'kingdoms-battalion', option: 'german-mercenaries', cost: 0, set: { discipline: 4 } },
    { row: 'Levies | Mob | +10 | Mel 3', id: 'levies', option: 'mob', cost: 10, set: { melee: 3 } },
    { row: 'Levies | Well Equiped | +5', id: 'levies', option: 'well-equipped', cost: 5, set: {} },
    { row: 'Levies | Outdated | 0', id: 'levies', option: 'outdated', cost: 0, set: {} },
    { row: 'Levies | -Pikes | -5', id: 'levies', option: 'no-pikes', cost: -5, set: {} },
    { row: 'Levies | Large unit | +15 | Sta 5', id: 'levies', option: 'large-unit', cost: 15, set: { stamina: 5 } },
    { row: 'Levies | Gulyay-Gorod | +25 | Cou 4', id: 'levies', option: 'gulyay-gorod', cost: 25, set: { courage: 4 } },
    { row: 'Levies | Obedients | +10 | Dis 3', id: 'levies', option: 'obedients', cost: 10, set: { discipline: 3 } },
    { row: 'Levies | +Bardiches | +5', id: 'levies', option: 'bardiches', cost: 5, set: {} },
    { row: 'Levies | Pospolite Ruszenie | +25 | Mel 3, Cou 4', id: 'levies', option: 'pospolite-ruszenie', cost: 25, set: { melee: 3, courage: 4 } },
    { row: 'Levies | Tabor | +15', id: 'levies', option: 'tabor', cost: 15, set: {} },
    { row: 'Haiduks | Veterans | +10 | Dis 3', id: 'haiduks', option: 'veterans', cost: 10, set: { discipline: 3 } },
    { row: 'Haiduks | Poorly Equiped | -10', id: 'haiduks', option: 'poorly-equipped', cost: -10, set: {} },
    { row: 'Haiduks | Scarce Unit | -10 | Mel 2, Sta 2', id: 'haiduks', option: 'scarce-unit', cost: -10, set: { melee: 2, stamina: 2 } },
    { row: 'Haiduks | +Pistols | +5', id: 'haiduks', option: 'pistols', cost: 5, set: {} },
    { row: 'Haiduks | +Halberds | +5', id: 'haiduks', option: 'halberds', cost: 5, set: {} },
    { row: 'Haiduks | Well Equiped | +10', id: 'haiduks', option: 'well-equipped', cost: 10, set: {} },
    { row: 'Heavy Hussar | Large unit | +15 | Sta 4', id: 'heavy-hussars', option: 'large-unit', cost: 15, set: { stamina: 4 } },
    { row: 'Heavy Hussar | Husarska | +25 | Cou 5', id: 'heavy-hussars', option: 'husarska', cost: 25, set: { courage: 5 } },
    { row: 'Heavy Hussar | Pancerna | +10 | Mel 5', id: 'heavy-hussars', option: 'pancerna', cost: 10, set: { melee: 5 } },
    { row: 'Heavy Hussar | Petyhorcy | +20 | Mel 5', id: 'heavy-hussars', option: 'petyhorcy', cost: 20, set: { melee: 5 } },
    { row: 'Heavy Hussar | Lekka | +5 | Spd 8, Sht 2/2', id: 'heavy-hussars', option: 'lekka', cost: 5, set: { speed: 8, shoot: 2 } },
    { row: 'Streltsi | Large Sotnia | 0 | Dis 3, Sta 4', id: 'streltsi', option: 'large-sotnia', cost: 0, set: { discipline: 3, stamina: 4 } },
    { row: 'Streltsi | Gulyay-Gorod | +10', id: 'streltsi', option: 'gulyay-gorod', cost: 10, set: {} },
    { row: 'Streltsi | Modernized | +10', id: 'streltsi', option: 'modernized', cost: 10, set: {} },
    { row: 'Streltsi | +Pikes | +5', id: 'streltsi', option: 'pikes', cost: 5, set: {} },
    { row: 'Boyars | Archers | +5 | Sht 2/2', id: 'boyars', option: 'archers', cost: 5, set: { shoot: 2 } },
    { row: 'Boyars | Shooters | +5 | Sht 2/2', id: 'boyars', option: 'shooters', cost: 5, set: { shoot: 2 } },
    { row: 'Boyars | Lancers | +5', id: 'boyars', option: 'lancers', cost: 5, set: {} },
    { row: 'Boyars | Large unit | +25 | Sta 4, Cou 4', id: 'boyars', option: 'large-unit', cost: 25, set: { stamina: 4, courage: 4 } },
    { row: 'Boyars | Shooters, large | +5 | Sht 3/3', id: 'boyars', option: 'shooters-large', cost: 5, set: { shoot: 3 } },
    { row: 'Boyars | Inozemskii | 0 | Dis 4', id: 'boyars', option: 'inozemskii', cost: 0, set: { discipline: 4 } },
    { row: 'Boyars | Siculi | +15 | Dis 4, Spd 7', id: 'boyars', option: 'siculi', cost: 15, set: { discipline: 4, speed: 7 } },
    { row: 'Boyars | Hussar Boyars | +10 | Spd 7', id: 'boyars', option: 'hussar-boyars', cost: 10, set: { speed: 7 } },
    { row: 'Reitar | Large unit | +25 | Sta 4, Mel 4', id: 'reitar', option: 'large-unit', cost: 25, set: { stamina: 4, melee: 4 } },
    { row: 'Reitar | +Arquebus | +5', id: 'reitar', option: 'arquebus', cost: 5, set: {} },
    { row: 'Janissaries | Modernized | +15', id: 'janissaries', option: 'modernized', cost: 15, set: {} },
    { row: 'Janissaries | +Halberds | +5', id: 'janissaries', option: 'halberds', cost: 5, set: {} },
    { row: 'Janissaries | +Pikes | +5', id: 'janissaries', option: 'pikes', cost: 5, set: {} },
    { row: 'Janissaries | +Grenades | +5', id: 'janissaries', option: 'grenades', cost: 5, set: {} },
    { row: 'Janissaries | Cemaat | +15 | Cou 4', id: 'janissaries', option: 'cemaat', cost: 15, set: { courage: 4 } },
    { row: 'Janissaries | Beuluks | +20 | Dis 4, Mel 4', id: 'janissaries', option: 'beuluks', cost: 20, set: { discipline: 4, melee: 4 } },
    { row: 'Janissaries | Sekban | +10 | Sht 4/4', id: 'janissaries', option: 'sekban', cost: 10, set: { shoot: 4 } },
    { row: 'Janissaries | Acemi | -10 | Sht 2/2, Dis 2', id: 'janissaries', option: 'acemi', cost: -10, set: { shoot: 2, discipline: 2 } },
    { row: 'Bashi-Bazouk | Modernized | +10', id: 'bashi-bazouk', option: 'modernized', cost: 10, set: {} },
    { row: 'Bashi-Bazouk | Delibas | +5 | Mel 3', id: 'bashi-bazouk', option: 'delibas', cost: 5, set: { melee: 3 } },
    { row: 'Bashi-Bazouk | +Pistols | +5', id: 'bashi-bazouk', option: 'pistols', cost: 5, set: {} },
    { row: 'Bashi-Bazouk | +Grenades | +5', id: 'bashi-bazouk', option: 'grenades', cost: 5, set: {} },
    { row: 'Azapes | Modernized | 0', id: 'azapes', option: 'modernized', cost: 0, set: {} },
    { row: 'Azapes | Scattered | +5', id: 'azapes', option: 'scattered', cost: 5, set: {} },
    { row: 'Armatoles | Klephtopolemos | +5', id: 'armatoles', option: 'klephtopolemos', cost: 5, set: {} },
    { row: 'Armatoles | Scarce | -10 | Mel 2, Sta 2', id: 'armatoles', option: 'scarce', cost: -10, set: { melee: 2, stamina: 2 } },
    { row: 'Armatoles | +Pistols | +5', id: 'armatoles', option: 'pistols', cost: 5, set: {} },
    { row: 'Sipahi | Modernized | +10 | Sht 3/3', id: 'sipahi', option: 'modernized', cost: 10, set: { shoot: 3 } },
    { row: 'Sipahi | Large unit | +10 | Sta 4', id: 'sipahi', option: 'large-unit', cost: 10, set: { stamina: 4 } },
    { row: 'Sipahi | Javelineers | +5', id: 'sipahi', option: 'javelineers', cost: 5, set: {} },
    { row: 'Sipahi | Timariot | +5 | Dis 4', id: 'sipahi', option: 'timariot', cost: 5, set: { discipline: 4 } },
    { row: 'Sipahi | Kipikulu Sipahi | +20 | Dis 4, Mel 4', id: 'sipahi', option: 'kapikulu-sipahi', cost: 20, set: { discipline: 4, melee: 4 } },
    { row: 'Sipahi | Silahtar | +10 | Cou 4, Spd 7', id: 'sipahi', option: 'silahtar', cost: 10, set: { courage: 4, speed: 7 } },
    { row: 'Sipahi | Garip | -10 | Sta 2, Spd 9', id: 'sipahi', option: 'garip', cost: -10, set: { stamina: 2, speed: 9 } },
    { row: 'Akinci | Modernized | 0', id: 'akinci', option: 'modernized', cost: 0, set: {} },
    { row: 'Akinci | Deliler | +5 | Spd 9', id: 'akinci', option: 'deliler', cost: 5, set: { speed: 9 } },
    { row: 'Akinci | +Lances | +5', id: 'akinci', option: 'lances', cost: 5, set: {} },
    { row: 'Plastun | Large Plastun | +10 | Sht 3/3, Sta 3', id: 'plastun', option: 'large-plastun', cost: 10, set: { shoot: 3, stamina: 3 } },
    { row: 'Plastun | Veterans | +10 | Dis 10 (UNCERTAIN: implausible value in builder, probably a typo)', id: 'plastun', option: 'veterans', cost: 10, set: { discipline: 10 } },
    { row: 'Plastun | Tabor | +10', id: 'plastun', option: 'tabor', cost: 10, set: {} },
    { row: 'Plastun | Well Equiped | +10', id: 'plastun', option: 'well-equipped', cost: 10, set: {} },
    { row: 'Plastun | +Pistols | +5', id: 'plastun', option: 'pistols', cost: 5, set: {} },
  ])('"$row"', ({ id, option, cost, set }) => {
    const base = getProfile(id);
    const chosen = unit(id, [option]);
    expect(chosen.points - base.points).toBe(cost);
    expect(chosen.values).toEqual({ ...base.values, ...set });
  });
});
