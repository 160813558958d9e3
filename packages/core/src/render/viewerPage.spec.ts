import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { ViewerData } from './viewerFrames.js';
import { viewerPage } from './viewerPage.js';

const data: ViewerData = {
  title: 'A </script><script>alert(1)</script> night',
  ruleset: 'race',
  lines: ['<svg xmlns="http://www.w3.org/2000/svg">', '</svg>'],
  svgs: [[0, 1]],
  frames: [{ svg: 0, turn: 0, activation: 0, player: null, label: 'Setup' }],
  entries: [{ type: 'event', text: 'a note </script> with \u2028 a separator', frame: 0 }],
  pieces: [],
};

describe('viewerPage', () => {
  const page = viewerPage(data);
  const scripts = [...page.matchAll(/<script([^>]*)>([^]*?)<\/script>/g)];

  it('is one self-contained page: a policy that forbids the network, nothing loaded from anywhere', () => {
    expect(page).toMatch(/Content-Security-Policy" content="default-src 'none'/);
    expect(page).not.toMatch(/(src|href)=/);
    expect(page).toContain('<title>A &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; night</title>');
  });

  it('embeds the data so that no text of the game can end its script, and the data reads back unchanged', () => {
    expect(scripts).toHaveLength(2);
    const json = scripts[0]!;
    expect(json[1]).toContain('id="viewer-data"');
    expect(JSON.parse(json[2]!)).toEqual(data);
  });

  it('runs mountViewer from its own source: the inline script is valid JavaScript calling it on #viewer', () => {
    const code = scripts[1]![2]!;
    expect(code).toContain('function mountViewer(host, data)');
    expect(code).toContain(
      "(document.getElementById('viewer'), JSON.parse(document.getElementById('viewer-data').textContent))",
    );
    expect(() => new Script(code)).not.toThrow(); // compiled, not run
  });
});
