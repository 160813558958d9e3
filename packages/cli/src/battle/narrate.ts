import { createGame, describeRollLine, type Game, type LogEntry } from '@muster/core';

// The roll wording lives in core (Game.describe uses it too); re-exported for tools built on the CLI.
export { describeRollLine };

/** One step of a narrated game: a log entry, its line of text and the state after it. */
export interface NarratedEntry {
  readonly entry: LogEntry;
  readonly text: string;
  /** Turn number after the entry, when the ruleset reports turns. */
  readonly turn: number | null;
  readonly stateAfter: unknown;
}

/**
 * Walks a finished game's log from its first state, describing every decision, roll and event with
 * the ruleset's own words (`describeDecision`, `describeEvent`, the roll's purpose). Each entry is
 * described against the state just before it; the state is rebuilt with the ruleset's pure reducer.
 */
export function narrateEntries(game: Game): NarratedEntry[] {
  const start = createGame(game.ruleset, game.scenario, { seed: game.seed, options: game.options });
  const rules = game.plugins.rules;
  const sequence = game.plugins.sequence;
  const turnOf = (state: unknown): number | null => {
    try {
      const turns = sequence.result(state).turns;
      return Number.isFinite(turns) ? turns : null;
    } catch {
      return null; // a ruleset may only report a result at the end
    }
  };
  let state = start.state;
  const out: NarratedEntry[] = [];
  for (const entry of game.log) {
    const text = entry.type === 'roll' ? describeRollLine(entry.roll) : game.describe(entry, state);
    if (entry.type === 'event') state = rules.reduce(state, entry.event);
    out.push({ entry, text, turn: turnOf(state), stateAfter: state });
  }
  return out;
}

/** The narrative as text lines: a setup block, turn headers, `[side] decision`, then indented rolls and events. */
export function narrate(game: Game): string[] {
  const lines: string[] = [];
  let turn: number | null | undefined;
  for (const { entry, text, turn: now } of narrateEntries(game)) {
    if (entry.type === 'decision') {
      if (turn === undefined || (now !== turn && now !== null)) {
        if (lines.length > 0) lines.push('');
        lines.push(now === null ? 'Play' : `Turn ${now}`);
      }
      turn = now;
      lines.push(`  [${entry.player}] ${text}`);
      continue;
    }
    if (lines.length === 0) lines.push('Setup');
    lines.push(`${entry.type === 'roll' ? '      roll: ' : '      '}${text}`);
  }
  return lines;
}
