import { describe, expect, it } from 'vitest';
import { form, startSession, unit } from '../__fixtures__/session.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

const start = () => startSession('wss-6mm', 'forms', { title: 'forms', maxTurns: 2 });

// 6mm WSS, Small Arms Fire: "Foot may only fire front rank elements." The battle fires Math.min(5, frontElements)
// (game/firePhases.ts), a unit in line's front rank being the ruleset's frontRankElements: its elements left divided
// by its ranks, rounded up (Unit Organisation: PF1 one rank, other foot two).
describe('6mm WSS Small Arms Fire: foot fire their front rank', () => {
  it('Holstein-Beck (Dutch foot, 8 elements in two ranks) fires 4 elements, 3 once it has lost two', () => {
    const s = start();
    expect(form(s, 'small-arms', unit(s, 'A:holstein')).elements).toBe(4);
    expect(form(s, 'small-arms', { ...unit(s, 'A:holstein'), losses: 2 }).elements).toBe(3);
  });

  it('Picardie (French foot, 10 elements in two ranks) fires 5; horse fire all their elements, at most 4 pistols', () => {
    const s = start();
    expect(form(s, 'small-arms', unit(s, 'B:picardie-1')).elements).toBe(5);
    expect(form(s, 'small-arms', unit(s, 'B:gendarmes')).elements).toBe(4);
  });
});

// Officer Attached: Resolve Test +2; Rallying +2 (from rout) / +4 (from pursuit, fall back); Charges: -3 foot, -6
// horse on the requirement. Charges: DISORDERED +4 for horse (foot may not charge). The club knows attachments
// (commanders[].attachedTo), as its Morale and Control forms already read.
describe('6mm WSS: the Resolve, Rally and Charge forms know an attached officer, the Charge form DISORDERED', () => {
  const attached = () => {
    const s = start();
    const brigadier = s.state.commanders.find((c) => c.side === 'A' && c.rating !== 'Commander-in-Chief')!;
    expect(s.decide({ kind: 'set-commander', commander: brigadier.id, patch: { attachedTo: 'A:holstein' } })).toEqual({
      ok: true,
    });
    return s;
  };

  it.each(['resolve', 'rally', 'charge', 'morale', 'control'])('%s: Officer attached', (mechanic) => {
    const s = attached();
    expect(form(s, mechanic, unit(s, 'A:holstein')).officer).toBe(true);
    expect(form(s, mechanic, unit(s, 'A:queens-horse')).officer).toBe(false);
  });

  it('an officer lost is no longer attached', () => {
    const s = attached();
    const id = s.state.commanders.find((c) => c.attachedTo === 'A:holstein')!.id;
    expect(s.decide({ kind: 'set-commander', commander: id, patch: { lost: true } })).toEqual({ ok: true });
    expect(form(s, 'resolve', unit(s, 'A:holstein')).officer).toBe(false);
  });

  it('charge: DISORDERED horse (+4 on the requirement)', () => {
    const s = start();
    const horse = { ...unit(s, 'A:queens-horse'), disordered: true, order: 'disordered' };
    expect(form(s, 'charge', horse)).toMatchObject({ disordered: true, officer: false });
    expect(form(s, 'charge', unit(s, 'A:queens-horse')).disordered).toBe(false);
  });

  it('rally: what the unit rallies from, from its order', () => {
    const s = start();
    const u = unit(s, 'A:holstein');
    expect(form(s, 'rally', { ...u, order: 'routed', routed: true }).from).toBe('rout');
    expect(form(s, 'rally', { ...u, order: 'falling-back' }).from).toBe('fall-back');
    expect(form(s, 'rally', { ...u, order: 'pursuing' }).from).toBe('pursuit');
  });
});

// Melee > The Combat: "Only the front rank elements of units may fight. One overlap on each flank may be included in
// the count of fighting elements." The battle counts the front-rank elements in contact plus the overlaps
// (game/meleePhase.ts meleeElements); the club prefills the front rank of the unit in line (the ruleset's
// frontRankElements: elements left over ranks, rounded up; horse in 2 by 2), and the players add an overlap on each
// flank where the table shows one. It prefilled every element the unit had left (at most 7): Holstein-Beck's eight
// elements in two ranks fought as 7, the last row of the foot table (8 for one element, 18 for two) instead of 4
// (10 and 20).
describe('6mm WSS Melee: the melee form counts the front rank', () => {
  it('Dutch foot (8 elements in two ranks) fight 4, 3 once they lost two; French foot (10) fight 5', () => {
    const s = start();
    expect(form(s, 'melee', unit(s, 'A:holstein')).elements).toBe(4);
    expect(form(s, 'melee', { ...unit(s, 'A:holstein'), losses: 2 }).elements).toBe(3);
    expect(form(s, 'melee', unit(s, 'B:picardie-1')).elements).toBe(5);
  });

  it('horse (4 elements, 2 by 2) fight their front rank of 2; one element left fights alone', () => {
    const s = start();
    expect(form(s, 'melee', unit(s, 'A:queens-horse')).elements).toBe(2);
    expect(form(s, 'melee', { ...unit(s, 'A:queens-horse'), losses: 3 }).elements).toBe(1);
  });
});

// Melee > The Combat: "Opponent falling back +3".
describe('6mm WSS: the melee form knows an opponent falling back', () => {
  it('Holstein-Beck against Picardie FALLING BACK: +3 prefilled', () => {
    const s = start();
    const at = (order: string) =>
      wss6mmAdapter.prefill(
        'melee',
        unit(s, 'A:holstein'),
        { ...unit(s, 'B:picardie-1'), order },
        { commanders: s.state.commanders, turn: 1 },
      )['opponent-falling-back'];
    expect(at('falling-back')).toBe(true);
    expect(at('steady')).toBe(false);
  });
});

// Casualties: "Whenever a unit loses one or more elements it should take a Morale test": fire losses call a Morale
// test, not a Resolve test (Resolve tests follow a melee, and a charger's taking fire before it).
describe('6mm WSS: the fire steps say what hit units take', () => {
  it.each(['3. Artillery Fire', '4. Small Arms Fire'])('%s: a Morale test, not a Resolve test', (title) => {
    const step = wss6mmAdapter.steps.find((x) => x.title === title)!;
    expect(step.hint).not.toMatch(/Resolve test/);
    expect(step.hint).toMatch(/Morale test/);
  });
});
