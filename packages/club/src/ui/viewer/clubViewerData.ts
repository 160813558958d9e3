import { viewerFrames, type ViewerData } from '@muster/core';
import { adapterOf } from '../../adapters/adapters.js';
import { loadClubGame } from '../../app/ClubSession.js';
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
  const game = loadClubGame(text, file);
  const state = game.state;
  const over = state.over
    ? `${state.winner ? `side ${state.winner} wins` : 'a draw'} (${state.victory})`
    : `turn ${state.turn} of ${state.maxTurns}, not finished`;
  const title = `${state.title} — ${adapterOf(state.ruleset).ruleset.name} — ${over}`;
  return viewerFrames(game, clubTableRenderer, title);
}
