import type { GameContent } from './GameStore.js';

/**
 * What the game list shows of a saved game, read from its text (the core `SavedGame`: its `state` holds
 * the title, ruleset, turn and whether it is over; `scenario.record` where it was continued under other rules). A text that is not a club game is kept as damaged, with
 * `reason`, so that it can still be downloaded.
 */
export function gameContent(id: string, text: string, damaged: string | null = null): GameContent {
  let state: Record<string, unknown> = {};
  let continuedAt: number | null = null;
  try {
    const data = JSON.parse(text) as { state?: unknown; scenario?: { record?: { continued?: unknown } } } | null;
    if (typeof data?.state === 'object' && data.state !== null) state = data.state as Record<string, unknown>;
    const continued = data?.scenario?.record?.continued;
    const last: unknown = Array.isArray(continued) ? continued.at(-1) : undefined;
    const turn = (last as { state?: { turn?: unknown } } | undefined)?.state?.turn;
    if (typeof turn === 'number') continuedAt = turn;
  } catch {
    damaged ??= 'not JSON';
  }
  return {
    id,
    title: typeof state.title === 'string' ? state.title : 'Damaged game',
    ruleset: typeof state.ruleset === 'string' ? state.ruleset : '',
    turn: typeof state.turn === 'number' ? state.turn : 0,
    over: state.over === true,
    lastPlayed: new Date().toISOString(),
    text,
    damaged,
    continuedAt,
  };
}

/** A new game id: random, so two tabs or two imports never share one (crypto works without HTTPS). */
export function newGameId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `g-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
