import { describe, expect, it } from 'vitest';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
// The Gendarmes fire at the battery, the one enemy in contact (ruling R63: their side's choice).
import { harness, meleePhaseFiringFirst as meleePhase } from './__fixtures__/harness.js';

// Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee provided they are not DISORGANISED."
// Casualties: "Field Artillery can take four hits before the model is removed." An element a fire table removes is
// one hit on a battery (Artillery Fire, Small Arms Fire, a Pf charger's pistols: `inflict`); only an element lost
// fighting in the melee removes a gun (ruling R20).

describe('Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee"; Casualties: "Field Artillery can take four hits before the model is removed"', () => {
  const inMelee = exampleBattle({
    'british-battery': { engaged: ['gendarmes'] },
    gendarmes: { x: 32, y: 6, formation: 'pc', engaged: ['british-battery'] },
  });

  it('a Pc volley that removes 1 element scores 1 hit on a battery, as every fire table result does', () => {
    // The Gendarmes (Pc) are in melee with the Royal Train battery since an earlier turn: pistols (4 elements, row
    // 12) roll 12: 1 element. Melee rolls 1 and 1: no hits. Drovers roll 20s. Expected: 1 hit, 3 guns left.
    const h = harness(inMelee, [12, 1, 1, 20]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(
      /Gendarmes de la Garde fires pistols in the melee at Royal Train battery: rolled 12, score 12: 1 element/,
    );
    expect(h.text()).toMatch(/Royal Train battery takes 1 hit \(Gendarmes de la Garde's pistols\): 3 guns left/);
    expect(h.unit('british-battery').lost).toBe(1);
  });

  it('ruling R20: an element the battery loses fighting in the melee is still a gun (four hits)', () => {
    // Pistols roll 1 (a miss); the battery rolls 1; the Gendarmes (Pc, one element wide: 1 horse element, 12 for 1)
    // roll 12: 1 element, 4 hits, 2 guns left. Drovers 20s.
    const h = harness(inMelee, [1, 1, 12, 20, 20, 20, 20]);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Royal Train battery takes 4 hits \(melee with Gendarmes de la Garde\): 2 guns left/);
    expect(h.unit('british-battery').lost).toBe(4);
  });
});
