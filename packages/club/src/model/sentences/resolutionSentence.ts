import type { ClubEvent, ClubRulesetId, ClubState, ClubUnit, UnitPatch } from '../ClubSchemas.js';
import { mechanicLabels, mechanicTitle, valueWords } from '../words.js';
import type { OutcomeClause, OutcomeReading } from './OutcomeReading.js';
import { plural } from './OutcomeReading.js';
import { swordAndPikeClauses } from './swordAndPikeClauses.js';
import { terciosClauses } from './terciosClauses.js';
import { wss6mmClauses } from './wss6mmClauses.js';

type Resolved = Extract<ClubEvent, { type: 'resolved' }>;

const CLAUSES: Readonly<Record<ClubRulesetId, Readonly<Record<string, OutcomeClause>>>> = {
  tercios: terciosClauses,
  'sword-and-pike': swordAndPikeClauses,
  'wss-6mm': wss6mmClauses,
};

/** Losses in each ruleset's words: Dm (Tercios), casualties in figures, elements (6mm WSS). */
const LOSSES: Readonly<Record<ClubRulesetId, (n: number) => string>> = {
  tercios: (n) => (n >= 0 ? `takes ${n} Dm` : `removes ${-n} Dm`),
  'sword-and-pike': (n) => (n >= 0 ? `takes ${plural(n, 'casualty', 'casualties')}` : `recovers ${-n} figures`),
  'wss-6mm': (n) => (n >= 0 ? `loses ${plural(n, 'element')}` : `recovers ${plural(-n, 'element')}`),
};

/** Mechanics whose acting unit fires at the other ("Musketeer Company at Tercio 2"). */
const FIRING = new Set(['shoot', 'fire', 'small-arms', 'artillery']);

/** A resolution in words: its title, who took part, and the sentence of its result and consequences. */
export interface ResolutionText {
  /** The mechanic in the rulebook's words ("Shooting"). */
  readonly title: string;
  /** Who took part ("Musketeer Company at Modern Battalion 2"), or "". */
  readonly who: string;
  /** "2 hits, 1 resisted: Modern Battalion 2 takes 1 Dm and is disordered." */
  readonly sentence: string;
}

const nameIn = (state: ClubState, id: string | null | undefined): string =>
  id ? (state.units.find((u) => u.id === id)?.name ?? id) : '';

function reading(state: ClubState, e: Resolved): OutcomeReading {
  return {
    ruleset: state.ruleset,
    outcome: e.outcome,
    params: e.params,
    actor: nameIn(state, e.actor),
    target: nameIn(state, e.target),
    side: (side) => `side ${side} (${state.armyNames[side === 'A' ? 0 : 1]})`,
  };
}

/**
 * The outcome of a resolution in the rulebook's words, read from the ruleset's outcome (never rolled or
 * computed again): "2 hits, 1 resisted". A mechanic with no clause (a house rule's own) lists its outcome.
 */
export function outcomeClause(state: ClubState, e: Resolved): string {
  const clause = CLAUSES[state.ruleset][e.mechanic];
  if (clause) return clause(reading(state, e));
  return Object.entries(e.outcome)
    .map(([k, v]) => `${k.replace(/-/g, ' ')} ${valueWords(state.ruleset, v)}`)
    .join(', ');
}

/** Who took part in a resolution ("Musketeer Company at Modern Battalion 2"). */
export function resolutionWho(state: ClubState, e: Resolved): string {
  const roles = mechanicLabels(state.ruleset, e.mechanic);
  const actor = roles.actor === null ? '' : nameIn(state, e.actor);
  const target = roles.target === null ? '' : nameIn(state, e.target);
  return [actor, target].filter(Boolean).join(FIRING.has(e.mechanic) ? ' at ' : ' against ');
}

/** What a change to a unit does, in words ("takes 1 Dm", "is disordered", "routs and leaves the field"). */
export function changeWords(
  ruleset: ClubRulesetId,
  unit: ClubUnit,
  patch: UnitPatch,
  { reacted = false }: { reacted?: boolean } = {},
): string[] {
  const out: string[] = [];
  if (patch.name !== undefined) out.push(`is renamed ${patch.name}`);
  if (patch.losses !== undefined && patch.losses !== unit.losses) out.push(LOSSES[ruleset](patch.losses - unit.losses));
  // 6mm WSS records the unit's condition of order (STEADY, DISORDERED, FALLING BACK, ROUTED): it says it all.
  const wssOrder = ruleset === 'wss-6mm' && patch.order !== undefined && patch.order !== null;
  if (wssOrder) out.push(`is ${valueWords(ruleset, patch.order!)}`);
  if (!wssOrder && patch.disordered !== undefined && patch.disordered !== unit.disordered)
    out.push(patch.disordered ? 'is disordered' : 'is no longer disordered');
  if (!wssOrder && patch.routed !== undefined && patch.routed !== unit.routed)
    out.push(patch.routed ? (patch.destroyed ? 'routs and leaves the field' : 'routs') : 'rallies');
  if (patch.destroyed === true && !unit.destroyed && !(patch.routed && !wssOrder)) out.push('is destroyed');
  // Tercios: a reaction uses the unit's Order card; a failed test loses it.
  if (reacted && patch.order === null) out.push('has used its Order card and acted this turn');
  else {
    if (ruleset !== 'wss-6mm' && patch.order !== undefined && patch.order !== unit.order)
      out.push(patch.order === null ? 'loses its order' : `takes the order ${valueWords(ruleset, patch.order)}`);
    if (patch.activated === true && !unit.activated)
      out.push(patch.order === null ? 'can no longer be activated this turn' : 'has acted this turn');
  }
  if (patch.morale !== undefined && patch.morale !== unit.morale) out.push(`has Basic Morale ${patch.morale}`);
  if (patch.moraleShift !== undefined && patch.moraleShift !== (unit.moraleShift ?? 0)) {
    const d = patch.moraleShift - (unit.moraleShift ?? 0);
    // Rulebook (The Sword and the Pike): MORALE: Morale Altered Permanently.
    out.push(`${d > 0 ? 'gains' : 'loses'} ${Math.abs(d)} Morale for good`);
  }
  if (patch.routedTurn !== undefined && unit.routed) out.push('stays routed');
  // 6mm WSS: a loss to fire owes a Morale test, taken in step 6 (ruling R59).
  const owedBefore = unit.moraleOwed?.turn === patch.moraleOwed?.turn ? (unit.moraleOwed?.tests ?? 0) : 0;
  if (patch.moraleOwed !== undefined && patch.moraleOwed.tests > owedBefore)
    out.push('owes a Morale test, taken in step 6 (Morale Tests)');
  return out;
}

/** "a, b and c". */
function list(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/**
 * A resolution in words, from the events of one decision: the ruleset's outcome, then what its
 * consequences function made of it (the unit changes, moves and tests the app logged), unit by unit —
 * "2 hits, 1 resisted: Modern Battalion 2 takes 1 Dm and is disordered." Null when the events hold no
 * resolution. `before` is the game as the decision found it (the Dm a shot adds are counted from it).
 */
export function resolutionText(before: ClubState, events: readonly ClubEvent[]): ResolutionText | null {
  const resolved = events.find((e): e is Resolved => e.type === 'resolved');
  if (!resolved) return null;
  const units = new Map(before.units.map((u) => [u.id, u]));
  const said = new Map<string, string[]>();
  const say = (who: string, what: readonly string[]) => {
    if (what.length > 0) said.set(who, [...(said.get(who) ?? []), ...what]);
  };
  const name = (id: string) => units.get(id)?.name ?? id;
  const reacted = resolved.mechanic === 'reaction' && resolved.outcome.passed === 1;
  for (const e of events) {
    switch (e.type) {
      case 'unit-changed': {
        const unit = units.get(e.unit);
        if (!unit) break;
        say(unit.name, changeWords(before.ruleset, unit, e.patch, { reacted }));
        const patch = Object.fromEntries(Object.entries(e.patch).filter(([, v]) => v !== undefined));
        units.set(e.unit, { ...unit, ...patch });
        break;
      }
      case 'commander-changed': {
        const c = before.commanders.find((x) => x.id === e.commander);
        if (e.patch.lost === true) say(c?.name ?? e.commander, ['is lost']);
        break;
      }
      case 'move-required': {
        // "routs" then "routs: D4 casualties, then a normal move…": the move says it, once.
        const text = e.move.text.replace(/ \([^)]*\)$/, '');
        const who = name(e.move.unit);
        said.set(
          who,
          (said.get(who) ?? []).filter((p) => !text.startsWith(`${p}:`)),
        );
        say(who, [text]);
        break;
      }
      case 'move-rolled':
        say(name(e.unit), [e.text.replace(/ \([^)]*\)$/, '')]);
        break;
      case 'test-required':
        {
          // A commander's own roll (The Sword and the Pike: an attached officer's casualty D20) names him.
          const c = before.commanders.find((x) => x.id === e.test.commander);
          const title = mechanicTitle(before.ruleset, e.test.mechanic);
          say(name(e.test.unit), [c ? `must roll the ${title} of ${c.name}` : `must take its ${title}`]);
        }
        break;
      default:
        break;
    }
  }
  const clause = outcomeClause(before, resolved);
  const consequences = [...said].map(([who, what]) => `${who} ${list(what)}`).join('; ');
  const text = consequences ? `${clause}: ${consequences}.` : `${clause}.`;
  return {
    title: mechanicTitle(before.ruleset, resolved.mechanic),
    who: resolutionWho(before, resolved),
    sentence: text.charAt(0).toUpperCase() + text.slice(1),
  };
}
