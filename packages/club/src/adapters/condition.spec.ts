import { DEFAULT_OPTIONS, unitType } from '@muster/wss-6mm';
import { lossThresholds } from '@muster/wss-6mm/mechanics';
import { describe, expect, it } from 'vitest';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';
import { terciosAdapter } from './terciosAdapter.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';
import { newUnit } from './ClubAdapter.js';

const unit = (profile: string, size: number, losses: number) => ({
  ...newUnit({ id: 'A:x', side: 'A', name: 'X', profile, group: 'g', groupName: 'G', size }),
  losses,
});

describe("unit condition in the rulesets' words", () => {
  it('Tercios: fresh, worn, weary at Stamina, then Rout Points', () => {
    expect(terciosAdapter.condition(unit('tercio', 5, 0))).toBe('fresh');
    expect(terciosAdapter.condition(unit('tercio', 5, 2))).toBe('worn');
    expect(terciosAdapter.condition(unit('tercio', 5, 5))).toBe('weary');
    expect(terciosAdapter.condition(unit('tercio', 5, 7))).toBe('weary, 2 rout points');
    // The rout test is prefilled with the Rout Points, not the Dm.
    expect(
      terciosAdapter.prefill('rout-test', unit('tercio', 5, 7), undefined, { commanders: [], turn: 1 })['rout-points'],
    ).toBe(2);
  });

  it('The Sword and the Pike: spent under half strength', () => {
    expect(swordAndPikeAdapter.condition(unit('pikemen', 20, 0))).toBe('fresh');
    expect(swordAndPikeAdapter.condition(unit('pikemen', 20, 11))).toBe('spent');
  });

  it("6mm WSS: FRESH, BLOODED, DISTRESSED by the unit type's figures", () => {
    const type = unitType('british-foot')!;
    expect(wss6mmAdapter.condition(unit('british-foot', type.elements, 0))).toBe('FRESH');
    const t = lossThresholds(type, DEFAULT_OPTIONS); // ruling: the British figures as the ruleset reads them
    expect(wss6mmAdapter.condition(unit('british-foot', type.elements, t.blooded))).toBe('BLOODED');
    expect(wss6mmAdapter.condition(unit('british-foot', type.elements, t.distressed))).toBe('DISTRESSED');
    // Casualties: "Field Artillery can take four hits before the model is removed": a battery's losses are hits.
    expect(wss6mmAdapter.condition(unit('field-battery', 3, 3))).toBe('3 guns left');
    expect(wss6mmAdapter.condition(unit('field-battery', 3, 4))).toBe('2 guns left');
  });
});
