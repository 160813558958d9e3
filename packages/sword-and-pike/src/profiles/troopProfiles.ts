import type { TroopProfile } from './TroopProfile.js';
import type { TroopType } from './TroopType.js';

// Rulebook: TROOP TYPES & ORGANIZATION; ORDER; FIRE (ranks, crews); Close Combat "extra dice" numbers.
const profiles: Record<TroopType, TroopProfile> = {
  gendarmes: {
    id: 'gendarmes', name: 'Gendarmes', mounted: true, artillery: false, unitFigures: 12, companySize: 3, subUnitOfPike: false,
    orders: ['open', 'closed'], defaultOrder: 'open', fightsInOrder: 'closed', weapons: [], fireRanks: 0, fightRanks: 2,
    killsOnFive: 'always', extraDice: 0, lance: true, pistols: false, foot: false, movement: 'heavyHorse', defaultMoraleClass: 'heavy-cavalry',
    source: 'GENDARMES: 12 figures, 4 companies of 3; move open, fight closed, 2 ranks deep',
  },
  reiters: {
    id: 'reiters', name: 'Reiters', mounted: true, artillery: false, unitFigures: 12, companySize: 3, subUnitOfPike: false,
    orders: ['open'], defaultOrder: 'open', fightsInOrder: 'open', weapons: ['pistol'], fireRanks: 4, fightRanks: 2,
    killsOnFive: 'never', extraDice: 1, lance: false, pistols: true, foot: false, movement: 'horse', defaultMoraleClass: 'lighter-mounted',
    source: 'REITERS: 12 figures, 4 companies of 3; open order; fight 2 ranks, shoot 4 ranks; Medium Cavalry +1',
  },
  'light-horse': {
    id: 'light-horse', name: 'Light Horse', mounted: true, artillery: false, unitFigures: 12, companySize: 3, subUnitOfPike: false,
    orders: ['open'], defaultOrder: 'open', fightsInOrder: 'open', weapons: ['mounted-arquebus', 'mounted-crossbow'], fireRanks: 2, fightRanks: 2,
    killsOnFive: 'never', extraDice: 1, lance: false, pistols: false, foot: false, movement: 'lightHorse', defaultMoraleClass: 'lighter-mounted',
    source: 'LIGHT HORSE: spears, arquebus or crossbows; shoot 2 ranks; open order; 12 figures, 4 companies of 3; Light Cavalry +1',
  },
  pikemen: {
    id: 'pikemen', name: 'Pikemen', mounted: false, artillery: false, unitFigures: 20, companySize: 5, subUnitOfPike: false,
    orders: ['closed', 'open'], defaultOrder: 'closed', fightsInOrder: 'as-formed', weapons: [], fireRanks: 0, fightRanks: 4,
    killsOnFive: 'closed-front', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'PIKEMEN: 20 figures, 4 companies of 5; closed or open; fight 4 ranks deep',
  },
  arquebusiers: {
    id: 'arquebusiers', name: 'Arquebusiers', mounted: false, artillery: false, unitFigures: 20, companySize: 5, subUnitOfPike: true,
    orders: ['open'], defaultOrder: 'open', fightsInOrder: 'open', weapons: ['arquebus'], fireRanks: 2, fightRanks: 2,
    killsOnFive: 'never', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'ARQUEBUSIERS: open order; shoot 2 ranks; 20 figures in 4 companies of 5, or a 5-man company attached to pike',
  },
  crossbowmen: {
    id: 'crossbowmen', name: 'Crossbowmen', mounted: false, artillery: false, unitFigures: 20, companySize: 5, subUnitOfPike: true,
    orders: ['open'], defaultOrder: 'open', fightsInOrder: 'open', weapons: ['crossbow'], fireRanks: 2, fightRanks: 2,
    killsOnFive: 'never', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'CROSSBOWMEN: open order; shoot 2 ranks; 20 figures in 4 companies of 5, or a 5-man company attached to pike',
  },
  halberdiers: {
    id: 'halberdiers', name: 'Halberdiers', mounted: false, artillery: false, unitFigures: 20, companySize: 5, subUnitOfPike: true,
    orders: ['open', 'closed'], defaultOrder: 'open', fightsInOrder: 'as-formed', weapons: [], fireRanks: 0, fightRanks: 2,
    killsOnFive: 'vs-foot', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'HALBERDIERS: open order (ruling R12); 20 figures in 4 companies of 5, or a 5-man company attached to pike',
  },
  'great-swordsmen': {
    id: 'great-swordsmen', name: 'Great-swordsmen', mounted: false, artillery: false, unitFigures: null, companySize: 5, subUnitOfPike: true,
    orders: ['open'], defaultOrder: 'open', fightsInOrder: 'open', weapons: [], fireRanks: 0, fightRanks: 2,
    killsOnFive: 'vs-foot', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'GREAT-SWORDSMEN: open order; a 5-man company attached to a pike formation',
  },
  'sword-and-buckler': {
    id: 'sword-and-buckler', name: 'Sword and buckler men', mounted: false, artillery: false, unitFigures: null, companySize: 5, subUnitOfPike: true,
    orders: ['open', 'skirmish'], defaultOrder: 'open', fightsInOrder: 'as-formed', weapons: [], fireRanks: 0, fightRanks: 2,
    killsOnFive: 'vs-foot', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'SWORD AND BUCKLER MEN: open order, may skirmish; a 5-man company attached to a pike formation',
  },
  riflemen: {
    id: 'riflemen', name: 'Riflemen', mounted: false, artillery: false, unitFigures: 1, companySize: 1, subUnitOfPike: false,
    orders: ['skirmish'], defaultOrder: 'skirmish', fightsInOrder: 'skirmish', weapons: ['rifle'], fireRanks: 1, fightRanks: 1,
    killsOnFive: 'never', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'foot', defaultMoraleClass: 'other-foot',
    source: 'RIFLEMEN: individual figures; 2 turns to reload; range double that of an arquebus',
  },
  'heavy-gun': {
    id: 'heavy-gun', name: 'Heavy gun', mounted: false, artillery: true, unitFigures: 4, companySize: 4, subUnitOfPike: false,
    orders: ['skirmish'], defaultOrder: 'skirmish', fightsInOrder: 'skirmish', weapons: ['heavy-cannon'], fireRanks: 1, fightRanks: 1,
    killsOnFive: 'never', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'heavyGun', defaultMoraleClass: 'gunners-auxiliaries',
    source: 'Fire table: heavy gun, crew of 4, 3 dice per gunner; may not move; one turn to reload',
  },
  'light-gun': {
    id: 'light-gun', name: 'Light gun', mounted: false, artillery: true, unitFigures: 2, companySize: 2, subUnitOfPike: false,
    orders: ['skirmish'], defaultOrder: 'skirmish', fightsInOrder: 'skirmish', weapons: ['light-cannon'], fireRanks: 1, fightRanks: 1,
    killsOnFive: 'never', extraDice: 0, lance: false, pistols: false, foot: true, movement: 'lightGun', defaultMoraleClass: 'gunners-auxiliaries',
    source: 'Fire table: light gun, crew of 2, 3 dice per gunner; may move half and fire',
  },
};

/** The profile of a troop type. */
export function troopProfile(type: TroopType): TroopProfile {
  return profiles[type];
}

/** Every profile, in rulebook order. */
export const TROOP_PROFILES: readonly TroopProfile[] = Object.values(profiles);
