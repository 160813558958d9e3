import { CombatPluginToken, createGame, MoralePluginToken, type CreateGameOptions } from '@muster/core';
import {
  BRITISH_ARMY,
  defineWss6mmCombat,
  defineWss6mmMorale,
  FRENCH_ARMY,
  wss6mmCombatPlugin,
  wss6mmMoralePlugin,
  type Wss6mmCombat,
  type Wss6mmMorale,
} from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { club } from '../model/clubRuleset.js';
import type { ClubState } from '../model/ClubSchemas.js';
import { clubMechanics, NOTHING_BOUND } from '../model/clubPlugins.js';
import { newUnit } from './ClubAdapter.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

const scenario = { ruleset: 'wss-6mm', title: 'Blenheim', armies: [BRITISH_ARMY, FRENCH_ARMY], maxTurns: 2 } as const;
/** Binds house rules in the club's container, as a club night with a house rule does. */
const bind =
  (plugins: { morale?: Wss6mmMorale; combat?: Wss6mmCombat }): NonNullable<CreateGameOptions['configure']> =>
  (c) => {
    if (plugins.morale) c.bind(MoralePluginToken).toConstantValue(plugins.morale);
    if (plugins.combat) c.bind(CombatPluginToken).toConstantValue(plugins.combat);
  };
const unit = (state: ClubState, id: string) => state.units.find((u) => u.id === id)!;

describe("6mm WSS at the club: the bound plugins resolve, the ruleset's consequences apply", () => {
  it("a Morale test in a club game is the bound house rule's, and its result is applied", () => {
    let calls = 0;
    // House rule for the test: every Morale test routs.
    const morale = defineWss6mmMorale({
      id: 'house/always-rout',
      description: 'every Morale test routs',
      moraleTest: (dice, s, o, who) => (
        calls++,
        { ...wss6mmMoralePlugin.moraleTest(dice, s, o, who), result: 'routed' }
      ),
    });
    const house = createGame<ClubState>(club, scenario, { seed: 'house', configure: bind({ morale }) });
    const asWritten = createGame<ClubState>(club, scenario, { seed: 'house' });
    const actor = house.state.units.find((u) => u.side === 'A' && u.profile !== 'field-battery')!;
    // FRESH and STEADY (+4): the rules as written cannot rout it (a score of 0 or less).
    const resolve = {
      kind: 'resolve',
      mechanic: 'morale',
      params: wss6mmAdapter.prefill('morale', actor, undefined, { commanders: house.state.commanders, turn: 1 }),
      actor: actor.id,
    } as const;
    expect(house.decide(resolve)).toEqual({ ok: true });
    expect(asWritten.decide(resolve)).toEqual({ ok: true });
    expect(calls).toBe(1);
    expect(unit(house.state, actor.id)).toMatchObject({ routed: true, order: 'routed' });
    expect(unit(asWritten.state, actor.id).routed).toBe(false);
  });

  it("the club offers the bound plugins' mechanics and the ruleset's others, nothing of its own", () => {
    const combat = defineWss6mmCombat({
      id: 'house/no-fire',
      description: 'nobody hits',
      smallArmsFire: (d, s, o, w) => ({ ...wss6mmCombatPlugin.smallArmsFire(d, s, o, w), elements: 0 }),
    });
    const ids = clubMechanics('wss-6mm', NOTHING_BOUND).map((m) => m.id);
    expect(ids).toEqual(
      [...wss6mmCombatPlugin.mechanics, ...wss6mmMoralePlugin.mechanics]
        .map((m) => m.id)
        .concat(['initiative', 'activation', 'move']),
    );
    expect(clubMechanics('wss-6mm', { combat, morale: null }).find((m) => m.id === 'small-arms')).toBe(
      combat.mechanics[0],
    );
  });

  it("consequences are the ruleset's: a test only worsens order, a rallied unit is DISORDERED, a passed Control test recovers", () => {
    const u = {
      ...newUnit({ id: 'A:x', side: 'A', name: 'X', profile: 'british-foot', group: 'g', groupName: 'G', size: 6 }),
      order: 'falling-back' as const,
    };
    const context = { commanders: [], turn: 1 };
    expect(wss6mmAdapter.effects('morale', { result: 'disordered' }, u, undefined, context)).toEqual([]);
    expect(wss6mmAdapter.effects('resolve', { result: 'routed' }, u, undefined, context)).toMatchObject([
      { unit: 'A:x', patch: { order: 'routed', routed: true } },
    ]);
    expect(
      wss6mmAdapter.effects('rally', { rallied: true }, { ...u, order: 'routed', routed: true }, undefined, context),
    ).toMatchObject([{ patch: { routed: false, disordered: true, order: 'disordered' } }]);
    expect(
      wss6mmAdapter.effects(
        'control',
        { recovered: true },
        { ...u, order: 'disordered', disordered: true },
        undefined,
        context,
      ),
    ).toMatchObject([{ patch: { disordered: false, order: 'steady' } }]);
    expect(wss6mmAdapter.effects('small-arms', { elements: 2 }, undefined, { ...u, losses: 5 }, context)).toMatchObject(
      [{ patch: { losses: 6, destroyed: true } }],
    );
  });
});
