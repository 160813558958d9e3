/**
 * The offset at which `text` stops being valid JSON, and why, or null if it parses. JSON.parse's own
 * messages on Node 20 often give no position, so this small scanner finds it for the error line.
 */
export function jsonErrorOffset(text: string): { offset: number; reason: string } | null {
  let i = 0;
  const fail = (reason: string): never => {
    throw new JsonFault(i, reason);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(i >= text.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(text[i])}`);
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail('bad \\u escape');
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail('bad escape');
      } else if (c < ' ') fail('control character in a string');
      else i++;
    }
    fail('unterminated string');
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail('bad number');
    i += m![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 10_000) fail('nested too deeply');
    ws();
    const c = text[i];
    if (c === undefined) return fail('unexpected end of file');
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail(i >= text.length ? 'unexpected end of file' : 'expected a quoted property name');
        string();
        ws();
        if (text[i] !== ':') fail(i >= text.length ? 'unexpected end of file' : "expected ':'");
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return;
        } else fail(i >= text.length ? 'unexpected end of file' : "expected ',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return;
        } else fail(i >= text.length ? 'unexpected end of file' : "expected ',' or ']'");
      }
    }
    if (c === '"') {
      string();
      return;
    }
    if (c === 't') {
      literal('true');
      return;
    }
    if (c === 'f') {
      literal('false');
      return;
    }
    if (c === 'n') {
      literal('null');
      return;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      number();
      return;
    }
    fail(`unexpected ${JSON.stringify(c)}`);
  };
  try {
    value(0);
    ws();
    if (i < text.length) fail(`unexpected ${JSON.stringify(text[i])} after the JSON value`);
    return null;
  } catch (error) {
    if (error instanceof JsonFault) return { offset: error.offset, reason: error.reason };
    return { offset: i, reason: 'nested too deeply' }; // stack overflow on absurd nesting
  }
}

/** Stops the scanner at the first fault; {@link jsonErrorOffset} catches it. */
class JsonFault extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}
