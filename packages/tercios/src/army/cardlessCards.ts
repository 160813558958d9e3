/** A printed option row of a card that no source gives values for. */
export interface CardlessOption {
  readonly id: string;
  readonly row: string;
  readonly cost: number;
}

/** A card whose options the rulebook prints but whose values no source gives (ruling cardless-cards). */
export interface CardlessCard {
  readonly id: string;
  readonly name: string;
  readonly options: readonly CardlessOption[];
}

/**
 * The cards of The Army > Unit Profiles whose option rows are printed but whose values are in no source (the
 * rulebook's rows are lost and the community builder has no such card). Ruling cardless-cards: no list can take
 * them or their options, since values would have to be invented; validation names the printed rows instead of
 * "unknown unit".
 */
export const CARDLESS_CARDS: readonly CardlessCard[] = [
  {
    id: 'heavy-cavalry',
    name: 'Heavy Cavalry (adaptation)',
    options: [
      { id: 'dense-formation', row: 'Dense formation: Stamina 4, +10 points.', cost: 10 },
      { id: 'gendarmes', row: 'Gendarmes: Discipline 5, Shoot 2, Pistols and Caracole, +20 points.', cost: 20 },
      { id: 'pistoliers', row: 'Pistoliers: Shoot 2, Pistols and Caracole, +10 points.', cost: 10 },
      { id: 'lancers', row: 'Lancers: Discipline 5, Lance (incompatible with pistols), +20 points.', cost: 20 },
    ],
  },
  {
    id: 'forlorn-hope',
    name: 'Forlorn Hope',
    options: [
      { id: 'mercenaries', row: 'Mercenaries: -5 points.', cost: -5 },
      { id: 'arquebus', row: 'Arquebus: replaces the muskets, -5 points.', cost: -5 },
    ],
  },
];

/** The cardless card of that id, if it is one. */
export function cardlessCard(id: string): CardlessCard | undefined {
  return CARDLESS_CARDS.find((c) => c.id === id);
}
