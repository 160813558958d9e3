import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { farthestEvasion } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { shotCandidates } from '../sequence/candidates.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleDecision } from './Decision.js';
import { reactionFiringPoints } from './reactionsOnTable.js';
import { resolveBattle } from './resolve.js';
import type { BattleState, Order } from './State.js';
import { fixtureContext, fixtureTable, placed as at, type Placed } from './__fixtures__/battleFixture.js';

// The Troops > Cavalry > Extended Arc of Fire (/work/shared/rules/tercios-liber-militum.txt): "when these units
// shoot, they may choose their front centre or the side centres of their base as the starting point of the line of
// fire." Brevis Editio: "Extended Arc lets a unit fire from side Centres". The choice is the player's, for a reaction
// shot or volley too: `react { reaction: 'shoot' | 'volley', from }`, and each (target, centre) of an action shot.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * Light cavalry `lc` (Extended Arc of Fire, pistols: 4") at (36, 26) facing east, with `order`, approached by an enemy
 * company `m` on its flank at (35, 31.5): its pistols reach it from the left centre only, not from the front centre.
 */
function flanked(order: Order, more: string[] = []): BattleState {
  const lc = at('lc', 'light-cavalry', 36, 26, 0);
  const reactor: Placed = { ...lc, unit: { ...lc.unit, rules: [...lc.unit.rules, ...more] } };
  const s = fixtureTable([at('m', 'musketeer-company', 35, 31.5, 180)], [reactor], { m: 'run', lc: order });
  return {
    ...s,
    stage: 'action',
    activeSide: 'A',
    reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['lc'], target: null, path: null },
  };
}

const shots = (s: BattleState) =>
  legalBattleDecisions(s, DEFAULT_TERCIOS_OPTIONS).filter(
    (d) => d.kind === 'react' && (d.reaction === 'shoot' || d.reaction === 'volley'),
  );

describe('Extended Arc of Fire: a reaction shot or volley from the front centre or a side centre, as the player chooses', () => {
  it('Ready!: the shot the front centre cannot make is offered from the side centre that can', () => {
    const s = flanked('ready');
    expect(reactionFiringPoints(s, unitById(s, 'lc')!, unitById(s, 'm')!, 'shoot', DEFAULT_TERCIOS_OPTIONS)).toEqual([
      'left',
    ]);
    expect(shots(s)).toEqual([{ kind: 'react', unit: 'lc', reaction: 'shoot', from: 'left' }]);
  });

  it('the check takes the centre the shot works from; refuses the front here, a centre on another reaction', () => {
    const s = flanked('ready');
    const check = (d: BattleDecision) => checkBattleDecision(s, d, DEFAULT_TERCIOS_OPTIONS);
    expect(check({ kind: 'react', unit: 'lc', reaction: 'shoot', from: 'left' })).toBeNull();
    const refused = 'Light Cavalry lc fires at Musketeer Company m from its left centre (from)';
    expect(check({ kind: 'react', unit: 'lc', reaction: 'shoot' })).toBe(refused);
    expect(check({ kind: 'react', unit: 'lc', reaction: 'shoot', from: 'front' })).toBe(refused);
    expect(check({ kind: 'react', unit: 'lc', reaction: 'shoot', from: 'right' })).toBe(refused);
    expect(check({ kind: 'react', unit: 'lc', reaction: 'reorient', to: 'rear', from: 'left' })).toBe(
      'only a shot or a volley names the centre it is fired from (from)',
    );
  });

  it('a unit without the rule shoots from its front centre only', () => {
    const s = fixtureTable([at('m', 'musketeer-company', 36, 31, 180)], [at('mus', 'musketeer-company', 36, 26, 0)], {
      m: 'run',
      mus: 'ready',
    });
    const pending: BattleState = {
      ...s,
      stage: 'action',
      activeSide: 'A',
      reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['mus'], target: null, path: null },
    };
    expect(shots(pending)).toEqual([{ kind: 'react', unit: 'mus', reaction: 'shoot' }]);
    expect(
      checkBattleDecision(
        pending,
        { kind: 'react', unit: 'mus', reaction: 'shoot', from: 'left' },
        DEFAULT_TERCIOS_OPTIONS,
      ),
    ).toBe('Musketeer Company mus fires at Musketeer Company m from its front centre (from)');
  });

  it('fires from the centre chosen', () => {
    for (const [order, reaction] of [
      ['ready', 'shoot'],
      ['fire', 'volley'],
    ] as const) {
      const ctx = fixtureContext(flanked(order), sixes());
      const d: BattleDecision = { kind: 'react', unit: 'lc', reaction, from: 'left' };
      expect(checkBattleDecision(ctx.state, d, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
      resolveBattle(ctx, d, 'B');
      expect(ctx.events.filter((e) => e.kind === 'shot')).toMatchObject([{ shooter: 'lc', target: 'm' }]);
    }
    // From the front centre the pistols do not reach: no shot (an unchecked decision, carried out as it says).
    const ctx = fixtureContext(flanked('ready'), sixes());
    resolveBattle(ctx, { kind: 'react', unit: 'lc', reaction: 'shoot' }, 'B');
    expect(ctx.events.filter((e) => e.kind === 'shot')).toEqual([]);
  });

  it('Fire!: the volley, and a Harasser volley then evasion, from the side centre', () => {
    const volleys = shots(flanked('fire', ['harasser']));
    expect(volleys[0]).toEqual({ kind: 'react', unit: 'lc', reaction: 'volley', from: 'left' });
    expect(volleys.length).toBeGreaterThan(1);
    for (const d of volleys.slice(1)) expect(d).toMatchObject({ reaction: 'volley', from: 'left', evade: true });
  });

  it('a refusal names every centre the shot works from', () => {
    // A musketeer company with the rule; the mover south of it, which its front and left centres both reach.
    const arc = at('mus', 'musketeer-company', 36, 26, 0);
    const s = fixtureTable(
      [at('m', 'musketeer-company', 36, 31, 180)],
      [{ ...arc, unit: { ...arc.unit, rules: [...arc.unit.rules, 'extended-arc-of-fire'] } }],
      { m: 'run', mus: 'ready' },
    );
    const pending: BattleState = {
      ...s,
      stage: 'action',
      activeSide: 'A',
      reaction: { side: 'B', trigger: 'proximity', by: 'm', candidates: ['mus'], target: null, path: null },
    };
    expect(shots(pending)).toEqual([
      { kind: 'react', unit: 'mus', reaction: 'shoot' },
      { kind: 'react', unit: 'mus', reaction: 'shoot', from: 'left' },
    ]);
    expect(
      checkBattleDecision(
        pending,
        { kind: 'react', unit: 'mus', reaction: 'shoot', from: 'right' },
        DEFAULT_TERCIOS_OPTIONS,
      ),
    ).toBe('Musketeer Company mus fires at Musketeer Company m from its front, left centre (from)');
  });

  it('a reaction that is no shot is offered whether or not the unit could shoot (Resist! charged from behind)', () => {
    const s = fixtureTable(
      [at('cav', 'arquebusiers-on-horseback', 30, 26, 0)],
      [at('mus', 'musketeer-company', 36, 26, 0)],
      {
        cav: 'assault',
        mus: 'resist',
      },
    );
    const pending: BattleState = {
      ...s,
      stage: 'action',
      activeSide: 'A',
      reaction: { side: 'B', trigger: 'charge', by: 'cav', candidates: ['mus'], target: 'mus', path: null },
    };
    expect(
      reactionFiringPoints(
        pending,
        unitById(pending, 'mus')!,
        unitById(pending, 'cav')!,
        'shoot',
        DEFAULT_TERCIOS_OPTIONS,
      ),
    ).toEqual([]);
    expect(legalBattleDecisions(pending, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'react', unit: 'mus', reaction: 'resist' },
      { kind: 'no-reaction' },
    ]);
  });

  it('an action shot: one candidate for each centre the target can be shot from', () => {
    // A musketeer company with the rule; an enemy south of it that its front and left centres both reach.
    const arc = at('mus', 'musketeer-company', 36, 26, 0);
    const s = fixtureTable(
      [at('m', 'musketeer-company', 36, 31, 180)],
      [{ ...arc, unit: { ...arc.unit, rules: [...arc.unit.rules, 'extended-arc-of-fire'] } }],
    );
    expect(shotCandidates(s, unitById(s, 'mus')!, 'ready', DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { target: 'm', from: 'front' },
      { target: 'm', from: 'left' },
    ]);
  });

  it('the competent bot takes the farthest evasion of the volley from the centre it chose', () => {
    const chosen: BattleDecision = {
      kind: 'react',
      unit: 'lc',
      reaction: 'volley',
      from: 'left',
      evade: true,
      inches: 8,
    };
    const legal: BattleDecision[] = [
      chosen,
      { kind: 'react', unit: 'lc', reaction: 'volley', evade: true, inches: 16 },
      { kind: 'react', unit: 'lc', reaction: 'volley', from: 'left', evade: true, inches: 12 },
    ];
    expect(farthestEvasion(chosen, legal)).toBe(legal[2]);
  });
});
