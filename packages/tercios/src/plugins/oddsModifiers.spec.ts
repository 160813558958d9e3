import { enumerate, parseParams } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosMechanics } from './terciosMechanics.js';

// `muster odds tercios shoot|melee` express every modifier of the rules: the units' options, the attached
// commander's virtues and traits, commanders in radius, Inspiring, Disorder, higher ground, a fortified defender
// or one in a building, Determined and a Frenzied unit out of command. Each parameter is mapped onto the
// situation the battle builds (ShootingInput, MeleeInput); each test checks it moves the odds as the rule says.
const odds = (id: string, raw: Record<string, string>) => {
  const m = terciosMechanics.find((x) => x.id === id)!;
  const params = parseParams(m.params, raw);
  m.validate?.(params);
  return enumerate((dice) => m.run(dice, params));
};
const marginal = (id: string, raw: Record<string, string>, outcome: string) =>
  odds(id, raw)
    .marginal(outcome)
    .entries.map((e) => [e.value, e.probability.toString()]);
const p = (id: string, raw: Record<string, string>, test: (o: Record<string, unknown>) => boolean) =>
  odds(id, raw).probabilityOf(test).toNumber();

const SHOT = { shooter: 'musketeer-company', target: 'musketeer-company', range: '6' };
const FIGHT = { attacker: 'combat-company', defender: 'combat-company' };
const attackerWins = (o: Record<string, unknown>) => o.winner === 'attacker';
const hurt = (o: Record<string, unknown>) => (o.wear as number) > 0;

describe('muster odds tercios shoot: modifiers', () => {
  it('shooter-options: Dense formation (Shoot 4) rolls as many dice as Drill (+1 Shoot) from an attached commander', () => {
    const dense = marginal('shoot', { ...SHOT, 'shooter-options': 'dense-formation' }, 'hits');
    expect(dense).not.toEqual(marginal('shoot', SHOT, 'hits'));
    expect(marginal('shoot', { ...SHOT, 'shooter-commander': 'drill' }, 'hits')).toEqual(dense);
  });

  it('target-commander Sacrifice (+1 Courage against shooting) and the same virtue by Inspiring', () => {
    const plain = p('shoot', SHOT, hurt);
    const sacrifice = p('shoot', { ...SHOT, 'target-commander': 'sacrifice' }, hurt);
    expect(sacrifice).toBeLessThan(plain);
    expect(p('shoot', { ...SHOT, 'target-inspired-by': 'sacrifice' }, hurt)).toBe(sacrifice);
  });

  it("shooter-disordered: Disorder changes only the disordered unit's own resistance, not its shot", () => {
    expect(marginal('shoot', { ...SHOT, 'shooter-disordered': 'true' }, 'wear')).toEqual(
      marginal('shoot', SHOT, 'wear'),
    );
  });

  it('target-near Wealthy: a mercenary target takes a rout test (Discipline-) instead of none', () => {
    const raw = { ...SHOT, target: 'musketeer-company', 'target-options': 'mercenaries', 'target-wear': '2' };
    const destroyed = (o: Record<string, unknown>) => o.destroyed === 1;
    expect(p('shoot', { ...raw, 'target-near': 'wealthy' }, destroyed)).toBeLessThan(p('shoot', raw, destroyed));
  });
});

describe('muster odds tercios melee: modifiers', () => {
  const plain = p('melee', FIGHT, attackerWins);

  it('higher: the side on higher ground has Melee +', () => {
    expect(p('melee', { ...FIGHT, higher: 'attacker' }, attackerWins)).toBeGreaterThan(plain);
    expect(p('melee', { ...FIGHT, higher: 'defender' }, attackerWins)).toBeLessThan(plain);
  });

  it('defender-fortified: Courage + for the defender', () => {
    expect(p('melee', { ...FIGHT, 'defender-fortified': 'true' }, attackerWins)).toBeLessThan(plain);
  });

  it('defender-in-building: never taken in flank', () => {
    const flank = p('melee', { ...FIGHT, flank: 'true' }, attackerWins);
    expect(flank).toBeGreaterThan(plain);
    expect(p('melee', { ...FIGHT, flank: 'true', 'defender-in-building': 'true' }, attackerWins)).toBe(plain);
  });

  it('attacker-disordered and defender-disordered: Courage - for the disordered side', () => {
    expect(p('melee', { ...FIGHT, 'attacker-disordered': 'true' }, attackerWins)).toBeLessThan(plain);
    expect(p('melee', { ...FIGHT, 'defender-disordered': 'true' }, attackerWins)).toBeGreaterThan(plain);
  });

  it('attacker-options Brave (Melee and Courage 4) and attacker-commander Dexterity (+1 Melee)', () => {
    expect(p('melee', { ...FIGHT, 'attacker-options': 'brave' }, attackerWins)).toBeGreaterThan(plain);
    expect(p('melee', { ...FIGHT, 'attacker-commander': 'dexterity' }, attackerWins)).toBeGreaterThan(plain);
  });

  it('defender-commander Gallant: a flank charge costs the defender no Courage', () => {
    const flank = p('melee', { ...FIGHT, flank: 'true' }, attackerWins);
    expect(p('melee', { ...FIGHT, flank: 'true', 'defender-commander': 'gallant' }, attackerWins)).toBeLessThan(flank);
  });

  it('determined: the winning attacker inflicts 1 more Dm', () => {
    const heavy = (o: Record<string, unknown>) => (o['defender-wear'] as number) >= 2;
    expect(p('melee', { ...FIGHT, determined: 'true' }, heavy)).toBeGreaterThan(p('melee', FIGHT, heavy));
  });

  it('attacker-out-of-command: a Frenzied attacker (Cossacks) tests its order with Discipline -', () => {
    const raw = { ...FIGHT, attacker: 'cossacks', 'defender-wear': '3' };
    const fresh = (o: Record<string, unknown>) => o['defender-destroyed'] === 1 && o['attacker-wear'] === 0;
    expect(p('melee', { ...raw, 'attacker-out-of-command': 'true' }, fresh)).toBeLessThan(p('melee', raw, fresh));
  });
});

describe('muster odds tercios reaction-test: modifiers', () => {
  const passed = (raw: Record<string, string>) =>
    odds('reaction-test', raw)
      .probabilityOf((o) => o.passed === 1)
      .toString();

  it('imperturbable: "a bonus (+) to their Discipline for their reaction tests": 3 dice become 4 (65/81)', () => {
    expect(passed({ discipline: '3' })).toBe('19/27');
    expect(passed({ discipline: '3', imperturbable: 'true' })).toBe('65/81');
  });

  it('Evasion from an infantry charge: Discipline + (65/81); an Aggressive charger: Discipline - (5/9)', () => {
    const evade = { discipline: '3', reaction: 'evasion', 'evasion-rule': 'true' };
    expect(passed(evade)).toBe('19/27');
    expect(passed({ ...evade, charger: 'infantry' })).toBe('65/81');
    expect(passed({ ...evade, 'charger-aggressive': 'true' })).toBe('5/9');
  });
});
