import type { ClubDecision, ClubEvent, ClubState } from './ClubSchemas.js';

const unitName = (state: ClubState, id: string | null | undefined): string =>
  id ? (state.units.find((u) => u.id === id)?.name ?? id) : '';
const sideName = (state: ClubState, side: 'A' | 'B'): string => `${side} (${state.armyNames[side === 'A' ? 0 : 1]})`;
const value = (v: number | string | boolean): string => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v));
/** Outcomes the mechanics report as 1 or 0 that read as yes or no. */
const YES_NO = new Set(['passed', 'tested', 'activated', 'rallied', 'charges', 'succeeded', 'deserted']);
const outcomeValue = (name: string, v: number | string | boolean): string =>
  YES_NO.has(name) && (v === 0 || v === 1) ? (v === 1 ? 'yes' : 'no') : value(v);

/** An event in plain words, for the log. */
export function describeClubEvent(event: ClubEvent, state: ClubState): string {
  switch (event.type) {
    case 'step':
      return `Turn ${event.turn}: ${event.title}`;
    case 'active-side':
      return `${sideName(state, event.side)} to act (${event.why})`;
    case 'resolved': {
      const who = [unitName(state, event.actor), unitName(state, event.target)].filter(Boolean).join(' against ');
      const outcome = Object.entries(event.outcome)
        .map(([k, v]) => `${k} ${outcomeValue(k, v)}`)
        .join(', ');
      const dice = event.typedIn
        ? ` (real dice: ${event.rolls.map((r) => (r.faces ?? [r.result]).join(' ')).join(' | ')})`
        : '';
      return `${event.mechanic}${who ? ` — ${who}` : ''}: ${outcome}${dice}`;
    }
    case 'unit-changed': {
      const keys = Object.keys(event.patch);
      if (keys.length === 1 && event.patch.activated !== undefined)
        return `${unitName(state, event.unit)} ${event.patch.activated ? 'is activated' : 'may act again'}`;
      const parts = Object.entries(event.patch).map(
        ([k, v]) => `${k} ${v === null || v === undefined ? 'none' : value(v)}`,
      );
      return `${unitName(state, event.unit)}: ${parts.join(', ')} (${event.why})`;
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
      return `${c?.name ?? event.commander}: ${parts.join(', ')}`;
    }
    case 'points':
      return `${sideName(state, event.side)} ${event.delta >= 0 ? 'gains' : 'loses'} ${Math.abs(event.delta)} victory point${Math.abs(event.delta) === 1 ? '' : 's'}${event.reason ? ` (${event.reason})` : ''}`;
    case 'note':
      return `Note: ${event.text}`;
    case 'move-required': {
      const m = event.move;
      const roll = m.roll ? ` — roll ${m.roll.mechanic} first` : '';
      return `${unitName(state, m.unit)} ${m.text}${m.optional ? ' (the players may decline)' : ''}${roll}`;
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
      return `${unitName(state, event.unit)}: ${event.kind} ${what}${event.where ? ` — ${event.where}` : ''}`;
    }
    case 'test-required':
      return `${unitName(state, event.test.unit)} ${event.test.text} — roll ${event.test.mechanic} before it acts`;
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
      return `activate ${decision.unit ? unitName(state, decision.unit) : `brigade ${decision.group ?? ''}`}`;
    case 'resolve':
      return `resolve ${decision.mechanic}${decision.dice ? ' with real dice' : ''}`;
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
      return `move ${decision.move} on the table: ${decision.result}`;
    case 'end':
      return 'end the game';
  }
}
