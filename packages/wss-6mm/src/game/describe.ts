import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { unitById } from './table.js';
import { inclineWay } from '../movement/manoeuvre.js';

const nameOf = (state: BattleState, id: string): string => state.units.find((x) => x.id === id)?.name ?? id;

function describeOrder(d: BattleDecision & { kind: 'order' }, state: BattleState): string {
  const o = d.order;
  switch (o.type) {
    case 'charge':
      return `charge ${nameOf(state, o.target)}`;
    case 'no-charge':
      return 'declare no charge (other movement after the charges)';
    case 'incline':
      return `incline ${inclineWay(o.dir, o.backward === true)}`;
    case 'form':
      return `form ${o.formation}`;
    default:
      return o.type;
  }
}

/** An event in the log's words (its narrative). */
export function describeEvent(event: BattleEvent): string {
  return event.text;
}

/** A decision in the players' words, e.g. "A: Orkney's brigade — attempt to activate". */
export function describeDecision(d: BattleDecision, state: BattleState, player: string): string {
  if (d.kind === 'activate')
    return `${player}: attempt to activate ${state.brigades.find((b) => b.id === d.brigade)?.name ?? d.brigade}`;
  if (d.kind === 'attach')
    return `${player}: ${state.brigades.find((b) => b.id === d.brigade)?.brigadier ?? d.brigade} ${d.unit ? `attaches himself to ${nameOf(state, d.unit)}` : 'stays unattached'}`;
  if (d.kind === 'cinc')
    return `${player}: ${state.cincs?.[d.side].name ?? 'the CinC'} ${d.unit ? `rides to ${nameOf(state, d.unit)}` : 'stays where he is'}`;
  if (d.kind === 'fire') return `${player}: ${nameOf(state, d.unit)} fires at ${nameOf(state, d.target)}`;
  if (d.kind === 'react') return `${player}: ${nameOf(state, d.unit)} answers the charge — ${d.reaction}`;
  if (d.kind === 'rally')
    return `${player}: ${nameOf(state, d.unit)} ${d.test ? 'takes its rally test' : 'does not test to rally'}`;
  if (d.kind === 'pistols')
    return `${player}: ${nameOf(state, d.unit)} ${d.target === null ? 'does not fire its pistols in the melee' : `fires its pistols in the melee at ${nameOf(state, d.target)}`}`;
  if (d.kind === 'pursuit')
    return `${player}: ${nameOf(state, d.unit)} ${d.rally ? 'rallies after its move of pursuit' : 'pursues on'}`;
  if (d.kind === 'ride')
    return `${player}: Brigadier ${state.brigades.find((b) => b.id === d.brigade)?.brigadier ?? d.brigade} rides to (${d.x}, ${d.y})`;
  if (d.kind === 'move') return `${player}: ${nameOf(state, d.unit)} goes ${d.inches}" of its rolled move`;
  if (d.kind === 'turn') return `${player}: ${nameOf(state, d.unit)} wheels ${d.degrees} degrees of its rolled wheel`;
  const u = state.units.find((x) => x.id === d.unit);
  return `${player}: ${u ? unitById(state, d.unit).name : d.unit} — ${describeOrder(d, state)}`;
}
