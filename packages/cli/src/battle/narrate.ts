import { describeRollLine, narrateGame, type Game, type NarratedEntry } from '@muster/core';

// The roll wording lives in core (Game.describe uses it too); re-exported for tools built on the CLI.
export { describeRollLine };
export type { NarratedEntry };

/**
 * Walks a finished game's log from its first state, describing every entry with the ruleset's own words
 * against the state just before it (core's `narrateGame`, which the replay viewer reads too).
 */
export function narrateEntries(game: Game): readonly NarratedEntry[] {
  return narrateGame(game).entries;
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
