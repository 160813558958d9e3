import type { ArmyList } from './ArmyList.js';

/**
 * An illustrative British-led Allied force of four brigades (not an order of battle from a source: the
 * rulebook has none). Unit figures are the rulebook's Unit Organisation table.
 */
export const BRITISH_ARMY: ArmyList = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'wss-6mm',
  name: 'Allied army (British and Dutch)',
  commander: { name: 'Duke of Marlborough' },
  source: 'illustrative example for Muster; figures from the Unit Organisation table',
  brigades: [
    {
      id: 'orkney',
      name: "Orkney's Brigade",
      brigadier: { name: 'Earl of Orkney', rating: 'good' },
      units: [
        {
          id: 'foot-guards',
          name: '1st Foot Guards',
          type: 'british-foot',
          nationality: 'British',
          elements: 4,
          battalionGun: true,
        },
        {
          id: 'royal-scots',
          name: 'Royal Scots',
          type: 'british-foot',
          nationality: 'British',
          elements: 4,
          battalionGun: true,
        },
        { id: 'royal-irish', name: 'Royal Irish', type: 'british-foot', nationality: 'British', elements: 4 },
        { id: 'webbs', name: "Webb's", type: 'british-foot', nationality: 'British', elements: 4 },
        { id: 'british-battery', name: 'Royal Train battery', type: 'field-battery', nationality: 'British', guns: 3 },
      ],
    },
    {
      id: 'dutch',
      name: 'Dutch Brigade',
      brigadier: { name: 'Count Oxenstiern', rating: 'average' },
      units: [
        {
          id: 'dutch-guards',
          name: 'Dutch Foot Guards',
          type: 'dutch-foot',
          nationality: 'Dutch',
          elements: 8,
          battalionGun: true,
        },
        { id: 'holstein', name: 'Holstein-Beck', type: 'dutch-foot', nationality: 'Dutch', elements: 8 },
        { id: 'prussian-foot', name: 'Prussian Foot', type: 'allied-foot', nationality: 'Prussian', elements: 8 },
      ],
    },
    {
      id: 'lumley',
      name: "Lumley's Horse",
      brigadier: { name: 'Henry Lumley', rating: 'good' },
      units: [
        { id: 'queens-horse', name: "Queen's Horse", type: 'british-dutch-horse', nationality: 'British', elements: 4 },
        { id: 'wood', name: "Wood's Horse", type: 'british-dutch-horse', nationality: 'British', elements: 4 },
        { id: 'dutch-horse', name: 'Dutch Horse', type: 'british-dutch-horse', nationality: 'Dutch', elements: 4 },
      ],
    },
  ],
};

/**
 * An illustrative French and Bavarian force of four brigades (not an order of battle from a source).
 */
export const FRENCH_ARMY: ArmyList = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'wss-6mm',
  name: 'Franco-Bavarian army',
  commander: { name: 'Marshal Tallard' },
  source: 'illustrative example for Muster; figures from the Unit Organisation table',
  brigades: [
    {
      id: 'picardie',
      name: 'Brigade de Picardie',
      brigadier: { name: 'Marquis de Blansac', rating: 'average' },
      units: [
        { id: 'picardie-1', name: 'Picardie', type: 'french-foot', nationality: 'French', elements: 10 },
        { id: 'navarre', name: 'Navarre', type: 'french-foot', nationality: 'French', elements: 10 },
        { id: 'french-battery', name: 'Batterie royale', type: 'field-battery', nationality: 'French', guns: 2 },
      ],
    },
    {
      id: 'irlandaise',
      name: 'Brigade irlandaise',
      brigadier: { name: 'Lord Clare', rating: 'good' },
      units: [
        { id: 'clare', name: "Clare's", type: 'irish-foot', nationality: 'Irish', elements: 6 },
        { id: 'dillon', name: "Dillon's", type: 'irish-foot', nationality: 'Irish', elements: 6 },
        { id: 'lee', name: "Lee's", type: 'irish-foot', nationality: 'Irish', elements: 6 },
      ],
    },
    {
      id: 'bavarian',
      name: 'Bavarian Brigade',
      brigadier: { name: 'Count Arco', rating: 'weak' },
      units: [
        { id: 'leib', name: 'Leibregiment', type: 'french-foot', nationality: 'Bavarian', elements: 10 },
        { id: 'kurprinz', name: 'Kurprinz', type: 'french-foot', nationality: 'Bavarian', elements: 10 },
      ],
    },
    {
      id: 'gendarmerie',
      name: 'Gendarmerie',
      brigadier: { name: 'Marquis de Zurlauben', rating: 'average' },
      units: [
        { id: 'gendarmes', name: 'Gendarmes de la Garde', type: 'other-horse', nationality: 'French', elements: 4 },
        { id: 'bourgogne', name: 'Gendarmes de Bourgogne', type: 'other-horse', nationality: 'French', elements: 4 },
        { id: 'anjou', name: "Chevau-légers d'Anjou", type: 'other-horse', nationality: 'French', elements: 4 },
      ],
    },
  ],
};
