import { orderFormed, type SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';

const name = (s: SwordAndPikeState, id: string | null) =>
  id === null ? 'nobody' : (s.units.find((u) => u.id === id)?.name ?? s.officers.find((o) => o.id === id)?.name ?? id);
const roman = ['I', 'II', 'III', 'IV'];

/** Inches in words: 4", 7.25". */
const inchesWords = (n: number): string => `${Math.round(n * 1000) / 1000}"`;
/** A named distance and a space, or nothing for the whole move (ruling R65). */
const distanceWords = (n: number | undefined): string => (n === undefined ? '' : `${inchesWords(n)} `);
/** A heading off the unit's front in words (ruling R65): straight ahead or back, or so many degrees left or right. */
function headingWords(heading: number): string {
  if (heading === 0) return 'straight ahead';
  if (Math.abs(heading) === 180) return 'straight back';
  return `${Math.round(Math.abs(heading) * 1000) / 1000}° ${heading > 0 ? 'left' : 'right'} of its front`;
}

/** One line for a decision, in the words of the rules. */
export function describeDecision(d: SwordAndPikeDecision, s: SwordAndPikeState, player: string): string {
  const side = player === 'A' || player === 'B' ? s.sideNames[player] : player;
  switch (d.kind) {
    case 'order':
      switch (d.order) {
        case 'advance':
          return `${side}: ${name(s, d.unit)} advances ${distanceWords(d.distance)}toward ${name(s, d.target)}`;
        case 'advance-half':
          return `${side}: ${name(s, d.unit)} advances half a move toward ${name(s, d.target)}`;
        case 'charge':
          return `${side}: ${name(s, d.unit)} charges ${name(s, d.target)}${d.pistols === false ? ', holding its pistols' : ''}`;
        case 'retire':
          return `${side}: ${name(s, d.unit)} retires${d.distance === undefined ? '' : ` ${inchesWords(d.distance)}`}`;
        case 'move':
          return `${side}: ${name(s, d.unit)} moves ${distanceWords(d.distance)}${headingWords(d.heading ?? 0)}`;
        case 'move-half':
          return `${side}: ${name(s, d.unit)} moves half a move ${headingWords(d.heading ?? 0)}`;
        case 'retire-half':
          return `${side}: ${name(s, d.unit)} retires half a move`;
        case 'rally':
          return `${side}: ${name(s, d.unit)} tries to rally from disorder`;
        case 'form-square':
          return `${side}: ${name(s, d.unit)} forms square`;
        case 'form-line':
          return `${side}: ${name(s, d.unit)} leaves square`;
        case 'form-closed':
        case 'form-open':
        case 'form-skirmish':
          return `${side}: ${name(s, d.unit)} changes to ${orderFormed(d.order)} order`;
        case 'face':
          return `${side}: ${name(s, d.unit)} turns to face ${name(s, d.target)}`;
        case 'wheel-left':
        case 'wheel-right':
          return `${side}: ${name(s, d.unit)} wheels ${d.order === 'wheel-left' ? 'left' : 'right'} ${d.degrees ?? 45} degrees${d.thenAdvance === true ? ' and advances' : ''}${d.advanceFirst === true ? ' after advancing' : ''}`;
        default: {
          const unworded: never = d.order; // every order has its words above: a new one fails to compile here
          return unworded;
        }
      }
    case 'end-moves':
      return `${side} ends its moves`;
    case 'evasion':
      return `${side}: ${name(s, d.unit)} ${d.evade ? 'tries to evade the charge' : 'stands to meet the charge'}`;
    case 'fire':
      return d.target === null
        ? `${side}: ${name(s, d.unit)} holds its fire`
        : `${side}: ${name(s, d.unit)} fires at ${name(s, d.target)}`;
    case 'winner-option':
      return `${side}: ${name(s, d.unit)}, victorious, chooses to ${d.option === 'hold' ? 'hold its position' : d.option === 'occupy' ? `occupy the vacated position${d.target !== null ? ` and reface toward ${name(s, d.target)}` : ''}` : d.option === 'tactical-move' ? `make a tactical move ${d.distance === undefined ? '' : `of ${distanceWords(d.distance)}`}${d.target !== null ? `toward ${name(s, d.target)}` : headingWords(d.heading === 'back' ? 180 : d.heading === 'ahead' || d.heading === undefined ? 0 : d.heading)}` : d.option === 'reface' ? `reface toward ${name(s, d.target)}` : `attempt another close combat against ${name(s, d.target)}`}`;
  }
}

/** One line for an event, for the battle narrative. */
export function describeEvent(e: SwordAndPikeEvent, s: SwordAndPikeState): string {
  switch (e.type) {
    case 'turn-began':
      return `Turn ${e.turn}: Commanders-in-Chief roll ${s.sideNames.A} ${e.A}, ${s.sideNames.B} ${e.B}; ${s.sideNames[e.first]} moves first`;
    case 'unit-ordered':
      if (e.order === 'face' || e.order === 'wheel-left' || e.order === 'wheel-right')
        return `${name(s, e.unit)} ${e.order === 'face' ? 'turns' : 'wheels'} to face ${Math.round((((90 - (e.facing * 180) / Math.PI) % 360) + 360) % 360)}° (${e.x}, ${e.y})`;
      return `${name(s, e.unit)} ${e.order === 'charge' ? `charges ${name(s, e.target)}${e.rear ? ' in the rear' : e.flank ? ' in the flank' : ''}, halting 1" away` : `moves (${e.moved}) to (${e.x}, ${e.y})`}`;
    case 'moves-ended':
      return `${s.sideNames[e.side]} has finished moving`;
    case 'charge-declared':
      return `${name(s, e.unit)} declares a charge on ${name(s, e.target)}`;
    case 'evasion':
      return `${name(s, e.unit)} ${e.evade ? 'attempts to evade' : 'will not evade'} ${name(s, e.charger)}`;
    case 'evaded':
      return `${name(s, e.unit)} evades to (${e.x}, ${e.y})`;
    case 'step':
      return `— ${e.step.replace('-', ' ')} —`;
    case 'fire-declared':
      return e.target === null
        ? `${name(s, e.unit)} holds fire`
        : `${name(s, e.unit)} takes aim at ${name(s, e.target)}`;
    case 'fired':
      return `${name(s, e.unit)} fires ${e.weapon} at ${name(s, e.target)} (${e.range}", class ${roman[e.targetClass - 1]}): ${e.dice}d20 hitting on 1-${e.hitsOn}, ${e.hits} hit(s), ${e.casualties} casualt${e.casualties === 1 ? 'y' : 'ies'}`;
    case 'morale-rated':
      return `${name(s, e.unit)} rolls ${e.roll} on the Initial Morale Chart: morale ${e.rating}`;
    case 'morale-tested':
      return `${name(s, e.unit)} tests morale (${e.reason}): ${e.score} — ${e.result}`;
    case 'morale-altered':
      return `${name(s, e.unit)} morale ${e.by > 0 ? '+' : ''}${e.by} (${e.reason})`;
    case 'fell-back':
      return `${name(s, e.unit)} falls back disordered`;
    case 'routed':
      return `${name(s, e.unit)} routs, losing ${e.casualties} figure(s)`;
    case 'removed':
      return `${name(s, e.unit)} ${e.reason === 'captured' ? 'is captured' : e.reason === 'destroyed' ? 'is destroyed' : 'leaves the field'}`;
    case 'rallied':
      return `${name(s, e.unit)} rallies from rout and stands disordered`;
    case 'rallied-from-disorder':
      return `${name(s, e.unit)} rallies from disorder`;
    case 'officer-attached':
      return `${name(s, e.officer)} rides to ${name(s, e.unit)} and attaches to it`;
    case 'officer-casualty':
      return `${name(s, e.officer)} is ${e.fate}`;
    case 'charge-halted':
      return `${name(s, e.unit)} halts and does not close`;
    case 'disordered':
      return `${name(s, e.unit)} is disordered by the fight`;
    case 'closed':
      return `${name(s, e.unit)} closes with ${name(s, e.target)}`;
    case 'followed-up':
      return `${name(s, e.unit)} follows up to (${e.x}, ${e.y})`;
    case 'stood':
      return `${name(s, e.unit)} stands to receive the charge`;
    case 'close-combat': {
      const names = (ids: readonly string[]) => ids.map((id) => name(s, id)).join(' and ');
      return `Close combat: ${names(e.attackers)} (${e.attackerDice.onFive + e.attackerDice.onSix} dice) inflict ${e.defenderCasualties}, ${names(e.defenders)} (${e.defenderDice.onFive + e.defenderDice.onSix} dice) inflict ${e.attackerCasualties}: ${e.winner === 'none' ? 'drawn' : `${e.winner === 'attacker' ? names(e.attackers) : names(e.defenders)} win`}`;
    }
    case 'winner-pending':
      return `${name(s, e.unit)} may take a winner's bonus option`;
    case 'volley-offered':
      return `${name(s, e.unit)} may fire a defensive volley at ${name(s, e.charger)}`;
    case 'winner-option':
      return `${name(s, e.unit)} chooses to ${e.option}`;
    case 'bonus-move':
      return `${name(s, e.unit)} ${e.closed ? 'reaches its new target' : 'falls short of its new target'}`;
    case 'turn-ended':
      return `End of turn ${e.turn}`;
    case 'game-over':
      return e.winner === null
        ? `The battle ends in a draw (${e.points.A}-${e.points.B})`
        : `${s.sideNames[e.winner]} wins (${e.victory}, ${e.points.A}-${e.points.B})`;
  }
}
