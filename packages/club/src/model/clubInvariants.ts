import { adapterOf } from '../adapters/adapters.js';
import type { ClubState } from './ClubSchemas.js';

/**
 * What must hold in every club state, for the conformance kit: the schema checks each field, these the
 * links between them. Units and commanders have unique ids; every commander's unit, move, pending test
 * and near-router entry names a unit of the game; a unit has at most one pending test; move ids are
 * unique and no larger than the last given; the step is one of the ruleset's; the turn stays within the
 * game's turns while it runs; a game not over has no winner.
 *
 * @example
 * clubInvariants(game.state); // [] when the state is consistent
 */
export function clubInvariants(state: ClubState): string[] {
  const broken: string[] = [];
  const units = new Set<string>();
  for (const u of state.units) {
    if (units.has(u.id)) broken.push(`unit ${u.id} appears twice`);
    units.add(u.id);
  }
  const commanders = new Set<string>();
  for (const c of state.commanders) {
    if (commanders.has(c.id)) broken.push(`commander ${c.id} appears twice`);
    commanders.add(c.id);
    if (c.attachedTo !== null && !units.has(c.attachedTo))
      broken.push(`commander ${c.id} is attached to ${c.attachedTo}, which is no unit of the game`);
  }
  const moveIds = new Set<number>();
  for (const m of state.moves) {
    if (!units.has(m.unit)) broken.push(`move ${m.id} is of ${m.unit}, which is no unit of the game`);
    if (moveIds.has(m.id)) broken.push(`move ${m.id} appears twice`);
    if (m.id > state.moveSeq) broken.push(`move ${m.id} is numbered after the last move given (${state.moveSeq})`);
    moveIds.add(m.id);
  }
  const tested = new Set<string>();
  for (const t of state.tests) {
    if (!units.has(t.unit)) broken.push(`a ${t.mechanic} test is pending for ${t.unit}, which is no unit of the game`);
    if (tested.has(`${t.unit}/${t.mechanic}`)) broken.push(`${t.unit} has two pending ${t.mechanic} tests`);
    tested.add(`${t.unit}/${t.mechanic}`);
  }
  for (const [router, near] of Object.entries(state.nearRouter)) {
    for (const id of [router, ...near])
      if (!units.has(id)) broken.push(`the near-router record of ${router} names ${id}, which is no unit of the game`);
  }
  const steps = adapterOf(state.ruleset).steps.length;
  if (state.step >= steps) broken.push(`step ${state.step} is past the ${steps} steps of a ${state.ruleset} turn`);
  if (!state.over && state.turn > state.maxTurns)
    broken.push(`turn ${state.turn} of a game of ${state.maxTurns} turns is not over`);
  if (!state.over && state.winner !== null) broken.push(`the game is not over but has a winner (${state.winner})`);
  return broken;
}
