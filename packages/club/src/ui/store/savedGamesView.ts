import { html, nothing, type TemplateResult } from 'lit-html';
import { viewerButton } from '../viewer/openViewer.js';
import type { ClubGames } from './ClubGames.js';

/** What the saved-games list and the read-only banner do (the app wraps each in its error handling). */
export interface SavedGamesActions {
  open(id: string): void;
  download(id: string): void;
  /** Called after the players confirmed the deletion. */
  remove(id: string): void;
  takeOver(): void;
  /** Continue the game recorded under other rules ({@link ClubGames.rulesChanged}) from its recorded state. */
  continueRecorded(): void;
  /** Leave the game recorded under other rules as it is. */
  dismissRulesChanged(): void;
}

/**
 * The home screen's list of this browser's saved games: title, ruleset, turn, last played; open, open in the
 * replay viewer (which only reads the stored text), export, delete.
 */
export function savedGamesView(
  games: ClubGames,
  names: Readonly<Record<string, string>>,
  actions: SavedGamesActions,
): TemplateResult {
  if (games.list.length === 0) return html`<p id="saved-games-empty">No saved games in this browser yet.</p>`;
  return html`<section aria-labelledby="saved-games-title">
    <h3 id="saved-games-title">Saved games in this browser</h3>
    <ul class="saved-games" id="saved-games">
      ${games.list.map(
        (g) =>
          html`<li data-game=${g.id} class=${g.damaged === null ? '' : 'bad'}>
            <strong>${g.title}</strong>
            ${
              g.damaged === null
                ? html`<span
                    >${names[g.ruleset] ?? g.ruleset} · turn
                    ${g.turn}${g.over ? ' · over' : ''}${
                      g.continuedAt == null
                        ? ''
                        : ` · continued under newer rules from turn ${g.continuedAt}, as recorded up to there`
                    }</span
                  >`
                : html`<span role="note">Damaged, cannot be opened: ${g.damaged}</span>`
            }
            <span>Last played <time datetime=${g.lastPlayed}>${new Date(g.lastPlayed).toLocaleString()}</time></span>
            ${games.openId === g.id ? html`<em>(open)</em>` : nothing}
            <span class="actions">
              ${
                g.damaged === null
                  ? html`<button
                      type="button"
                      class="primary"
                      data-action="open"
                      @click=${() => {
                        actions.open(g.id);
                      }}
                    >
                      Open
                    </button>`
                  : nothing
              }
              ${g.damaged === null ? viewerButton(() => games.exportText(g.id), g.title) : nothing}
              <button
                type="button"
                data-action="export"
                @click=${() => {
                  actions.download(g.id);
                }}
              >
                Export
              </button>
              <button
                type="button"
                data-action="delete"
                @click=${() => {
                  if (window.confirm(`Delete "${g.title}" from this browser? Export it first to keep a copy.`)) {
                    actions.remove(g.id);
                  }
                }}
              >
                Delete
              </button>
            </span>
          </li>`,
      )}
    </ul>
  </section>`;
}

/**
 * The header's storage state: whether the last step shown is saved yet (a step counts as done only once
 * its IndexedDB transaction has completed), saving refused, or this tab read-only with its "take over".
 */
export function storageBanner(games: ClubGames | null, actions: SavedGamesActions): TemplateResult {
  if (games === null) {
    return html`<p class="bad" id="no-storage">
      This browser does not allow saving: export the game file to keep it.
    </p>`;
  }
  // A step counts as saved only once its transaction completed: after a refused write the page never says "saved".
  const state =
    games.openId === null || games.readOnly ? null : games.saving ? 'saving' : games.notSaved ? 'unsaved' : 'saved';
  return html`${
    games.storeClosed
      ? html`<p class="bad" role="alert" id="store-closed">
          ${
            games.storeClosed === 'newer-version'
              ? 'A newer version of the club app was opened in another tab: reload this page to go on with it.'
              : 'The browser closed the saved games (storage cleared?): reload this page.'
          }
          Steps shown as saved are kept; export the game file to keep any step taken after this.
        </p>`
      : nothing
  }
  ${games.problem ? html`<p class="bad" role="alert">Not saved: ${games.problem}.</p>` : nothing}
  ${rulesChangedView(games, actions)}
  ${
    state === null
      ? nothing
      : html`<p id="save-status" class="save-status" data-state=${state} role="status">
          ${
            state === 'saving'
              ? 'Saving the step…'
              : state === 'unsaved'
                ? 'The last steps are not saved in this browser: export the game file to keep them'
                : 'Every step saved in this browser'
          }
        </p>`
  }
  ${
    games.readOnly
      ? html`<div class="warning" role="alert" id="read-only">
          <p>
            <strong>Read only:</strong> this game is open in another tab or window, which records its steps. This tab
            follows it and changes nothing.
          </p>
          <button
            type="button"
            id="take-over"
            @click=${() => {
              actions.takeOver();
            }}
          >
            Take over here
          </button>
        </div>`
      : nothing
  }`;
}

/**
 * A game recorded under other rules (a saved game, or a file being imported) whose log the rules of this app no
 * longer give: what differs in plain words, that the recorded game stays as it was (and can be exported), and the
 * offer to continue from its recorded state as a new saved game.
 */
function rulesChangedView(games: ClubGames, actions: SavedGamesActions): TemplateResult | typeof nothing {
  const offer = games.rulesChanged;
  if (offer === null) return nothing;
  const id = offer.id;
  return html`<section class="warning" role="alert" id="rules-changed" aria-labelledby="rules-changed-title">
    <h3 id="rules-changed-title">
      ${id === null ? offer.title : `"${offer.title}"`} was recorded under other rules than this app's
    </h3>
    <p id="rules-changed-what">${offer.text}</p>
    <p>
      ${
        id === null
          ? 'The file was not imported as it is.'
          : 'The saved game stays exactly as it was recorded, in this browser, and can be exported.'
      }
      Continuing makes a new saved game that starts from the state recorded after its last step: everything that
      happened at the table stays as recorded, and this app's rules apply from there on (undo stops at that point).
    </p>
    <div class="actions">
      <button
        type="button"
        class="primary"
        id="continue-recorded"
        @click=${() => {
          actions.continueRecorded();
        }}
      >
        Continue from the recorded state
      </button>
      ${
        id === null
          ? nothing
          : html`<button
              type="button"
              id="export-recorded"
              @click=${() => {
                actions.download(id);
              }}
            >
              Export the recorded game
            </button>`
      }
      <button
        type="button"
        id="leave-recorded"
        @click=${() => {
          actions.dismissRulesChanged();
        }}
      >
        Leave it as it is
      </button>
    </div>
  </section>`;
}
