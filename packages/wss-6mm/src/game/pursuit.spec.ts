import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { mayFireSmallArms } from './firePhases.js';
import { resolveBattle } from './resolve.js';
import { meleePhase } from './meleePhase.js';
// Every rally test offered is taken (ruling R21: the side's choice; game/rallyTests.spec.ts tests the choice).
import { moralePhaseTestingAll as moralePhase } from './__fixtures__/harness.js';
import { exampleBattle, HORSE_IN_MELEE_WITH_PICARDIE } from './__fixtures__/exampleBattle.js';
import { compulsoryMovesRallying, harness } from './__fixtures__/harness.js';

// Pursuit and what follows it (Rulebook: Melee > Post Melee; Compulsory Moves; Rallying; the Movement table), from an
// independent referee's reading of the rulebook (stop 47); rulings R53 and R54 (docs/rulings/wss-6mm.md).

describe('Post Melee: "If a unit routs or falls back the winning units will pursue"', () => {
  it('ruling R53: a unit that LOST the melee (took the most hits) does not pursue the enemy that fell back', () => {
    // The Foot Guards (A) and Picardie (B) are in melee, front to front at y 16. Navarre (B) is routing 4" behind
    // Picardie. Melee: the Guards roll 10 on the 4-element row (10/20): 1 hit on Picardie; Picardie rolls 20 on the
    // 4-element row: 2 hits on the Guards. The Guards took the most hits: they are the losers ("The losing units, i.e.
    // that took the most hits"), Picardie the winner.
    // Morale: the Guards 20 - 4 (DISTRESSED) + 2 (STEADY) - 2 (losing) + 2 (enemy routing) = 18 STEADY; Picardie
    // 1 + 2 (FRESH) + 2 (STEADY) + 2 (winning) - 4 (friend routing) = 3: FALL BACK (it breaks off).
    // Resolve: the Guards 20 - 2 (hit difference -1) - 4 (DISTRESSED) = 14: Okay. They are DISORDERED by losing.
    // Only "the winning units will pursue": the Guards lost, so by default (`meleePursuers: 'winners'`) they do not
    // pursue Picardie; with `any-unit` (the engine before the ruling) every unit still free and unbroken does.
    const s = exampleBattle({
      'foot-guards': { x: 20, y: 16, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 16, engaged: ['foot-guards'] },
      navarre: { x: 20, y: 20, order: 'routed', since: 0 },
    });
    const h = harness(s, [10, 20, 20, 1, 20]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie takes a morale test \(lost elements in melee\): rolled 1, score 3: FALL BACK/);
    expect(h.unit('foot-guards').lost).toBe(2);
    expect(h.unit('picardie-1').lost).toBe(1);
    expect(h.text()).toMatch(/1st Foot Guards takes a resolve test \(hit difference -1\): rolled 20, score 14: OKAY/);
    expect(h.unit('foot-guards').pursuing).toBeNull();
    const anyUnit = harness(s, [10, 20, 20, 1, 20], { ...DEFAULT_OPTIONS, meleePursuers: 'any-unit' });
    meleePhase(anyUnit.ctx);
    expect(anyUnit.unit('foot-guards').pursuing).toBe('picardie-1');
  });

  it('the winner pursues a loser that routs; a horse pursuer is DISORDERED ("A Horse unit pursuing is always disordered")', () => {
    // Queen's Horse (S, A) and Picardie (B) in melee at y 16 with the S vs Foot charge bonus. Horse: 2 elements,
    // rolls 16 + 3 = 19: 2 hits (8/18). Picardie: 2 elements in contact + 1 overlap each flank = 4, rolls 1: none.
    // Picardie's morale: 10 + 2 (FRESH) + 2 (STEADY) - 2 (losing) = 12 STEADY. Resolve: 1 - 4 (hit difference -2) =
    // -3: ROUTED. The loser failed, so the winner takes no Resolve test; it pursues, DISORDERED.
    const s = exampleBattle(HORSE_IN_MELEE_WITH_PICARDIE);
    const h = harness(s, [16, 1, 10, 1]);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', lost: 2 });
    expect(h.text()).not.toMatch(/Queen's Horse takes a resolve test/);
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'picardie-1', order: 'disordered', since: 1 });
  });
});

describe('Post Melee: "Foot may rally automatically after one move of pursuit" / Rallying: "All units Rallying from any cause will be DISORDERED"', () => {
  it('ruling R54: foot halting after a short pursuit (not over 3") stay in order by default, DISORDERED with always', () => {
    // The Royal Irish (A foot) pursue Picardie (falling back, far away). Pursuit 1d6 + 1: a 1, 2" (not over 3"). They
    // then halt ("Foot may rally automatically after one move of pursuit"): by default (`footPursuitHalt: 'over-3'`)
    // only "If a Foot unit pursues for over 3" it is disordered" applies; with `always` the halt is a rally, and "All
    // units Rallying from any cause will be DISORDERED".
    const s = exampleBattle({
      'royal-irish': { pursuing: 'picardie-1', since: 0 },
      'picardie-1': { x: 22.5, y: 20, order: 'falling-back', since: 0 },
    });
    // Their side rallies them after the move (ruling R62; `footPursuitRally: automatic` halts them with no choice).
    const h = harness(s, [1]);
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null });
    expect(h.unit('royal-irish').order).not.toBe('disordered');
    const always = harness(s, [1], { ...DEFAULT_OPTIONS, footPursuitHalt: 'always' });
    compulsoryMovesRallying(always.ctx, 'orkney');
    expect(always.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null, order: 'disordered' });
    expect(always.text()).toMatch(/rallies after its move of pursuit and halts, DISORDERED/);
    const automatic = harness(s, [1], { ...DEFAULT_OPTIONS, footPursuitHalt: 'always', footPursuitRally: 'automatic' });
    compulsoryMoves(automatic.ctx, 'orkney');
    expect(automatic.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null, order: 'disordered' });
    expect(automatic.text()).toMatch(/pursues 2" and halts, DISORDERED/);
  });

  it('foot pursuing over 3" are DISORDERED ("If a Foot unit pursues for over 3" it is disordered")', () => {
    const s = exampleBattle({
      'royal-irish': { pursuing: 'picardie-1', since: 0 },
      'picardie-1': { x: 22.5, y: 24, order: 'falling-back', since: 0 },
    });
    const h = harness(s, [3]);
    compulsoryMovesRallying(h.ctx, 'orkney');
    expect(h.unit('royal-irish')).toMatchObject({ y: 10, pursuing: null, order: 'disordered' });
    // The same with no choice (`footPursuitRally: automatic`, the battle before ruling R62); 3" is not over 3".
    const automatic = harness(s, [3], { ...DEFAULT_OPTIONS, footPursuitRally: 'automatic' });
    compulsoryMoves(automatic.ctx, 'orkney');
    expect(automatic.unit('royal-irish')).toMatchObject({ y: 10, pursuing: null, order: 'disordered' });
    const three = harness(s, [2], { ...DEFAULT_OPTIONS, footPursuitRally: 'automatic' });
    compulsoryMoves(three.ctx, 'orkney');
    // The pursuit was their move (rulings R27, R55: `moved` is what the fire phases read).
    expect(three.unit('royal-irish')).toMatchObject({ y: 9, pursuing: null, order: 'steady', moved: 'moved' });
    expect(three.events[0]?.text).toBe('Royal Irish pursues 3" and halts');
  });
});

describe('Rallying: "unless they began their rout, pursuit or Falling Back this move"', () => {
  it('horse that began pursuing this turn take no rally test; those that began earlier do (10+, DISORDERED)', () => {
    const now = exampleBattle({ 'queens-horse': { pursuing: 'picardie-1', since: 1, order: 'disordered' } });
    const a = harness(now, [20]);
    moralePhase(a.ctx);
    expect(a.text()).not.toMatch(/Queen's Horse (rallies|fails to rally)/);
    expect(a.unit('queens-horse').pursuing).toBe('picardie-1');
    // Began in turn 0: rally from pursuit 12 - 2 (STEADY row read as FRESH, ruling R8) = 10: 10 or more rallies.
    const before = exampleBattle({ 'queens-horse': { pursuing: 'picardie-1', since: 0, order: 'disordered' } });
    const b = harness(before, [12]);
    moralePhase(b.ctx);
    expect(b.unit('queens-horse')).toMatchObject({ pursuing: null, order: 'disordered' });
  });
});

describe('Movement table: retreats (Falling Back "a normal move"; Routing 1d6 x 3 for horse)', () => {
  it('horse falling back move a normal horse move (1d6 x 2) straight back, facing the enemy', () => {
    // The Gendarmes (B, facing down the table, front at y 30) fall back: a 1, 2" up the table, still facing down.
    const s = exampleBattle({ gendarmes: { order: 'falling-back', since: 0 } });
    const h = harness(s, [1]);
    compulsoryMoves(h.ctx, 'gendarmerie');
    expect(h.unit('gendarmes')).toMatchObject({
      y: 32,
      order: 'falling-back',
      facing: s.units.find((u) => u.id === 'gendarmes')!.facing,
    });
  });

  it('routed horse flee to the rear at rout speed (1d6 x 3)', () => {
    // Queen's Horse (A, front at y 6) routed: a 1, 3" towards A's edge. Wood's and the Dutch horse test for it (20s).
    const s = exampleBattle({ 'queens-horse': { order: 'routed', since: 0 } });
    const h = harness(s, [1, 20, 20]);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse')).toMatchObject({ y: 3, order: 'routed', status: 'active' });
  });
});

describe('ruling R55: foot halting after their compulsory move of pursuit get no other orders (afterPursuitHalt)', () => {
  // Compulsory Moves: "Units which are FALLING BACK, ROUTED or Pursuing should be moved at this point"; Post Melee:
  // "Foot may rally automatically after one move of pursuit"; Charges: "No unit that is … in pursuit may charge". The
  // Royal Irish (A foot) pursue Picardie, falling back 8" away. Orkney's activation: compulsory moves first, pursuit
  // 1d6 + 1 = 2" (a 1), and the foot halt; activation 20.
  const s = exampleBattle({
    'royal-irish': { pursuing: 'picardie-1', since: 0 },
    'picardie-1': { x: 22.5, y: 14, order: 'falling-back', since: 0 },
  });

  // Their side rallies them after the move (ruling R62).
  const rally = { kind: 'pursuit', unit: 'royal-irish', rally: true } as const;

  it('by default (no-other-move) their pursuit was their move: no charge at Picardie, no other orders', () => {
    const h = harness(s, [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, rally);
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null });
    expect(h.ctx.state.current?.pending.length).toBeGreaterThan(0); // the brigade's other units are ordered
    expect(h.ctx.state.current?.charging ?? []).not.toContain('royal-irish');
    expect(h.ctx.state.current?.pending ?? []).not.toContain('royal-irish');
  });

  it('with may-move they are ordered as any unit of the brigade: offered the charge at Picardie, 6" ahead', () => {
    const h = harness(s, [1, 20], { ...DEFAULT_OPTIONS, afterPursuitHalt: 'may-move' });
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, rally);
    expect(h.unit('royal-irish')).toMatchObject({ y: 8, pursuing: null });
    expect(h.ctx.state.current?.pending).toContain('royal-irish');
    // Who may charge is read once the brigadier has chosen where to stand (ruling R39).
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    expect(h.ctx.state.current?.charging).toContain('royal-irish');
  });

  it('rulings R27 and R55: foot that halted after their pursuit move have made a full move and may not fire', () => {
    // Manoeuvre: "Foot may not manoeuvre and Fire."; Post Melee: "Foot may rally automatically after one move of
    // pursuit." Ruling R27: "foot fire if they held, passed a control test or made a Move & Fire move; not after a full
    // move"; ruling R55: "their pursuit was their move". The Royal Scots pursue Picardie 8" ahead: 2" (a 1), halt.
    const scots = exampleBattle({
      'royal-scots': { x: 17.5, y: 12, pursuing: 'picardie-1', since: 0 },
      'picardie-1': { x: 17.5, y: 20, order: 'falling-back', since: 0 },
    });
    const h = harness(scots, [1, 20]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'pursuit', unit: 'royal-scots', rally: true });
    expect(h.unit('royal-scots')).toMatchObject({ y: 14, pursuing: null, moved: 'moved' });
    expect(mayFireSmallArms(h.unit('royal-scots'))).toBe(false);
  });
});
