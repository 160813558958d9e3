// Rulebook (Liber Militum: Tercios): Combat > Consequences of Combat > Retreat: "If this movement cannot be carried
// out in full, the unit receives one additional Dm." Shooting > Rout Test: "Rout tests are carried out as soon as a
// unit has Dm beyond its Stamina value. This may come from shooting as well as from close combat."
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../adapters/adapters.js';
import { ClubSession } from '../app/ClubSession.js';

const unit = (s: ClubSession, id: string) => s.state.units.find((u) => u.id === id)!;
const form = (s: ClubSession, mechanic: string, actor: string, target?: string) =>
  adapterOf(s.state.ruleset).prefill(mechanic, unit(s, actor), target ? unit(s, target) : undefined, {
    commanders: s.state.commanders,
    turn: s.state.turn,
  });

describe('a blocked retreat that takes a unit beyond its Stamina queues its rout test', () => {
  it('Musketeer Company at its Stamina after the combat, retreat blocked: +1 Dm, a rout test waits', () => {
    const s = ClubSession.start(
      { ruleset: 'tercios', title: 'Flanders', armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000], maxTurns: 2 },
      'referee-retreat',
    );
    const tercio = 'A:tercio-2';
    const musketeers = 'B:musketeer-company';
    const stamina = adapterOf('tercios').track!(unit(s, musketeers), s.state.commanders);
    expect(s.decide({ kind: 'set-unit', unit: musketeers, patch: { losses: stamina - 1 } }).ok).toBe(true);
    expect(s.state.tests).toEqual([]);
    expect(
      s.decide({
        kind: 'resolve',
        mechanic: 'melee',
        params: form(s, 'melee', tercio, musketeers),
        actor: tercio,
        target: musketeers,
        dice: [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      }),
    ).toEqual({ ok: true });
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
