import { describe, expect, it } from 'vitest';
import { baseSize, COMMANDER_BASE } from './baseSize.js';

// Rulebook (Liber Militum): Components > Figures and Bases, "Measurements are given in centimetres": Pike square
// 12 x 12, Other infantry 12 x 6, Cavalry 8 x 4, Dense cavalry 8 x 8, Company 8 x 4, Artillery 4 x 4. Brevis Editio
// names the dense row "Large Horse 8x8": a Large cavalry unit stands on the dense base too. The table works in inches.
const cm = (size: { width: number; depth: number }) => [size.width * 2.54, size.depth * 2.54].map((v) => +v.toFixed(9));

describe('Figures and Bases: which rules choose the base', () => {
  it('"Dense cavalry 8 8": Large horse (Brevis "Large Horse 8x8") stands on the same base as Dense horse', () => {
    expect(cm(baseSize('cavalry', ['large']))).toEqual([8, 8]);
    expect(cm(baseSize('cavalry', ['dense', 'large']))).toEqual([8, 8]);
    expect(cm(baseSize('cavalry', ['caracole']))).toEqual([8, 4]);
  });

  it('"Pike square 12 12" is the Square rule only: a Dense infantry unit without it is "Other infantry 12 6"', () => {
    expect(cm(baseSize('infantry', ['dense']))).toEqual([12, 6]);
    expect(cm(baseSize('infantry', ['dense', 'square']))).toEqual([12, 12]);
    expect(cm(baseSize('infantry', ['large']))).toEqual([12, 6]);
  });

  it('the cavalry rules do not enlarge a company or a gun ("Company 8 4", "Artillery 4 4")', () => {
    expect(cm(baseSize('company', ['dense', 'square', 'large']))).toEqual([8, 4]);
    expect(cm(baseSize('artillery', ['dense', 'square', 'large']))).toEqual([4, 4]);
  });

  it('a commander is "a single figure on a base" (Commander Figures): by default 30 mm square', () => {
    expect(COMMANDER_BASE * 25.4).toBeCloseTo(30.48, 2);
  });
});
