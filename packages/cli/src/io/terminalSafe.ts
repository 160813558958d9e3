import type { CliOutput } from './CliOutput.js';

/**
 * Characters a terminal acts on rather than shows: C0 controls but newline and tab (ESC starts colour,
 * cursor and OSC sequences; BEL rings; CR overwrites a line), DEL, C1 controls, and the Unicode
 * bidirectional and line-breaking controls that reorder or split what is shown (U+202E makes "exe.txt"
 * read "txt.exe").
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is what this pattern is for
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]/g;

/**
 * Escapes every control character as `\uXXXX`, so a name from a file (an army, a unit, a file name) can
 * never drive the terminal. The escape is the one JSON uses, so JSON output keeps its meaning.
 *
 * @example
 * escapeControls('Tercio\u001b[31m'); // 'Tercio\\u001b[31m'
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Wraps an output so everything written through it has its control characters escaped. */
export function terminalSafe(output: CliOutput): CliOutput {
  return {
    out: (text) => {
      output.out(escapeControls(text));
    },
    err: (text) => {
      output.err(escapeControls(text));
    },
    ...(output.interactive !== undefined ? { interactive: output.interactive } : {}),
  };
}
