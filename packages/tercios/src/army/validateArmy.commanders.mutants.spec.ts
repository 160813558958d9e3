import type { ArmyViolation } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { SPANISH_EMPIRE_BREVIS_7 } from './examples/spanishEmpireBrevis.js';
import { validateArmy, type ArmyValidationOptions } from './validateArmy.js';

// Killers of validateArmy.ts's commander rules (checkCommander, and the ranks relative to the Commander-in-Chief):
// every violation in full (path, rule in the book's words, message), docs/mutation/tercios-army.md.

/** The Spanish example (C-C rank 3; mestres de camp rank 2, 1, 1), changed by `edit`, with a 3000-point limit. */
function spain(edit: (a: ArmyFile) => void): ArmyFile {
  const army = structuredClone(SPANISH_EMPIRE_1000);
  delete army.battleSize;
  army.pointsLimit = 3000;
  edit(army);
  return army;
}

const found = (army: ArmyFile, options?: ArmyValidationOptions): readonly ArmyViolation[] =>
  validateArmy(army, options).violations;

const RANK_TABLE = 'Command: "The higher the rank, the more traits or virtues that leader will have" (rank table)';
const TRAIT_ALLOWANCE =
  "Command > Optional Traits: Traits may only be chosen and assigned up to the number allowed by each commander's rank.";
const COMMON_TRAITS =
  'Command > Common Traits: Two traits apply to all commanders without needing to be chosen, and they are not counted in the number allowed by their rank';

describe('commander ranks (The Army: C-C rank 2 to 5, Mestre de Camp rank 0 to 4)', () => {
  it('Standard Army Base: "Commander-in-Chief (C-C), rank 2 to 5": 1 is refused, 2 to 5 are taken', () => {
    const withCc = (rank: number) =>
      spain((a) => {
        a.commanderInChief = { rank };
        for (const r of a.regiments) if (r.commander) r.commander = { rank: 0 };
      });
    expect(found(withCc(1))).toEqual([
      {
        path: 'commanderInChief.rank',
        rule: 'The Army > Standard Army Base: Commander-in-Chief (C-C), rank 2 to 5',
        message: 'rank 1 is outside 2 to 5',
      },
    ]);
    for (const rank of [2, 3, 4, 5]) expect(found(withCc(rank)), `rank ${rank}`).toEqual([]);
  });

  it('Cavalry Army Base: the same rank 2 to 5, named after the Cavalry Army Base', () => {
    const army = spain((a) => {
      a.base = 'cavalry';
      a.commanderInChief = { rank: 0 };
    });
    expect(found(army).filter((v) => v.path === 'commanderInChief.rank')).toEqual([
      {
        path: 'commanderInChief.rank',
        rule: 'The Army > Cavalry Army Base: Commander-in-Chief (C-C), rank 2 to 5',
        message: 'rank 0 is outside 2 to 5',
      },
    ]);
  });

  it('Infantry Regiment: "Commander (Mestre de Camp), rank 0 to 4": 5 is refused, 0 and 4 are taken', () => {
    const withMestre = (rank: number) =>
      spain((a) => {
        a.commanderInChief = { rank: 5 };
        a.regiments[1]!.commander = { rank };
      });
    expect(found(withMestre(5))).toEqual([
      {
        path: 'regiments[1].commander.rank',
        rule: 'The Army > Infantry Regiment: Commander (Mestre de Camp), rank 0 to 4',
        message: 'rank 5 is outside 0 to 4',
      },
    ]);
    expect(found(withMestre(4))).toEqual([]);
    expect(found(withMestre(0))).toEqual([]);
  });

  it('Command: "no other character may have a rank higher than his"; "At most, another commander may have the same rank"', () => {
    expect(found(spain((a) => (a.regiments[0]!.commander = { rank: 4 })))).toEqual([
      {
        path: 'regiments[0].commander.rank',
        rule: 'Command: no other character may have a rank higher than his [the C-C].',
        message: "rank 4 is higher than the Commander-in-Chief's rank 3",
      },
    ]);
    // One other commander at the C-C's rank is allowed; the second is refused, the third too.
    expect(found(spain((a) => (a.regiments[0]!.commander = { rank: 3 })))).toEqual([]);
    const three = spain((a) => {
      a.regiments[0]!.commander = { rank: 3 };
      a.regiments[1]!.commander = { rank: 3 };
      a.regiments[2]!.commander = { rank: 3 };
    });
    const second = (path: string) => ({
      path,
      rule: 'Command: At most, another commander may have the same rank.',
      message: "a second commander with the Commander-in-Chief's rank 3",
    });
    expect(found(three)).toEqual([second('regiments[1].commander.rank'), second('regiments[2].commander.rank')]);
  });
});

describe('virtues and traits by rank (Command: the rank table)', () => {
  it('rank 1 allows no virtue; rank 2 allows one', () => {
    expect(found(spain((a) => (a.regiments[1]!.commander!.virtues = ['zeal'])))).toEqual([
      { path: 'regiments[1].commander.virtues', rule: RANK_TABLE, message: 'rank 1 allows 0 virtues, 1 chosen' },
    ]);
    expect(found(spain((a) => (a.regiments[0]!.commander!.virtues = ['will', 'zeal'])))).toEqual([
      { path: 'regiments[0].commander.virtues', rule: RANK_TABLE, message: 'rank 2 allows 1 virtue, 2 chosen' },
    ]);
  });

  it('rank 0 allows no trait; rank 1 allows one', () => {
    expect(found(spain((a) => (a.regiments[1]!.commander = { rank: 0, traits: ['cautious'] })))).toEqual([
      { path: 'regiments[1].commander.traits', rule: TRAIT_ALLOWANCE, message: 'rank 0 allows 0 traits, 1 chosen' },
    ]);
    expect(found(spain((a) => (a.regiments[1]!.commander!.traits = ['cautious', 'erudite'])))).toEqual([
      { path: 'regiments[1].commander.traits', rule: TRAIT_ALLOWANCE, message: 'rank 1 allows 1 trait, 2 chosen' },
    ]);
  });

  it('Command > Virtues: an unknown virtue is named, with the virtue it may have meant', () => {
    const army = spain((a) => (a.commanderInChief = { rank: 4, virtues: ['loyalty', 'zel'], traits: ['bold'] }));
    // rank 4: 2 virtues; the C-C's 'bold' is also the first mestre's: that violation is the trait rule's.
    expect(found(army)).toEqual([
      {
        path: 'commanderInChief.virtues[1]',
        rule: 'Command > Virtues',
        message: 'unknown virtue "zel"; did you mean "zeal"?',
      },
      {
        path: 'regiments[0].commander.traits[0]',
        rule: 'Command > Optional Traits: All commanders of the same side must have different traits (a chosen trait exists only once per side).',
        message: '"bold" is already chosen by commanderInChief',
      },
    ]);
    expect(found(spain((a) => (a.regiments[0]!.commander!.virtues = ['qqqqqq'])))).toEqual([
      { path: 'regiments[0].commander.virtues[0]', rule: 'Command > Virtues', message: 'unknown virtue "qqqqqq"' },
    ]);
  });

  it('Command > Optional Traits: an unknown trait is named, with the trait it may have meant', () => {
    expect(found(spain((a) => (a.commanderInChief!.traits = ['authoritarian', 'cautius'])))).toEqual([
      {
        path: 'commanderInChief.traits[1]',
        rule: 'Command > Optional Traits',
        message: 'unknown trait "cautius"; did you mean "cautious"?',
      },
    ]);
    expect(found(spain((a) => (a.commanderInChief!.traits = ['authoritarian', 'zzzzzz'])))).toEqual([
      { path: 'commanderInChief.traits[1]', rule: 'Command > Optional Traits', message: 'unknown trait "zzzzzz"' },
    ]);
  });

  it('Command > Common Traits: Fast and Inspiring are never chosen; Initiative is, unless every commander has it', () => {
    expect(found(spain((a) => (a.commanderInChief!.traits = ['authoritarian', 'inspiring'])))).toEqual([
      {
        path: 'commanderInChief.traits[1]',
        rule: COMMON_TRAITS,
        message: '"inspiring" applies to every commander and is not chosen',
      },
    ]);
    const initiative = spain((a) => {
      a.commanderInChief!.traits = ['authoritarian', 'initiative'];
      a.regiments[1]!.commander!.traits = ['initiative'];
    });
    // Two commanders choosing Initiative: under the default it is a chosen trait, so once per side.
    expect(found(initiative).map((v) => v.path)).toEqual(['regiments[1].commander.traits[0]']);
    // Ruling Initiative trait holders `all-commanders`: no commander chooses it, C-C or mestre de camp.
    const free = (path: string) => ({
      path,
      rule: COMMON_TRAITS,
      message: '"initiative" applies to every commander and is not chosen',
    });
    expect(found(initiative, { initiativeTraitHolders: 'all-commanders' })).toEqual([
      free('commanderInChief.traits[1]'),
      free('regiments[1].commander.traits[0]'),
      {
        path: 'regiments[1].commander.traits[0]',
        rule: 'Command > Optional Traits: All commanders of the same side must have different traits (a chosen trait exists only once per side).',
        message: '"initiative" is already chosen by commanderInChief',
      },
    ]);
  });
});

describe('Brevis Editio commanders have a rank only (ruling brevis-commanders)', () => {
  const brevis = (edit: (a: ArmyFile) => void): ArmyFile => {
    const army = structuredClone(SPANISH_EMPIRE_BREVIS_7);
    edit(army);
    return army;
  };
  const rankOnly = (path: string) => ({
    path,
    rule: 'Brevis Editio (ruling brevis-commanders)',
    message: 'Brevis Editio commanders have a rank only; virtues and traits are Liber Militum rules',
  });

  it('a virtue alone, or a trait alone, is refused; empty lists are not', () => {
    expect(found(brevis((a) => (a.commanderInChief = { rank: 3, virtues: ['zeal'] })))).toEqual([
      rankOnly('commanderInChief'),
    ]);
    expect(found(brevis((a) => (a.regiments[1]!.commander = { rank: 1, traits: ['bold'] })))).toEqual([
      rankOnly('regiments[1].commander'),
    ]);
    expect(found(brevis((a) => (a.commanderInChief = { rank: 3, virtues: [], traits: [] })))).toEqual([]);
    expect(found(brevis((a) => (a.regiments[0]!.commander = { rank: 5 })))).toEqual([]);
  });
});
