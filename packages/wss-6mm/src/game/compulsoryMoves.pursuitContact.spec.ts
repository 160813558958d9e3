import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle in turn 2, with some units moved or changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

const contacts = Wss6mmOptionsSchema.parse({ pursuitContact: 'contacts' });
const stopsShort = Wss6mmOptionsSchema.parse({ pursuitContact: 'stops-short' });

// Queen's Horse (front at y 20, facing B) pursues Picardie since last turn's melee; Picardie, FALLING BACK since then,
// stands with its front 2" ahead of the horse (y 22), facing them.
const horseBehindPicardie = (gap: number) => ({
  'queens-horse': { x: 20, y: 20, pursuing: 'picardie-1', order: 'disordered' as const, since: 1 },
  'picardie-1': { x: 20, y: 20 + gap, order: 'falling-back' as const, since: 1 },
});

describe('ruling R65: a pursuer reaching the unit it pursues, FALLING BACK ("Units falling back will rout if contacted by the enemy")', () => {
  it('with stops-short (ruling R19) the horse stop 1/2" short of it and it falls back on', () => {
    // A 3 on the horse's pursuit die: 1d6 + 2 = 5", more than the 2" gap; 1/2" short of Picardie is y 21.5.
    const h = harness(battle(horseBehindPicardie(2)), [3], stopsShort);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse')).toMatchObject({ y: 21.5, pursuing: 'picardie-1' });
    expect(h.unit('picardie-1').order).toBe('falling-back');
  });

  it('by default (contacts) the horse ride the 2" to it and it routs; they pursue on', () => {
    // 5" of pursuit reaches Picardie 2" ahead: the horse stop against it (front at y 22) and Picardie ROUTS, this turn.
    // Queen's Horse then see an enemy routing within 6": FRESH +2, an enemy routing +2, DISORDERED (no STEADY +2, and
    // SHAKEN -2 by ruling R7); a 10 scores 12, STEADY (they stay DISORDERED, as horse pursuing are).
    expect(DEFAULT_OPTIONS.pursuitContact).toBe('contacts');
    const h = harness(battle(horseBehindPicardie(2)), [3, 10]);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse')).toMatchObject({ y: 22, pursuing: 'picardie-1', order: 'disordered' });
    expect(h.unit('picardie-1')).toMatchObject({ order: 'routed', since: 2 });
    expect(h.text()).toContain(
      "Queen's Horse pursues 2\"\nPicardie ROUTS (contacted by Queen's Horse while falling back)",
    );
    expect(h.text()).toContain('score 12: STEADY');
  });

  it('with contacts a pursuit that falls short of it changes nothing: the horse ride their whole move', () => {
    // Picardie 6" ahead: 5" of pursuit leaves the horse 1" short (front at y 25); Picardie still FALLING BACK.
    const h = harness(battle(horseBehindPicardie(6)), [3], contacts);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse')).toMatchObject({ y: 25, pursuing: 'picardie-1' });
    expect(h.unit('picardie-1').order).toBe('falling-back');
  });

  it('with contacts a pursuer still touching it from the melee it broke off (ruling R44) does not catch it again', () => {
    // Picardie fell back from the melee last turn and has not moved yet: the horse, touching it, stay where they are
    // (1/2" short of an enemy is behind them already) and Picardie falls back on when its brigade moves.
    const h = harness(battle(horseBehindPicardie(0)), [3], contacts);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse').y).toBe(20);
    expect(h.unit('picardie-1').order).toBe('falling-back');
  });

  it('with contacts a ROUTED unit pursued is not "contacted": the pursuer stops 1/2" short as before', () => {
    const s = battle({ ...horseBehindPicardie(2), 'picardie-1': { x: 20, y: 22, order: 'routed', since: 1 } });
    const h = harness(s, [3, 10], contacts);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse').y).toBe(21.5);
  });

  it('with contacts foot pursuers catch it too, and then choose to rally or pursue on (ruling R62)', () => {
    // The Royal Irish pursue Picardie, 1" ahead: a 1 is 1 + 1 = 2" of pursuit; they stop against it after 1" (not over
    // 3": still STEADY) and Picardie ROUTS before their side chooses.
    const h = harness(
      battle({
        'royal-irish': { x: 20, y: 20, pursuing: 'picardie-1', since: 1 },
        'picardie-1': { x: 20, y: 21, order: 'falling-back', since: 1 },
      }),
      [1],
      contacts,
    );
    expect(compulsoryMoves(h.ctx, 'orkney')).toBe(true);
    expect(h.unit('royal-irish')).toMatchObject({ y: 21, pursued: 1, order: 'steady' });
    expect(h.unit('picardie-1').order).toBe('routed');
    expect(h.ctx.state.pursuit).toMatchObject({ unit: 'royal-irish' });
  });

  it('with contacts a pursuit that reaches it with its last inch catches it (5" of pursuit, 5" to go)', () => {
    const h = harness(battle(horseBehindPicardie(5)), [3, 10], contacts);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('queens-horse').y).toBe(25);
    expect(h.unit('picardie-1').order).toBe('routed');
  });

  it('with contacts a friend in the way keeps the pursuer off it: no contact, Picardie falls back on', () => {
    // The Royal Irish (1 rank, front at y 23, facing as the horse) stand between the horse and Picardie 5" ahead.
    const facing = battle({}).units.find((u) => u.id === 'queens-horse')!.facing;
    const h = harness(
      battle({ ...horseBehindPicardie(5), 'royal-irish': { x: 20, y: 23, facing, since: 1 } }),
      [3],
      contacts,
    );
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('picardie-1').order).toBe('falling-back');
    expect(h.text()).not.toContain('Picardie ROUTS');
  });

  it('with contacts a unit it pursued that has left the table is not caught where it stood', () => {
    const s = battle({
      ...horseBehindPicardie(2),
      'picardie-1': { x: 20, y: 22, order: 'falling-back', since: 1, status: 'left-table' },
    });
    const h = harness(s, [3, 10], contacts);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', status: 'left-table' });
    expect(h.text()).not.toContain('Picardie ROUTS');
  });
});
