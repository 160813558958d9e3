// Rulebook (Liber Militum: Tercios): Reactions > Resist!: "The Courage test in a combat that follows a charge benefits
// from a bonus (+)." Brevis Editio: "Resist gives Courage+ to resist damage" (ruling resistReactionScope any-damage:
// shots too). The battle marks the unit `resisting` when it reacts with Resist! and reads the marker in its combats
// (`defenderReaction: 'resist'`) and as a shot's target (`targetResisting`) until the end of the turn; under the ruling
// battle.resistDuration `that-charge` the marker ends when another charge is declared on the unit. The club records the
// reaction: its melee and shoot forms read the marker the same way (the players may change them).
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { form, nextUntil, terciosAtActivation } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

const tercio = 'A:tercio-2';
const charger = 'B:musketeer-company';

function resisted(seed: string, dice: number[], options?: Record<string, unknown>): ClubSession {
  const s = terciosAtActivation(seed, { title: 'Resist!', options });
  expect(s.decide({ kind: 'set-unit', unit: tercio, patch: { order: 'resist' } })).toEqual({ ok: true });
  expect(s.decide({ kind: 'declare', trigger: 'charge', by: charger, unit: tercio })).toEqual({ ok: true });
  const test = s.state.tests.find((t) => t.unit === tercio && t.mechanic === 'reaction')!;
  expect(
    s.decide({
      kind: 'resolve',
      mechanic: 'reaction',
      params: { ...test.params, reaction: 'resist' },
      actor: tercio,
      target: charger,
      dice,
    }),
  ).toEqual({ ok: true });
  return s;
}
const forms = (s: ClubSession) => ({
  melee: form(s, 'melee', charger, tercio),
  shoot: form(s, 'shoot', charger, tercio),
});

describe("Tercios at the club: a passed Resist! reaction fills the unit's combat and shot forms", () => {
  it('passed: the melee form reads the defender resisting, the shoot form the target resisting', () => {
    const s = resisted('passed', [5, 1, 1, 1, 1]);
    expect(forms(s).melee['defender-reaction']).toBe('resist');
    expect(forms(s).shoot['target-resisting']).toBe(true);
    expect(s.logLines().some((l) => l.text.includes('resisting'))).toBe(true);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('failed: no Resist!, nothing prefilled', () => {
    const s = resisted('failed', [1, 1, 1, 1, 1]);
    expect(forms(s).melee['defender-reaction'] ?? 'none').toBe('none');
    expect(forms(s).shoot['target-resisting'] ?? false).toBe(false);
  });

  it('the marker lasts the turn (ruling battle.resistDuration turn): a second combat still reads it, the next turn not', () => {
    const s = resisted('turn', [5, 1, 1, 1, 1]);
    const melee = { ...forms(s).melee, 'defender-reaction': 'resist' };
    expect(s.decide({ kind: 'resolve', mechanic: 'melee', params: melee, actor: charger, target: tercio }).ok).toBe(
      true,
    );
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: 'B:modern-cavalry', unit: tercio }).ok).toBe(true);
    expect(forms(s).melee['defender-reaction']).toBe('resist');
    nextUntil(s, (st) => st.turn !== 1);
    expect(forms(s).melee['defender-reaction'] ?? 'none').toBe('none');
  });

  it('battle.resistDuration that-charge: another charge declared on the unit ends it', () => {
    const s = resisted('that-charge', [5, 1, 1, 1, 1], { battle: { resistDuration: 'that-charge' } });
    expect(forms(s).melee['defender-reaction']).toBe('resist');
    expect(s.decide({ kind: 'declare', trigger: 'charge', by: 'B:modern-cavalry', unit: tercio }).ok).toBe(true);
    expect(forms(s).melee['defender-reaction'] ?? 'none').toBe('none');
  });
});
