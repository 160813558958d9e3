// Rulebook (Liber Militum: Tercios): Command > Command Actions: "The player then makes a command test, rolling as many
// dice as the command's rank. [...] Command test: Rank # D6, success = 5+. At least one success must be obtained for the
// command action to take effect. [...] If the result of the test is only one success, or if the test fails, the
// commander becomes 'Exhausted'." Optional Traits > Comrade-in-arms: "The test succeeds on a result of 6 instead of
// 5+." Common Traits (all commanders) > Fast: after a successful test the commander may move again.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { commander, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';
import { legalClubDecisions } from '../model/clubRules.js';
import { terciosAdapter } from './terciosAdapter.js';

// Martín de Idiáquez, rank 2, mestre de camp of the Tercio de Idiáquez.
const idiaquez = 'A:regiment-1-commander';

const atActivation = (seed: string, options?: Record<string, unknown>) =>
  terciosAtActivation(seed, { title: 'Command', options });
const command = (s: ClubSession, dice: number[], params: Record<string, unknown> = {}) =>
  s.decide({
    kind: 'resolve',
    mechanic: 'command-test',
    params: { commander: idiaquez, rank: 2, action: 'rally', ...params },
    dice,
  });

describe('the command test of a command action (Command > Command Actions)', () => {
  it('is offered in the Activation step, with the odds of the ruleset', () => {
    const s = atActivation('offered');
    expect(terciosAdapter.steps.find((st) => st.title === 'Activation')!.mechanics).toContain('command-test');
    // Rank 3, 5+: passed 1 - (2/3)^3 = 19/27; Exhausted with under two successes: (8 + 12)/27 = 20/27.
    const odds = s.odds('command-test', { rank: 3, action: 'rally' });
    expect(odds.exact?.passed?.['1']).toBe('19/27');
    expect(odds.exact?.exhausted?.['1']).toBe('20/27');
    // Comrade-in-arms succeeds on 6s: rank 2, 1 - (5/6)^2 = 11/36.
    expect(s.odds('command-test', { rank: 2, action: 'comrade-in-arms' }).exact?.passed?.['1']).toBe('11/36');
  });

  it('one success: the action takes effect, the commander is Exhausted', () => {
    const s = atActivation('one');
    expect(command(s, [5, 1])).toEqual({ ok: true });
    expect(commander(s, idiaquez).exhausted).toBe(true);
    expect(s.logLines().some((l) => /exhausted/i.test(l.text))).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('two successes: no harm, the commander may be activated again (and, Fast, may move again)', () => {
    const s = atActivation('two');
    expect(command(s, [5, 6])).toEqual({ ok: true });
    expect(commander(s, idiaquez).exhausted).toBe(false);
    const resolved = s
      .save()
      .log.flatMap((e) => (e.type === 'event' ? [e.event as { type: string; outcome?: Record<string, unknown> }] : []))
      .filter((e) => e.type === 'resolved')
      .at(-1)!;
    expect(resolved.outcome).toMatchObject({ passed: 1, successes: 2, exhausted: 0, 'may-move-again': 1 });
  });

  it('no success: the action is cancelled and the commander Exhausted; named by its name too', () => {
    const s = atActivation('none');
    expect(command(s, [1, 4], { commander: 'Martín de Idiáquez' })).toEqual({ ok: true });
    expect(commander(s, idiaquez).exhausted).toBe(true);
  });

  it('Brevis Editio with commanders for the initiative only: no command test', () => {
    const s = atActivation('brevis', { commanders: 'initiative-only' });
    expect(command(s, [5, 5])).toMatchObject({ ok: false });
    expect(legalClubDecisions(s.state).some((d) => d.kind === 'resolve' && d.mechanic === 'command-test')).toBe(false);
  });
});
