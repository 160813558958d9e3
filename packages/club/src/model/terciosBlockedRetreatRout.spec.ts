// Rulebook (Liber Militum: Tercios): Combat > Consequences of Combat > Retreat: "If this movement cannot be carried
// out in full, the unit receives one additional Dm." Shooting > Rout Test: "Rout tests are carried out as soon as a
// unit has Dm beyond its Stamina value. This may come from shooting as well as from close combat."
import { describe, expect, it } from 'vitest';
import { resolveForm, startSession, unit } from '../__fixtures__/session.js';
import { adapterOf } from '../adapters/adapters.js';

describe('a blocked retreat that takes a unit beyond its Stamina queues its rout test', () => {
  it('Musketeer Company at its Stamina after the combat, retreat blocked: +1 Dm, a rout test waits', () => {
    const s = startSession('tercios', 'referee-retreat', { title: 'Flanders', maxTurns: 2 });
    const tercio = 'A:tercio-2';
    const musketeers = 'B:musketeer-company';
    const stamina = adapterOf('tercios').track!(unit(s, musketeers), s.state.commanders);
    expect(s.decide({ kind: 'set-unit', unit: musketeers, patch: { losses: stamina - 1 } }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
    expect(resolveForm(s, 'melee', tercio, musketeers, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual({ ok: true });
    expect(unit(s, musketeers)).toMatchObject({ losses: stamina, destroyed: false });
    const retreat = s.state.moves.find((m) => m.unit === musketeers && m.kind === 'retreat')!;
    expect(s.decide({ kind: 'settle-move', move: retreat.id, result: 'blocked', where: 'against the wood' }).ok).toBe(
      true,
    );
    expect(unit(s, musketeers).losses).toBe(stamina + 1);
    expect(s.state.tests).toEqual(
      expect.arrayContaining([expect.objectContaining({ unit: musketeers, mechanic: 'rout-test' })]),
    );
  });
});
