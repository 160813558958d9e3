import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { checkReferences, PROFILES } from './PROFILES.js';
import type { UnitProfile, UnitOption } from './UnitProfile.js';

// The bundled profiles are checked when the module loads (`PROFILES`); these made-up variants of one card show each
// refusal, with the message and the path that name the card and the option at fault.
const card = PROFILES.find((p) => p.options.length >= 2)!;
// Two of its options with their own cross-references taken off.
const bare = ({ incompatibleWith: _i, requires: _r, combined: _c, ...option }: UnitOption): UnitOption => option;
const [first, second] = (card.options as [UnitOption, UnitOption]).map(bare) as [UnitOption, UnitOption];
const withOptions = (options: UnitOption[], id = card.id): UnitProfile => ({ ...card, id, options });
const refusal = (profiles: UnitProfile[]) => {
  try {
    checkReferences(profiles);
  } catch (e) {
    expect(MusterError.is(e)).toBe(true);
    return {
      code: (e as MusterError).code,
      message: (e as MusterError).message,
      path: (e as MusterError).context.path,
    };
  }
  return null;
};

describe('checkReferences: what the profile schema cannot check', () => {
  it('the bundled profiles pass', () => {
    expect(refusal([...PROFILES])).toBeNull();
  });

  it('a unit id used twice is refused at the second card', () => {
    expect(refusal([card, { ...card }])).toEqual({
      code: 'internal',
      message: `duplicate unit id "${card.id}"`,
      path: `profiles[1] (${card.id})`,
    });
  });

  it('an option id used twice on one card is refused; the same option id on two cards is not', () => {
    expect(refusal([withOptions([first, { ...second, id: first.id }])])).toEqual({
      code: 'internal',
      message: `duplicate option id "${first.id}"`,
      path: `profiles[0] (${card.id})`,
    });
    expect(refusal([withOptions([first]), withOptions([first], 'another-card')])).toBeNull();
  });

  it.each([
    ['incompatibleWith', { incompatibleWith: ['no-such-option'] }],
    ['requires', { requires: ['no-such-option'] }],
    ['combined', { combined: [{ with: 'no-such-option', set: {} }] }],
  ] satisfies [string, Partial<UnitOption>][])(
    'an option whose %s names no option of its card is refused',
    (_field, refs) => {
      expect(refusal([withOptions([first, { ...second, ...refs }])])).toEqual({
        code: 'internal',
        message: `option "${second.id}" refers to unknown option "no-such-option"`,
        path: `profiles[0] (${card.id}).options.${second.id}`,
      });
      // Naming the card's other option is accepted.
      const named = JSON.parse(JSON.stringify(refs).replace('no-such-option', first.id)) as Partial<UnitOption>;
      expect(refusal([withOptions([first, { ...second, ...named }])])).toBeNull();
    },
  );
});
