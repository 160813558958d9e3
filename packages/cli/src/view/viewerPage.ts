import { escapeXml } from '@muster/core';
import type { ViewerData } from './viewerFrames.js';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `
body { margin: 0; font: 14px/1.35 system-ui, sans-serif; color: #222; display: grid; grid-template-rows: auto 1fr; height: 100vh; }
header { padding: 8px 12px; border-bottom: 1px solid #ccc; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
header h1 { font-size: 16px; margin: 0 12px 0 0; }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr); min-height: 0; }
#map { overflow: auto; padding: 8px; }
#map svg { max-width: 100%; height: auto; }
#side { border-left: 1px solid #ccc; display: grid; grid-template-rows: auto 1fr; min-height: 0; }
#where { padding: 6px 10px; border-bottom: 1px solid #eee; font-weight: 600; }
#log { overflow: auto; padding: 4px 10px 40px; }
#log div { padding: 1px 4px; border-radius: 3px; cursor: pointer; }
#log .turn { font-weight: 700; margin-top: 8px; cursor: default; }
#log .decision { font-weight: 600; }
#log .roll, #log .event { padding-left: 22px; }
#log .roll .dice { font-family: ui-monospace, monospace; background: #eef; padding: 0 3px; }
#log .roll .result { font-weight: 700; }
#log .current { background: #fff3b0; }
#log .hidden { display: none; }
button, select { font: inherit; }
`;

const SCRIPT = `
const data = JSON.parse(document.getElementById('viewer-data').textContent);
const frames = data.frames;
const map = document.getElementById('map');
const log = document.getElementById('log');
const where = document.getElementById('where');
const turnSelect = document.getElementById('turn');
const unitSelect = document.getElementById('unit');
const rollsOnly = document.getElementById('rolls-only');
const playButton = document.getElementById('play');
const speed = document.getElementById('speed');
let current = 0;
let timer = null;
const rows = [];
let lastTurn = null;
data.entries.forEach((e, i) => {
  const turn = frames[e.frame].turn;
  if (e.type === 'decision' && turn !== lastTurn) {
    const h = document.createElement('div');
    h.className = 'turn';
    h.textContent = turn === 0 ? 'Play' : 'Turn ' + turn;
    h.dataset.frame = String(e.frame);
    log.appendChild(h);
    rows.push({ el: h, entry: null });
    lastTurn = turn;
  }
  const div = document.createElement('div');
  div.className = e.type;
  div.dataset.frame = String(e.frame);
  div.dataset.index = String(i);
  if (e.type === 'roll') {
    const dice = document.createElement('span'); dice.className = 'dice'; dice.textContent = e.roll.dice;
    const purpose = document.createElement('span'); purpose.className = 'purpose'; purpose.textContent = ' ' + e.roll.purpose + ' → ';
    const result = document.createElement('span'); result.className = 'result'; result.textContent = e.roll.result + (e.roll.faces ? ' [' + e.roll.faces + ']' : '');
    div.append('roll ', dice, purpose, result);
  } else {
    div.textContent = e.type === 'decision' ? '[' + e.player + '] ' + e.text : e.text;
  }
  div.addEventListener('click', () => show(e.frame));
  log.appendChild(div);
  rows.push({ el: div, entry: e });
});
const turns = [...new Set(frames.map((f) => f.turn))];
for (const t of turns) {
  const o = document.createElement('option');
  o.value = String(t);
  o.textContent = t === 0 ? 'Setup' : 'Turn ' + t;
  turnSelect.appendChild(o);
}
for (const p of data.pieces) {
  const o = document.createElement('option');
  o.value = p.name;
  o.textContent = p.name + (p.side ? ' (' + p.side + ')' : '');
  unitSelect.appendChild(o);
}
function show(i) {
  current = Math.max(0, Math.min(frames.length - 1, i));
  const f = frames[current];
  map.innerHTML = data.svgs[f.svg].map((k) => data.lines[k]).join('\\n');
  document.body.dataset.frame = String(current);
  where.textContent = (current === 0 ? 'Setup' : 'Decision ' + current + ' of ' + (frames.length - 1)) + (f.turn ? ' — turn ' + f.turn : '') + (f.player ? ' — ' + f.player : '');
  turnSelect.value = String(f.turn);
  let first = null;
  for (const r of rows) {
    const on = r.entry !== null && r.entry.frame === current;
    r.el.classList.toggle('current', on);
    if (on && first === null && !r.el.classList.contains('hidden')) first = r.el;
  }
  if (first) first.scrollIntoView({ block: 'nearest' });
}
function step(kind, dir) {
  const f = frames[current];
  let target = current + dir;
  if (kind === 'activation' || kind === 'turn') {
    const key = (x) => (kind === 'turn' ? x.turn : x.activation);
    if (dir > 0) {
      target = frames.findIndex((x, j) => j > current && key(x) > key(f));
      if (target < 0) target = frames.length - 1;
    } else {
      const startOfThis = frames.findIndex((x) => key(x) === key(f));
      const prevKey = startOfThis < current ? key(f) : key(frames[Math.max(0, startOfThis - 1)]);
      target = frames.findIndex((x) => key(x) === prevKey);
    }
  }
  show(target);
}
function filter() {
  const name = unitSelect.value;
  const rolls = rollsOnly.checked;
  for (const r of rows) {
    if (r.entry === null) { r.el.classList.toggle('hidden', rolls || name !== ''); continue; }
    const text = r.entry.type === 'roll' ? r.entry.roll.purpose + ' ' + r.entry.text : r.entry.text;
    const hide = (rolls && r.entry.type !== 'roll') || (name !== '' && !text.includes(name));
    r.el.classList.toggle('hidden', hide);
  }
}
function play() {
  if (timer !== null) { clearInterval(timer); timer = null; playButton.textContent = 'Play'; return; }
  playButton.textContent = 'Pause';
  timer = setInterval(() => {
    if (current >= frames.length - 1) { play(); return; }
    show(current + 1);
  }, 1000 / Number(speed.value));
}
document.querySelectorAll('button[data-step]').forEach((b) => {
  b.addEventListener('click', () => step(b.dataset.step, Number(b.dataset.dir)));
});
turnSelect.addEventListener('change', () => show(frames.findIndex((f) => String(f.turn) === turnSelect.value)));
unitSelect.addEventListener('change', filter);
rollsOnly.addEventListener('change', filter);
playButton.addEventListener('click', play);
speed.addEventListener('change', () => { if (timer !== null) { play(); play(); } });
document.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLSelectElement) return;
  if (e.key === 'ArrowRight') step('decision', 1);
  if (e.key === 'ArrowLeft') step('decision', -1);
});
show(0);
`;

/**
 * The viewer as one self-contained HTML page: the frames and narrative embedded as JSON, plain CSS and
 * script inline, no request to any network (a Content-Security-Policy forbids them), so it opens from disk.
 *
 * @example
 * writeFileAtomic('game.html', viewerPage(viewerFrames(game, renderer, 'Tercios, seed 7')));
 */
export function viewerPage(data: ViewerData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(data.title)}</title>
<style>${STYLE}</style>
</head>
<body data-frame="0">
<header>
<h1>${escapeXml(data.title)}</h1>
<span role="group" aria-label="step">
<button data-step="turn" data-dir="-1" title="previous turn">« Turn</button>
<button data-step="activation" data-dir="-1" title="previous activation (a player's run of decisions)">‹‹ Activation</button>
<button data-step="decision" data-dir="-1" title="previous decision (←)">‹ Decision</button>
<button data-step="decision" data-dir="1" title="next decision (→)">Decision ›</button>
<button data-step="activation" data-dir="1" title="next activation">Activation ››</button>
<button data-step="turn" data-dir="1" title="next turn">Turn »</button>
</span>
<label>Jump to <select id="turn"></select></label>
<button id="play">Play</button>
<label>Speed <select id="speed"><option value="0.5">½ a second</option><option value="1" selected>1 a second</option><option value="2">2 a second</option><option value="5">5 a second</option><option value="20">20 a second</option></select></label>
<label>Unit <select id="unit"><option value="">all</option></select></label>
<label><input type="checkbox" id="rolls-only"> rolls only</label>
</header>
<main>
<section id="map" aria-label="the table"></section>
<aside id="side"><div id="where"></div><div id="log" aria-label="narrative"></div></aside>
</main>
<script type="application/json" id="viewer-data">${scriptJson(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
