import { describe, expect, it } from 'vitest';
import { Wss6mmOptionsSchema } from '../options/options.js';
import { compulsoryMoves } from './compulsoryMoves.js';
// Every rally test offered is taken (ruling R21: the side's choice; game/rallyTests.spec.ts tests the choice).
import { moralePhaseTestingAll as moralePhase } from './__fixtures__/harness.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Rallying: modifiers "In contact with enemy -5 (ROUT) -10 (PURSUIT) -8 (FALL BACK)"; "Recover from Fall Back 14 or
// more", "Rally from Rout 16 or more". Ruling R60 (`rallyContact`): by default a unit whose base is within 1/4" (the
// step every move is made in) of an enemy's is in contact, in melee or not; `in-melee`: only a unit in melee.

/** Picardie falling back up the table, the Foot Guards behind it with their front at `guardsY`. */
const fallingBackOnto = (guardsY: number) =>
  exampleBattle({ 'picardie-1': { order: 'falling-back', since: 0 }, 'foot-guards': { x: 12, y: guardsY } });

describe('Rallying: modifier "In contact with enemy" (ROUT -5, FALL BACK -8)', () => {
  it('ruling R60: a unit falling back that backs into an enemy stops touching it and rallies with the -8', () => {
    // Picardie falls back 2" up the table; the Foot Guards (base y 32.125-32.5) stop it after 1.25" (1/8" short:
    // the slide's 1/4" steps, as in the R45 case). Recover from fall back 14, FRESH (R8) +2, in contact -8 = 8.
    const h = harness(fallingBackOnto(32.5), [2, 14]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toMatch(/Picardie falls back 1.25" facing the enemy/);
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie fails to rally from fall-back \(score 8\)/);
  });

  it('ruling R60 (rallyContact: in-melee): the same unit, touching but not in melee, rallies without it', () => {
    const h = harness(fallingBackOnto(32.5), [2, 14], Wss6mmOptionsSchema.parse({ rallyContact: 'in-melee' }));
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toMatch(/Picardie falls back 1.25" facing the enemy/);
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie rallies from fall-back \(score 16\) and is DISORDERED/);
  });

  it('ruling R60: touching is within 1/4" of an enemy base, whether or not the enemy cut the move short', () => {
    // The Guards' front 3/4" further (y 33.25, base from 32.875): Picardie falls back its full 2", its rear 1/8" from
    // them: in contact, 8. Another 1/4" (y 33.5, 3/8" away): not in contact, 16.
    const near = harness(fallingBackOnto(33.25), [2, 14]);
    compulsoryMoves(near.ctx, 'picardie');
    expect(near.text()).toMatch(/Picardie falls back 2" facing the enemy/);
    moralePhase(near.ctx);
    expect(near.text()).toMatch(/Picardie fails to rally from fall-back \(score 8\)/);
    const apart = harness(fallingBackOnto(33.5), [2, 14]);
    compulsoryMoves(apart.ctx, 'picardie');
    expect(apart.text()).toMatch(/Picardie falls back 2" facing the enemy/);
    moralePhase(apart.ctx);
    expect(apart.text()).toMatch(/Picardie rallies from fall-back \(score 16\) and is DISORDERED/);
  });

  it('ruling R45 (routerMeetsEnemy: stops) and R60: a router halted touching an enemy rallies with the -5', () => {
    // Routs 2" (a 1), stopped by the Guards 1.25" on; Navarre 20; the Guards' router test 20; rally 16 + 0 - 5 = 11.
    const s = exampleBattle({ 'picardie-1': { order: 'routed', since: 0 }, 'foot-guards': { x: 12, y: 32.5 } });
    const h = harness(s, [1, 20, 20, 16], Wss6mmOptionsSchema.parse({ routerMeetsEnemy: 'stops' }));
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toMatch(/Picardie routs 1.25" and is stopped by the enemy/);
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie fails to rally from rout \(score 11\)/);
  });

  it('ruling R45 (routerMeetsEnemy: stops) and R60 (rallyContact: in-melee): the halted router rallies without it', () => {
    const s = exampleBattle({ 'picardie-1': { order: 'routed', since: 0 }, 'foot-guards': { x: 12, y: 32.5 } });
    const options = Wss6mmOptionsSchema.parse({ routerMeetsEnemy: 'stops', rallyContact: 'in-melee' });
    const h = harness(s, [1, 20, 20, 16], options);
    compulsoryMoves(h.ctx, 'picardie');
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie rallies from rout \(score 16\) and is DISORDERED/);
  });
});
