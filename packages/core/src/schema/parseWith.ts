import type { ZodType, z } from 'zod';
import { MusterError } from '../errors/MusterError.js';
import { checkJsonDepth } from '../json/Json.js';

/**
 * Renders a zod issue path as `regiments[2].units[0].id`, the form every refusal's field path takes (`(root)` for
 * the data itself).
 *
 * @example
 * formatPath(['forces', 'A', 'regiments', 0, 'id']) // 'forces.A.regiments[0].id'
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(root)' : out;
}

function describeIssue(issue: z.core.$ZodIssue): { expected: string; message: string } {
  switch (issue.code) {
    case 'invalid_type':
      return { expected: issue.expected, message: issue.message };
    case 'invalid_value':
      return { expected: `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`, message: issue.message };
    case 'too_small':
      return {
        expected: `at least ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''}`,
        message: issue.message,
      };
    case 'too_big':
      return {
        expected: `at most ${String(issue.maximum)}${issue.origin === 'array' ? ' item(s)' : issue.origin === 'string' ? ' character(s)' : ''}`,
        message: issue.message,
      };
    case 'unrecognized_keys':
      return {
        expected: `no unknown field (${issue.keys.join(', ')})`,
        message: `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
      };
    case 'invalid_union':
      return { expected: 'one of the allowed shapes', message: issue.message };
    default:
      return { expected: issue.message, message: issue.message };
  }
}

/**
 * Validates data with a zod schema; on failure throws one `bad-file` (with `file`) or `bad-input`
 * MusterError naming the first problem's field path and what was expected there. Data nested deeper than
 * `MAX_JSON_DEPTH` is refused the same way before any schema walks it (a recursive walk would overflow).
 */
export function parseWith<S extends ZodType>(
  schema: S,
  data: unknown,
  where: { file?: string; path?: string } = {},
): z.output<S> {
  checkJsonDepth(data, where);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const { expected, message } = describeIssue(issue);
  const inner = formatPath(issue.path);
  // An index at the root of the data joins with no dot (`profiles[1].id`), as formatPath and checkJsonDepth write it.
  const path = where.path
    ? inner === '(root)'
      ? where.path
      : `${where.path}${inner.startsWith('[') ? '' : '.'}${inner}`
    : inner;
  throw new MusterError(where.file !== undefined ? 'bad-file' : 'bad-input', message, {
    ...(where.file !== undefined ? { file: where.file } : {}),
    path,
    expected,
    issues: result.error.issues.length,
  });
}
