import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, createWss6mmSequence, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { meleePhase } from './meleePhase.js';
import { carryOnTurn } from './endOfTurn.js';
import { resolveBattle } from './resolve.js';
import { BattleStateSchema, type BattleState } from './State.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of
// melee provided they are not DISORGANISED." Nothing says at whom when the unit is in contact with several enemies, and
// "may" leaves firing to the player. Ruling R63 (docs/rulings/wss-6mm.md), option `pcMeleePistols`: the player chooses
// the target among the enemies in contact, or not to fire (`chosen`, the default), or the unit fires at the first enemy
// it met (`first-enemy`, the battle before 6 Dec 2026).

const volley = (unit: string, target: string | null): BattleDecision => ({ kind: 'pistols', unit, target });

/**
 * The melee phase of turn 2: the Gendarmes de la Garde (B, P horse in Pc) in melee since an earlier turn with Queen's
 * Horse, which they met first, and Wood's Horse (A), no charge this turn: a later round.
 */
function laterRound(): BattleState {
  const s = exampleBattle({
    'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'] },
    wood: { x: 62, y: 16, engaged: ['gendarmes'] },
    gendarmes: { x: 60, y: 16, formation: 'pc', engaged: ['queens-horse', 'wood'] },
  });
  return { ...s, turn: 2, brigades: s.brigades.map((b) => ({ ...b, activation: 'done' })) };
}

describe('ruling R63: "Pc Horse may fire in second or subsequent rounds of melee": at whom, and whether, is the player\'s', () => {
  it("the melee waits for the Gendarmes' side: fire at Queen's Horse, at Wood's Horse, or not at all; nothing else meanwhile", () => {
    const h = harness(laterRound(), []);
    meleePhase(h.ctx);
    expect(h.events.at(-1)).toMatchObject({ kind: 'pistols-offered', units: ['gendarmes'] });
    expect(h.ctx.state.pistols).toEqual({ pending: ['gendarmes'], volleys: [] });
    expect(BattleStateSchema.safeParse(h.ctx.state).success).toBe(true);
    // No die is rolled before the choice.
    expect(h.text()).not.toMatch(/fires pistols|fights with/);
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual([
      volley('gendarmes', 'queens-horse'),
      volley('gendarmes', 'wood'),
      volley('gendarmes', null),
    ]);
    expect(createWss6mmSequence(DEFAULT_OPTIONS).activePlayer(h.ctx.state)).toBe('B');
    for (const d of legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS))
      expect(checkBattleDecision(h.ctx.state, d, DEFAULT_OPTIONS)).toBeNull();
    expect(checkBattleDecision(h.ctx.state, volley('gendarmes', 'foot-guards'), DEFAULT_OPTIONS)).toBe(
      'gendarmes may fire only at an enemy in contact with it: queens-horse, wood',
    );
    for (const other of [
      volley('queens-horse', 'gendarmes'),
      { kind: 'fire', unit: 'gendarmes', target: 'wood' },
      { kind: 'activate', brigade: 'gendarmerie' },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(h.ctx.state, other, DEFAULT_OPTIONS)).toBe(
        'gendarmes must first choose whether to fire its pistols in the melee, and at whom (Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee")',
      );
    expect(checkBattleDecision(laterRound(), volley('gendarmes', 'wood'), DEFAULT_OPTIONS)).toBe(
      'no Pc unit is choosing whether to fire its pistols in the melee now',
    );
    expect(describeDecision(volley('gendarmes', 'wood'), h.ctx.state, 'B')).toBe(
      "B: Gendarmes de la Garde fires its pistols in the melee at Wood's Horse",
    );
    expect(describeDecision(volley('gendarmes', null), h.ctx.state, 'B')).toBe(
      'B: Gendarmes de la Garde does not fire its pistols in the melee',
    );
  });

  it("at Wood's Horse: the pistols (4 elements, 12 for one) hit Wood's, and the melee follows with the same dice", () => {
    // Pistols 12: one element of Wood's. Melee: Queen's Horse (1 element), the Gendarmes and Wood's roll 1s (no hits).
    // Wood's morale for its loss 15 (STEADY); A took the most hits: Queen's Horse and Wood's test Resolve (15, 15), then
    // the Gendarmes (15). Then the Morale Tests phase, and turn 3's initiative (A 15, B 3).
    const h = harness(laterRound(), [12, 1, 1, 1, 15, 15, 15, 15, 15, 3]);
    meleePhase(h.ctx);
    resolveBattle(h.ctx, volley('gendarmes', 'wood'));
    expect(h.ctx.state.pistols).toBeNull();
    expect(h.text()).toMatch(
      /Gendarmes de la Garde fires pistols in the melee at Wood's Horse: rolled 12, score 12: 1 element/,
    );
    expect(h.unit('wood').lost).toBe(1);
    expect(h.unit('queens-horse').lost).toBe(0);
    // The turn carried on: the Morale Tests phase, then turn 3, whose brigades move before any fire.
    expect(h.ctx.state.turn).toBe(3);
    expect(h.events.some((e) => e.kind === 'fire-begun')).toBe(false);
  });

  it('holding their fire, the Gendarmes roll no pistols: the melee rolls come first', () => {
    // Queen's Horse (1 element, 12 for one) rolls the 12: one hit on the Gendarmes, who then roll 1 for their morale
    // (ROUTED); Queen's Horse and Wood's test for the router in the Morale Tests phase (15, 15); initiative 15, 3.
    const h = harness(laterRound(), [12, 1, 1, 1, 15, 15, 15, 3]);
    meleePhase(h.ctx);
    resolveBattle(h.ctx, volley('gendarmes', null));
    expect(h.text()).toMatch(/Gendarmes de la Garde does not fire its pistols in the melee/);
    expect(h.text()).not.toMatch(/fires pistols/);
    expect(h.text()).toMatch(/Queen's Horse fights with 1 element\(s\): rolled 12, score 12: 1 hit\(s\) on Gendarmes/);
    expect(h.ctx.state.turn).toBe(3);
  });

  it('the turn waits at the melee while a side chooses: no Morale Tests phase, no next turn, no fire of the next turn', () => {
    // The small arms fire over (no firer): the melee phase offers the Gendarmes' choice.
    const h = harness({ ...laterRound(), fire: { phase: 'small-arms', pending: [], hits: [] } }, []);
    carryOnTurn(h.ctx);
    expect(h.ctx.state.pistols).toEqual({ pending: ['gendarmes'], volleys: [] });
    expect(h.ctx.state.fire).toBeNull();
    expect(h.events.some((e) => e.kind === 'turn' || e.kind === 'end' || e.kind === 'fire-begun')).toBe(false);
    expect(h.events.some((e) => e.kind === 'phase' && e.phase === 'morale tests')).toBe(false);
  });

  it('two Pc units in two melees choose in turn, in the order the melees are fought; the melees follow the last choice', () => {
    // The Gendarmes (in Pc) against Queen's Horse, and the Chevau-légers d'Anjou (B, P horse in Pc) against Wood's, both
    // in a later round. The melees are fought in army-list order of their first unit: Queen's Horse's, then Wood's.
    const s = exampleBattle({
      'queens-horse': { x: 60, y: 16, engaged: ['gendarmes'] },
      gendarmes: { x: 60, y: 16, formation: 'pc', engaged: ['queens-horse'] },
      wood: { x: 40, y: 16, engaged: ['anjou'] },
      anjou: { x: 40, y: 16, formation: 'pc', engaged: ['wood'] },
    });
    const h = harness(s, []);
    meleePhase(h.ctx);
    expect(h.ctx.state.pistols?.pending).toEqual(['gendarmes', 'anjou']);
    // The first choice fights nothing yet: no melee roll, no Morale Tests phase.
    resolveBattle(h.ctx, volley('gendarmes', null));
    expect(h.events.some((e) => e.kind === 'phase' && e.phase === 'morale tests')).toBe(false);
    expect(h.ctx.state.pistols).toEqual({ pending: ['anjou'], volleys: [{ unit: 'gendarmes', target: null }] });
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual([
      volley('anjou', 'wood'),
      volley('anjou', null),
    ]);
    expect(h.text()).not.toMatch(/fights with/);
  });

  it('pcMeleePistols first-enemy: no choice, they fire at the first enemy they met (the battle before the ruling)', () => {
    const h = harness(
      laterRound(),
      [12, 1, 1, 1, 15, 15, 15, 15],
      Wss6mmOptionsSchema.parse({ pcMeleePistols: 'first-enemy' }),
    );
    meleePhase(h.ctx);
    expect(h.ctx.state.pistols).toBeNull();
    expect(h.text()).toMatch(/Gendarmes de la Garde fires pistols in the melee at Queen's Horse: rolled 12/);
    expect(h.unit('queens-horse').lost).toBe(1);
  });

  it('only Pc horse in a later round, not DISORDERED, are offered: no choice for a first round or a DISORDERED unit', () => {
    const first = laterRound();
    const charged: BattleState = {
      ...first,
      units: first.units.map((u) =>
        u.id === 'wood' ? { ...u, charge: { bonus: 'none', vsStationaryHorse: false } } : u,
      ),
    };
    const disordered: BattleState = {
      ...first,
      units: first.units.map((u) => (u.id === 'gendarmes' ? { ...u, order: 'disordered' } : u)),
    };
    for (const s of [charged, disordered]) {
      const h = harness(s, [1, 1, 1, 15, 15, 15, 15, 15, 15]);
      meleePhase(h.ctx);
      expect(h.ctx.state.pistols).toBeNull();
      expect(h.events.some((e) => e.kind === 'pistols-offered')).toBe(false);
    }
  });

  it('the competent bot fires at the first enemy it met (offered first), as the battle did before the choice', () => {
    const h = harness(laterRound(), []);
    meleePhase(h.ctx);
    const legal = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS);
    expect(competentBot().decide({ state: h.ctx.state, legal, side: 'B' } as never)).toEqual(
      volley('gendarmes', 'queens-horse'),
    );
  });
});
