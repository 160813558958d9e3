import type { MapPoint } from './TableRenderer.js';

/** A table edge; the map draws north at the top. */
export type TableEdge = 'north' | 'south' | 'east' | 'west';

const WHERE: Readonly<Record<TableEdge, string>> = {
  north: 'top',
  south: 'bottom',
  east: 'right',
  west: 'left',
};

/**
 * The edge each side deployed at, read from where its pieces stand (pass the game's first state's
 * positions): the edge its mean position is nearest, across the table's longer middle line. Null for a
 * side with nothing on the table.
 *
 * @example
 * deploymentEdges([{ side: 'A', x: 30, y: 4 }, { side: 'B', x: 30, y: 44 }], { width: 72, height: 48 });
 * // { A: 'south', B: 'north' }
 */
export function deploymentEdges(
  pieces: readonly (MapPoint & { readonly side: string })[],
  table: { readonly width: number; readonly height: number },
): Record<'A' | 'B', TableEdge | null> {
  const edgeOf = (side: string): TableEdge | null => {
    const mine = pieces.filter((p) => p.side === side);
    if (mine.length === 0) return null;
    const dx = mine.reduce((s, p) => s + p.x, 0) / mine.length - table.width / 2;
    const dy = mine.reduce((s, p) => s + p.y, 0) / mine.length - table.height / 2;
    if (Math.abs(dy) / table.height >= Math.abs(dx) / table.width) return dy < 0 ? 'south' : 'north';
    return dx < 0 ? 'west' : 'east';
  };
  return { A: edgeOf('A'), B: edgeOf('B') };
}

/**
 * The caption line saying where each side deployed and its colour on the map.
 *
 * @example
 * sidesLine({ A: 'north', B: 'south' }, { A: 'Army of Flanders', B: 'Swedes' });
 * // 'Side A "Army of Flanders" (red) deployed at the north edge (top); side B "Swedes" (blue) at the south edge (bottom)'
 */
export function sidesLine(
  edges: Record<'A' | 'B', TableEdge | null>,
  names: Partial<Record<'A' | 'B', string>> = {},
): string {
  const who = (side: 'A' | 'B') =>
    `${side}${names[side] ? ` "${names[side]}"` : ''} (${side === 'A' ? 'red' : 'blue'})`;
  const where = (edge: TableEdge | null) =>
    edge === null ? 'has nothing on the table' : `deployed at the ${edge} edge (${WHERE[edge]})`;
  return `Side ${who('A')} ${where(edges.A)}; side ${who('B')} ${where(edges.B).replace('deployed at', 'at')}`;
}
