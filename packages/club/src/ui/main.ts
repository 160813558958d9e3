import { html, nothing, render, type TemplateResult } from 'lit-html';
import { keyed } from 'lit-html/directives/keyed.js';
import { live } from 'lit-html/directives/live.js';
import { MusterError, type OddsReport, type ParamSpec, type ParamValues } from '@muster/core';
import { adapterOf } from '../adapters/adapters.js';
import { catalogueOf } from '../app/armyCatalogue.js';
import { checkArmy } from '../app/checkArmy.js';
import { ClubSession } from '../app/ClubSession.js';
import { clubMechanics } from '../model/clubPlugins.js';
import { checkedParams, currentHint, currentStep, mechanicOf, readyUnits } from '../model/clubRules.js';
import { fieldApplies, fieldLabel, formLayout } from '../model/formFields.js';
import { resolutionText, type ResolutionText } from '../model/sentences/resolutionSentence.js';
import { mechanicLabels, mechanicTitle, outcomeName, plainWords, valueWords } from '../model/words.js';
import {
  CLUB_RULESETS,
  type ClubDecision,
  type ClubEvent,
  type ClubMove,
  type ClubTest,
  type ClubRulesetId,
  type ClubSide,
  type ClubUnit,
} from '../model/ClubSchemas.js';
import { typedDiceProgress } from '../model/typedDice.js';
import { unfinishedStep } from '../model/unfinishedStep.js';
import { armyBuilder } from './armyBuilder.js';
import { armyEditor, setAt, type Json } from './armyEditor.js';
import { chosenOptions, gameOptionsView } from './gameOptions.js';
import { phoneLinkView } from './lan/phoneLink.js';
import { registerServiceWorker } from './pwa/registerServiceWorker.js';
import { ClubGames } from './store/ClubGames.js';
import { savedGamesView, storageBanner, type SavedGamesActions } from './store/savedGamesView.js';
import { viewerButton } from './viewer/openViewer.js';
import './style.css';

type Screen = 'home' | 'armies' | 'play';

interface ResolveForm {
  mechanic: string;
  actor: string;
  target: string;
  values: Record<string, string | boolean>;
  mode: 'app' | 'real';
  faces: number[];
  facesText: string;
  error: string | null;
  /** The last roll's result in words, kept in view in the form (a phone scrolls no banner into sight). */
  result: ResolutionText | null;
  /** Fields the app filled from the chosen units or the waiting test: folded away unless always asked. */
  prefilled: Set<string>;
}

const root = document.getElementById('app')!;
/** This browser's saved games (IndexedDB); null where the browser allows no storage. Set at start. */
let games: ClubGames | null = null;

const firstExample = (id: ClubRulesetId, n: number): Json =>
  structuredClone(Object.values(adapterOf(id).ruleset.armies!.examples)[n] ?? {}) as Json;

const ui = {
  screen: 'home' as Screen,
  message: null as { kind: 'error' | 'info'; text: string } | null,
  setup: {
    ruleset: 'tercios' as ClubRulesetId,
    title: 'Club night',
    maxTurns: 8,
    seed: 'club-night',
    armies: [firstExample('tercios', 0), firstExample('tercios', 1)] as [Json, Json],
  },
  session: null as ClubSession | null,
  form: null as ResolveForm | null,
  vp: { side: 'A' as ClubSide, delta: '1', reason: '' },
  note: '',
  /** What the players typed for where each waiting move ended, by move id. */
  where: new Map<number, string>(),
  /** 6mm WSS: the units the players picked as within 6" of each routed unit. */
  near: new Map<string, string[]>(),
  /** Tercios: the charge or approach the players are recording (enemy, unit, trigger). */
  declare: { by: '', unit: '', trigger: 'charge' as 'charge' | 'approach' },
  oddsCache: new Map<string, OddsReport | string>(),
  /** What *Next step* would leave behind, while the players are asked (null when not asking). */
  confirmNext: null as string[] | null,
  /** Odds as exact fractions too (on demand; percentages otherwise). */
  exactOdds: false,
  /** The army builder's Add row per side: the catalogue entry and the regiment or brigade chosen. */
  pick: [
    { group: 0, entry: '' },
    { group: 0, entry: '' },
  ] as [{ group: number; entry: string }, { group: number; entry: string }],
  /** Bring the result into view and focus after the next render. */
  showResult: false,
};

const RULESET_NAMES: Readonly<Record<ClubRulesetId, string>> = {
  tercios: 'Liber Militum: Tercios',
  'sword-and-pike': 'The Sword and the Pike',
  'wss-6mm': '6mm War of the Spanish Succession',
};

/** Rulesets whose rules give no points system: the builder says so instead of showing "0 points". */
const NO_POINTS: Readonly<Partial<Record<ClubRulesetId, string>>> = {
  'sword-and-pike': 'no points: The Sword and the Pike gives no points values (armies are agreed by the players)',
  'wss-6mm': 'no points: 6mm WSS gives no points values (armies are agreed by the players)',
};

function say(kind: 'error' | 'info', text: string): void {
  ui.message = { kind, text };
}

/** An error as one line for the players (the CLI's `--param` spelling becomes the form's field name). */
function errorText(error: unknown): string {
  const text = MusterError.is(error) ? error.toUserLine() : error instanceof Error ? error.message : String(error);
  return plainWords(text.replace(/(^|[\s(])--([a-z])/g, '$1$2'));
}

function update(): void {
  render(app(), root);
}

/** Runs a UI action; a thrown error becomes a message instead of a broken page. */
function act(fn: () => void): () => void {
  return () => {
    try {
      fn();
    } catch (error) {
      say('error', errorText(error));
    }
    update();
    keepFocus();
  };
}

/**
 * When the focused control went away (an Activate button once used), focus lands somewhere useful; after a
 * roll, on its result, scrolled into view. Never on *Next step*: one stray tap must not end a phase.
 */
function keepFocus(): void {
  const result = document.getElementById('result');
  if (ui.showResult && result) {
    ui.showResult = false;
    result.focus({ preventScroll: true });
    result.scrollIntoView({ block: 'center' });
    return;
  }
  if (document.activeElement && document.activeElement !== document.body) return;
  const target = ui.message?.kind === 'error' ? document.getElementById('message') : document.getElementById('main');
  target?.focus({ preventScroll: true });
}

/** *Next step*: asks first when the step has work left (units to activate, tests, dictated moves). */
function nextStep(): void {
  const left = unfinishedStep(ui.session!.state);
  if (left.length > 0 && ui.confirmNext === null) {
    ui.confirmNext = left;
    queueMicrotask(() => document.getElementById('next-confirm')?.focus());
    return;
  }
  ui.confirmNext = null;
  decide({ kind: 'next' }, () => (ui.form = null));
}

function nextConfirmPanel(): TemplateResult {
  const left = ui.confirmNext ?? [];
  const testsWaiting = ui.session!.state.tests.length > 0;
  return html`<section class="panel confirm" id="next-confirm" tabindex="-1" aria-labelledby="next-confirm-title">
    <h3 id="next-confirm-title">This step is not finished</h3>
    <ul id="next-left">
      ${left.map((l) => html`<li>${l}</li>`)}
    </ul>
    ${testsWaiting ? html`<p class="bad">The rules require the tests first: roll them before play goes on.</p>` : nothing}
    <div class="actions">
      <button type="button" id="next-stay" class="primary" @click=${act(() => (ui.confirmNext = null))}>
        Stay in this step
      </button>
      ${
        testsWaiting
          ? nothing
          : html`<button type="button" id="next-anyway" @click=${act(nextStep)}>
              Leave them and go to the next step
            </button>`
      }
    </div>
  </section>`;
}

// ---------------------------------------------------------------- home

function home(): TemplateResult {
  return html`<section aria-labelledby="home-title" class="panel">
    <h2 id="home-title">Start</h2>
    <p>
      The table stays physical: this companion walks the turn sequence, resolves shooting, melee and morale with exact
      odds shown before the roll, and records everything. It works offline and saves in this browser after every step.
    </p>
    <div class="actions">
      ${ui.session ? html`<button type="button" class="primary" @click=${act(() => (ui.screen = 'play'))}>Continue: ${ui.session.state.title} (turn ${ui.session.state.turn})</button>` : nothing}
      <button type="button" class="primary" id="new-game" @click=${act(() => (ui.screen = 'armies'))}>New game…</button>
      <label class="button" for="import-file">Import a saved game (JSON)</label>
      <input
        type="file"
        id="import-file"
        class="visually-hidden"
        accept="application/json,.json"
        @change=${importFile}
      />
    </div>
    ${games ? savedGamesView(games, RULESET_NAMES, gameActions) : nothing} ${phoneLinkView()}
  </section>`;
}

async function importFile(e: Event): Promise<void> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  const text = await file.text();
  stored(async () => {
    let session: ClubSession;
    games?.dismissRulesChanged(); // a new import replaces an offer still shown
    try {
      const read = ClubSession.read(text, null, file.name);
      if (read.kind === 'rules-changed') {
        // Shown with what differs; with saved games the players may continue it from its recorded state.
        games?.offerImport(text, file.name, read.change);
        const path = read.change.difference.path;
        say(
          'error',
          `Import refused — ${file.name}: ${path}: does not replay under the rules of this app${games ? ' (what differs, and how to continue it, is shown above)' : ''}. The current game is unchanged.`,
        );
        return;
      }
      session = read.session;
    } catch (error) {
      say('error', `Import refused — ${errorText(error)} The current game is unchanged.`);
      return;
    }
    const kept = openGameKept();
    const open = kept ? ` The open game ${kept}.` : '';
    const what = `"${session.state.title}" (turn ${session.state.turn})`;
    if (!window.confirm(`Add ${what} from ${file.name} to this browser's saved games and open it?${open}`)) {
      say('info', `Import cancelled: nothing was changed.`);
      return;
    }
    show(games ? await games.add(session) : session, `Loaded ${file.name}: ${what}, added to your saved games.`);
  });
}

/** Runs a storage action (async): its failure is a message, and the page is drawn again after it. */
function stored(fn: () => Promise<void>): void {
  fn().then(update, (error: unknown) => {
    say('error', errorText(error));
    update();
  });
}

/**
 * What becomes of the open game when another is opened, started or imported: it stays saved, or — when the browser
 * refused to write its last steps — it stays without them, and the players are told before they lose them.
 */
function openGameKept(): string | null {
  if (!ui.session) return null;
  const title = `"${ui.session.state.title}"`;
  return games?.notSaved === true
    ? `${title} stays in your saved games WITHOUT its last steps, which the browser refused to save (cancel and export it first to keep them)`
    : `${title} stays in your saved games`;
}

function show(session: ClubSession | null, note: string | null): void {
  ui.session = session;
  ui.form = null;
  ui.screen = session ? 'play' : 'home';
  if (note !== null) say('info', note);
}

const gameActions: SavedGamesActions = {
  open: (id) => {
    stored(async () => {
      if (ui.session && games?.openId === id) show(ui.session, null);
      else if (games?.notSaved === true && !window.confirm(`Open another game? ${openGameKept()}.`)) return;
      else {
        const opened = await games!.openGame(id); // null: recorded under other rules, games.rulesChanged says what
        if (opened) show(opened, null);
      }
    });
  },
  download: (id) => {
    stored(async () => {
      const game = games!.list.find((g) => g.id === id);
      download(`${slug(game?.title ?? 'club-game')}-turn-${game?.turn ?? 0}.json`, await games!.exportText(id));
    });
  },
  remove: (id) => {
    stored(() => games!.remove(id));
  },
  takeOver: () => {
    stored(() => games!.takeOver());
  },
  continueRecorded: () => {
    stored(async () => {
      show(
        await games!.continueRecorded(),
        'Continued from the recorded state: the rules of this app apply from here on.',
      );
    });
  },
  dismissRulesChanged: () => {
    games?.dismissRulesChanged();
  },
};

// ---------------------------------------------------------------- armies

/** An example army as the players know it: the name its list gives (its key only when it has none). */
function exampleName(ruleset: ClubRulesetId, key: string): string {
  const army = adapterOf(ruleset).ruleset.armies!.examples[key] as { name?: unknown } | undefined;
  return typeof army?.name === 'string' && army.name !== '' ? army.name : valueWords(ruleset, key);
}

function armiesScreen(): TemplateResult {
  const s = ui.setup;
  const checks = s.armies.map((a) => checkArmy(s.ruleset, a));
  const ready = checks.every((c) => c.valid);
  const examples = Object.keys(adapterOf(s.ruleset).ruleset.armies!.examples);
  const side = (i: 0 | 1) => {
    const sideId = i === 0 ? 'A' : 'B';
    const check = checks[i]!;
    return html`<section class="panel army" aria-labelledby=${`army-${sideId}-title`}>
      <h3 id=${`army-${sideId}-title`}>Side ${sideId}: ${check.name}</h3>
      <div class="row">
        <label for=${`example-${sideId}`}>Start from an example</label>
        <select
          id=${`example-${sideId}`}
          @change=${(e: Event) => {
            const key = (e.target as HTMLSelectElement).value;
            if (key) s.armies[i] = structuredClone(adapterOf(s.ruleset).ruleset.armies!.examples[key]) as Json;
            update();
          }}
        >
          <option value="">choose…</option>
          ${examples.map((k) => html`<option value=${k}>${exampleName(s.ruleset, k)}</option>`)}
        </select>
        <label class="button" for=${`army-file-${sideId}`}>Load army file</label>
        <input
          type="file"
          class="visually-hidden"
          id=${`army-file-${sideId}`}
          accept=".json,application/json"
          @change=${(e: Event) => loadArmy(e, i)}
        />
        <button
          type="button"
          id=${`army-save-${sideId}`}
          @click=${act(() => {
            download(`${slug(check.name)}.json`, `${JSON.stringify(s.armies[i], null, 2)}\n`);
          })}
        >
          Save army file
        </button>
      </div>
      <p class=${check.valid ? 'ok' : 'bad'} role="status" id=${`army-${sideId}-status`}>
        ${check.valid ? 'Valid' : `${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`}${check.points !== null ? html` · ${check.points}${check.limit !== null ? ` of ${check.limit}` : ''} points` : html` · <span class="no-points">${NO_POINTS[s.ruleset] ?? ''}</span>`}
      </p>
      ${
        check.problems.length
          ? html`<ul class="summary" aria-label="Problems">
              ${check.problems.map((p) => html`<li title=${p.path}>${p.message}</li>`)}
            </ul>`
          : nothing
      }
      ${armyBuilder({
        side: sideId,
        ruleset: s.ruleset,
        army: s.armies[i],
        check,
        noPoints: NO_POINTS[s.ruleset] ?? 'no points',
        pick: ui.pick[i],
        change: (army) => {
          s.armies[i] = army as Json;
          update();
        },
        rerender: update,
      })}
      <details class="every-field">
        <summary>Every field of the list</summary>
        ${armyEditor(s.armies[i], {
          side: sideId,
          ruleset: s.ruleset,
          problems: check.problems,
          schema: adapterOf(s.ruleset).ruleset.armies!.schema,
          change: (parts, value) => {
            s.armies[i] = setAt(s.armies[i], parts, value);
            update();
          },
        })}
      </details>
    </section>`;
  };
  return html`<section aria-labelledby="setup-title">
    <h2 id="setup-title">New game</h2>
    <div class="panel setup">
      <div class="field">
        <label for="ruleset">Ruleset</label>
        <select
          id="ruleset"
          @change=${(e: Event) => {
            s.ruleset = (e.target as HTMLSelectElement).value as ClubRulesetId;
            s.armies = [firstExample(s.ruleset, 0), firstExample(s.ruleset, 1)];
            update();
          }}
        >
          ${CLUB_RULESETS.map((r) => html`<option value=${r} ?selected=${r === s.ruleset}>${RULESET_NAMES[r]}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="title">Game title</label
        ><input
          id="title"
          .value=${s.title}
          @change=${(e: Event) => (s.title = (e.target as HTMLInputElement).value)}
        />
      </div>
      <div class="field">
        <label for="turns">Turns</label
        ><input
          id="turns"
          type="number"
          min="1"
          max="50"
          .value=${String(s.maxTurns)}
          @change=${(e: Event) => (s.maxTurns = Number((e.target as HTMLInputElement).value))}
          aria-describedby="turns-help"
        />
        ${
          s.ruleset === 'tercios'
            ? html`<small id="turns-help"
                >Tercios: 8 plays the book's Duration (the battle may end after turn 5, 6 or 7 on a lead in victory
                points); any other number is a fixed duration.</small
              >`
            : nothing
        }
      </div>
      <div class="field">
        <label for="seed">Dice seed</label
        ><input
          id="seed"
          .value=${s.seed}
          @change=${(e: Event) => (s.seed = (e.target as HTMLInputElement).value)}
          aria-describedby="seed-help"
        />
        <small id="seed-help">The app's dice are seeded and recorded, so the game replays exactly.</small>
      </div>
    </div>
    ${gameOptionsView(s.ruleset, update)}
    <div class="armies">${side(0)}${side(1)}</div>
    <div class="actions sticky">
      <button type="button" @click=${act(() => (ui.screen = 'home'))}>Back</button>
      <button
        type="button"
        class="primary"
        id="start-game"
        ?disabled=${!ready}
        aria-describedby="start-help"
        @click=${act(startGame)}
      >
        Start the game
      </button>
      <span id="start-help"
        >${ready ? 'Both armies are valid.' : 'Fix the problems shown next to the fields first.'}</span
      >
    </div>
  </section>`;
}

async function loadArmy(e: Event, i: 0 | 1): Promise<void> {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  try {
    ui.setup.armies[i] = JSON.parse(await file.text()) as Json;
    say('info', `Loaded ${file.name}.`);
  } catch (error) {
    say('error', `${file.name} is not JSON: ${errorText(error)}`);
  }
  update();
}

function startGame(): void {
  const s = ui.setup;
  const open = openGameKept();
  const damaged = games?.list.some((g) => g.damaged !== null) ? 'the damaged game stays downloadable' : null;
  const kept = [open, damaged].filter((k) => k !== null).join('; ');
  if (kept && !window.confirm(`Start a new game? ${kept} (Start screen: Export).`)) return;
  const scenario = {
    ruleset: s.ruleset,
    title: s.title || 'Club night',
    armies: s.armies,
    maxTurns: s.maxTurns,
    options: chosenOptions(s.ruleset),
  };
  const note = `Game started: ${RULESET_NAMES[s.ruleset]}.`;
  if (!games) show(ClubSession.start(scenario, s.seed || 'club-night'), note);
  else {
    stored(async () => {
      show(await games!.start(scenario, s.seed || 'club-night'), note);
    });
  }
}

// ---------------------------------------------------------------- play

function decide(decision: ClubDecision, done?: () => void): void {
  const result = ui.session!.decide(decision);
  if (!result.ok) say('error', `Refused: ${result.reason}`);
  else {
    ui.message = null;
    done?.();
  }
}

function play(): TemplateResult {
  const session = ui.session!;
  const state = session.state;
  const adapter = adapterOf(state.ruleset);
  const step = currentStep(state);
  return html`<section aria-labelledby="play-title" class="play">
    <header class="status panel">
      <h2 id="play-title">${state.title}</h2>
      <p>
        ${RULESET_NAMES[state.ruleset]} · <strong>Turn ${state.turn}</strong> of ${state.maxTurns} ·
        <span id="step-title">${step.title}</span
        >${state.over ? ' · game over' : html` · Side to act: <strong id="active-side">${state.activeSide}</strong> (${state.armyNames[state.activeSide === 'A' ? 0 : 1]})`}
      </p>
      <p class="vp">
        Victory points: A <strong id="vp-a">${state.points.A}</strong> · B <strong id="vp-b">${state.points.B}</strong>
      </p>
    </header>
    ${
      state.over
        ? html`<section class="panel over" role="status">
            <h3>Game over</h3>
            <p>${state.winner ? `Side ${state.winner} wins` : 'A draw'} — ${state.victory}</p>
            ${viewerButton(() => session.exportText(), state.title)}
          </section>`
        : html`<section class="panel next" aria-labelledby="next-title">
            <h3 id="next-title">What comes next: ${step.title}</h3>
            <p id="hint">${currentHint(state)}</p>
            ${state.tests.length > 0 ? html`<p class="bad" id="tests-waiting">The rules require ${state.tests.length === 1 ? 'a test' : `${state.tests.length} tests`} first: roll ${state.tests.length === 1 ? 'it' : 'them'} below before play goes on.</p>` : nothing}
            ${state.moves.length > 0 ? html`<p class="bad" id="moves-waiting">${state.moves.length} move${state.moves.length === 1 ? '' : 's'} the rules dictate ${state.moves.length === 1 ? 'is' : 'are'} waiting: make ${state.moves.length === 1 ? 'it' : 'them'} on the table and record where the bases ended (below).</p>` : nothing}
            ${activationHint()}
            <div class="actions">
              <button type="button" class="primary" id="next-step" @click=${act(nextStep)}>Next step</button>
              ${
                // Tercios: no pass while the units sharing a Brigade card are still to act (state.followersMust).
                step.activation && !(state.followersMust && (state.followers ?? []).length > 0)
                  ? html`<button
                      type="button"
                      id="pass"
                      @click=${act(() => {
                        decide({ kind: 'pass' });
                      })}
                    >
                      Pass to side ${state.activeSide === 'A' ? 'B' : 'A'}
                    </button>`
                  : nothing
              }
              ${step.mechanics.map(
                (m) =>
                  html`<button
                    type="button"
                    class="mechanic"
                    data-mechanic=${m}
                    @click=${act(() => {
                      openForm(m);
                    })}
                  >
                    ${mechanicTitle(state.ruleset, m)}
                  </button>`,
              )}
              <button
                type="button"
                @click=${act(() => {
                  openForm(clubMechanics(state.ruleset, ui.session!.plugins)[0]!.id);
                })}
              >
                Other resolution…
              </button>
            </div>
          </section>`
    }
    ${ui.confirmNext && !state.over ? nextConfirmPanel() : nothing}
    ${state.tests.length > 0 && !state.over ? testsPanel() : nothing}
    ${adapter.reactionTest && step.activation && !state.over ? reactionsPanel() : nothing}
    ${adapter.nearRouterTest && !state.over ? routersPanel() : nothing}
    ${state.moves.length > 0 && !state.over ? movesPanel() : nothing}
    ${ui.form && !state.over ? resolvePanel() : nothing}
    <div class="columns">${unitsTable('A')}${unitsTable('B')}</div>
    ${commandersPanel()} ${toolsPanel()} ${logPanel()}
  </section>`;
}

/**
 * The moves the rules dictate after a result: the app says how far and how; the players make them on the
 * table and say where the base ended, or that it could not complete the move (the rules' penalty applies).
 */
function movesPanel(): TemplateResult {
  const state = ui.session!.state;
  const name = (id: string) => state.units.find((u) => u.id === id)?.name ?? id;
  const settle = (m: ClubMove, result: 'made' | 'blocked' | 'off-table' | 'declined') =>
    act(() => {
      decide({ kind: 'settle-move', move: m.id, result, where: (ui.where.get(m.id) ?? '').trim() }, () =>
        ui.where.delete(m.id),
      );
    });
  return html`<section class="panel moves" aria-labelledby="moves-title">
    <h3 id="moves-title">Moves to make on the table</h3>
    <p>The rules dictate these moves. Make each one on the table, then record where the base ended.</p>
    <ol class="moves-list">
      ${state.moves.map((m) => {
        const id = `move-${m.id}`;
        return html`<li data-move=${m.id}>
          <p>
            <strong>${name(m.unit)}</strong>
            ${m.text}${m.distance !== null && !m.text.includes('"') ? ` (${m.distance}")` : ''}${m.optional ? html` <em>(optional)</em>` : nothing}
          </p>
          ${
            m.roll
              ? html`<div class="actions">
                  <button
                    type="button"
                    class="primary"
                    id=${`${id}-roll`}
                    @click=${act(() => {
                      openRoll(m);
                    })}
                  >
                    Roll the ${mechanicTitle(state.ruleset, m.roll.mechanic)} first…
                  </button>
                </div>`
              : html`<div class="row">
                  <label for=${`${id}-where`}>Where the base ended</label>
                  <input
                    id=${`${id}-where`}
                    .value=${live(ui.where.get(m.id) ?? '')}
                    @input=${(e: Event) => ui.where.set(m.id, (e.target as HTMLInputElement).value)}
                    placeholder="e.g. behind the hedge, facing north"
                  />
                  <button type="button" class="primary" id=${`${id}-made`} @click=${settle(m, 'made')}>
                    Move made
                  </button>
                  <button
                    type="button"
                    id=${`${id}-blocked`}
                    @click=${settle(m, 'blocked')}
                    aria-describedby=${m.ifBlocked ? `${id}-blocked-help` : nothing}
                  >
                    Could not complete it
                  </button>
                  ${m.ifBlocked ? html`<small id=${`${id}-blocked-help`}>If it cannot: ${m.ifBlocked.text}</small>` : nothing}
                  ${m.offTable ? html`<button type="button" id=${`${id}-off`} @click=${settle(m, 'off-table')}>Off the table</button>` : nothing}
                  ${m.optional ? html`<button type="button" id=${`${id}-decline`} @click=${settle(m, 'declined')} aria-describedby=${m.ifDeclined ? `${id}-declined-help` : nothing}>Decline</button>` : nothing}
                  ${m.optional && m.ifDeclined ? html`<small id=${`${id}-declined-help`}>If declined: ${m.ifDeclined.text}</small>` : nothing}
                </div>`
          }
        </li>`;
      })}
    </ol>
  </section>`;
}

/**
 * The tests the rules require before a unit acts (Tercios: the order test of a unit with Dm): the form
 * opens filled from the unit, with the odds, for the app's dice or real ones.
 */
function testsPanel(): TemplateResult {
  const state = ui.session!.state;
  const name = (id: string) => state.units.find((u) => u.id === id)?.name ?? id;
  return html`<section class="panel moves" aria-labelledby="tests-title">
    <h3 id="tests-title">Tests the rules require now</h3>
    <ol class="moves-list">
      ${state.tests.map((t) => {
        const others = state.tests.filter((x) => x.unit === t.unit).length > 1;
        const id = `test-${t.unit.replace(/[^A-Za-z0-9-]/g, '-')}${others ? `-${t.mechanic}` : ''}`;
        const odds = oddsOf(t.mechanic, t.params);
        const passed = typeof odds === 'string' ? undefined : odds.outcomes.passed;
        const pass = passed ? percent(passed['1'] ?? passed.true ?? 0) : undefined;
        return html`<li data-test=${t.unit} data-test-mechanic=${t.mechanic}>
          <p><strong>${name(t.unit)}</strong> ${t.text}</p>
          ${pass !== undefined ? html`<p class="test-odds" id=${`${id}-odds`}>Chance to pass: <strong>${pass}</strong></p>` : nothing}
          <div class="actions">
            <button
              type="button"
              class="primary"
              id=${id}
              @click=${act(() => {
                openTest(t);
              })}
            >
              Roll the ${mechanicTitle(state.ruleset, t.mechanic)} for ${name(t.unit)}…
            </button>
            ${
              t.optional
                ? html`<button
                    type="button"
                    id=${`${id}-decline`}
                    @click=${act(() => {
                      decide({ kind: 'decline-test', unit: t.unit }, () => (ui.form = null));
                    })}
                  >
                    ${name(t.unit)} does not
                    ${t.mechanic === 'reaction' ? 'react' : t.purpose === 'selfless' ? 'roll it again' : 'test'}
                  </button>`
                : nothing
            }
          </div>
        </li>`;
      })}
    </ol>
  </section>`;
}

/**
 * 6mm WSS: each ROUTED unit on the table, and the units that have not yet tested for it. The players pick
 * those within 6" (the app cannot measure); each then takes a Morale test, waiting under Tests.
 */
function routersPanel(): TemplateResult | typeof nothing {
  const state = ui.session!.state;
  const routers = state.units.filter((u) => u.routed && !u.destroyed);
  if (routers.length === 0) return nothing;
  return html`<section class="panel moves" aria-labelledby="routers-title">
    <h3 id="routers-title">Units near a routed unit</h3>
    <p>
      Any unit within 6" of a ROUTED unit that has not yet tested for it takes a Morale test (a friend routing -4, an
      enemy +2). Pick the units within 6" now, or again after the router moves.
    </p>
    <ol class="moves-list">
      ${routers.map((r) => {
        const id = `near-${r.id.replace(/[^A-Za-z0-9]+/g, '-')}`;
        const done = state.nearRouter[r.id] ?? [];
        const candidates = state.units.filter((u) => u.id !== r.id && !u.destroyed && !done.includes(u.id));
        const picked = ui.near.get(r.id) ?? [];
        return html`<li data-router=${r.id}>
          <label for=${id}><strong>${r.name}</strong> (side ${r.side}, ROUTED): units within 6"</label>
          <select
            multiple
            id=${id}
            size=${Math.min(6, Math.max(2, candidates.length))}
            @change=${(e: Event) =>
              ui.near.set(
                r.id,
                [...(e.target as HTMLSelectElement).selectedOptions].map((o) => o.value),
              )}
          >
            ${candidates.map((u) => html`<option value=${u.id} ?selected=${picked.includes(u.id)}>${u.side}: ${u.name}</option>`)}
          </select>
          <div class="actions">
            <button
              type="button"
              class="primary"
              id=${`${id}-record`}
              @click=${act(() => {
                decide({ kind: 'near-router', router: r.id, units: ui.near.get(r.id) ?? [] }, () =>
                  ui.near.delete(r.id),
                );
              })}
            >
              Morale tests for these
            </button>
          </div>
        </li>`;
      })}
    </ol>
  </section>`;
}

/**
 * Tercios: the players record a charge declared on a unit, or an enemy come within 3" of its front centre
 * (the app cannot measure); the unit's reaction then waits under Tests, with the odds, if its order allows one.
 */
function reactionsPanel(): TemplateResult {
  const state = ui.session!.state;
  const onTable = state.units.filter((u) => !u.destroyed);
  const d = ui.declare;
  const option = (u: ClubUnit) => html`<option value=${u.id}>${u.side}: ${u.name}</option>`;
  return html`<section class="panel moves" aria-labelledby="declare-title">
    <h3 id="declare-title">Charges and approaches (reactions)</h3>
    <p>
      Record a charge declared on a unit, or an enemy come within 3" of its front centre: if its order allows a
      reaction, the app offers it under <em>Tests the rules require now</em>.
    </p>
    <div class="row">
      <label for="declare-by">Enemy</label>
      <select
        id="declare-by"
        .value=${live(d.by)}
        @change=${(e: Event) => (d.by = (e.target as HTMLSelectElement).value)}
      >
        <option value="">—</option>
        ${onTable.map(option)}
      </select>
      <label for="declare-trigger">does</label>
      <select
        id="declare-trigger"
        .value=${live(d.trigger)}
        @change=${(e: Event) => (d.trigger = (e.target as HTMLSelectElement).value as 'charge' | 'approach')}
      >
        <option value="charge">declare a charge on</option>
        <option value="approach">come within 3" of the front centre of</option>
      </select>
      <label for="declare-unit">Unit</label>
      <select
        id="declare-unit"
        .value=${live(d.unit)}
        @change=${(e: Event) => (d.unit = (e.target as HTMLSelectElement).value)}
      >
        <option value="">—</option>
        ${onTable.map(option)}
      </select>
    </div>
    <div class="actions">
      <button
        type="button"
        class="primary"
        id="declare-record"
        @click=${act(() => {
          decide({ kind: 'declare', trigger: d.trigger, by: d.by, unit: d.unit }, () =>
            Object.assign(d, { by: '', unit: '' }),
          );
        })}
      >
        Record it
      </button>
    </div>
  </section>`;
}

/** Opens the resolution form of a waiting test, filled as the app recorded it. */
function openTest(t: ClubTest): void {
  openForm(t.mechanic);
  const form = ui.form!;
  form.actor = t.unit;
  form.target = t.target ?? '';
  prefill();
  for (const [k, v] of Object.entries(t.params)) {
    form.values[k] = typeof v === 'boolean' ? v : String(v);
    form.prefilled.add(k);
  }
}

/** Opens the resolution form for the roll a waiting move needs (distance, rout casualties). */
function openRoll(m: ClubMove): void {
  openForm(m.roll!.mechanic);
  const form = ui.form!;
  form.actor = m.unit;
  form.target = '';
  prefill();
  for (const [k, v] of Object.entries(m.roll!.params)) {
    form.values[k] = typeof v === 'boolean' ? v : String(v);
    form.prefilled.add(k);
  }
}

function activationHint(): TemplateResult | typeof nothing {
  const state = ui.session!.state;
  const step = currentStep(state);
  if (!step.activation) return nothing;
  const a = readyUnits(state, 'A').length;
  const b = readyUnits(state, 'B').length;
  if (a + b === 0)
    return html`<p class="ok">
      Every ${step.activation === 'unit' ? 'unit' : 'brigade'} has acted: go to the next step.
    </p>`;
  // The Sword and the Pike: the 2D6 total is how many brigades a side may move this turn.
  const moves = state.ruleset === 'sword-and-pike' ? ui.session!.outcomeThisTurn('brigade-moves') : null;
  const allowance = moves ? Number(moves[state.activeSide]) : null;
  const moved = new Set(state.units.filter((u) => u.side === state.activeSide && u.activated).map((u) => u.group)).size;
  // The Sword and the Pike: routed units of the side to act do not move (ROUTED UNITS).
  const routedNotes =
    step.activation === 'group'
      ? (adapterOf(state.ruleset).activationNotes?.(
          state,
          state.units.filter((u) => u.side === state.activeSide),
        ) ?? [])
      : [];
  // Tercios: the units that may follow the one just activated (Horde, Coordinator), or a pass; or that must (a
  // Brigade's shared card).
  const followers = (state.followers ?? []).map((id) => state.units.find((u) => u.id === id)?.name ?? id);
  return html`<p>
      Side ${state.activeSide} activates ${step.activation === 'unit' ? 'a unit' : 'a brigade'} (units left to act: A
      ${a}, B ${b}). Use “Activate” in the unit lists.
    </p>
    ${
      followers.length > 0
        ? html`<p id="followers">
            ${
              state.followersMust
                ? `Straight after the unit it has just activated, side ${state.activeSide} must activate ${followers.join(', ')}: ${state.followersMust}.`
                : `Straight after the unit it has just activated, side ${state.activeSide} may activate ${followers.join(', ')}; or pass to side ${state.activeSide === 'A' ? 'B' : 'A'}.`
            }
          </p>`
        : nothing
    }
    ${
      allowance !== null
        ? html`<p id="allowance" class=${moved >= allowance ? 'bad' : ''}>
            Side ${state.activeSide} rolled ${allowance}: up to ${allowance} brigade${allowance === 1 ? '' : 's'} may
            move; ${moved} moved.${moved >= allowance ? ' No more brigades may move: pass.' : ''}
          </p>`
        : state.ruleset === 'sword-and-pike'
          ? html`<p>Roll the Commander-in-Chief 2D6 (brigade moves) first.</p>`
          : nothing
    }
    ${
      routedNotes.length > 0
        ? html`<ul id="routed-notes">
            ${routedNotes.map((n) => html`<li>${n}</li>`)}
          </ul>`
        : nothing
    }`;
}

/** The unit table's check-box columns, as their headers read (a phone shows them beside each box). */
const COLUMN_WORDS = { disordered: 'Disordered', routed: 'Routed', destroyed: 'Destroyed' } as const;

function unitsTable(side: ClubSide): TemplateResult {
  const state = ui.session!.state;
  const adapter = adapterOf(state.ruleset);
  const step = currentStep(state);
  const units = state.units.filter((u) => u.side === side);
  const set = (u: ClubUnit, patch: Record<string, unknown>) =>
    act(() => {
      decide({ kind: 'set-unit', unit: u.id, patch });
    });
  const groups = [...new Set(units.map((u) => u.group))];
  return html`<section class="panel units" aria-labelledby=${`units-${side}`}>
    <h3 id=${`units-${side}`}>Side ${side}: ${state.armyNames[side === 'A' ? 0 : 1]}</h3>
    <div class="table-scroll">
      <table>
        <caption class="visually-hidden">
          Units of side ${side}
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">${adapter.lossLabel}</th>
            ${Object.values(COLUMN_WORDS).map((w) => html`<th scope="col">${w}</th>`)}
            <th scope="col">Order</th>
          </tr>
        </thead>
        ${groups.map((g) => {
          const members = units.filter((u) => u.group === g);
          const canGroup =
            step.activation === 'group' &&
            state.activeSide === side &&
            !state.over &&
            members.some((u) => !u.activated);
          return html`<tbody>
            <tr class="group">
              <th colspan="6" scope="rowgroup">
                ${members[0]!.groupName}
                ${
                  canGroup
                    ? html`<button
                        type="button"
                        class="small"
                        data-activate-group=${g}
                        @click=${act(() => {
                          decide({ kind: 'activate', group: g });
                        })}
                      >
                        Activate brigade
                      </button>`
                    : nothing
                }
              </th>
            </tr>
            ${members.map((u) => {
              const id = u.id.replace(/[^A-Za-z0-9]+/g, '-');
              const gone = u.destroyed || (u.routed && state.ruleset !== 'wss-6mm');
              const canActivate =
                step.activation === 'unit' &&
                state.activeSide === side &&
                !u.activated &&
                !u.destroyed &&
                !u.routed &&
                !state.over &&
                state.tests.length === 0 &&
                // Straight after a unit others may follow (Tercios: Brigade, Horde, Coordinator): only those.
                (state.followers === undefined || state.followers.includes(u.id));
              return html`<tr class=${gone ? 'gone' : ''} data-unit=${u.id}>
                <th scope="row">
                  <span class="name visually-hidden">${u.name}</span>
                  <label class="visually-hidden" for=${`name-${id}`}>Name of ${u.name}</label>
                  <input
                    class="rename"
                    id=${`name-${id}`}
                    maxlength="60"
                    .value=${live(u.name)}
                    @change=${(e: Event) => {
                      set(u, { name: (e.target as HTMLInputElement).value.trim() })();
                    }}
                  />
                  <small
                    >${profileName(state.ruleset, u.profile)} ·
                    <span class="condition">${adapter.condition(u, state.commanders, state.options)}</span
                    >${u.activated ? html` · <span class="acted">acted</span>` : nothing}${u.routed && !u.destroyed && u.routedTurn !== undefined ? html` · <span class="bad">routed in turn ${u.routedTurn}</span>` : nothing}</small
                  >
                  ${
                    canActivate
                      ? html`<button
                          type="button"
                          class="small"
                          data-activate=${u.id}
                          @click=${act(() => {
                            decide({ kind: 'activate', unit: u.id });
                          })}
                        >
                          Activate
                        </button>`
                      : nothing
                  }
                </th>
                <td data-label=${adapter.lossLabel}>
                  <label class="visually-hidden" for=${`loss-${id}`}>${adapter.lossLabel} of ${u.name}</label>
                  <input
                    class="num"
                    type="number"
                    min="0"
                    id=${`loss-${id}`}
                    .value=${live(String(u.losses))}
                    @change=${(e: Event) => {
                      set(u, { losses: Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value) || 0)) })();
                    }}
                  />${u.size ? html`<small>/${adapter.track?.(u, state.commanders) ?? u.size}</small>` : nothing}
                </td>
                ${(['disordered', 'routed', 'destroyed'] as const).map(
                  (k) =>
                    html`<td data-label=${COLUMN_WORDS[k]}>
                      <input
                        type="checkbox"
                        id=${`${k}-${id}`}
                        aria-label=${`${u.name} ${k}`}
                        .checked=${u[k]}
                        @change=${(e: Event) => {
                          set(u, { [k]: (e.target as HTMLInputElement).checked })();
                        }}
                      />
                    </td>`,
                )}
                <td data-label="Order">
                  <select
                    aria-label=${`Order of ${u.name}`}
                    id=${`order-${id}`}
                    @change=${(e: Event) => {
                      const v = (e.target as HTMLSelectElement).value;
                      set(u, { order: v === '' ? null : v })();
                    }}
                  >
                    <option value="" ?selected=${u.order === null}>—</option>
                    ${adapter.orders
                      // Only the orders the rules let this unit take (The Sword and the Pike: its troop type's, R62).
                      .filter((o) => o === u.order || adapter.refusePatch?.(state, u, { order: o }) == null)
                      .map(
                        (o) =>
                          html`<option value=${o} ?selected=${u.order === o}>${valueWords(state.ruleset, o)}</option>`,
                      )}
                  </select>
                  ${
                    // Tercios: the units named for their regiment's shared Brigade card when the orders are planned.
                    adapter.refusePatch &&
                    (u.brigadeCard === true ||
                      (step.planning === true && adapter.refusePatch(state, u, { brigadeCard: true }) === null))
                      ? html`<label class="brigade-card"
                          ><input
                            type="checkbox"
                            id=${`brigade-card-${id}`}
                            .checked=${u.brigadeCard === true}
                            @change=${(e: Event) => {
                              set(u, { brigadeCard: (e.target as HTMLInputElement).checked })();
                            }}
                          />
                          Brigade card</label
                        >`
                      : nothing
                  }
                </td>
              </tr>`;
            })}
          </tbody>`;
        })}
      </table>
    </div>
  </section>`;
}

const profileNames = new Map<ClubRulesetId, Map<string, string>>();

/** A unit profile's name as the ruleset's catalogue gives it ("Musketeer Company"), not its id. */
function profileName(ruleset: ClubRulesetId, profile: string): string {
  let names = profileNames.get(ruleset);
  if (!names) profileNames.set(ruleset, (names = new Map(catalogueOf(ruleset).map((e) => [e.id, e.name]))));
  return names.get(profile) ?? valueWords(ruleset, profile);
}

function commandersPanel(): TemplateResult {
  const state = ui.session!.state;
  // Tercios: Brevis Editio's command (docs/rulings/tercios.md): no figures, the ranks only break initiative ties.
  if (adapterOf(state.ruleset).commanderFigures?.(state.options) === false)
    return html`<section class="panel" aria-labelledby="commanders-title">
      <h3 id="commanders-title">Commanders</h3>
      <p id="commanders-ranks">
        No commander figures in this game: their ranks only break initiative ties (the initiative form is filled in).
      </p>
      <ul class="commanders">
        ${state.commanders.map(
          (c) =>
            html`<li>
              <span><strong>${c.side}</strong> ${c.name} <small>${c.rating}</small></span>
            </li>`,
        )}
      </ul>
    </section>`;
  return html`<section class="panel" aria-labelledby="commanders-title">
    <h3 id="commanders-title">Commanders</h3>
    <ul class="commanders">
      ${state.commanders.map((c) => {
        const id = c.id.replace(/[^A-Za-z0-9]+/g, '-');
        return html`<li class=${c.lost ? 'gone' : ''}>
          <span><strong>${c.side}</strong> ${c.name} <small>${c.rating}</small></span>
          <label for=${`att-${id}`}>attached to</label>
          <select
            id=${`att-${id}`}
            @change=${(e: Event) => {
              const v = (e.target as HTMLSelectElement).value;
              act(() => {
                decide({ kind: 'set-commander', commander: c.id, patch: { attachedTo: v === '' ? null : v } });
              })();
            }}
          >
            <option value="" ?selected=${c.attachedTo === null}>—</option>
            ${state.units.filter((u) => u.side === c.side).map((u) => html`<option value=${u.id} ?selected=${c.attachedTo === u.id}>${u.name}</option>`)}
          </select>
          <label
            ><input
              type="checkbox"
              .checked=${c.lost}
              @change=${(e: Event) => {
                act(() => {
                  decide({
                    kind: 'set-commander',
                    commander: c.id,
                    patch: { lost: (e.target as HTMLInputElement).checked },
                  });
                })();
              }}
            />
            lost</label
          >
          ${
            state.ruleset === 'tercios'
              ? html`<label
                  ><input
                    type="checkbox"
                    id=${`exh-${id}`}
                    .checked=${c.exhausted}
                    @change=${(e: Event) => {
                      act(() => {
                        decide({
                          kind: 'set-commander',
                          commander: c.id,
                          patch: { exhausted: (e.target as HTMLInputElement).checked },
                        });
                      })();
                    }}
                  />
                  activated (exhausted)</label
                >`
              : nothing
          }
        </li>`;
      })}
    </ul>
  </section>`;
}

function toolsPanel(): TemplateResult {
  const session = ui.session!;
  const state = session.state;
  return html`<section class="panel tools" aria-labelledby="tools-title">
    <h3 id="tools-title">Victory points, notes and the game file</h3>
    <form
      class="row"
      @submit=${(e: Event) => {
        e.preventDefault();
        act(() => {
          decide(
            { kind: 'points', side: ui.vp.side, delta: Math.trunc(Number(ui.vp.delta) || 0), reason: ui.vp.reason },
            () => (ui.vp.reason = ''),
          );
        })();
      }}
    >
      <label for="vp-side">Side</label
      ><select id="vp-side" @change=${(e: Event) => (ui.vp.side = (e.target as HTMLSelectElement).value as ClubSide)}>
        <option value="A" ?selected=${ui.vp.side === 'A'}>A</option>
        <option value="B" ?selected=${ui.vp.side === 'B'}>B</option>
      </select>
      <label for="vp-delta">Points (+/−)</label
      ><input
        id="vp-delta"
        class="num"
        type="number"
        .value=${live(ui.vp.delta)}
        @input=${(e: Event) => (ui.vp.delta = (e.target as HTMLInputElement).value)}
      />
      <label for="vp-reason">Why</label
      ><input
        id="vp-reason"
        .value=${live(ui.vp.reason)}
        @input=${(e: Event) => (ui.vp.reason = (e.target as HTMLInputElement).value)}
      />
      <button type="submit" ?disabled=${state.over}>Record points</button>
    </form>
    <form
      class="row"
      @submit=${(e: Event) => {
        e.preventDefault();
        if (ui.note.trim())
          act(() => {
            decide({ kind: 'note', text: ui.note.trim() }, () => (ui.note = ''));
          })();
      }}
    >
      <label for="note">Note</label
      ><input
        id="note"
        .value=${live(ui.note)}
        @input=${(e: Event) => (ui.note = (e.target as HTMLInputElement).value)}
      />
      <button type="submit" ?disabled=${state.over}>Add to the log</button>
    </form>
    <div class="actions">
      <button
        type="button"
        id="undo"
        ?disabled=${session.decisions === 0}
        @click=${act(() => {
          if (session.undo()) say('info', 'Undone: the last step was taken back.');
          ui.form = null;
        })}
      >
        Undo last step
      </button>
      <button
        type="button"
        id="export"
        @click=${act(() => {
          download(`${slug(state.title)}-turn-${state.turn}.json`, session.exportText());
        })}
      >
        Export game file
      </button>
      <label class="button" for="import-play">Import game file</label>
      <input
        type="file"
        id="import-play"
        class="visually-hidden"
        accept="application/json,.json"
        @change=${importFile}
      />
      ${
        state.over
          ? nothing
          : html`<button
              type="button"
              id="end-game"
              @click=${act(() => {
                const w = window.prompt(
                  'Winner: A, B, or leave empty for a draw',
                  state.points.A === state.points.B ? '' : state.points.A > state.points.B ? 'A' : 'B',
                );
                if (w === null) return;
                const winner = w.trim().toUpperCase() === 'A' ? 'A' : w.trim().toUpperCase() === 'B' ? 'B' : null;
                decide({ kind: 'end', winner, reason: 'ended at the table' });
              })}
            >
              End the game
            </button>`
      }
      <button type="button" @click=${act(() => (ui.screen = 'armies'))}>New game…</button>
    </div>
  </section>`;
}

function logPanel(): TemplateResult {
  const lines = ui.session!.logLines();
  return html`<section class="panel log" aria-labelledby="log-title">
    <h3 id="log-title">Log</h3>
    <ol id="log" reversed>
      ${[...lines].reverse().map((l) => html`<li class=${`log-${l.kind}`}>${l.kind === 'roll' ? 'Dice: ' : l.kind === 'decision' ? '▸ ' : ''}${l.kind === 'roll' ? plainWords(l.text) : l.text}</li>`)}
    </ol>
  </section>`;
}

// ---------------------------------------------------------------- resolution

function openForm(mechanicId: string): void {
  const prev = ui.form;
  // A unit carries over only into a form that asks for one (no unit "tests" an initiative roll).
  const roles = mechanicLabels(ui.session!.state.ruleset, mechanicId);
  ui.form = {
    mechanic: mechanicId,
    actor: roles.actor === null ? '' : (prev?.actor ?? ''),
    target: roles.target === null ? '' : (prev?.target ?? ''),
    values: {},
    mode: prev?.mode ?? 'app',
    faces: [],
    facesText: '',
    error: null,
    result: null,
    prefilled: new Set(),
  };
  prefill();
  queueMicrotask(() => document.getElementById('mechanic')?.focus());
}

/**
 * Fills the form: the mechanic's defaults, then what the players typed for this mechanic (kept when only
 * the units change), then what the app knows of the chosen units.
 */
function prefill(keepTyped = false): void {
  const form = ui.form!;
  const state = ui.session!.state;
  const mechanic = mechanicOf(state, form.mechanic, ui.session!.plugins);
  const values: Record<string, string | boolean> = {};
  for (const p of mechanic.params)
    values[p.name] = p.kind === 'boolean' ? p.default === true : p.default !== undefined ? String(p.default) : '';
  if (keepTyped)
    for (const p of mechanic.params) if (form.values[p.name] !== undefined) values[p.name] = form.values[p.name]!;
  const unit = (id: string) => state.units.find((u) => u.id === id);
  const filled = adapterOf(state.ruleset).prefill(mechanic.id, unit(form.actor), unit(form.target), {
    commanders: state.commanders,
    turn: state.turn,
    options: state.options,
    step: state.step,
    stepResolutions: state.stepResolutions,
  });
  form.prefilled = new Set();
  for (const [k, v] of Object.entries(filled))
    if (k in values) {
      values[k] = typeof v === 'boolean' ? v : String(v);
      form.prefilled.add(k);
    }
  form.values = values;
  form.faces = [];
  form.error = null;
}

/** The form's values as the mechanic reads them; a field that does not apply is left out (its default stands). */
function rawParams(form: ResolveForm, specs: readonly ParamSpec[]): Record<string, unknown> {
  const ruleset = ui.session!.state.ruleset;
  const values = form.values;
  const raw: Record<string, unknown> = {};
  for (const s of specs) {
    if (!fieldApplies(ruleset, form.mechanic, s.name, values, form.prefilled)) continue;
    const v = values[s.name];
    if (s.kind === 'boolean') raw[s.name] = v === true;
    else if (typeof v === 'string' && v.trim() !== '') raw[s.name] = v.trim();
  }
  return raw;
}

function resolvePanel(): TemplateResult {
  const session = ui.session!;
  const state = session.state;
  const form = ui.form!;
  const mechanic = mechanicOf(state, form.mechanic, ui.session!.plugins);
  let params: ParamValues | null = null;
  let paramError: { path: string; text: string } | null = null;
  try {
    params = checkedParams(mechanic, rawParams(form, mechanic.params));
  } catch (error) {
    paramError = { path: MusterError.is(error) ? (error.context.path ?? '') : '', text: errorText(error) };
  }
  const odds = params ? oddsOf(form.mechanic, params) : null;
  const layout = formLayout(state.ruleset, mechanic, form.values, form.prefilled);
  const unitOptions = (selected: string) =>
    html`<option value="" ?selected=${selected === ''}>—</option>
      ${(['A', 'B'] as const).map(
        (side) =>
          html`<optgroup label=${`Side ${side}`}>
            ${state.units.filter((u) => u.side === side && !u.destroyed).map((u) => html`<option value=${u.id} ?selected=${selected === u.id}>${u.name}</option>`)}
          </optgroup>`,
      )}`;
  const field = (spec: ParamSpec) => {
    const id = `param-${spec.name}`;
    const bad = paramError?.path === `params.${spec.name}`;
    // The label is the rulebook's wording, never the engine's name.
    const label = fieldLabel(state.ruleset, mechanic.id, spec);
    const range =
      spec.kind !== 'boolean' && spec.kind !== 'choice' && (spec.min !== undefined || spec.max !== undefined)
        ? `${spec.min ?? ''}–${spec.max === undefined || !Number.isFinite(spec.max) ? '' : spec.max}`
        : '';
    const help = html`<small id=${`${id}-help`}>${range}</small>`;
    const err = bad ? html`<span class="field-error" id=${`${id}-error`}>${paramError!.text}</span>` : nothing;
    const describedBy = bad ? `${id}-help ${id}-error` : `${id}-help`;
    const onInput = (e: Event) => {
      const t = e.target as HTMLInputElement;
      form.values[spec.name] = spec.kind === 'boolean' ? t.checked : t.value;
      form.faces = [];
      form.error = null;
      update();
    };
    if (spec.kind === 'boolean')
      return html`<div class="field check">
        <input
          type="checkbox"
          id=${id}
          .checked=${form.values[spec.name] === true}
          aria-describedby=${describedBy}
          @change=${onInput}
        /><label for=${id}>${label}</label>${err}
      </div>`;
    // A unit profile with no unit picked: chosen from the ruleset's catalogue by its name, never typed as an id.
    if (spec.kind === 'string' && adapterOf(state.ruleset).profileParams?.includes(spec.name))
      return html`<div class="field ${bad ? 'invalid' : ''}">
        <label for=${id}>${label}</label
        ><select id=${id} aria-describedby=${describedBy} @change=${onInput}>
          <option value="" ?selected=${!form.values[spec.name]}>choose…</option>
          ${catalogueOf(state.ruleset).map((c) => html`<option value=${c.id} ?selected=${form.values[spec.name] === c.id}>${c.name}</option>`)}</select
        >${err}
      </div>`;
    if (spec.kind === 'choice')
      return html`<div class="field ${bad ? 'invalid' : ''}">
        <label for=${id}>${label}</label
        ><select id=${id} aria-describedby=${describedBy} @change=${onInput}>
          <option value="" ?selected=${form.values[spec.name] === ''}>choose…</option>
          ${(spec.choices ?? []).map((c) => html`<option value=${c} ?selected=${form.values[spec.name] === c}>${valueWords(state.ruleset, c)}</option>`)}</select
        >${err}
      </div>`;
    return html`<div class="field ${bad ? 'invalid' : ''}">
      <label for=${id}>${label}</label
      ><input
        id=${id}
        type=${spec.kind === 'string' ? 'text' : 'number'}
        inputmode=${spec.kind === 'string' ? nothing : spec.kind === 'number' ? 'decimal' : 'numeric'}
        step=${spec.kind === 'number' ? 'any' : '1'}
        min=${spec.min ?? nothing}
        max=${spec.max !== undefined && Number.isFinite(spec.max) ? spec.max : nothing}
        .value=${live(String(form.values[spec.name] ?? ''))}
        aria-invalid=${bad ? 'true' : 'false'}
        aria-describedby=${describedBy}
        @change=${onInput}
      />${help}${err}
    </div>`;
  };
  // A folded group opens by itself when one of its fields is refused, so the players see why.
  // A new group per mechanic (keyed): Chromium does not lay out fields put into a reused <details> (found on a
  // phone: after a shot, the order test's folded Discipline had no box, so it could not be typed in).
  const folded = (id: string, summary: string, specs: readonly ParamSpec[]) =>
    specs.length === 0
      ? nothing
      : keyed(
          mechanic.id,
          html`<details class="more" id=${id} ?open=${specs.some((p) => paramError?.path === `params.${p.name}`)}>
            <summary>${summary} (${specs.length})</summary>
            ${specs.map(field)}
          </details>`,
        );
  const roleLabel = mechanicLabels(state.ruleset, mechanic.id);
  return html`<section class="panel resolve" aria-labelledby="resolve-title">
    <h3 id="resolve-title">${roleLabel.title}</h3>
    ${mechanic.source ? html`<p class="source"><small>Rulebook: ${mechanic.source}</small></p>` : nothing}
    ${form.result ? resultView(form.result) : nothing}
    <div class="form-column">
      <div class="field">
        <label for="mechanic">What to resolve</label
        ><select
          id="mechanic"
          @change=${(e: Event) => {
            openForm((e.target as HTMLSelectElement).value);
            update();
          }}
        >
          ${clubMechanics(state.ruleset, ui.session!.plugins).map((m) => html`<option value=${m.id} ?selected=${m.id === form.mechanic}>${mechanicTitle(state.ruleset, m.id)}</option>`)}
        </select>
      </div>
      ${
        layout.actor === null
          ? nothing
          : html`<div class="field">
              <label for="actor">${layout.actor}</label
              ><select
                id="actor"
                @change=${(e: Event) => {
                  form.actor = (e.target as HTMLSelectElement).value;
                  prefill(true);
                  update();
                }}
              >
                ${unitOptions(form.actor)}
              </select>
            </div>`
      }
      ${
        layout.target === null
          ? nothing
          : html`<div class="field">
              <label for="target">${layout.target}</label
              ><select
                id="target"
                @change=${(e: Event) => {
                  form.target = (e.target as HTMLSelectElement).value;
                  prefill(true);
                  update();
                }}
              >
                ${unitOptions(form.target)}
              </select>
            </div>`
      }
    </div>
    <fieldset class="form-column params">
      <legend>The situation</legend>
      ${layout.main.map(field)} ${folded('fields-units', 'As recorded for the units', layout.units)}
      ${folded('fields-rare', 'Other modifiers', layout.rare)}
      ${folded('fields-rulings', "Rulings where the rulebook is unclear (the game's settings)", layout.rulings)}
    </fieldset>
    ${paramError && !paramError.path.startsWith('params.') ? html`<p class="bad" role="alert">${paramError.text}</p>` : nothing}
    ${oddsView(odds)}
    <fieldset class="row">
      <legend>Dice</legend>
      <label
        ><input
          type="radio"
          name="dice-mode"
          value="app"
          .checked=${form.mode === 'app'}
          @change=${() => {
            form.mode = 'app';
            form.faces = [];
            update();
          }}
        />
        The app rolls (seeded, recorded)</label
      >
      <label
        ><input
          type="radio"
          name="dice-mode"
          id="mode-real"
          value="real"
          .checked=${form.mode === 'real'}
          @change=${() => {
            form.mode = 'real';
            form.faces = [];
            update();
          }}
        />
        We roll real dice and type them in</label
      >
    </fieldset>
    ${params ? (form.mode === 'app' ? appDice(params) : realDice(params)) : nothing}
    <div class="actions"><button type="button" @click=${act(() => (ui.form = null))}>Close</button></div>
  </section>`;
}

function submitResolution(params: ParamValues, dice?: number[]): void {
  const form = ui.form!;
  const decision: ClubDecision = {
    kind: 'resolve',
    mechanic: form.mechanic,
    params: { ...params },
    ...(form.actor ? { actor: form.actor } : {}),
    ...(form.target ? { target: form.target } : {}),
    ...(dice ? { dice } : {}),
  };
  const before = ui.session!.state;
  decide(decision, () => {
    // The result and everything its consequences did (Dm, disorder, removal, the tests and moves it calls
    // for), as one sentence read from the decision's events.
    const log = ui.session!.save().log;
    const from = log.map((e) => e.type).lastIndexOf('decision');
    const events = log.slice(from + 1).flatMap((e) => (e.type === 'event' ? [e.event as ClubEvent] : []));
    const text = resolutionText(before, events);
    if (text) say('info', `${text.title}${text.who ? ` — ${text.who}` : ''}: ${text.sentence}`);
    form.result = text;
    ui.showResult = true;
    form.faces = [];
    form.facesText = '';
    prefill();
  });
}

/** The last result, kept at the top of the form: what was resolved, then the sentence. */
function resultView(result: ResolutionText): TemplateResult {
  return html`<div id="result" class="result" role="status" tabindex="-1">
    <p class="result-title">${result.title}${result.who ? ` — ${result.who}` : ''}</p>
    <p class="result-sentence">${result.sentence}</p>
  </div>`;
}

function appDice(params: ParamValues): TemplateResult {
  return html`<div class="actions">
    <button
      type="button"
      class="primary"
      id="roll"
      @click=${act(() => {
        submitResolution(params);
      })}
    >
      Roll with the app's dice
    </button>
  </div>`;
}

function realDice(params: ParamValues): TemplateResult {
  const form = ui.form!;
  const mechanic = mechanicOf(ui.session!.state, form.mechanic, ui.session!.plugins);
  let progress;
  try {
    progress = typedDiceProgress(mechanic, params, form.faces);
  } catch (error) {
    return html`<p class="bad" role="alert">${errorText(error)}</p>`;
  }
  const typedSoFar = progress.rolls.length
    ? html`<p>
        Typed so far:
        ${progress.rolls.map((r) => `${plainWords(r.purpose)}: ${(r.faces ?? [r.result]).join(' ')}`).join('; ')}
      </p>`
    : nothing;
  if (progress.done) {
    return html`${typedSoFar}
      <p class="ok" role="status">All dice entered.</p>
      <div class="actions">
        <button
          type="button"
          class="primary"
          id="record-dice"
          @click=${act(() => {
            submitResolution(params, form.faces);
          })}
        >
          Record the result
        </button>
        <button type="button" @click=${act(() => ((form.faces = []), (form.error = null)))}>
          Start the dice again
        </button>
      </div>`;
  }
  const r = progress.request;
  const enter = (e: Event) => {
    e.preventDefault();
    const parts = form.facesText
      .trim()
      .split(/[\s,;]+/)
      .filter(Boolean);
    const faces = parts.map(Number);
    if (parts.length === 0 || faces.some((f) => !Number.isInteger(f))) {
      form.error = `Type the faces as whole numbers, e.g. ${Array.from({ length: Math.min(r.count, 4) }, (_, i) => ((i * 3) % r.sides) + 1).join(' ')}`;
      update();
      return;
    }
    try {
      typedDiceProgress(mechanic, params, [...form.faces, ...faces]);
      form.faces = [...form.faces, ...faces];
      form.facesText = '';
      form.error = null;
    } catch (error) {
      form.error = `${errorText(error)} — those dice were not taken; type them again.`;
    }
    update();
    queueMicrotask(() => (document.getElementById('record-dice') ?? document.getElementById('faces'))?.focus());
  };
  return html`${typedSoFar}
    <form class="row" @submit=${enter}>
      <label for="faces"
        >Roll
        <strong>${r.count}d${r.sides}</strong
        >${r.target === undefined ? '' : r.kind === 'pool-at-most' ? ` (counting ${r.target} or less)` : r.kind === 'pool' ? ` (counting ${r.target}+)` : ''}
        — ${plainWords(r.purpose)}</label
      >
      <input
        id="faces"
        inputmode="numeric"
        autocomplete="off"
        .value=${live(form.facesText)}
        aria-invalid=${form.error ? 'true' : 'false'}
        aria-describedby="faces-error"
        @input=${(e: Event) => (form.facesText = (e.target as HTMLInputElement).value)}
      />
      <button type="submit" id="enter-dice">Enter dice</button>
    </form>
    <p class="bad" id="faces-error" role="alert">${form.error ?? ''}</p>`;
}

function oddsOf(mechanic: string, params: ParamValues): OddsReport | string {
  const key = `${ui.session!.state.ruleset}|${mechanic}|${JSON.stringify(params)}`;
  let hit = ui.oddsCache.get(key);
  if (hit === undefined) {
    try {
      hit = ui.session!.odds(mechanic, params);
    } catch (error) {
      hit = errorText(error);
    }
    if (ui.oddsCache.size > 200) ui.oddsCache.clear();
    ui.oddsCache.set(key, hit);
  }
  return hit;
}

/** Outcomes reported as 1 or 0 that read as yes or no. */
const FLAG =
  /^(passed|tested|activated|rallied|charges|succeeded|deserted|recovered|fled|killed|exhausted|must-charge|disordered|destroyed|.*-(destroyed|disordered|killed))$/;

/** An outcome's value in the odds table, in words. */
function oddsValue(name: string, v: string): string {
  if (v === 'true' || (FLAG.test(name) && v === '1')) return 'yes';
  if (v === 'false' || (FLAG.test(name) && v === '0')) return 'no';
  return valueWords(ui.session!.state.ruleset, v);
}

/** A probability as a percentage for the players ("37.5%", "under 0.1%"); the exact fraction is on demand. */
function percent(p: number): string {
  if (p > 0 && p < 0.001) return 'under 0.1%';
  return `${(p * 100).toFixed(p === 0 || p === 1 ? 0 : 1)}%`;
}

function oddsView(odds: OddsReport | string | null): TemplateResult | typeof nothing {
  if (odds === null) return nothing;
  if (typeof odds === 'string') return html`<p class="bad">Odds not available: ${odds}</p>`;
  return html`<section class="odds" aria-labelledby="odds-title">
    <h4 id="odds-title">
      Odds before the roll (${odds.method === 'exact' ? 'exact' : 'sampled: too many combinations to enumerate'})
    </h4>
    ${
      odds.method === 'exact'
        ? html`<button
            type="button"
            class="small"
            id="exact-odds"
            aria-pressed=${ui.exactOdds ? 'true' : 'false'}
            @click=${act(() => (ui.exactOdds = !ui.exactOdds))}
          >
            ${ui.exactOdds ? 'Hide the exact fractions' : 'Show the exact fractions'}
          </button>`
        : nothing
    }
    <div class="odds-grid">
      ${Object.entries(odds.outcomes)
        // An outcome certain before the roll (no Caracole, never destroyed) tells the players nothing.
        .filter(([, values]) => Object.keys(values).length > 1)
        .map(
          ([name, values]) =>
            html`<table>
              <caption>
                ${outcomeName(ui.session!.state.ruleset, odds.mechanic, name)}${odds.means[name] !== undefined ? html` <small>mean ${odds.means[name].toFixed(2)}</small>` : nothing}
              </caption>
              <tbody>
                ${Object.entries(values).map(
                  ([v, p]) =>
                    html`<tr>
                      <th scope="row">${oddsValue(name, v)}</th>
                      <td class="bar"><span style=${`width:${(p * 100).toFixed(1)}%`}></span></td>
                      <td>${percent(p)}</td>
                      ${ui.exactOdds ? html`<td><small>${odds.exact?.[name]?.[v] ?? ''}</small></td>` : nothing}
                    </tr>`,
                )}
              </tbody>
            </table>`,
        )}
    </div>
  </section>`;
}

// ---------------------------------------------------------------- shell

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'club-game'
  );
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

function app(): TemplateResult {
  return html`<header class="top">
      <h1>
        <button type="button" class="link" @click=${act(() => (ui.screen = 'home'))}>Muster club companion</button>
      </h1>
      <nav aria-label="Screens">
        <button
          type="button"
          aria-current=${ui.screen === 'home' ? 'page' : 'false'}
          @click=${act(() => (ui.screen = 'home'))}
        >
          Start
        </button>
        <button
          type="button"
          aria-current=${ui.screen === 'armies' ? 'page' : 'false'}
          @click=${act(() => (ui.screen = 'armies'))}
        >
          Armies
        </button>
        <button
          type="button"
          ?disabled=${!ui.session}
          aria-current=${ui.screen === 'play' ? 'page' : 'false'}
          @click=${act(() => (ui.screen = 'play'))}
        >
          Game
        </button>
      </nav>
      ${storageBanner(games, gameActions)}
    </header>
    <div
      id="message"
      tabindex="-1"
      role=${ui.message?.kind === 'error' ? 'alert' : 'status'}
      class=${`message ${ui.message?.kind ?? ''}`}
    >
      ${ui.message ? html`<span>${ui.message.text}</span> <button type="button" class="small" @click=${act(() => (ui.message = null))} aria-label="Dismiss the message">×</button>` : nothing}
    </div>
    <main id="main" tabindex="-1" ?inert=${ui.screen === 'play' && games?.readOnly === true}>
      ${ui.screen === 'home' ? home() : ui.screen === 'armies' ? armiesScreen() : ui.session ? play() : home()}
    </main>`;
}

// Start: open the saved games (moving an old localStorage autosave in) and reopen the last game played.
root.textContent = ''; // lit-html appends: drop the loading line first
update();
registerServiceWorker();
stored(async () => {
  const legacy = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  const follow = (session: ClubSession | null, note: string | null): void => {
    ui.session = session; // another tab's steps, or the game closed: the players stay on their screen
    ui.form = null;
    if (!session && ui.screen === 'play') ui.screen = 'home';
    if (note !== null) say('info', note);
  };
  games = await ClubGames.open({ show: follow, render: update }, legacy);
  // A step whose write is still in flight would be lost with the page (the browser aborts an unfinished IndexedDB
  // transaction on unload), and so would one the browser refused to write: while "Saving the step…" or "not saved"
  // shows, leaving or reloading asks first.
  window.addEventListener('beforeunload', (event) => {
    if (games?.unsaved === true) event.preventDefault();
  });
  const last = await games?.lastOpen();
  if (games && last) show(await games.openGame(last), null);
});
