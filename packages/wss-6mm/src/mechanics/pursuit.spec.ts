import { describe, expect, it } from 'vitest';
import { Wss6mmOptionsSchema } from '../options/options.js';
import { footPursuitDisorders, footPursuitHaltDisorders, pursuesAfterMelee } from './pursuit.js';

// Rulebook: Melee > Post Melee: "If a unit routs or falls back the winning units will pursue. Horse will continue
// pursuit until rallied, Foot may rally automatically after one move of pursuit. If a Foot unit pursues for over 3"
// it is disordered." Rallying: "All units Rallying from any cause will be DISORDERED." Rulings R53 and R54.

describe('pursuesAfterMelee (ruling R53, meleePursuers)', () => {
  it('by default only the winning side pursues: not the losers, nobody after equal hits', () => {
    const options = Wss6mmOptionsSchema.parse({});
    expect(options.meleePursuers).toBe('winners');
    expect((['won', 'lost', 'none'] as const).map((r) => pursuesAfterMelee(r, options))).toEqual([true, false, false]);
  });

  it('with any-unit every unit still free pursues, won, lost or drawn', () => {
    const options = Wss6mmOptionsSchema.parse({ meleePursuers: 'any-unit' });
    expect((['won', 'lost', 'none'] as const).map((r) => pursuesAfterMelee(r, options))).toEqual([true, true, true]);
  });
});

describe('footPursuitDisorders: "If a Foot unit pursues for over 3" it is disordered" (ruling R62: over the pursuit)', () => {
  it('3" in all is not over 3"; 3.001" is; two moves of 2" (4") are', () => {
    expect([0, 2, 3, 3.001, 2 + 2].map(footPursuitDisorders)).toEqual([false, false, false, true, true]);
  });
});

describe('footPursuitHaltDisorders (ruling R54, footPursuitHalt)', () => {
  it('by default foot halting after one move are DISORDERED only over 3": 3" is not over, 3.5" is', () => {
    const options = Wss6mmOptionsSchema.parse({});
    expect(options.footPursuitHalt).toBe('over-3');
    expect([2, 3, 3.5, 7].map((inches) => footPursuitHaltDisorders(inches, options))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('with always every halt is a rally, DISORDERED', () => {
    const options = Wss6mmOptionsSchema.parse({ footPursuitHalt: 'always' });
    expect([2, 3, 3.5].map((inches) => footPursuitHaltDisorders(inches, options))).toEqual([true, true, true]);
  });
});
