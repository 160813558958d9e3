import type { SequencePlugin } from '@muster/core';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeState } from '../game/State.js';
import { unitById } from '../game/unitRules.js';
import { candidates, checkDecision, fireDeclarer, legalDecisions, moverOf, winnerSide } from './legalDecisions.js';

/** One phase of the SEQUENCE OF ACTIONS: its title and what the players do in it, in the rulebook's words. */
export interface SequencePhase {
  readonly title: string;
  readonly rule: string;
}

/**
 * Rulebook: SEQUENCE OF ACTIONS, the ten phases of a turn. The battle's sequence plugin names them and the club
 * companion walks them, both from this list.
 */
export const SEQUENCE_OF_ACTIONS: readonly SequencePhase[] = [
  {
    title: '1. Commander-in-Chief and brigade moves',
    rule: 'Each side rolls 2D6. The higher side moves first, as many brigades as its total; then the other side. No brigade moves twice. Mark each brigade as it moves.',
  },
  {
    title: '2. Units attacked in close combat may not move',
    rule: 'Units charged by the side that moved first stay where they are this turn (except Evasion).',
  },
  { title: '3. Fire all artillery', rule: 'Every gun may fire. Test morale for units that took casualties.' },
  {
    title: '4. Fire all infantry',
    rule: 'Infantry fire, moving or stationary; figures removed by artillery fire do not fire. Test morale for units that took casualties.',
  },
  {
    title: '5. Fire all mounted units',
    rule: 'Mounted units able to fire do so. Test morale for units that took casualties.',
  },
  { title: '6. Test "To Close"', rule: 'Units charging test morale to close.' },
  { title: '7. Test "To Stand"', rule: 'Units being charged test morale to stand.' },
  {
    title: '8. Fight all close combats',
    rule: 'Fight each close combat; the loser tests morale: passed, it falls back a normal move, disordered; failed, it routs.',
  },
  {
    title: '9. Rally routed units',
    rule: 'Units that routed in a previous turn try to rally; those failing and no longer Fresh leave the field.',
  },
  {
    title: '10. Test Spent units',
    rule: 'Units under half strength with no officer attached test morale; failing, they leave the game.',
  },
];

/** SEQUENCE OF ACTIONS as a sequence plugin: 2D6 brigade moves, three fire phases, then the winners' options. */
export const swordAndPikeSequence: SequencePlugin<SwordAndPikeState, SwordAndPikeDecision> = {
  id: 'sword-and-pike/brigade-moves',
  description:
    'each side rolls 2D6 and moves that many brigades, highest first; artillery, infantry and mounted fire; charges; rallies',
  phases: SEQUENCE_OF_ACTIONS.map((p) => p.title),
  activePlayer: (s) => {
    if (s.step === 'over') return null;
    if (s.step === 'movement' && s.pendingEvasion)
      return s.units.find((u) => u.id === s.pendingEvasion?.target)?.side ?? null;
    if (s.step === 'movement') return moverOf(s);
    // Close Combat L: the charged unit's side fires its defensive volley at a winner charging again, or holds it.
    if (s.pendingVolley) return unitById(s, s.pendingVolley.target).side;
    if (s.step === 'winner-options') return winnerSide(s);
    return fireDeclarer(s);
  },
  legalDecisions,
  candidates,
  checkDecision,
  isOver: (s) => s.step === 'over',
  result: (s) => ({
    winner: s.result?.winner ?? null,
    victory: s.result?.victory ?? 'unfinished',
    points: { A: s.result?.points.A ?? 0, B: s.result?.points.B ?? 0 },
    turns: s.turn,
  }),
};
