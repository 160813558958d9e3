import { describe, expect, it } from 'vitest';
import { deploymentEdges, sidesLine } from './deploymentEdges.js';
import { readMap } from './readMap.js';
import { SIDE_COLOURS, SvgMap } from './SvgMap.js';

const square = (x: number, y: number, w: number, h: number) => [
  { x, y: y + h },
  { x: x + w, y: y + h },
  { x: x + w, y },
  { x, y },
];

describe('SvgMap', () => {
  it('writes a name on a base it fits, and a number named in the key on one it does not', () => {
    const map = new SvgMap({ width: 24, height: 12, title: 'T', caption: 'C' });
    map.piece({ id: 'big', name: 'Tercio A1.1', side: 'A', outline: square(2, 2, 8, 3), body: '', status: '' });
    map.piece({
      id: 'small',
      name: 'Musketeer Company A1.3',
      side: 'B',
      outline: square(14, 2, 2, 1),
      body: '',
      status: 'Disorder',
    });
    const read = readMap(map.toString());
    expect(read.title).toBe('T');
    expect(read.caption).toBe('C');
    expect(read.pieces.map((p) => [p.id, p.label, p.number])).toEqual([
      ['big', 'Tercio A1.1', null],
      ['small', null, '2'],
    ]);
    expect(read.key).toEqual({ big: '1. Tercio A1.1', small: '2. Musketeer Company A1.3 — Disorder' });
  });

  it('moves a number off a label it would cover, on a leader line', () => {
    const map = new SvgMap({ width: 24, height: 12, title: 'T' });
    map.piece({ id: 'a', name: 'Tercio A1.1', side: 'A', outline: square(2, 2, 8, 3), body: '', status: '' });
    // A tiny base on top of the first one's label.
    map.piece({ id: 'b', name: 'Commander', side: 'A', outline: square(5.8, 3.3, 0.4, 0.4), body: '', status: '' });
    const svg = map.toString();
    const label = svg.split('data-for="b"')[1]!.split('</g>')[0]!;
    expect(label).toContain('<line');
    expect(readMap(svg).pieces[1]!.number).toBe('2');
  });

  it('lists each legend entry once, in the order first used, and draws a scale a quarter of the table long', () => {
    const map = new SvgMap({ width: 72, height: 48, title: 'T' });
    for (const id of ['b', 'a', 'b']) map.legend({ id, label: `mark ${id}`, swatch: '' });
    map.mark({ kind: 'shot', from: { x: 1, y: 1 }, to: { x: 2, y: 3 }, label: 'x shoots' });
    const read = readMap(map.toString());
    expect(read.legend).toEqual([
      { id: 'b', label: 'mark b' },
      { id: 'a', label: 'mark a' },
      { id: 'mark-shot', label: 'shot (shooter to target)' },
    ]);
    expect(read.marks).toEqual([{ kind: 'shot', from: '1,1', to: '2,3' }]);
    expect(read.scaleInches).toBe(12);
    expect(readMap(new SvgMap({ width: 120, height: 48, title: 'T' }).toString()).scaleInches).toBe(24);
    expect(readMap(new SvgMap({ width: 3, height: 4, title: 'T', inches: false }).toString()).scaleInches).toBeNull();
  });

  it('draws north up: a higher y is higher on the page', () => {
    const map = new SvgMap({ width: 10, height: 10, title: 'T' });
    expect(map.y({ x: 0, y: 9 })).toBeLessThan(map.y({ x: 0, y: 1 }));
  });

  it('escapes names', () => {
    const map = new SvgMap({ width: 10, height: 10, title: 'A & <B>' });
    map.piece({ id: 'q', name: 'Men of "Q" & co', side: 'A', outline: square(1, 1, 1, 1), body: '', status: '' });
    const read = readMap(map.toString());
    expect(read.title).toBe('A & <B>');
    expect(read.pieces[0]!.name).toBe('Men of "Q" & co');
  });
});

describe('deploymentEdges and sidesLine', () => {
  const table = { width: 72, height: 48 };
  it('reads each side’s edge from where its pieces stand', () => {
    expect(
      deploymentEdges(
        [
          { side: 'A', x: 30, y: 44 },
          { side: 'B', x: 30, y: 4 },
        ],
        table,
      ),
    ).toEqual({ A: 'north', B: 'south' });
    expect(
      deploymentEdges(
        [
          { side: 'A', x: 3, y: 24 },
          { side: 'B', x: 70, y: 20 },
        ],
        table,
      ),
    ).toEqual({ A: 'west', B: 'east' });
    expect(deploymentEdges([{ side: 'A', x: 3, y: 24 }], table)).toEqual({ A: 'west', B: null });
  });
  it('says it in words', () => {
    expect(sidesLine({ A: 'north', B: 'south' }, { A: 'Flanders' })).toBe(
      'Side A "Flanders" (red) deployed at the north edge (top); side B (blue) at the south edge (bottom)',
    );
    expect(sidesLine({ A: 'west', B: null })).toBe(
      'Side A (red) deployed at the west edge (left); side B (blue) has nothing on the table',
    );
  });

  it('draws a piece out of play as a faded dotted outline in its side colour, still in the key', () => {
    const map = new SvgMap({ width: 24, height: 12, title: 'T', scale: 10 });
    map.gonePiece({ id: 'gone', name: 'Tercio B1', side: 'B', outline: square(2, 2, 8, 3), status: 'destroyed' });
    const svg = map.toString();
    expect(svg).toContain(`fill="none" stroke="${SIDE_COLOURS.B}" stroke-dasharray="2 2" opacity="0.5"`);
    expect(readMap(svg).key).toEqual({ gone: '1. Tercio B1 — destroyed' });
  });

  it('crosses a routed base from each front corner to the opposite rear corner', () => {
    const map = new SvgMap({ width: 24, height: 12, title: 'T', scale: 10 });
    const [fl, fr, rr, rl] = square(2, 2, 8, 3) as [
      { x: number; y: number },
      { x: number; y: number },
      { x: number; y: number },
      { x: number; y: number },
    ];
    const at = (p: { x: number; y: number }) => `${map.x(p)},${map.y(p)}`;
    expect(map.cross([fl, fr, rr, rl])).toBe(
      `<path d="M${at(fl)} L${at(rr)} M${at(fr)} L${at(rl)}" stroke="#fff" stroke-width="2"/>`,
    );
  });
});
