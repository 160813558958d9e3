import { describe, expect, it } from 'vitest';
import { ok, startSession, toStep, wss6mmActivate } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';

// 6mm WSS, Command and Control > Brigade activation: "When attempting to activate a Brigade roll 1d20, if the score is
// equal for greater than the Brigadiers activation score the Brigade may move, otherwise it may not (other than
// compulsory movement)."
function activated(face: number, before: (s: ClubSession) => void = () => undefined): ClubSession {
  const s = startSession('wss-6mm', 'referee', { maxTurns: 2 });
  toStep(s, 1);
  before(s);
  wss6mmActivate(s, 'dutch', face);
  return s;
}
const charge = (s: ClubSession) =>
  s.decide({
    kind: 'resolve',
    mechanic: 'charge',
    params: { arm: 'foot', condition: 'fresh' },
    actor: 'A:holstein',
    target: 'B:picardie-1',
    dice: [20],
  });
const move = (s: ClubSession, mode: string) =>
  s.decide({ kind: 'resolve', mechanic: 'move', params: { arm: 'foot', mode }, actor: 'A:holstein', dice: [3] });

describe('6mm WSS: a brigade that fails its activation makes only compulsory moves', () => {
  it('failed (a 1): no charge and no voluntary move', () => {
    const s = activated(1);
    expect(s.state.stepResolutions.at(-1)!.outcome.activated).toBe(false);
    expect(charge(s)).toMatchObject({ ok: false, reason: expect.stringContaining('other than compulsory movement') });
    expect(move(s, 'move')).toMatchObject({ ok: false, reason: expect.stringContaining('compulsory') });
    expect(move(s, 'march-column').ok).toBe(false);
  });

  it('failed: the compulsory moves the club dictates are still rolled', () => {
    const s = activated(1, (g) => {
      expect(g.decide({ kind: 'set-unit', unit: 'A:holstein', patch: { order: 'falling-back' } })).toEqual(ok);
    });
    expect(s.state.moves.find((m) => m.unit === 'A:holstein')?.roll?.params.mode).toBe('fall-back');
    expect(move(s, 'fall-back')).toEqual(ok);
    // That move rolled, no other.
    expect(move(s, 'move').ok).toBe(false);
  });

  it('activated (a 20): the brigade moves and charges', () => {
    const s = activated(20);
    expect(move(s, 'move')).toEqual(ok);
    expect(charge(s)).toEqual(ok);
  });
});
