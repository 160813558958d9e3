/**
 * The targets a run names: each word is a target's exact name (that target alone) or, when no target has that name,
 * a prefix (`tercios` runs every `tercios-*` target). An exact name never takes its longer relatives with it:
 * `tacmento-solver` is the search alone, not `tacmento-solver-bound` (three hours) nor `tacmento-solver-io`.
 * @param {readonly string[]} wanted the words of the command line
 * @param {readonly string[]} names every target's name, in the order runs take them
 * @returns {string[]}
 */
export function selectTargets(wanted, names) {
  if (wanted.length === 0) return [...names];
  return names.filter((name) =>
    wanted.some((want) => name === want || (!names.includes(want) && name.startsWith(`${want}-`))),
  );
}
