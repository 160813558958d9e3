import { MusterError, replay, viewerFrames, type ViewerData } from '@muster/core';
import { adapterOf } from '../../adapters/adapters.js';
import { club } from '../../model/clubRuleset.js';
import type { ClubState } from '../../model/ClubSchemas.js';
import { clubTableRenderer } from './clubTable.js';

/**
 * The frames of a saved club game (the text "Export" downloads), replayed through the club's own reducer
 * exactly as `muster view` and `muster replay` do. A file that is not a club game, or does not replay
 * exactly, is a `bad-file` MusterError naming the field; nothing is written anywhere.
 *
 * @example
 * const data = clubViewerData(await games.exportText(id), 'Club night');
 */
export function clubViewerData(text: string, file: string): ViewerData {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new MusterError('bad-file', `not JSON (${error instanceof Error ? error.message : String(error)})`, {
      file,
      expected: 'a saved club game',
    });
  }
  const report = replay(club, data, { file });
  if (!report.identical) {
    const at = report.firstDifference;
    const entries = (data as { log?: unknown[] }).log?.length ?? 0;
    const path =
      at === undefined || at.index < entries
        ? `log[${at?.index ?? 0}]`
        : at.expected.startsWith('{"rng"')
          ? 'rng'
          : 'state';
    throw new MusterError('bad-file', 'does not replay identically from its seed and decisions (edited or corrupt)', {
      file,
      path,
      expected: 'a log that replays exactly from its seed',
    });
  }
  const state = report.game.state as ClubState;
  const over = state.over
    ? `${state.winner ? `side ${state.winner} wins` : 'a draw'} (${state.victory})`
    : `turn ${state.turn} of ${state.maxTurns}, not finished`;
  const title = `${state.title} — ${adapterOf(state.ruleset).ruleset.name} — ${over}`;
  return viewerFrames(report.game, clubTableRenderer, title);
}
