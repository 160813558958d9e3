import { describe, expect, it } from 'vitest';
import { frontStandsOnEdge, standsFighting } from './standsInContact.js';

// Ruling R44 (docs/rulings/sword-and-pike.md), from the rulebook's ORDER "except for pikes, only 2 ranks may fight in
// close combat" and Close Combat D "fight individual stands in combat" (/work/shared/rules/sword-and-pike.txt).
// Stands (R21): foot 2" x 1" (5 figures a company), horse 2" x 2" (3 figures a company).
const formed = (troop: 'pikemen' | 'arquebusiers' | 'gendarmes', figures: number, frontage: number) => ({
  troop,
  figures,
  frontage,
});

describe('front stands meeting an edge when squared up (ruling R24, R44)', () => {
  it('a front that fits the edge meets it with every stand, also exactly as long as the edge', () => {
    expect(frontStandsOnEdge(4, 2, 8)).toBe(4);
    expect(frontStandsOnEdge(3, 2, 10)).toBe(3);
    expect(frontStandsOnEdge(1, 2, 2)).toBe(1);
  });

  it('a wider front centred on the edge meets it with the stands that overlap it, not those that only touch', () => {
    // An 8" front (stands at -4..-2, -2..0, 0..2, 2..4) on a 4" edge (-2..2): the outer two only touch its ends.
    expect(frontStandsOnEdge(4, 2, 4)).toBe(2);
    // On a 5" edge (-2.5..2.5) the outer two overlap it by 0.5".
    expect(frontStandsOnEdge(4, 2, 5)).toBe(4);
    // A 10" front (5 stands) on a 1" edge: the middle stand only; on a 2.5" edge the middle three.
    expect(frontStandsOnEdge(5, 2, 1)).toBe(1);
    expect(frontStandsOnEdge(5, 2, 2.5)).toBe(3);
    // 1" stands (riflemen): a 4" front on a 1" edge meets the two middle stands.
    expect(frontStandsOnEdge(4, 1, 1)).toBe(2);
  });
});

describe('stands fighting (ruling R44; R31 against the front)', () => {
  // Arquebusiers fight 2 ranks deep, pikes 4 (ORDER).
  const line = formed('arquebusiers', 20, 4); // 4 stands in 1 rank: 8" x 1"
  const column = formed('arquebusiers', 20, 1); // 1 stand x 4 ranks: 2" x 4"
  const deepPikes = formed('pikemen', 80, 2); // 16 stands: 2 wide, 8 ranks: 4" x 8"
  const gens = formed('gendarmes', 12, 4); // 4 stands in 1 rank: 8" x 2"
  const gens2 = formed('gendarmes', 24, 4); // 8 stands: 4 wide, 2 ranks: 8" x 4"

  it('against the front: the front rank times the ranks that may fight, whoever and wherever', () => {
    expect(standsFighting(line, 'defender', 'front', gens)).toBe(4); // 4 x min(1, 2)
    expect(standsFighting(column, 'attacker', 'front', gens)).toBe(2); // 1 x min(4, 2)
    expect(standsFighting(deepPikes, 'defender', 'front', gens)).toBe(8); // 2 x min(8, 4)
  });

  it('a defender on a flank: the stands on that flank (one a rank) times the files that may fight', () => {
    expect(standsFighting(line, 'defender', 'flank', gens)).toBe(2); // 1 rank x min(4 files, 2)
    expect(standsFighting(column, 'defender', 'flank', gens)).toBe(4); // 4 ranks x min(1 file, 2)
    expect(standsFighting(deepPikes, 'defender', 'flank', gens)).toBe(16); // 8 ranks x min(2 files, 4)
  });

  it('a defender in the rear: its rear rank and the ranks behind it that may fight, as many as to its front', () => {
    expect(standsFighting(line, 'defender', 'rear', gens)).toBe(4);
    expect(standsFighting(column, 'defender', 'rear', gens)).toBe(2);
    expect(standsFighting(deepPikes, 'defender', 'rear', gens)).toBe(8);
  });

  it('a charger on a flank: its front stands on the target flank (the target depth) times its fighting ranks', () => {
    expect(standsFighting(gens, 'attacker', 'flank', line)).toBe(2); // the 1" flank: 2 stands x min(1, 2)
    expect(standsFighting(gens2, 'attacker', 'flank', line)).toBe(4); // 2 stands x min(2 ranks, 2)
    expect(standsFighting(gens, 'attacker', 'flank', column)).toBe(2); // the 4" flank: 2 stands, 1 rank
    expect(standsFighting(gens, 'attacker', 'flank', deepPikes)).toBe(4); // the 8" flank: all 4
  });

  it('a charger in the rear: its front stands on the target rear edge (the target width)', () => {
    expect(standsFighting(gens, 'attacker', 'rear', line)).toBe(4); // the 8" rear edge
    expect(standsFighting(gens, 'attacker', 'rear', column)).toBe(2); // the 2" rear edge: the middle 2 stands
    expect(standsFighting(gens2, 'attacker', 'rear', deepPikes)).toBe(4); // a 4" edge: 2 stands x 2 ranks
  });

  it('with `as-front` every unit fights as against the front (the earlier reading), charger or charged', () => {
    expect(standsFighting(line, 'defender', 'flank', gens, 'as-front')).toBe(4);
    expect(standsFighting(column, 'defender', 'rear', gens, 'as-front')).toBe(2);
    expect(standsFighting(gens, 'attacker', 'flank', line, 'as-front')).toBe(4);
    expect(standsFighting(gens, 'attacker', 'rear', column, 'as-front')).toBe(4);
    expect(standsFighting(gens, 'attacker', 'front', column, 'in-contact')).toBe(4);
  });
});
