import { commanderById, unitById } from '../table/tableQueries.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';

const ORDER_NAMES = { ready: 'Ready!', assault: 'Assault!', run: 'Run!', fire: 'Fire!', resist: 'Resist!' } as const;

function name(state: BattleState, id: string | null): string {
  if (id === null) return '-';
  return unitById(state, id)?.name ?? commanderById(state, id)?.name ?? id;
}

function at(p: { x: number; y: number }): string {
  return `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
}

/** One line for an event, in the rules' words. */
export function describeBattleEvent(e: BattleEvent, state: BattleState): string {
  switch (e.kind) {
    case 'order-placed':
      return `${name(state, e.unit)} receives an order face down${e.brigade ? ' (Brigade: shared card)' : ''}`;
    case 'planning-done':
      return `side ${e.side} has placed its orders`;
    case 'initiative':
      return `initiative: ${e.rolls.map((r) => `A ${r.A} / B ${r.B}`).join(', then ')} — side ${e.winner} wins${e.by === 'roll' ? '' : ` (by ${e.by})`}`;
    case 'first-player':
      return `side ${e.side} activates first`;
    case 'commander-activated':
      return `${name(state, e.commander)} is activated`;
    case 'commander-moved':
      return `${name(state, e.commander)} moves to ${at(e.to)}`;
    case 'commander-escaped':
      return `${name(state, e.commander)} gets out of the way to ${at(e.to)}`;
    case 'command-test':
      return `${name(state, e.commander)} command test for ${e.action}: ${e.successes} success${e.successes === 1 ? '' : 'es'} — ${e.passed ? 'done' : 'fails'}`;
    case 'commander-exhausted':
      return `${name(state, e.commander)} is Exhausted`;
    case 'escape-offered':
      return `side ${e.pending.side} names where ${name(state, e.pending.commander)} moves away from the enemy (In the wrong place)`;
    case 'escape-closed':
      return `${name(state, e.commander)} is out of the way`;
    case 'selfless-offered':
      return `${name(state, e.pending.unit)} fails its rout test: ${e.pending.sixes} six${e.pending.sixes === 1 ? '' : 'es'} on ${e.pending.dice}d6 for ${e.pending.routPoints} Rout Point${e.pending.routPoints === 1 ? '' : 's'}; side ${e.pending.side} may re-roll it, ${name(state, e.pending.commander)} killed (Selfless)`;
    case 'selfless-answered':
      return e.reroll
        ? `${name(state, e.unit)} re-rolls its rout test (Selfless)`
        : `${name(state, e.unit)} does not re-roll its rout test (Selfless)`;
    case 'passed-through-offered':
      return `side ${e.pending.side} chooses whether ${name(state, e.pending.commander)} joins ${name(state, e.pending.unit)}, which passed through it, or where it is placed (Movement > Overlap)`;
    case 'passed-through-closed':
      return `${name(state, e.commander)} is placed`;
    case 'cold-blood-offered':
      return `side ${e.pending.side} may try to cancel the action of ${name(state, e.pending.commander)} (Cold Blood: ${e.pending.candidates.map((id) => name(state, id)).join(', ')})`;
    case 'cold-blood-closed':
      return 'Cold Blood: the other side has decided; the command action finishes';
    case 'command-cancelled':
      return `${name(state, e.by)} (Cold Blood) cancels the action of ${name(state, e.commander)}`;
    case 'commander-attached':
      return e.unit
        ? `${name(state, e.commander)} joins ${name(state, e.unit)}`
        : `${name(state, e.commander)} leaves its unit`;
    case 'commander-removed':
      return `${name(state, e.commander)} is lost: ${e.reason}`;
    case 'activation-started':
      return `${name(state, e.unit)} is activated: ${ORDER_NAMES[e.order]}${e.brigadeQueue.length > 0 ? ` (then ${e.brigadeQueue.map((id) => name(state, id)).join(', ')})` : ''}`;
    case 'order-test':
      return `${name(state, e.unit)} ${e.reaction ? 'reaction' : 'order'} test on ${e.dice}d6: ${e.passed ? 'passed' : 'failed'}`;
    case 'order-lost':
      return `${name(state, e.unit)} loses its order (${e.reason})`;
    case 'order-changed':
      return `${name(state, e.by)} (Bold) changes the order of ${name(state, e.unit)}`;
    case 'authoritarian':
      return `${name(state, e.by)} (Authoritarian): ${name(state, e.unit)} may act without an order test`;
    case 'inspired':
      return `${name(state, e.by)} (Inspiring): ${name(state, e.unit)} takes the ${e.virtue} virtue until the opponent's next activation`;
    case 'next-to-activate':
      return `${name(state, e.by)} (${e.trait}): ${name(state, e.unit)} must be the next to activate`;
    case 'energetic-turn':
      return `${name(state, e.unit)} (Energetic) may change its orientation before its activation ends`;
    case 'brigade-next':
      return `${name(state, e.unit)} has acted; its Brigade's card is shared by ${e.units.map((id) => name(state, id)).join(', ')}: choose which acts next`;
    case 'boost-used':
      return `${name(state, e.unit)} has used its commander's trait`;
    case 'erudite':
      return `${name(state, e.by)} (Erudite): ${name(state, e.unit)} may not be the next enemy unit to act`;
    case 'coordinated':
      return `${name(state, e.by)} (Coordinator): ${e.units.map((id) => name(state, id)).join(' and ')} will act one after the other`;
    case 'commander-refreshed':
      return `${name(state, e.by)} (Comrade-in-arms) lifts ${name(state, e.commander)}'s Exhausted marker`;
    case 'order-forced':
      return `${name(state, e.unit)} now has ${ORDER_NAMES[e.order]}: ${e.reason}`;
    case 'action-taken':
      return `${name(state, e.unit)}: ${e.action}`;
    case 'free-reorient-used':
      return `${name(state, e.unit)} uses its free reorientation (Mobility)`;
    case 'caracole-offered':
      return `${name(state, e.unit)} may caracole`;
    case 'caracole-test':
      return `${name(state, e.unit)} caracole test for a ${e.inches}" withdrawal: ${e.passed ? 'passed' : 'failed'}`;
    case 'unit-moved':
      return `${name(state, e.unit)} ${e.reason}: now at ${at(e.base.centre)} facing ${Math.round((e.base.facing * 180) / Math.PI)}°${e.inBuilding ? `, in ${e.inBuilding}` : ''}`;
    case 'unit-hitched':
      return `${name(state, e.unit)} is ${e.hitched ? 'hitched' : 'unhitched'}`;
    case 'unit-state':
      return `${name(state, e.unit)} (${e.reason}): ${e.wear} Dm${e.disordered ? ', in Disorder' : ''}`;
    case 'unit-destroyed':
      return `${name(state, e.unit)} is destroyed (${e.reason}): ${e.points} victory point${e.points === 1 ? '' : 's'} to the enemy`;
    case 'shot':
      return `${name(state, e.shooter)} shoots at ${name(state, e.target)} at ${e.range}": ${e.dice} dice, ${e.hits} hit${e.hits === 1 ? '' : 's'}, ${e.cancelled} resisted, ${e.wear} Dm`;
    case 'charge-declared':
      return `${name(state, e.unit)} declares a ${e.flank ? 'flank ' : ''}charge on ${name(state, e.target)}`;
    case 'charge-moved':
      return `${name(state, e.unit)}'s charge move is made${e.contact ? '' : ' (no contact)'}: the units it passed may react${e.contact ? ' before the combat' : ''}`;
    case 'combat-moved':
      return `${name(state, e.unit)} has moved: the units it came within 3" of may react`;
    case 'combat-moved-reactions':
      return `the units ${name(state, e.unit)}'s move came within 3" of may now react, if any can`;
    case 'charge-resolved':
      return e.contact ? `${name(state, e.unit)}'s charge is over` : `${name(state, e.unit)}'s charge makes no contact`;
    case 'activation-interrupted':
      return `${name(state, e.unit)}'s activation ends: the interception held`;
    case 'combat':
      return `combat ${name(state, e.attacker)} against ${name(state, e.defender)}: ${e.winner === 'tie' ? 'a tie' : `the ${e.winner} wins`} (Dm now ${e.attackerWear} / ${e.defenderWear}${e.rounds > 1 ? `, ${e.rounds} rounds` : ''})`;
    case 'rout-test':
      return `${name(state, e.unit)} rout test: ${e.sixes} six${e.sixes === 1 ? '' : 'es'} for ${e.routPoints} Rout Point${e.routPoints === 1 ? '' : 's'} — ${e.passed ? 'holds' : 'broken'}`;
    case 'reaction-offered':
      return `side ${e.reaction.side} may react to ${name(state, e.reaction.by)} (${e.reaction.trigger === 'charge' ? 'a declared charge' : 'within 3" of a front centre'}): ${e.reaction.candidates.map((id) => name(state, id)).join(', ')}`;
    case 'reaction-closed':
      return 'no further reaction';
    case 'reaction':
      return `${name(state, e.unit)} reacts: ${e.response}`;
    case 'resisting':
      return `${name(state, e.unit)} braces itself (Resist!: Courage +)`;
    case 'resisting-ended':
      return `${name(state, e.unit)}'s Resist! bonus was for the charge it reacted to`;
    case 'combat-question': {
      const c = e.combat;
      const mover = c.movements[0]?.unit === 'defender' ? c.defender : c.attacker;
      if (c.question === 'dirty-war')
        return `the combat of ${name(state, c.attacker)} and ${name(state, c.defender)} is tied: side ${c.side} may declare Dirty war! (another round)`;
      return c.question === 'advance'
        ? `${name(state, mover)} may advance 3" in the direction of its charge (side ${c.side} chooses)`
        : `${name(state, mover)} may withdraw to leave 1" between the units (side ${c.side} chooses)`;
    }
    case 'combat-answer':
      return `side ${e.side} ${
        e.question === 'dirty-war'
          ? e.yes
            ? 'declares Dirty war!'
            : 'does not declare Dirty war!'
          : e.question === 'advance'
            ? e.yes
              ? 'advances'
              : 'does not advance'
            : e.yes
              ? 'withdraws'
              : 'stays in place'
      }`;
    case 'activation-ended':
      return e.unit ? `${name(state, e.unit)}'s activation ends` : 'the commander passes the turn';
    case 'turn-ended':
      return `end of turn ${e.turn}: victory points A ${e.points.A}, B ${e.points.B}`;
    case 'battle-ended':
      return `the battle ends after turn ${e.result.turns}: ${e.result.winner ? `side ${e.result.winner} wins, ${e.result.victory} victory` : 'a draw'} (A ${e.result.points.A}, B ${e.result.points.B})`;
  }
}

/** One line for a decision. */
export function describeBattleDecision(d: BattleDecision, state: BattleState, player: string): string {
  const who = `side ${player}`;
  switch (d.kind) {
    case 'order':
      return `${who} places an order for ${name(state, d.unit)}`;
    case 'brigade-order':
      return `${who} places one Brigade order for ${d.units.map((id) => name(state, id)).join(', ')}`;
    case 'first':
      return `${who} chooses side ${d.side} to play first`;
    case 'command':
      return `${who} activates ${name(state, d.commander)}${d.to ? ` (to ${at(d.to)})` : ''}: ${d.action.kind}${'unit' in d.action ? ` ${name(state, d.action.unit)}` : 'commander' in d.action ? ` ${name(state, d.action.commander)}${'to' in d.action ? ` to ${at(d.action.to)}` : ''}` : 'units' in d.action ? ` ${d.action.units.map((id) => name(state, id)).join(' and ')}` : d.action.kind === 'experienced' ? ` ${name(state, d.action.company)} into ${name(state, d.action.battalion)}` : d.action.kind === 'indefatigable' ? ` one Dm from ${name(state, d.action.from)} to ${name(state, d.action.to)}` : ''}${d.then ? `, then (Fast) to ${at(d.then)}` : ''}`;
    case 'activate':
      return `${who} activates ${name(state, d.unit)}${d.horde ? `, then ${name(state, d.horde)} (Horde)` : ''}`;
    case 'move':
      return `${who} moves to ${at(d.to)}${d.angleCorrection === undefined ? '' : d.angleCorrection === 'first-contact' ? ', stopping at the first contact (no Angle Correction)' : `, with an Angle Correction of ${Math.abs(d.angleCorrection)} degrees to the ${d.angleCorrection > 0 ? 'left' : 'right'}`}`;
    case 'reorient':
      return `${who} reorients to the ${d.to}`;
    case 'reorganise':
      return `${who} reorganises`;
    case 'shoot':
      return `${who} shoots at ${name(state, d.target)}${d.from && d.from !== 'front' ? ` from the ${d.from} centre` : ''}`;
    case 'charge':
      return `${who} charges ${name(state, d.target)}`;
    case 'hitch':
    case 'unhitch':
      return `${who} ${d.kind}es the guns`;
    case 'caracole':
      return `${who} tests for a caracole, to withdraw ${d.inches}"`;
    case 'end':
      return state.acting ? `${who} ends the activation` : `${who} passes (no troop left to activate)`;
    case 'react':
      return `${who} reacts with ${name(state, d.unit)}: ${d.reaction}${d.evade ? ', then evades (Harasser)' : ''}${d.inches !== undefined ? ` ${d.inches}"` : ''}${d.to ? ` (front to the ${d.to} centre)` : ''}${d.from && d.from !== 'front' ? ` from the ${d.from} centre` : ''}`;
    case 'no-reaction':
      return `${who} does not react`;
    case 'escape':
      return `${who}: ${name(state, d.commander)} moves away from the enemy to ${at(d.to)} (In the wrong place)`;
    case 'selfless-reroll':
      return `${who} re-rolls the failed rout test, the commander killed (Selfless)`;
    case 'no-selfless-reroll':
      return `${who} does not re-roll the failed rout test (Selfless)`;
    case 'passed-through':
      return d.join === true
        ? `${who}: ${name(state, d.commander)} joins ${name(state, state.passedThrough?.[0]?.unit ?? null)}, which passed through it (Movement > Overlap)`
        : `${who}: ${name(state, d.commander)} is placed at ${at(d.to!)}, clear of the unit that passed through it (Movement > Overlap)`;
    case 'cold-blood':
      return `${who}: ${name(state, d.commander)} tries to cancel the enemy action (Cold Blood)`;
    case 'no-cold-blood':
      return `${who} lets the enemy action stand`;
    case 'dirty-war':
      return `${who} declares Dirty war!`;
    case 'no-dirty-war':
      return `${who} does not declare Dirty war!`;
    case 'advance':
      return `${who} advances 3" after breaking the enemy`;
    case 'no-advance':
      return `${who} does not advance`;
    case 'withdraw':
      return `${who} withdraws to leave 1" between the units`;
    case 'stay':
      return `${who} stays in place`;
  }
}
