import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import {
  advanceFire,
  beginFire,
  clearShot,
  expectedFireElements,
  fireRange,
  fireTargetProblem,
  fireTargets,
  mayFireArtillery,
  mayFireSmallArms,
  shoot,
  shotAt,
} from './firePhases.js';
import { harness } from './__fixtures__/harness.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Who may fire at whom, from the rulebook's words: "Maximum range for Artillery is 36"" (Artillery Fire),
// "Maximum range for musketry is 6" … Pistols range is 2", however long range … pistol fire is available only to
// units in Pc formation" (Small Arms Fire), and the rulings the book needs: the front arc and the targets it
// leaves out, routed units and units in melee (R25), and the line of fire (R33).

/** The example battle with some units moved or changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const ids = (units: readonly BattleUnit[]) => units.map((u) => u.id);

// 1st Foot Guards (4" frontage, facing B's edge) with Picardie's front edge exactly 6" before theirs, square on.
const guardsFacingPicardie = { 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 } };
/** Why `firer` may not fire at `target` in `s`, in words (null: a legal target). */
const problem = (s: BattleState, firer: string, target: string, options = DEFAULT_OPTIONS) =>
  fireTargetProblem(s, options, unit(s, firer), unit(s, target));

describe('the range of each weapon (Rulebook: Artillery Fire; Small Arms Fire)', () => {
  it('"Maximum range for Artillery is 36"", "for musketry is 6"", "Pistols range is 2""', () => {
    const s = battle({ gendarmes: { formation: 'pc' } });
    expect(fireRange(unit(s, 'british-battery'))).toBe(36);
    expect(fireRange(unit(s, 'foot-guards'))).toBe(6);
    expect(fireRange(unit(s, 'gendarmes'))).toBe(2);
  });

  it('"Maximum range for musketry is 6"": a target exactly 6" away may be fired at', () => {
    const s = battle(guardsFacingPicardie);
    expect(problem(s, 'foot-guards', 'picardie-1')).toBeNull();
    expect(ids(fireTargets(s, DEFAULT_OPTIONS, unit(s, 'foot-guards')))).toEqual(['picardie-1']);
  });

  it('the range is the true gap between the bases: a target turned at an angle, its corner 6.4" away, is out of range', () => {
    // Picardie turned 45 degrees off square: its bounding box comes within 5.8" of the Guards', its base only 6.4".
    const s = battle({ 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 23, y: 17.5, facing: (-3 * Math.PI) / 4 } });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBe(`Picardie is 6.365" away, beyond 1st Foot Guards's 6" range`);
    expect(fireTargets(s, DEFAULT_OPTIONS, unit(s, 'foot-guards'))).toEqual([]);
  });

  it('"Pistols range is 2"": Pc horse fire at a target 2" away, not at one 3" away', () => {
    // The Gendarmes in Pc formation at the same place as the Guards above (their front edge at y 10).
    const near = battle({
      gendarmes: { formation: 'pc', x: 20, y: 10, facing: Math.PI / 2 },
      'royal-scots': { x: 20, y: 12, facing: -Math.PI / 2 },
    });
    expect(problem(near, 'gendarmes', 'royal-scots')).toBeNull();
    const far = battle({
      gendarmes: { formation: 'pc', x: 20, y: 10, facing: Math.PI / 2 },
      'royal-scots': { x: 20, y: 13, facing: -Math.PI / 2 },
    });
    expect(problem(far, 'gendarmes', 'royal-scots')).toBe(
      `Royal Scots is 3" away, beyond Gendarmes de la Garde's 2" range`,
    );
  });
});

describe('the legal targets, nearest first (ruling R25, `fireTarget: nearest`: "ties: army-list order")', () => {
  it("the British battery's targets by the gap between the bases; equal gaps in the order of the army lists", () => {
    const s = battle();
    // Dillon's 24"; Clare's and Lee's 24.02" (Clare's first in the list); the French battery and the
    // Leibregiment 25"; then Navarre, Kurprinz, Picardie and two Gendarmes units; Anjou is beyond 36".
    expect(ids(fireTargets(s, DEFAULT_OPTIONS, unit(s, 'british-battery')))).toEqual([
      'dillon',
      'clare',
      'lee',
      'french-battery',
      'leib',
      'navarre',
      'kurprinz',
      'picardie-1',
      'gendarmes',
      'bourgogne',
    ]);
  });
});

describe('targets the rule leaves out, each refused with its reason (ruling R25)', () => {
  it('a unit no longer on the table', () => {
    const s = battle({
      ...guardsFacingPicardie,
      'picardie-1': { ...guardsFacingPicardie['picardie-1'], status: 'destroyed' },
    });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBe('Picardie is no longer on the table');
  });

  it('a routed unit ("a routed unit is already leaving the field")', () => {
    const s = battle({
      ...guardsFacingPicardie,
      'picardie-1': { ...guardsFacingPicardie['picardie-1'], order: 'routed' },
    });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBe('Picardie is routed');
  });

  it('a unit in melee ("firing into a melee would hit friends")', () => {
    const s = battle({
      ...guardsFacingPicardie,
      'picardie-1': { ...guardsFacingPicardie['picardie-1'], engaged: ['royal-scots'] },
    });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBe('Picardie is in melee');
  });
});

describe('line of fire (ruling R33: a line from the front centre that crosses no other unit; no gap rule)', () => {
  // Webb's across the line between the Guards and Picardie.
  const screened = { ...guardsFacingPicardie, webbs: { x: 20, y: 13 } };

  it('no fire through a friend: the shot is refused with its reason, and allowed with lineOfFire off', () => {
    const s = battle(screened);
    expect(problem(s, 'foot-guards', 'picardie-1')).toBe(
      'the line of fire from 1st Foot Guards to Picardie is blocked',
    );
    expect(fireTargets(s, DEFAULT_OPTIONS, unit(s, 'foot-guards'))).toEqual([]);
    expect(problem(s, 'foot-guards', 'picardie-1', Wss6mmOptionsSchema.parse({ lineOfFire: false }))).toBeNull();
  });

  it("clearShot asks the same line: blocked through Webb's, clear without them", () => {
    const s = battle(screened);
    expect(clearShot(s.units, unit(s, 'foot-guards'), unit(s, 'picardie-1'))).toBe(false);
    const open = battle(guardsFacingPicardie);
    expect(clearShot(open.units, unit(open, 'foot-guards'), unit(open, 'picardie-1'))).toBe(true);
  });

  it("a slanting line is blocked by a unit inside its span, whose box lies within the line's box", () => {
    // From the Guards' front centre (20, 10) to Picardie's nearest corner (28, 18): Webb's, 4" wide about (23, 14),
    // stand across it, their box inside the line's on both axes: a pre-filter reading the wrong end of the line's
    // span (the least x for the greatest, say) would leave them out.
    const slanting = { 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 30, y: 18 }, webbs: { x: 23, y: 14 } };
    const s = battle(slanting);
    expect(clearShot(s.units, unit(s, 'foot-guards'), unit(s, 'picardie-1'))).toBe(false);
    const open = battle({ 'foot-guards': slanting['foot-guards'], 'picardie-1': slanting['picardie-1'] });
    expect(clearShot(open.units, unit(open, 'foot-guards'), unit(open, 'picardie-1'))).toBe(true);
  });

  it("no gap rule on a slanting line either: two units either side of it, inside the line's box, leave it clear", () => {
    // From (20, 10) to Picardie's corner (27.5, 18): the Royal Scots to its left and the Royal Irish to its right,
    // neither across it, 2.6" apart (under core's 3" default gap).
    const s = battle({
      'foot-guards': { x: 20, y: 10 },
      'picardie-1': { x: 30, y: 18 },
      'royal-scots': { x: 21, y: 15 },
      'royal-irish': { x: 27, y: 13 },
    });
    expect(clearShot(s.units, unit(s, 'foot-guards'), unit(s, 'picardie-1'))).toBe(true);
  });

  it('a unit no longer on the table blocks nothing', () => {
    const s = battle({ ...screened, webbs: { ...screened.webbs, status: 'destroyed' } });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBeNull();
  });

  it('no gap rule: a line between two units 2" apart is clear', () => {
    // Royal Scots span x 15-19 and the Royal Irish x 21-25 across the line at x 20: 2" apart, neither crossed.
    const s = battle({ ...guardsFacingPicardie, 'royal-scots': { x: 17, y: 13 }, 'royal-irish': { x: 23, y: 13 } });
    expect(problem(s, 'foot-guards', 'picardie-1')).toBeNull();
  });
});

describe('who may fire artillery (Rulebook: Artillery Fire, "Each battery may engage one target a move"; ruling R20)', () => {
  const battery = unit(battle(), 'british-battery');

  it('a deployed battery, on the table, neither limbering nor in melee', () => {
    expect(mayFireArtillery(battery)).toBe(true);
  });

  it('not a battery no longer on the table, limbered, limbering or in melee', () => {
    expect(mayFireArtillery({ ...battery, status: 'destroyed' })).toBe(false);
    expect(mayFireArtillery({ ...battery, formation: 'limbered' })).toBe(false);
    expect(mayFireArtillery({ ...battery, changing: { to: 'limbered', movesLeft: 1 } })).toBe(false);
    expect(mayFireArtillery({ ...battery, engaged: ['picardie-1'] })).toBe(false);
  });

  it('"Battalion guns are not fired independently": foot with a battalion gun fire in small arms fire only', () => {
    const guards = unit(battle(), 'foot-guards');
    expect(mayFireArtillery({ ...guards, battalionGun: true, formation: 'deployed' })).toBe(false);
  });
});

describe('the shot as the fire tables see it (Rulebook: Artillery Fire; Small Arms Fire, "Modify the dice throw")', () => {
  const fortified = (s: BattleState, kind: 'field-fortification' | 'major-fortification', x0: number, y0: number) => ({
    ...s,
    table: {
      ...s.table,
      terrain: [
        {
          id: 'works',
          kind,
          polygon: {
            points: [
              { x: x0, y: y0 },
              { x: x0 + 6, y: y0 },
              { x: x0 + 6, y: y0 + 3 },
              { x: x0, y: y0 + 3 },
            ],
          },
        },
      ],
    },
  });

  it('artillery: "batteries of 1, 2 or 3 gun models", the range, a target in column, in field fortifications', () => {
    // Dillon's front edge 24" straight ahead of the British battery's.
    const s = battle({ dillon: { formation: 'column' } });
    expect(shotAt(s, DEFAULT_OPTIONS, unit(s, 'british-battery'), unit(s, 'dillon'))).toEqual({
      kind: 'artillery',
      shot: { guns: 3, range: 24, targetColumn: true, targetArtillery: false, targetFortified: 'none' },
    });
    const works = fortified(battle(), 'field-fortification', 29, 29);
    expect(shotAt(works, DEFAULT_OPTIONS, unit(works, 'british-battery'), unit(works, 'dillon')).shot).toMatchObject({
      targetColumn: false,
      targetFortified: 'field',
    });
    // "Field Artillery can take four hits before the model is removed": 4 hits leave 2 guns, 8 leave 1.
    const hit = battle({ 'british-battery': { lost: 4 } });
    expect(shotAt(hit, DEFAULT_OPTIONS, unit(hit, 'british-battery'), unit(hit, 'dillon')).shot).toMatchObject({
      guns: 2,
    });
    const oneGun = battle({ 'british-battery': { lost: 8 } });
    expect(shotAt(oneGun, DEFAULT_OPTIONS, unit(oneGun, 'british-battery'), unit(oneGun, 'dillon')).shot).toMatchObject(
      { guns: 1 },
    );
  });

  it('"Target is deployed Artillery -2": a deployed battery is, a limbered one is not (it is in column: +2)', () => {
    const s = battle({ 'french-battery': { formation: 'limbered' } });
    const gun = unit(s, 'british-battery');
    expect(shotAt(battle(), DEFAULT_OPTIONS, gun, unit(battle(), 'french-battery')).shot).toMatchObject({
      targetArtillery: true,
      targetColumn: false,
    });
    expect(shotAt(s, DEFAULT_OPTIONS, gun, unit(s, 'french-battery')).shot).toMatchObject({
      targetArtillery: false,
      targetColumn: true,
    });
  });

  it('musketry: "Foot may only fire front rank elements", platoon firing, the battalion gun, a target in major fortifications', () => {
    const s = fortified(battle(guardsFacingPicardie), 'major-fortification', 17, 15);
    expect(
      shotAt(s, DEFAULT_OPTIONS, { ...unit(s, 'foot-guards'), battalionGun: true }, unit(s, 'picardie-1')),
    ).toEqual({
      kind: 'small-arms',
      shot: {
        weapon: 'musket',
        elements: 4,
        range: 6,
        platoon: true,
        battalionGun: true,
        targetColumn: false,
        firerDisordered: false,
        failedToCharge: false,
        targetFortified: 'major',
      },
    });
    // "Battalion guns are considered lost once the parent battalion becomes DISTRESSED".
    const guards = { ...unit(s, 'foot-guards'), battalionGun: true, battalionGunLost: true };
    expect(shotAt(s, DEFAULT_OPTIONS, guards, unit(s, 'picardie-1')).shot).toMatchObject({ battalionGun: false });
  });

  it('musketry: "Firer DISORDERED", "Firer failed to charge this move", "Target in column"; RF foot do not fire by platoon', () => {
    const s = battle({
      ...guardsFacingPicardie,
      'picardie-1': { ...guardsFacingPicardie['picardie-1'], formation: 'column' },
    });
    const guards = { ...unit(s, 'foot-guards'), order: 'disordered' as const, failedCharge: true };
    expect(shotAt(s, DEFAULT_OPTIONS, guards, unit(s, 'picardie-1')).shot).toMatchObject({
      elements: 4,
      targetColumn: true,
      firerDisordered: true,
      failedToCharge: true,
    });
    expect(shotAt(s, DEFAULT_OPTIONS, unit(s, 'picardie-1'), unit(s, 'foot-guards')).shot).toMatchObject({
      weapon: 'musket',
      platoon: false,
    });
  });

  it('pistols: "When firing Horse consider ALL elements in the unit", up to the table\'s 4 pistol elements', () => {
    const s = battle({
      gendarmes: { formation: 'pc', x: 20, y: 10, facing: Math.PI / 2 },
      'royal-scots': { x: 20, y: 12, facing: -Math.PI / 2 },
    });
    expect(shotAt(s, DEFAULT_OPTIONS, unit(s, 'gendarmes'), unit(s, 'royal-scots')).shot).toMatchObject({
      weapon: 'pistol',
      elements: 4,
      range: 2,
    });
    expect(shotAt(s, DEFAULT_OPTIONS, { ...unit(s, 'gendarmes'), lost: 1 }, unit(s, 'royal-scots')).shot).toMatchObject(
      { elements: 3 },
    );
    expect(
      shotAt(s, DEFAULT_OPTIONS, { ...unit(s, 'gendarmes'), elements: 6 }, unit(s, 'royal-scots')).shot,
    ).toMatchObject({
      elements: 4,
    });
  });

  it('ruling R41 (pcTargetInColumn): "Target in column +2" counts Pc horse, "a column 1 element wide", only with the option', () => {
    // Formations: "Pc, Caracole formation, a column 1 element wide"; Small Arms Fire and Artillery Fire: "Target in
    // column +2". By default only march column (and a limbered battery) is "in column".
    const s = battle({ ...guardsFacingPicardie, gendarmes: { formation: 'pc', x: 17, y: 21, facing: Math.PI / 2 } });
    const pcInColumn = Wss6mmOptionsSchema.parse({ pcTargetInColumn: true });
    const gendarmes = unit(s, 'gendarmes');
    for (const firer of [unit(s, 'foot-guards'), unit(s, 'british-battery')]) {
      expect(shotAt(s, DEFAULT_OPTIONS, firer, gendarmes).shot).toMatchObject({ targetColumn: false });
      expect(shotAt(s, pcInColumn, firer, gendarmes).shot).toMatchObject({ targetColumn: true });
      // Pf, "a 2 by 2 element formation", is no column with either setting.
      expect(shotAt(s, pcInColumn, firer, { ...gendarmes, formation: 'pf' }).shot).toMatchObject({
        targetColumn: false,
      });
    }
    // The bots weigh the +2 too (expectedFireElements reads the same shot).
    expect(expectedFireElements(s, pcInColumn, unit(s, 'foot-guards'), gendarmes)).toBeGreaterThan(
      expectedFireElements(s, DEFAULT_OPTIONS, unit(s, 'foot-guards'), gendarmes),
    );
  });

  it("musketry from a line of more than 5 front-rank elements uses the table's top row, 5 musket elements", () => {
    const s = battle(guardsFacingPicardie);
    const wide = { ...unit(s, 'foot-guards'), type: unit(s, 'picardie-1').type, elements: 12, tactics: 'RF' as const };
    expect(shotAt(s, DEFAULT_OPTIONS, wide, unit(s, 'picardie-1')).shot).toMatchObject({ elements: 5 });
  });
});

describe('who may fire small arms (Rulebook: Small Arms Fire; rulings R17, R27, R37)', () => {
  const s = battle({ gendarmes: { formation: 'pc' } });
  const guards = unit(s, 'foot-guards');
  const gendarmes = unit(s, 'gendarmes');

  it('"long range … pistol fire is available only to units in Pc formation" "provide they are not DISORGANISED"', () => {
    expect(mayFireSmallArms(gendarmes)).toBe(true);
    expect(mayFireSmallArms({ ...gendarmes, formation: 'pf' })).toBe(false);
    expect(mayFireSmallArms({ ...gendarmes, order: 'disordered' })).toBe(false);
    expect(mayFireSmallArms({ ...gendarmes, status: 'destroyed' })).toBe(false);
    // "Pc Horse may fire in second or subsequent rounds of melee": in the melee phase, not the fire phase.
    expect(mayFireSmallArms({ ...gendarmes, engaged: ['royal-scots'] })).toBe(false);
    expect(mayFireSmallArms({ ...gendarmes, pursuing: 'royal-scots' })).toBe(false);
  });

  it('foot fire steady or DISORDERED ("Firer DISORDERED -3"), not falling back, routed, in melee, pursuing or gone', () => {
    expect(mayFireSmallArms(guards)).toBe(true);
    expect(mayFireSmallArms({ ...guards, order: 'disordered' })).toBe(true);
    expect(mayFireSmallArms({ ...guards, order: 'falling-back' })).toBe(false);
    expect(mayFireSmallArms({ ...guards, order: 'routed' })).toBe(false);
    expect(mayFireSmallArms({ ...guards, engaged: ['picardie-1'] })).toBe(false);
    expect(mayFireSmallArms({ ...guards, pursuing: 'picardie-1' })).toBe(false);
    expect(mayFireSmallArms({ ...guards, status: 'destroyed' })).toBe(false);
  });

  it('"Battalion guns are … dealt with in small arms fire"; field batteries fire only in artillery fire', () => {
    expect(mayFireSmallArms(unit(s, 'british-battery'))).toBe(false);
  });

  it("ruling R37: the fire at a charger is the turn's volley, for horse as for foot, unless reactionFireSpendsVolley is off", () => {
    const again = Wss6mmOptionsSchema.parse({ reactionFireSpendsVolley: false });
    expect(mayFireSmallArms({ ...gendarmes, firedAtCharger: true })).toBe(false);
    expect(mayFireSmallArms({ ...gendarmes, firedAtCharger: true }, again)).toBe(true);
    expect(mayFireSmallArms({ ...guards, firedAtCharger: true }, again)).toBe(true);
  });
});

describe('a fire phase (Rulebook: Sequence of Play, "3. Artillery Fire", "4. Small Arms fire"; ruling R25)', () => {
  it('says which fire phase it is and how many units may fire', () => {
    const h = harness(battle(), []);
    beginFire(h.ctx, 'artillery');
    expect(h.text()).toBe(`Turn ${h.ctx.state.turn}: artillery fire\n2 units may fire`);
    const one = harness(battle({ 'foot-guards': { x: 8, y: 25 }, 'picardie-1': { moved: 'moved' } }), []);
    beginFire(one.ctx, 'small-arms');
    expect(one.events.map((e) => e.text)).toEqual([`Turn ${one.ctx.state.turn}: small arms fire`, '1 unit may fire']);
    const none = harness(battle(), []);
    beginFire(none.ctx, 'small-arms');
    expect(none.ctx.state.fire?.pending).toEqual([]);
    expect(none.events.at(-1)?.text).toBe('Nobody has a target for small arms fire');
    expect(advanceFire(none.ctx)).toBe(true);
    expect(none.events.at(-1)?.text).toBe('The small arms fire takes effect');
    // With the phase over there is nothing to carry on.
    expect(none.ctx.state.fire).toBeNull();
    expect(advanceFire(none.ctx)).toBe(true);
    expect(none.events.at(-1)?.text).toBe('The small arms fire takes effect');
  });

  it('a firer left without a target when its turn comes fires at nothing, and the artillery fire takes effect', () => {
    // A firer listed when the phase began whose targets are gone by its turn: here the Guards, no enemy within 6".
    const s = battle();
    const h = harness({ ...s, fire: { phase: 'artillery', pending: ['foot-guards'], hits: [] } }, []);
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.events.map((e) => e.text)).toEqual(['1st Foot Guards has no target', 'The artillery fire takes effect']);
    expect(h.events[0]).toMatchObject({ kind: 'shot', unit: 'foot-guards', target: null, elements: 0, cause: '' });
  });

  it('a single gun fires as "1 gun"; small arms name the unit; each shot records its cause', () => {
    const s = battle({ 'british-battery': { lost: 8 } });
    const h = harness(s, [20]);
    shoot(h.ctx, 'british-battery', 'dillon');
    expect(h.events[0]).toMatchObject({
      kind: 'shot',
      unit: 'british-battery',
      target: 'dillon',
      cause: "Royal Train battery's fire",
      text: `Royal Train battery (1 gun) fires at Dillon's at 24": rolled 20, score 20: 1 element(s)`,
    });
    const foot = harness(battle(guardsFacingPicardie), [20]);
    shoot(foot.ctx, 'foot-guards', 'picardie-1');
    expect(foot.events[0]).toMatchObject({
      cause: "1st Foot Guards's fire",
      // Platoon firing +2, the Guards' battalion gun +2: "4 musket elements … 21" for 2 elements.
      text: `1st Foot Guards fires at Picardie at 6": rolled 20, score 24: 2 element(s)`,
    });
  });
});

describe('the expected elements of a shot, for the bots (the mean of its d20 row)', () => {
  it('musketry: 4 musket elements platoon firing at 6" (+2): 1 element on 10-18, 2 on 19-20 ("4 musket elements 12 21")', () => {
    const s = battle(guardsFacingPicardie);
    const guards = { ...unit(s, 'foot-guards'), battalionGun: false };
    expect(expectedFireElements(s, DEFAULT_OPTIONS, guards, unit(s, 'picardie-1'))).toBeCloseTo((9 + 2 * 2) / 20, 10);
  });

  it('artillery at exactly 12": close range only with artilleryCloseRangeInclusive (ruling R9)', () => {
    const s = battle({ dillon: { y: 18 } });
    const gun = unit(s, 'british-battery');
    // 3 guns: 1 element on 10-18, 2 on 19-20; with +2, 1 on 8-16, 2 on 17-20.
    expect(expectedFireElements(s, DEFAULT_OPTIONS, gun, unit(s, 'dillon'))).toBeCloseTo((9 + 2 * 2) / 20, 10);
    const inclusive = Wss6mmOptionsSchema.parse({ artilleryCloseRangeInclusive: true });
    expect(expectedFireElements(s, inclusive, gun, unit(s, 'dillon'))).toBeCloseTo((9 + 2 * 4) / 20, 10);
  });
});
