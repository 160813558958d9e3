import { extendContext, type GameRules } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { reduceBattle } from './reduce.js';
import { resolveBattle } from './resolve.js';
import { setupBattle } from './setup.js';
import { unitById } from './table.js';
import type { Wss6mmScenario } from './Scenario.js';

function describeOrder(d: BattleDecision & { kind: 'order' }, state: BattleState): string {
  const o = d.order;
  switch (o.type) {
    case 'charge':
      return `charge ${state.units.find((u) => u.id === o.target)?.name ?? o.target}`;
    case 'incline':
      return `incline ${o.dir}`;
    case 'form':
      return `form ${o.formation}`;
    default:
      return o.type;
  }
}

/** The game rules of wss-6mm for a set of options (rulings). */
export function createWss6mmRules(options: Wss6mmOptions): GameRules<BattleState, BattleDecision, BattleEvent, Wss6mmScenario> {
  return {
    id: 'wss-6mm/battle',
    description: 'a battle on a virtual table: deployment by ruling, the full turn sequence, end by ruling',
    setup: (scenario, dice) => setupBattle(scenario, dice, options),
    resolve: (ctx, decision) => resolveBattle(extendContext(ctx, { options }), decision),
    reduce: reduceBattle,
    describeEvent: (event) => event.text,
    describeDecision: (d, state, player) => {
      if (d.kind === 'activate') return `${player}: attempt to activate ${state.brigades.find((b) => b.id === d.brigade)?.name ?? d.brigade}`;
      if (d.kind === 'attach') return `${player}: ${state.brigades.find((b) => b.id === d.brigade)?.brigadier ?? d.brigade} ${d.unit ? `attaches himself to ${state.units.find((x) => x.id === d.unit)?.name ?? d.unit}` : 'stays unattached'}`;
      if (d.kind === 'cinc') return `${player}: ${state.cincs?.[d.side].name ?? 'the CinC'} ${d.unit ? `rides to ${state.units.find((x) => x.id === d.unit)?.name ?? d.unit}` : 'stays where he is'}`;
      if (d.kind === 'fire') return `${player}: ${state.units.find((x) => x.id === d.unit)?.name ?? d.unit} fires at ${state.units.find((x) => x.id === d.target)?.name ?? d.target}`;
      if (d.kind === 'react') return `${player}: ${state.units.find((x) => x.id === d.unit)?.name ?? d.unit} answers the charge — ${d.reaction}`;
      const u = state.units.find((x) => x.id === d.unit);
      return `${player}: ${u ? unitById(state, d.unit).name : d.unit} — ${describeOrder(d, state)}`;
    },
  };
}
