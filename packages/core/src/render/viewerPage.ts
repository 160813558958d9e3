import { MusterError } from '../errors/MusterError.js';
import { mountViewer, VIEWER_STYLE } from './mountViewer.js';
import { escapeXml } from './SvgMap.js';
import type { ViewerData } from './viewerFrames.js';

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The viewer as one self-contained HTML page: the frames and narrative embedded as JSON, the style and
 * {@link mountViewer} (the very function the club app runs, written into the page from its source) inline,
 * no request to any network (a Content-Security-Policy forbids them), so it opens from disk.
 *
 * @example
 * writeFileAtomic('game.html', viewerPage(viewerFrames(game, renderer, 'Tercios, seed 7')));
 */
export function viewerPage(data: ViewerData): string {
  // `</script` cannot occur in the function's source, which holds no such text; checked, not assumed.
  const source = mountViewer.toString();
  if (/<\/script/i.test(source)) throw new MusterError('internal', 'the viewer script cannot be inlined');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(data.title)}</title>
<style>
body { margin: 0; }
${VIEWER_STYLE}
</style>
</head>
<body>
<div id="viewer" class="muster-viewer" data-frame="0"></div>
<script type="application/json" id="viewer-data">${scriptJson(data)}</script>
<script>
(${source})(document.getElementById('viewer'), JSON.parse(document.getElementById('viewer-data').textContent));
</script>
</body>
</html>
`;
}
