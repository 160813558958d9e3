/**
 * The units that may share one Brigade card with `first`: every choice of two or more units of its brigade `group`
 * that names `first`, in the group's order, the whole group first. Rulebook: The Troops > Brigade ("specifying which
 * units will be concerned"); Brevis Editio ("A single Order Card can be used, if so desired, for all or some of the
 * units of the Brigade"). The army lists bound a regiment to six units, so at most 31 choices.
 *
 * @example
 * brigadeSubsets(['a', 'b', 'c'], 'a'); // [['a', 'b', 'c'], ['a', 'b'], ['a', 'c']]
 */
export function brigadeSubsets(group: readonly string[], first: string): string[][] {
  const others = group.filter((id) => id !== first);
  const out: string[][] = [];
  // Each mask picks some of the others, from all of them down to one.
  for (let mask = (1 << others.length) - 1; mask >= 1; mask--) {
    const picked = new Set(others.filter((_, i) => (mask & (1 << i)) !== 0));
    out.push(group.filter((id) => id === first || picked.has(id)));
  }
  return out;
}
