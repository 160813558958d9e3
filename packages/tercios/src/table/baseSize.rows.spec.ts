import { describe, expect, it } from 'vitest';
import { baseSize } from './baseSize.js';

// Rulebook: Components > Figures and Bases: "Measurements are given in centimetres: Type Width Depth". The table
// works in inches (1 in = 2.54 cm). Brevis Editio agrees: "Field Squares 12x12 cm, other foot formations 12x6,
// Horse 8x4, Large Horse 8x8, Companies 8x4, Artillery 4x4".
describe('Base sizes', () => {
  it.each([
    { row: 'Pike square 12 12', category: 'infantry', rules: ['square'], width: 12, depth: 12 },
    { row: 'Other infantry 12 6', category: 'infantry', rules: [], width: 12, depth: 6 },
    { row: 'Cavalry 8 4', category: 'cavalry', rules: [], width: 8, depth: 4 },
    { row: 'Dense cavalry 8 8', category: 'cavalry', rules: ['dense'], width: 8, depth: 8 },
    { row: 'Company 8 4', category: 'company', rules: [], width: 8, depth: 4 },
    { row: 'Artillery 4 4', category: 'artillery', rules: [], width: 4, depth: 4 },
  ] as const)('"$row" (cm)', ({ category, rules, width, depth }) => {
    const size = baseSize(category, rules);
    expect(size.width * 2.54).toBeCloseTo(width, 9);
    expect(size.depth * 2.54).toBeCloseTo(depth, 9);
  });
});
