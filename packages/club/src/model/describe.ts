import { adapterOf } from '../adapters/adapters.js';
import type { ClubDecision, ClubEvent, ClubState, UnitPatch } from './ClubSchemas.js';
import { outcomeClause, resolutionWho } from './sentences/resolutionSentence.js';
import { mechanicTitle, plainWords, valueWords } from './words.js';

const unitName = (state: ClubState, id: string | null | undefined): string =>
  id ? (state.units.find((u) => u.id === id)?.name ?? id) : '';
const sideName = (state: ClubState, side: 'A' | 'B'): string => `${side} (${state.armyNames[side === 'A' ? 0 : 1]})`;
/** A brigade or regiment by the name its army list gives it. */
const groupName = (state: ClubState, group: string | undefined): string =>
  state.units.find((u) => u.group === group)?.groupName ?? group ?? '';

/** What `losses` counts in each ruleset, for "now 3 Dm". */
const LOSSES: Readonly<Record<ClubState['ruleset'], string>> = {
  tercios: 'Dm',
  'sword-and-pike': 'casualties',
  'wss-6mm': 'elements lost',
};

/** A unit's changes in words, as the unit stands after them ("4 Dm in all, destroyed"). */
function patchWords(state: ClubState, patch: UnitPatch): string[] {
  const words: string[] = [];
  if (patch.name !== undefined) words.push(`renamed ${patch.name}`);
  if (patch.losses !== undefined) words.push(`${patch.losses} ${LOSSES[state.ruleset]} in all`);
  if (patch.disordered !== undefined) words.push(patch.disordered ? 'disordered' : 'no longer disordered');
  if (patch.routed !== undefined) words.push(patch.routed ? 'routed' : 'no longer routed');
  if (patch.destroyed !== undefined) words.push(patch.destroyed ? 'destroyed' : 'back on the field');
  if (patch.order !== undefined)
    words.push(patch.order === null ? 'no order' : `order ${valueWords(state.ruleset, patch.order)}`);
  if (patch.activated !== undefined) words.push(patch.activated ? 'has acted' : 'may act again');
  if (patch.resisting !== undefined) words.push(patch.resisting ? 'resisting (Courage +)' : 'no longer resisting');
  if (patch.routedTurn !== undefined) words.push(`routed in turn ${patch.routedTurn}`);
  if (patch.morale !== undefined) words.push(`Basic Morale ${patch.morale}`);
  if (patch.moraleShift !== undefined)
    words.push(`Morale altered permanently ${patch.moraleShift > 0 ? '+' : ''}${patch.moraleShift}`);
  if (patch.fired !== undefined) words.push(patch.fired ? 'has fired' : 'has not fired yet');
  if (patch.moraleOwed !== undefined)
    words.push(
      `${patch.moraleOwed.tests} Morale test${patch.moraleOwed.tests === 1 ? '' : 's'} owed for losses to fire (step 6)`,
    );
  if (patch.orderSince !== undefined) words.push(`since turn ${patch.orderSince}`);
  if (patch.droversDeserted !== undefined)
    words.push(patch.droversDeserted ? 'drovers deserted: may no longer limber up' : 'drovers back');
  if (patch.pursued !== undefined)
    words.push(patch.pursued > 0 ? `${patch.pursued}" pursued in all` : 'no pursuit under way');
  if (patch.brigadeCard !== undefined)
    words.push(patch.brigadeCard ? "holds its regiment's shared Brigade card" : 'holds its own Order card');
  return words;
}

/** A reason that starts with a mechanic's id ("brigade-moves: side A goes first") reads its title instead. */
function reasonWords(state: ClubState, why: string): string {
  return why.replace(/^([a-z][a-z-]*):/, (whole, id: string) =>
    adapterOf(state.ruleset).labels.mechanics[id] ? `${mechanicTitle(state.ruleset, id)}:` : whole,
  );
}

/** An event in plain words, for the log. */
export function describeClubEvent(event: ClubEvent, state: ClubState): string {
  switch (event.type) {
    case 'step':
      return `Turn ${event.turn}: ${event.title}`;
    case 'active-side':
      return `${sideName(state, event.side)} to act (${reasonWords(state, event.why)})`;
    case 'resolved': {
      // The outcome in the rulebook's words; what it did to the units follows on their own lines.
      const who = resolutionWho(state, event);
      const dice = event.typedIn
        ? ` (real dice: ${event.rolls.map((r) => (r.faces ?? [r.result]).join(' ')).join(' | ')})`
        : '';
      return `${mechanicTitle(state.ruleset, event.mechanic)}${who ? ` — ${who}` : ''}: ${outcomeClause(state, event)}${dice}`;
    }
    case 'unit-changed': {
      const keys = Object.keys(event.patch);
      if (keys.length === 1 && event.patch.activated !== undefined)
        return `${unitName(state, event.unit)} ${event.patch.activated ? 'is activated' : 'may act again'}`;
      return `${unitName(state, event.unit)}: ${patchWords(state, event.patch).join(', ')} (${plainWords(event.why)})`;
    }
    case 'commander-changed': {
      const c = state.commanders.find((x) => x.id === event.commander);
      const parts: string[] = [];
      if (event.patch.attachedTo !== undefined)
        parts.push(
          event.patch.attachedTo === null ? 'detached' : `attached to ${unitName(state, event.patch.attachedTo)}`,
        );
      if (event.patch.lost !== undefined) parts.push(event.patch.lost ? 'lost' : 'back in command');
      if (event.patch.exhausted !== undefined)
        parts.push(event.patch.exhausted ? 'activated (exhausted)' : 'exhausted marker removed');
      if (event.patch.coordinating !== undefined)
        parts.push(event.patch.coordinating ? 'two units may be activated one after the other' : 'coordinating done');
      return `${c?.name ?? event.commander}: ${parts.join(', ')}`;
    }
    case 'points':
      return `${sideName(state, event.side)} ${event.delta >= 0 ? 'gains' : 'loses'} ${Math.abs(event.delta)} victory point${Math.abs(event.delta) === 1 ? '' : 's'}${event.reason ? ` (${event.reason})` : ''}`;
    case 'note':
      return `Note: ${event.text}`;
    case 'move-required': {
      const m = event.move;
      const roll = m.roll ? ` — roll the ${mechanicTitle(state.ruleset, m.roll.mechanic)} first` : '';
      return `${unitName(state, m.unit)} ${plainWords(m.text)}${m.optional ? ' (the players may decline)' : ''}${roll}`;
    }
    case 'move-rolled':
      return `${unitName(state, event.unit)}: ${event.text}`;
    case 'move-settled': {
      const what = {
        made: 'made',
        blocked: 'could not be completed',
        'off-table': 'took it off the table',
        declined: 'declined',
      }[event.result];
      return `${unitName(state, event.unit)}: ${plainWords(event.kind)} ${what}${event.where ? ` — ${event.where}` : ''}`;
    }
    case 'test-required':
      return `${unitName(state, event.test.unit)} ${plainWords(event.test.text)} — roll its ${mechanicTitle(state.ruleset, event.test.mechanic)} before it acts`;
    case 'near-router':
      return event.units.length === 0
        ? `No unit within 6" of ${unitName(state, event.router)} (ROUTED) has yet to test for it`
        : `Within 6" of ${unitName(state, event.router)} (ROUTED): ${event.units.map((u) => unitName(state, u)).join(', ')} take a Morale test`;
    case 'test-taken':
      return `${unitName(state, event.unit)}: test taken`;
    case 'ended':
      return `Game over: ${event.winner ? `${sideName(state, event.winner)} wins` : 'a draw'} — ${event.victory}`;
  }
}

/** A decision in plain words. */
export function describeClubDecision(decision: ClubDecision, state: ClubState): string {
  switch (decision.kind) {
    case 'next':
      return 'next step';
    case 'pass':
      return 'pass to the other side';
    case 'activate':
      return `activate ${decision.unit ? unitName(state, decision.unit) : `brigade ${groupName(state, decision.group)}`}`;
    case 'resolve':
      return `${mechanicTitle(state.ruleset, decision.mechanic)}${decision.dice ? ' with real dice' : ''}`;
    case 'set-unit':
      return `change ${unitName(state, decision.unit)}`;
    case 'set-commander':
      return `change commander ${state.commanders.find((c) => c.id === decision.commander)?.name ?? decision.commander}`;
    case 'points':
      return `victory points for ${decision.side}`;
    case 'note':
      return 'note';
    case 'near-router':
      return `units within 6" of ${unitName(state, decision.router)}`;
    case 'declare':
      return `${unitName(state, decision.by)} ${decision.trigger === 'charge' ? 'charges' : 'comes within 3" of'} ${unitName(state, decision.unit)}`;
    case 'decline-test':
      return `${unitName(state, decision.unit)} declines its test`;
    case 'settle-move':
      return `move ${decision.move} on the table: ${plainWords(decision.result)}`;
    case 'end':
      return 'end the game';
  }
}
