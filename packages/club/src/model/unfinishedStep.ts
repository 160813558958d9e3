import { currentStep, readyUnits } from './clubRules.js';
import type { ClubState } from './ClubSchemas.js';

/**
 * What is left to do in the current step, in plain words (units or brigades still to activate, tests
 * waiting, moves the rules dictate not yet made): the app asks before *Next step* leaves any of it behind.
 *
 * @example
 * unfinishedStep(state) // ['side A: 3 units to activate (Tercio 1, Tercio 2, Musketeers 1)', '1 move dictated: ...']
 */
export function unfinishedStep(state: ClubState): string[] {
  if (state.over) return [];
  const name = (id: string) => state.units.find((u) => u.id === id)?.name ?? id;
  const out: string[] = [];
  const step = currentStep(state);
  if (step.activation) {
    for (const side of ['A', 'B'] as const) {
      const ready = readyUnits(state, side);
      if (ready.length === 0) continue;
      if (step.activation === 'unit')
        out.push(
          `side ${side}: ${ready.length} unit${ready.length === 1 ? '' : 's'} to activate (${ready.map((u) => u.name).join(', ')})`,
        );
      else {
        const brigades = [...new Set(ready.map((u) => u.groupName))];
        out.push(
          `side ${side}: ${brigades.length} brigade${brigades.length === 1 ? '' : 's'} not yet activated (${brigades.join(', ')})`,
        );
      }
    }
  }
  const live = state.tests.filter((t) => !state.units.find((u) => u.id === t.unit)?.destroyed);
  if (live.length > 0)
    out.push(
      `${live.length} test${live.length === 1 ? '' : 's'} waiting (${live.map((t) => `${name(t.unit)}: ${t.mechanic}`).join(', ')})`,
    );
  if (state.moves.length > 0)
    out.push(
      `${state.moves.length} move${state.moves.length === 1 ? '' : 's'} dictated by the rules not yet made (${state.moves.map((m) => `${name(m.unit)}: ${m.kind}`).join(', ')})`,
    );
  return out;
}
