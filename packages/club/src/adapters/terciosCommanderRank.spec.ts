// Rulebook (Liber Militum: Tercios): Command > Command Actions: "The player then makes a command test, rolling as many
// dice as the command's rank. [...] Command test: Rank # D6, success = 5+." Commanders and Losses: a commander in the
// wrong place, or left alone, "must make a test as for a command action". The battle rolls the commander's own rank
// (game/commanderActivation.ts: `commandTest(ctx.dice, { rank: c.rank, … })`; the isolation and wrong-place tests the
// same). The club's forms ask the players to type the rank beside the commander's name: a rank that is not the named
// commander's would roll other dice than the battle (a rank 2 commander typed as 3: 1 - (2/3)^3 = 19/27 to pass instead
// of 1 - (2/3)^2 = 5/9), so the club refuses it, saying the rank.
import { describe, expect, it } from 'vitest';
import { ok, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// Martín de Idiáquez, rank 2 in the army list (docs: SPANISH_EMPIRE_1000).
const idiaquez = 'A:regiment-1-commander';
const start = (seed: string) => terciosAtActivation(seed, { title: 'Rank' });
const roll = (s: ClubSession, mechanic: string, rank: number, dice: number[], commander = idiaquez) =>
  s.decide({
    kind: 'resolve',
    mechanic,
    params: { rank, commander, ...(mechanic === 'command-test' ? { action: 'rally' } : {}) },
    dice,
  });

describe("Tercios at the club: a commander's test rolls the commander's rank (Command > Command Actions)", () => {
  it('the odds the typed rank would give are not the commander’s: 19/27 at rank 3, 5/9 at rank 2', () => {
    const s = start('odds');
    expect(s.odds('command-test', { rank: 3, action: 'rally' }).exact?.passed?.['1']).toBe('19/27');
    expect(s.odds('command-test', { rank: 2, action: 'rally' }).exact?.passed?.['1']).toBe('5/9');
  });

  for (const mechanic of ['command-test', 'isolation-test', 'wrong-place-test'])
    it(`${mechanic}: Idiáquez typed as rank 3 is refused, saying his rank 2; rank 2 rolls`, () => {
      const s = start(mechanic);
      expect(roll(s, mechanic, 3, [5, 6, 6])).toMatchObject({ ok: false, reason: expect.stringMatching(/rank 2/) });
      expect(roll(s, mechanic, 2, [5, 6])).toEqual(ok);
    });

  // Command (rank table): "rank 0 to 5"; a regiment's commander may be rank 0 (The Army > Infantry Regiment). Rank # D6:
  // a rank 0 commander rolls no die, so his test always fails and he is Exhausted, as the battle's commandTest has it.
  it('a rank 0 commander rolls no die: the test fails and he is Exhausted (the form refused rank 0)', () => {
    const s = start('rank-0');
    expect(s.odds('command-test', { rank: 0, action: 'rally' }).exact?.passed).toEqual({ '0': '1' });
    expect(roll(s, 'command-test', 0, [], 'none')).toEqual(ok);
    const resolved = s
      .save()
      .log.flatMap((e) => (e.type === 'event' ? [e.event as { type: string; outcome?: Record<string, unknown> }] : []))
      .filter((e) => e.type === 'resolved')
      .at(-1)!;
    expect(resolved.outcome).toMatchObject({ passed: 0, successes: 0, exhausted: 1 });
  });

  it('named by his name, the same; a form naming no commander rolls the rank typed (the calculator)', () => {
    const s = start('named');
    expect(roll(s, 'command-test', 1, [5], 'Martín de Idiáquez')).toMatchObject({ ok: false });
    expect(roll(s, 'command-test', 4, [5, 6, 6, 6], 'none')).toEqual(ok);
  });
});
