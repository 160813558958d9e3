/// <reference lib="dom" />
import type { ViewerData } from './viewerFrames.js';

/**
 * The element the viewer is built in: an `HTMLElement`. Typed by the two members core's declarations need,
 * so that a program without the DOM library (a Node tool) can still compile against core's types.
 */
export interface ViewerRoot {
  readonly ownerDocument: object | null;
  replaceChildren(...nodes: never[]): void;
}

/** What the page holding a viewer can do with it. */
export interface ViewerHandle {
  /** Shows frame `i` (clamped to the game): its map, its place in the narrative. */
  show(i: number): void;
  /** The frame shown. */
  frame(): number;
  /** Stops playing and removes the viewer's listeners and elements. */
  destroy(): void;
}

/**
 * The viewer's style, scoped to `.muster-viewer`. The CLI's page inlines it; the club app adopts it as a
 * constructed stylesheet (its Content-Security-Policy allows no inline `<style>`).
 */
export const VIEWER_STYLE = [
  '.muster-viewer { font: 14px/1.35 system-ui, sans-serif; color: #222; background: #fff; display: grid; grid-template-rows: auto 1fr; height: 100vh; box-sizing: border-box; }',
  '.muster-viewer .mv-bar { padding: 8px 12px; border-bottom: 1px solid #ccc; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }',
  '.muster-viewer .mv-title { font-size: 16px; margin: 0 12px 0 0; }',
  '.muster-viewer .mv-main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr); min-height: 0; }',
  '.muster-viewer .mv-map { overflow: auto; padding: 8px; }',
  '.muster-viewer .mv-map svg { max-width: 100%; height: auto; }',
  '.muster-viewer .mv-side { border-left: 1px solid #ccc; display: grid; grid-template-rows: auto 1fr; min-height: 0; }',
  '.muster-viewer .mv-where { padding: 6px 10px; border-bottom: 1px solid #eee; font-weight: 600; }',
  '.muster-viewer .mv-log { overflow: auto; padding: 4px 10px 40px; }',
  '.muster-viewer .mv-log div { padding: 1px 4px; border-radius: 3px; cursor: pointer; }',
  '.muster-viewer .mv-log .turn { font-weight: 700; margin-top: 8px; cursor: default; }',
  '.muster-viewer .mv-log .decision { font-weight: 600; }',
  '.muster-viewer .mv-log .roll, .muster-viewer .mv-log .event { padding-left: 22px; }',
  '.muster-viewer .mv-log .roll .dice { font-family: ui-monospace, monospace; background: #eef; padding: 0 3px; }',
  '.muster-viewer .mv-log .roll .result { font-weight: 700; }',
  '.muster-viewer .mv-log .current { background: #fff3b0; }',
  '.muster-viewer .mv-log .hidden { display: none; }',
  '.muster-viewer button, .muster-viewer select { font: inherit; }',
  '@media (max-width: 760px) {',
  '  .muster-viewer { height: auto; }',
  '  .muster-viewer .mv-main { grid-template-columns: minmax(0, 1fr); }',
  '  .muster-viewer .mv-side { border-left: 0; border-top: 1px solid #ccc; }',
  '  .muster-viewer .mv-log { max-height: 60vh; }',
  // A map shrunk to a phone's width is unreadable: twice the width, scrolled sideways.
  '  .muster-viewer .mv-map svg { max-width: none; width: 200%; }',
  '  .muster-viewer button, .muster-viewer select { min-height: 44px; }',
  '}',
].join('\n');

/**
 * Builds the replay viewer inside `root` from the frames of `viewerFrames`: the map of the current
 * decision, the narrative with its entries highlighted, every roll with its dice, controls to step by
 * decision, activation and turn (← and → too), jump to a turn, play at a speed, and filters (a unit, rolls
 * only). The same function runs in the CLI's page (`viewerPage` writes its source into the page, so it
 * refers to nothing outside itself) and in the club app; it has no game logic, only the frames it is given.
 *
 * @example
 * const viewer = mountViewer(document.getElementById('viewer')!, viewerFrames(game, renderer, 'Club night'));
 * viewer.show(3);
 */
export function mountViewer(host: ViewerRoot, data: ViewerData): ViewerHandle {
  const root = host as unknown as HTMLElement;
  const doc = root.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Readonly<Record<string, string>> = {},
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    for (const [k, v] of Object.entries(props)) node.setAttribute(k, v);
    node.append(...children);
    return node;
  };
  const frames = data.frames;
  const stepButton = (step: string, dir: number, text: string, title: string) =>
    el('button', { type: 'button', 'data-step': step, 'data-dir': String(dir), title }, text);
  const turnSelect = el('select', { class: 'mv-turn' });
  const unitSelect = el('select', { class: 'mv-unit' }, el('option', { value: '' }, 'all'));
  const rollsOnly = el('input', { type: 'checkbox', class: 'mv-rolls' });
  const playButton = el('button', { type: 'button', class: 'mv-play' }, 'Play');
  const speed = el('select', { class: 'mv-speed' });
  for (const [value, text] of [
    ['0.5', '½ a second'],
    ['1', '1 a second'],
    ['2', '2 a second'],
    ['5', '5 a second'],
    ['20', '20 a second'],
  ] as const)
    speed.append(el('option', value === '1' ? { value, selected: '' } : { value }, text));
  const map = el('section', { class: 'mv-map', 'aria-label': 'the table' });
  const where = el('div', { class: 'mv-where', role: 'status' });
  const log = el('div', { class: 'mv-log', 'aria-label': 'narrative' });
  root.classList.add('muster-viewer');
  root.replaceChildren(
    el(
      'header',
      { class: 'mv-bar' },
      el('h1', { class: 'mv-title' }, data.title),
      el(
        'span',
        { role: 'group', 'aria-label': 'step' },
        stepButton('turn', -1, '« Turn', 'previous turn'),
        stepButton('activation', -1, '‹‹ Activation', "previous activation (a player's run of decisions)"),
        stepButton('decision', -1, '‹ Decision', 'previous decision (←)'),
        stepButton('decision', 1, 'Decision ›', 'next decision (→)'),
        stepButton('activation', 1, 'Activation ››', 'next activation'),
        stepButton('turn', 1, 'Turn »', 'next turn'),
      ),
      el('label', {}, 'Jump to ', turnSelect),
      playButton,
      el('label', {}, 'Speed ', speed),
      el('label', {}, 'Unit ', unitSelect),
      el('label', {}, rollsOnly, ' rolls only'),
    ),
    el('div', { class: 'mv-main' }, map, el('aside', { class: 'mv-side' }, where, log)),
  );

  let current = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const rows: { el: HTMLElement; entry: ViewerData['entries'][number] | null }[] = [];
  let lastTurn: number | null = null;
  data.entries.forEach((e, i) => {
    const turn = frames[e.frame]?.turn ?? 0;
    if (e.type === 'decision' && turn !== lastTurn) {
      const h = el('div', { class: 'turn', 'data-frame': String(e.frame) }, turn === 0 ? 'Play' : `Turn ${turn}`);
      log.append(h);
      rows.push({ el: h, entry: null });
      lastTurn = turn;
    }
    const div = el('div', { class: e.type, 'data-frame': String(e.frame), 'data-index': String(i) });
    if (e.type === 'roll' && e.roll) {
      div.append(
        'roll ',
        el('span', { class: 'dice' }, e.roll.dice),
        el('span', { class: 'purpose' }, ` ${e.roll.purpose} → `),
        el('span', { class: 'result' }, e.roll.result + (e.roll.faces ? ` [${e.roll.faces}]` : '')),
      );
    } else {
      div.textContent = e.type === 'decision' ? `[${e.player ?? ''}] ${e.text}` : e.text;
    }
    div.addEventListener('click', () => {
      show(e.frame);
    });
    log.append(div);
    rows.push({ el: div, entry: e });
  });
  for (const t of [...new Set(frames.map((f) => f.turn))])
    turnSelect.append(el('option', { value: String(t) }, t === 0 ? 'Setup' : `Turn ${t}`));
  for (const p of data.pieces)
    unitSelect.append(el('option', { value: p.name }, p.name + (p.side ? ` (${p.side})` : '')));

  function show(i: number): void {
    current = Math.max(0, Math.min(frames.length - 1, i));
    const f = frames[current];
    if (!f) return;
    map.innerHTML = (data.svgs[f.svg] ?? []).map((k) => data.lines[k]).join('\n');
    root.dataset.frame = String(current);
    where.textContent =
      (current === 0 ? 'Setup' : `Decision ${current} of ${frames.length - 1}`) +
      (f.turn ? ` — turn ${f.turn}` : '') +
      (f.player ? ` — ${f.player}` : '');
    turnSelect.value = String(f.turn);
    let first: HTMLElement | null = null;
    for (const r of rows) {
      const on = r.entry !== null && r.entry.frame === current;
      r.el.classList.toggle('current', on);
      if (on && first === null && !r.el.classList.contains('hidden')) first = r.el;
    }
    if (first) first.scrollIntoView({ block: 'nearest' });
  }
  function step(kind: string, dir: number): void {
    const f = frames[current];
    if (!f) return;
    let target = current + dir;
    if (kind === 'activation' || kind === 'turn') {
      const key = (x: (typeof frames)[number]) => (kind === 'turn' ? x.turn : x.activation);
      if (dir > 0) {
        target = frames.findIndex((x, j) => j > current && key(x) > key(f));
        if (target < 0) target = frames.length - 1;
      } else {
        const startOfThis = frames.findIndex((x) => key(x) === key(f));
        const before = frames[Math.max(0, startOfThis - 1)] ?? f;
        const prevKey = startOfThis < current ? key(f) : key(before);
        target = frames.findIndex((x) => key(x) === prevKey);
      }
    }
    show(target);
  }
  function filter(): void {
    const name = unitSelect.value;
    const rolls = rollsOnly.checked;
    for (const r of rows) {
      if (r.entry === null) {
        r.el.classList.toggle('hidden', rolls || name !== '');
        continue;
      }
      const text = r.entry.roll ? `${r.entry.roll.purpose} ${r.entry.text}` : r.entry.text;
      const hide = (rolls && r.entry.type !== 'roll') || (name !== '' && !text.includes(name));
      r.el.classList.toggle('hidden', hide);
    }
  }
  function play(): void {
    if (timer !== null) {
      clearInterval(timer);
      timer = null;
      playButton.textContent = 'Play';
      return;
    }
    playButton.textContent = 'Pause';
    timer = setInterval(
      () => {
        if (current >= frames.length - 1) {
          play();
          return;
        }
        show(current + 1);
      },
      1000 / Number(speed.value),
    );
  }
  root.querySelectorAll<HTMLButtonElement>('button[data-step]').forEach((b) => {
    b.addEventListener('click', () => {
      step(b.dataset.step ?? 'decision', Number(b.dataset.dir));
    });
  });
  turnSelect.addEventListener('change', () => {
    show(frames.findIndex((f) => String(f.turn) === turnSelect.value));
  });
  unitSelect.addEventListener('change', filter);
  rollsOnly.addEventListener('change', filter);
  playButton.addEventListener('click', play);
  speed.addEventListener('change', () => {
    if (timer !== null) {
      play();
      play();
    }
  });
  const keys = (e: KeyboardEvent) => {
    const target = e.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) return;
    if (e.key === 'ArrowRight') step('decision', 1);
    if (e.key === 'ArrowLeft') step('decision', -1);
  };
  doc.addEventListener('keydown', keys);
  show(0);
  return {
    show,
    frame: () => current,
    destroy() {
      if (timer !== null) clearInterval(timer);
      timer = null;
      doc.removeEventListener('keydown', keys);
      root.replaceChildren();
      root.classList.remove('muster-viewer');
      delete root.dataset.frame;
    },
  };
}
