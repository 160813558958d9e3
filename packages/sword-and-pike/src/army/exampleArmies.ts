import type { ArmyList } from './ArmyList.js';

/**
 * French army of the Italian Wars (example): gendarmes and Swiss pike. The organisation follows the
 * rulebook; the names and the choice of units are an example, not a historical order of battle.
 */
export const frenchArmy: ArmyList = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'sword-and-pike',
  name: 'French army of the Italian Wars (example)',
  nation: 'France',
  commander: { name: 'The King', quality: 'exceptional', attachedTo: 'compagnie-du-roi' },
  brigades: [
    {
      id: 'gendarmerie',
      name: 'Gendarmerie',
      officer: { name: 'Captain of the Gendarmes', quality: 'ordinary', attachedTo: 'compagnie-bayard' },
      units: [
        { id: 'compagnie-du-roi', name: 'Compagnie du Roi', troop: 'gendarmes', figures: 12, frontage: 2 },
        { id: 'compagnie-bayard', name: 'Compagnie Bayard', troop: 'gendarmes', figures: 12, frontage: 2 },
        {
          id: 'stradiots',
          name: 'Stradiots',
          troop: 'light-horse',
          figures: 12,
          weapon: 'mounted-crossbow',
          frontage: 2,
        },
      ],
    },
    {
      id: 'swiss',
      name: 'Swiss',
      officer: { name: 'Swiss Hauptmann', quality: 'ordinary', attachedTo: 'bern-pike' },
      units: [
        {
          id: 'bern-pike',
          name: 'Bern pike',
          troop: 'pikemen',
          figures: 20,
          order: 'closed',
          moraleClass: 'swiss-foot',
          frontage: 2,
        },
        {
          id: 'bern-halberds',
          name: 'Bern halberdiers',
          troop: 'halberdiers',
          figures: 5,
          moraleClass: 'swiss-foot',
          attachedTo: 'bern-pike',
        },
        {
          id: 'zurich-pike',
          name: 'Zurich pike',
          troop: 'pikemen',
          figures: 20,
          order: 'closed',
          moraleClass: 'swiss-foot',
          frontage: 2,
        },
        {
          id: 'zurich-shot',
          name: 'Zurich arquebusiers',
          troop: 'arquebusiers',
          figures: 5,
          moraleClass: 'swiss-foot',
          attachedTo: 'zurich-pike',
        },
      ],
    },
    {
      id: 'french-foot',
      name: 'French foot and guns',
      officer: { name: 'Colonel of the Adventuriers', quality: 'dummkopf', attachedTo: 'gascon-crossbows' },
      units: [
        { id: 'gascon-crossbows', name: 'Gascon crossbowmen', troop: 'crossbowmen', figures: 20, frontage: 4 },
        { id: 'french-arquebusiers', name: 'French arquebusiers', troop: 'arquebusiers', figures: 20, frontage: 4 },
        { id: 'grande-coulevrine', name: 'Grande coulevrine', troop: 'heavy-gun', figures: 4 },
        { id: 'faucon', name: 'Faucon', troop: 'light-gun', figures: 2 },
      ],
    },
  ],
};

/**
 * Imperial army of the Italian Wars (example): Landsknechts and Spanish arquebusiers. The organisation
 * follows the rulebook; the names and the choice of units are an example.
 */
export const imperialArmy: ArmyList = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'sword-and-pike',
  name: 'Imperial army of the Italian Wars (example)',
  nation: 'Holy Roman Empire and Spain',
  commander: { name: 'The Viceroy', quality: 'ordinary', attachedTo: 'spanish-pike' },
  brigades: [
    {
      id: 'landsknechts',
      name: 'Landsknechts',
      officer: { name: 'Oberst of Landsknechts', quality: 'exceptional', attachedTo: 'frundsberg-pike' },
      units: [
        {
          id: 'frundsberg-pike',
          name: 'Frundsberg pike',
          troop: 'pikemen',
          figures: 20,
          order: 'closed',
          moraleClass: 'landsknecht-foot',
          frontage: 2,
        },
        {
          id: 'doppelsoldner',
          name: 'Doppelsöldner',
          troop: 'great-swordsmen',
          figures: 5,
          moraleClass: 'landsknecht-foot',
          attachedTo: 'frundsberg-pike',
        },
        {
          id: 'second-pike',
          name: 'Second Landsknecht pike',
          troop: 'pikemen',
          figures: 20,
          order: 'closed',
          moraleClass: 'landsknecht-foot',
          frontage: 2,
        },
        {
          id: 'landsknecht-shot',
          name: 'Landsknecht arquebusiers',
          troop: 'arquebusiers',
          figures: 5,
          moraleClass: 'landsknecht-foot',
          attachedTo: 'second-pike',
        },
      ],
    },
    {
      id: 'spanish',
      name: 'Spanish foot',
      officer: { name: 'Maestre de campo', quality: 'ordinary', attachedTo: 'spanish-arquebusiers' },
      units: [
        { id: 'spanish-pike', name: 'Spanish pike', troop: 'pikemen', figures: 20, order: 'closed', frontage: 2 },
        { id: 'rodeleros', name: 'Rodeleros', troop: 'sword-and-buckler', figures: 5, attachedTo: 'spanish-pike' },
        { id: 'spanish-arquebusiers', name: 'Spanish arquebusiers', troop: 'arquebusiers', figures: 20, frontage: 4 },
        {
          id: 'second-arquebusiers',
          name: 'Second Spanish arquebusiers',
          troop: 'arquebusiers',
          figures: 20,
          frontage: 4,
        },
      ],
    },
    {
      id: 'imperial-horse',
      name: 'Imperial horse and guns',
      officer: { name: 'Rittmeister', quality: 'ordinary', attachedTo: 'reiters' },
      units: [
        { id: 'reiters', name: 'German reiters', troop: 'reiters', figures: 12, frontage: 2 },
        { id: 'jinetes', name: 'Jinetes', troop: 'light-horse', figures: 12, weapon: 'spear', frontage: 2 },
        { id: 'imperial-gun', name: 'Imperial light gun', troop: 'light-gun', figures: 2 },
      ],
    },
  ],
};
