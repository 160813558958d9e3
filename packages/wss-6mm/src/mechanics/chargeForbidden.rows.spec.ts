import { describe, expect, it } from 'vitest';
import { chargeForbidden } from './chargeTest.js';

// "Foot may not charge Horse. No unit that is ROUTED, FALLING BACK or in pursuit may charge, and DISORDERED foot may
// not charge." Rulebook: Charges. Each clause, and who it does not stop.

describe('Charges: who may declare a charge (Rulebook: Charges)', () => {
  it('"Foot may not charge Horse"; foot may charge foot, and horse may charge horse', () => {
    expect(chargeForbidden('foot', 'steady', false, true)).toBe('Foot may not charge Horse');
    expect(chargeForbidden('foot', 'steady', false, false)).toBeNull();
    expect(chargeForbidden('s-horse', 'steady', false, true)).toBeNull();
    expect(chargeForbidden('p-horse', 'steady', false, true)).toBeNull();
  });
  it.each([
    ['ROUTED', 'routed', false],
    ['FALLING BACK', 'falling-back', false],
    ['in pursuit', 'steady', true],
  ] as const)('"No unit that is ROUTED, FALLING BACK or in pursuit may charge": %s horse', (_row, order, pursuing) => {
    expect(chargeForbidden('s-horse', order, pursuing, false)).toBe(
      'no unit that is ROUTED, FALLING BACK or in pursuit may charge',
    );
  });
  it('"DISORDERED foot may not charge"; DISORDERED horse may (the table\'s "DISORDERED n/p +4")', () => {
    expect(chargeForbidden('foot', 'disordered', false, false)).toBe('DISORDERED foot may not charge');
    expect(chargeForbidden('s-horse', 'disordered', false, false)).toBeNull();
    expect(chargeForbidden('p-horse', 'disordered', false, false)).toBeNull();
  });
});
