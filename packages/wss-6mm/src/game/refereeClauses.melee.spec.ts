import { describe, expect, it } from 'vitest';
import { meleePhase } from './meleePhase.js';
import { resolveCharge } from './resolveCharge.js';
import { exampleBattle, HORSE_IN_MELEE_WITH_PICARDIE } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Melee results (Rulebook: Melee > The Combat; Post Melee; Resolve Test), each clause checked by an independent
// referee's reading of the rulebook (stop 47).

const horseInMelee = HORSE_IN_MELEE_WITH_PICARDIE;

describe('Post Melee: "If this loser passes this test, i.e. gets a result better than disordered, then all other units in the melee should take Resolve tests"', () => {
  it('the loser passes (Okay): the winner tests too, and the loser is DISORDERED for losing', () => {
    // Horse: 2 elements, 5 + 3 = 8: 1 hit (8/18). Picardie: 2 in contact + 1 overlap each flank = 4 elements ("One
    // overlap on each flank"), rolls 1: none. Picardie's morale 20 (STEADY). Resolve: Picardie 20 - 2 = 18 Okay;
    // then the horse: 1 + 2 = 3: DISORDERED.
    const h = harness(exampleBattle(horseInMelee), [5, 1, 20, 20, 1]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie fights with 4 element\(s\)/);
    expect(h.text()).toMatch(/Queen's Horse takes a resolve test \(hit difference 1\): rolled 1, score 3: DISORDERED/);
    expect(h.unit('queens-horse')).toMatchObject({ order: 'disordered', pursuing: null });
    expect(h.unit('picardie-1')).toMatchObject({ order: 'disordered', lost: 1 });
  });
});

describe('Melee: "Units may join an existing melee but may not count any charging bonuses"', () => {
  it('horse charging a unit already in melee joins it without its charge bonus', () => {
    // Wood's Horse charge Picardie (in melee with Queen's Horse) from 4" away: test 10, move 1 x 2 + 2 = 4".
    // Picardie's morale 20: it only stands (ruling R42), and Wood's joins the melee with no bonus.
    const s = exampleBattle({ ...horseInMelee, wood: { x: 22, y: 12 } });
    const h = harness(s, [10, 1, 20]);
    resolveCharge(h.ctx, 'wood', 'picardie-1');
    expect(h.unit('wood')).toMatchObject({ engaged: ['picardie-1'], charge: null });
    expect(h.unit('picardie-1').engaged).toEqual(['queens-horse', 'wood']);
  });
});
