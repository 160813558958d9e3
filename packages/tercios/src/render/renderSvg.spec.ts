import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { renderSvg } from './renderSvg.js';

describe('renderSvg', () => {
  const state = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 10, facing: 90 } }],
    B: [
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 30, y: 30, facing: -90 } },
      { unit: unitOf('gun', 'light-artillery'), at: { x: 45, y: 40, facing: -90 } },
    ],
    terrain: [
      {
        id: 'wood',
        type: 'small-copse',
        points: [
          { x: 10, y: 20 },
          { x: 16, y: 20 },
          { x: 16, y: 26 },
          { x: 10, y: 26 },
        ],
      },
    ],
  });
  const marked = {
    ...state,
    units: state.units.map((u) =>
      u.id === 'mus' ? { ...u, wear: 2, disordered: true } : u.id === 'gun' ? { ...u, destroyed: true } : u,
    ),
  };

  it('draws the table, the scenery and every base with its facing and state', () => {
    const svg = renderSvg(marked, { caption: 'after turn 1' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('small-copse (very-difficult, cover, hidden)');
    // Two live units: two front edges drawn in white, two facing arrows.
    expect(svg.match(/stroke="#fff" stroke-width="3"/g)?.length).toBe(2);
    expect(svg).toContain('mus Dm2');
    expect(svg).toContain('Disorder');
    expect(svg).toContain('destroyed');
    expect(svg).toContain('after turn 1');
  });

  it('puts side A at the bottom: a unit at y=10 is drawn lower than one at y=30', () => {
    const svg = renderSvg(state);
    const y = (id: string) => Number(new RegExp(`<text x="[^"]+" y="([^"]+)"[^>]*>${id}<`).exec(svg)?.[1]);
    expect(y('ter')).toBeGreaterThan(y('mus'));
  });

  it('is deterministic', () => {
    expect(renderSvg(marked)).toBe(renderSvg(structuredClone(marked)));
  });
});
