import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '@muster/core';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { swordAndPikeMoralePlugin } from '../plugins/morale.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, type ScenarioUnit } from './__fixtures__/playDecisions.js';
import { resolveCharges } from './charges.js';
import type { BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import { reduce } from './reduce.js';
import type { SwordAndPikeState, UnitState } from './State.js';

/** Charges ordered on a hand-built table (side A moves), the units then changed as given. */
function charged(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  orders: [string, string][],
  options: Record<string, unknown> = {},
  change: Record<string, Partial<UnitState>> = {},
): SwordAndPikeState {
  const s0 = handBuiltTable('charges', a, b, SwordAndPikeOptionsSchema.parse({ evasion: 'off', ...options }));
  const decisions = orders.map(
    ([unit, target]) => [{ kind: 'order', unit, order: 'charge', target } satisfies SwordAndPikeDecision, 'A'] as const,
  );
  const s = playDecisions(s0, faces([]), decisions).state;
  return { ...s, units: s.units.map((x) => ({ ...x, ...change[x.id] })) };
}
/** Steps 6-8 on a state with scripted dice (3s after the script), the events in compact form. */
function charges(state: SwordAndPikeState, script: number[] | ScriptedDice = []) {
  let s = state;
  const events: SwordAndPikeEvent[] = [];
  const ctx: BattleContext = {
    get state() {
      return s;
    },
    dice: Array.isArray(script) ? faces(script) : script,
    emit: (e) => {
      events.push(e);
      s = reduce(s, e);
    },
    combat: swordAndPikeCombatPlugin,
    morale: swordAndPikeMoralePlugin,
  };
  resolveCharges(ctx);
  const brief = events.map((e) =>
    e.type === 'morale-tested'
      ? `${e.unit} ${e.reason}: ${e.score} ${e.result}`
      : 'unit' in e
        ? `${e.type} ${e.unit}`
        : e.type,
  );
  return { state: s, events, brief };
}
/** The state with a unit changed from what it is. */
const patch = (s: SwordAndPikeState, id: string, f: (u: UnitState) => Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((x) => (x.id === id ? { ...x, ...f(x) } : x)),
});

const gens = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 16, ...o });
const rei = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({
    id: 'rei',
    troop: 'reiters',
    weapon: 'pistol',
    figures: 12,
    moraleClass: 'lighter-mounted',
    x: 30,
    y: 16,
    ...o,
  });
const shot = (o: Partial<ScenarioUnit> = {}) => scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 26, ...o });

const m = (morale: number) => ({ morale });

// Every unit is given its Basic Morale, so each test is the die (3 unless scripted) + morale + alterations (ruling R1).
// SEQUENCE OF ACTIONS: "6. Test 'To Close' morale for units charging. 7. Test 'To Stand' morale for units being charged.
// 8. Fight all close combats, testing morale for losing units."
describe('SEQUENCE 6-8: to close, to stand, fight', () => {
  it('the charger closes on 6, the target stands on 7; a drawn fight: the defender holds (R8), the charger loses and falls back, the winner has its bonus options', () => {
    expect(charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(3), shot: m(4) })).brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'shot to stand against gens: 7 carry-on',
      'stood shot',
      'close-combat',
      'gens lost a close combat: 6 fall-back',
      'fell-back gens',
      'disordered shot',
      'morale-altered shot',
      'winner-pending shot',
    ]);
  });

  // F.: "Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point."
  it('Gendarmes test to close at +1 against lighter cavalry: 3 + 2 + 1 = 6', () => {
    const target = rei({ id: 't', y: 26 });
    expect(charges(charged([gens()], [target], [['gens', 't']], {}, { gens: m(2), t: m(4) })).brief[0]).toBe(
      'gens to close with t: 6 carry-on',
    );
  });

  // Notes on Morale: "Units attacking the rear of an enemy unit need not test 'to close'." Rear Attacks: "The Defender
  // checks Morale at minus 1".
  it('a rear charge closes without a test; the defender tests at -1', () => {
    const s = patch(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(1), shot: m(4) }), 'gens', (x) => ({
      charge: { ...x.charge!, rear: true },
    }));
    expect(charges(s).brief.slice(0, 3)).toEqual([
      'closed gens',
      'shot to stand against gens: 6 carry-on',
      'stood shot',
    ]);
  });

  // B.: "if he fails, Stops 1" from target"; D.: "5 - Moving unit halts".
  it('a 5 to close halts the charger: no contact, no test to stand, no fight', () => {
    expect(charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(2), shot: m(4) })).brief).toEqual([
      'gens to close with shot: 5 halt',
      'charge-halted gens',
    ]);
  });

  it('a 4 to close: "Moving unit Falls Back"', () => {
    expect(charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(1), shot: m(4) })).brief).toEqual([
      'gens to close with shot: 4 fall-back',
      'fell-back gens',
    ]);
  });

  it('a 3 to close: "Unit Routs" (ruling R54, toCloseFailure morale-results, the default)', () => {
    const brief = charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(0), shot: m(4) })).brief;
    expect(brief.slice(0, 2)).toEqual(['gens to close with shot: 3 rout', 'routed gens']);
  });

  // Ruling R54, the other reading: Close Combat B alone, "if he fails, Stops 1\" from target".
  it.each([
    { rating: 1, score: 4 },
    { rating: 0, score: 3 },
  ])('toCloseFailure stops: a $score to close only halts the charger 1" from its target', ({ rating, score }) => {
    const s = charged(
      [gens()],
      [shot()],
      [['gens', 'shot']],
      { toCloseFailure: 'stops' },
      { gens: m(rating), shot: m(4) },
    );
    const r = charges(s);
    expect(r.brief).toEqual([`gens to close with shot: ${score} halt`, 'charge-halted gens']);
    const g = r.state.units.find((x) => x.id === 'gens')!;
    const before = s.units.find((x) => x.id === 'gens')!;
    // Where its charge stopped, no casualties, and disordered as every halted charger ("Cavalry that does not close
    // (halts due to morale) ... are 'disordered'"): not fallen back (4) nor routed (3, a D4 of casualties).
    expect([g.x, g.y, g.status, g.figures]).toEqual([before.x, before.y, 'disordered', before.figures]);
  });
});

// FIRE: "The front rank of cavalry armed with pistols who are charging with swords may fire one pistol if it closes
// with the enemy ... Cavalry that does not close (halts due to morale) may similarly fire the front rank but are +1 to
// each fire die because they are 'disordered'." "they only shoot one pistol per turn".
describe('pistols at the closing', () => {
  const reiters = (change: Record<string, Partial<UnitState>> = {}) =>
    charged([rei()], [shot()], [['rei', 'shot']], {}, { shot: m(4), ...change });
  it('Reiters that close fire one pistol on closing: pistol Class II "1-4", first fire -2 to the die: 1-6', () => {
    const { brief, events } = charges(reiters({ rei: m(3) }));
    expect(brief.slice(0, 3)).toEqual(['rei to close with shot: 6 carry-on', 'closed rei', 'fired rei']);
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'rei', target: 'shot', hitsOn: 6 });
  });
  it('not if they have fired this turn', () => {
    expect(charges(reiters({ rei: { morale: 3, firedThisTurn: true } })).brief.slice(0, 3)).toEqual([
      'rei to close with shot: 6 carry-on',
      'closed rei',
      'shot to stand against rei: 7 carry-on',
    ]);
  });
  it('Reiters halted on their test to close fire their front rank, at +1 (disordered)', () => {
    const { brief, events } = charges(reiters({ rei: m(2) }));
    expect(brief).toEqual(['rei to close with shot: 5 halt', 'charge-halted rei', 'fired rei']);
    // Pistol, Class II "1-4", first fire -2, disordered +1: hits on 1-5.
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'rei', target: 'shot', range: 1, hitsOn: 5 });
  });
  it('halted but having fired this turn, or halted by a 4 (falling back), they do not fire', () => {
    expect(charges(reiters({ rei: { morale: 2, firedThisTurn: true } })).brief).toEqual([
      'rei to close with shot: 5 halt',
      'charge-halted rei',
    ]);
    expect(charges(reiters({ rei: m(1) })).brief).toEqual(['rei to close with shot: 4 fall-back', 'fell-back rei']);
  });
  it('halted, they do not fire at a target that fell back out of reach', () => {
    expect(charges(reiters({ rei: m(2), shot: { morale: 4, fellBack: true } })).brief).toEqual([
      'rei to close with shot: 5 halt',
      'charge-halted rei',
    ]);
  });
  it('Gendarmes, with no pistols, never fire at the closing', () => {
    expect(
      charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(2), shot: m(4) })).brief,
    ).not.toContain('fired gens');
  });

  // A charger halted by a morale result in a fire phase does not test to close; pistol cavalry fire their front rank
  // at step 6 if the target is still 1" away.
  it('a charger halted in a fire phase: no test to close; Reiters fire if still 1" from the target', () => {
    const halted = (s: SwordAndPikeState, id: string) =>
      patch(s, id, (x) => ({ charge: { ...x.charge!, halted: true } }));
    expect(charges(halted(reiters({ rei: m(3) }), 'rei')).brief).toEqual(['fired rei']);
    expect(charges(halted(reiters({ rei: { morale: 3, firedThisTurn: true } }), 'rei')).brief).toEqual([]);
    expect(charges(halted(reiters({ rei: m(3), shot: { morale: 4, y: 27 } }), 'rei')).brief).toEqual([]);
    expect(
      charges(halted(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(3), shot: m(4) }), 'gens')).brief,
    ).toEqual([]);
  });
});

describe('chargers and targets no longer there', () => {
  const base = (change: Record<string, Partial<UnitState>>, options: Record<string, unknown> = {}) =>
    charged([gens()], [shot()], [['gens', 'shot']], options, { gens: m(3), shot: m(4), ...change });
  // DISORDERED UNITS: "Disorder is caused by falling back, rallying from routed, or fighting in close combat"; ruling
  // R45: a charger whose target is no longer there stays where its charge stopped, in good order.
  it('a target gone from the table: the charger does nothing, and is not disordered', () => {
    const gone = charges(base({ shot: { status: 'removed' } }));
    expect(gone.brief).toEqual([]);
    expect(gone.state.units.find((x) => x.id === 'gens')?.status).toBe('ready');
  });
  it('a charger routed, or gone, or no longer charging does nothing', () => {
    expect(charges(base({ gens: { morale: 3, status: 'routed' } })).brief).toEqual([]);
    expect(charges(base({ gens: { morale: 3, status: 'removed' } })).brief).toEqual([]);
    expect(charges(base({ gens: { morale: 3, charge: null } })).brief).toEqual([]);
  });
  // ROUTED UNITS: "Rounted units attacked in close combat are destroyed"; ruling R49: a target that routed and moved
  // away is out of contact (option `routedTarget`).
  it('a routed target still 1" away is attacked and destroyed; the charger wins', () => {
    expect(charges(base({ shot: { morale: 4, status: 'routed' } })).brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'removed shot',
      'morale-altered gens',
      'winner-pending gens',
    ]);
  });
  it('R49: a routed target that moved away is not closed with; the charger holds, or follows up (R45)', () => {
    expect(charges(base({ shot: { morale: 4, status: 'routed', y: 32 } })).brief).toEqual([
      'gens to close with shot: 6 carry-on',
    ]);
    const follow = charges(base({ shot: { morale: 4, status: 'routed', y: 32 } }, { fledTarget: 'follow-up' }));
    expect(follow.brief).toEqual(['gens to close with shot: 6 carry-on', 'followed-up gens']);
    // Gendarmes move 10", the charge took 6 (16 -> 22): 4" more, stopping 1" short of the routed shot's front (31).
    expect(follow.events[1]).toMatchObject({ type: 'followed-up', x: 30, y: 26 });
  });
  it('R49 `routedTarget: destroyed`: the charger closes and destroys it wherever it went', () => {
    expect(
      charges(base({ shot: { morale: 4, status: 'routed', y: 32 } }, { routedTarget: 'destroyed' })).brief.slice(0, 3),
    ).toEqual(['gens to close with shot: 6 carry-on', 'closed gens', 'removed shot']);
  });
});

// Ruling R45: "A target that already fell back in a fire phase of the turn is out of contact: its chargers still test
// 'To Close' ... but do not close; it tests 'To Stand' read as a falling-back unit ... and never stands." A target that
// does not stand "has fled before contact: no close combat is fought with it".
describe('targets that flee (ruling R45)', () => {
  it('a target that fell back: the charger tests but does not close; 6+ the target carries on falling back', () => {
    expect(
      charges(charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(3), shot: { morale: 4, fellBack: true } }))
        .brief,
    ).toEqual(['gens to close with shot: 6 carry-on', 'shot to stand against gens: 7 carry-on']);
  });
  it('a target that fell back in a fire phase never stands, whichever reading of ruling R56 is chosen', () => {
    // R56's in-contact concerns a fall back at a closing only; every charger here came after it (R45).
    const state = charged(
      [gens()],
      [shot()],
      [['gens', 'shot']],
      { fellBackAtClosing: 'in-contact' },
      {
        gens: m(3),
        shot: { morale: 4, fellBack: true },
      },
    );
    expect(charges(state).brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'shot to stand against gens: 7 carry-on',
    ]);
  });
  it('a target that fell back and tests 5: "Falling Back unit Routs"', () => {
    const { brief } = charges(
      charged([gens()], [shot()], [['gens', 'shot']], {}, { gens: m(3), shot: { morale: 2, fellBack: true } }),
    );
    expect(brief).toEqual(['gens to close with shot: 6 carry-on', 'shot to stand against gens: 5 rout', 'routed shot']);
  });
  it('a target that routs on its test to stand is not fought; the charger holds, or follows up', () => {
    const s = (o: Record<string, unknown> = {}) =>
      charged([gens()], [shot()], [['gens', 'shot']], o, { gens: m(3), shot: m(0) });
    expect(charges(s()).brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'shot to stand against gens: 3 rout',
      'routed shot',
    ]);
    expect(charges(s({ fledTarget: 'follow-up' })).brief.at(-1)).toBe('followed-up gens');
  });
});

// Ruling R42: "Several chargers ... in one close combat": one test to stand however many charge, one fight.
describe('two chargers on one target (ruling R42)', () => {
  const two = (change: Record<string, Partial<UnitState>> = {}) =>
    charged(
      [gens({ x: 26 }), rei({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot'],
      ],
      {},
      {
        gens: m(3),
        rei: m(3),
        shot: m(4),
        ...change,
      },
    );
  it('each tests to close; the target tests to stand once; one close combat; both losers test', () => {
    const { brief, events } = charges(two());
    expect(brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'rei to close with shot: 6 carry-on',
      'closed rei',
      'fired rei',
      'shot to stand against gens: 7 carry-on',
      'stood shot',
      'close-combat',
      'gens lost a close combat: 6 fall-back',
      'fell-back gens',
      'rei lost a close combat: 6 fall-back',
      'fell-back rei',
      'disordered shot',
      'morale-altered shot',
      'winner-pending shot',
    ]);
    expect(events.filter((e) => e.type === 'close-combat')).toHaveLength(1);
  });
  it('one of them from the rear: the target tests at -1 (Rear Attacks)', () => {
    const s = patch(two(), 'rei', (x) => ({ charge: { ...x.charge!, rear: true } }));
    expect(charges(s).brief).toContain('shot to stand against gens: 6 carry-on');
  });
  it('one of them halted: the other fights alone', () => {
    const { events } = charges(two({ rei: m(2) }));
    const combat = events.find((e) => e.type === 'close-combat');
    expect(combat).toMatchObject({ attackers: ['gens'] });
  });
  it('one of them falls back on its test to close: the other fights alone', () => {
    const { brief, events } = charges(two({ rei: m(1) }));
    expect(brief.slice(0, 4)).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'rei to close with shot: 4 fall-back',
      'fell-back rei',
    ]);
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attackers: ['gens'] });
  });
  it('a winner already waiting for its bonus option is not offered it twice', () => {
    const s = { ...two(), winners: [{ unit: 'shot', vacated: null }] };
    expect(charges(s).brief).not.toContain('winner-pending shot');
  });
});

// The edges of the rules above, each where a reading could slip.
describe('the edges', () => {
  const one = (change: Record<string, Partial<UnitState>>, options: Record<string, unknown> = {}) =>
    charged([gens()], [shot()], [['gens', 'shot']], options, { gens: m(3), shot: m(4), ...change });

  // FIRE: a halted charger fires "the front rank" if the target is still where the charge stopped (1", to 1/100").
  it('halted Reiters fire at a target 1.01" away, not 1.02"', () => {
    const halted = (y: number) =>
      patch(charged([rei()], [shot()], [['rei', 'shot']], {}, { rei: m(3), shot: m(4) }), 'rei', (x) => ({
        charge: { ...x.charge!, halted: true },
        y: x.y - y,
      }));
    expect(charges(halted(0.01)).brief).toEqual(['fired rei']);
    expect(charges(halted(0.02)).brief).toEqual([]);
  });

  // Ruling R49: out of contact is more than 1" (to 1/100") away.
  it('R49: a routed target 1.01" away is still in contact; 1.02" away it is not', () => {
    const routed = (dy: number) =>
      patch(one({ shot: { morale: 4, status: 'routed' } }), 'shot', (x) => ({ y: x.y + dy }));
    expect(charges(routed(0.01)).brief.slice(0, 3)).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'removed shot',
    ]);
    expect(charges(routed(0.02)).brief).toEqual(['gens to close with shot: 6 carry-on']);
  });

  // Ruling R45 `follow-up` is for a charger whose target fled: one whose target stood fights, and one whose target
  // left the table has nothing to follow.
  it('with `fledTarget: follow-up`, a charger whose target stands does not follow up; one whose target left the table does not either', () => {
    expect(charges(one({}, { fledTarget: 'follow-up' })).brief).not.toContain('followed-up gens');
    // "1 - Unit routs from table if at least 1 full stand is gone": 3 - 2 = 1, a stand gone.
    const { brief } = charges(one({ shot: { morale: -2, figures: 15 } }, { fledTarget: 'follow-up' }));
    expect(brief).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'shot to stand against gens: 1 rout-from-table',
      'removed shot',
    ]);
  });

  // Rear Attacks: "The Defender checks Morale at minus 1" — for a charge on it from its rear, not on another unit.
  it('a rear charge on another unit, or a rear charger that halted, does not put the target at -1', () => {
    const two = charged(
      [gens({ x: 26 }), rei({ x: 48 })],
      [shot({ x: 26 }), shot({ id: 'shot2', x: 48 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot2'],
      ],
      {},
      { gens: m(3), rei: m(3), shot: m(4), shot2: m(4) },
    );
    const rearOnOther = patch(two, 'rei', (x) => ({ charge: { ...x.charge!, rear: true } }));
    expect(charges(rearOnOther).brief).toContain('shot to stand against gens: 7 carry-on');
    const both = charged(
      [gens({ x: 26 }), rei({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot'],
      ],
      {},
      {
        gens: m(3),
        rei: m(2),
        shot: m(4),
      },
    );
    const haltedFromRear = patch(both, 'rei', (x) => ({ charge: { ...x.charge!, rear: true } }));
    // The Reiters come in from the rear without a test; patched halted, they do not close and do not count.
    const stopped = patch(haltedFromRear, 'rei', (x) => ({ charge: { ...x.charge!, halted: true } }));
    expect(charges(stopped).brief).toContain('shot to stand against gens: 7 carry-on');
  });

  // Ruling R43: `flankAttacks.moralePenalty` for a target charged on a flank, by any of its chargers, and by no front one.
  it('R43 flank penalty: any flank charger puts it on the test to stand; a front charge alone does not', () => {
    const options = { flankAttacks: { moralePenalty: 2 } };
    const both = charged(
      [gens({ x: 26 }), rei({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot'],
      ],
      options,
      {
        gens: m(3),
        rei: m(3),
        shot: m(4),
      },
    );
    const oneOnFlank = patch(both, 'rei', (x) => ({ charge: { ...x.charge!, flank: true } }));
    expect(charges(oneOnFlank).brief).toContain('shot to stand against gens: 5 fall-back');
    expect(charges(one({}, options)).brief).toContain('shot to stand against gens: 7 carry-on');
  });

  // Close Combat extra dice: "Attacked in rear - can inflict no casualties, must just TAKE it!" — one charger from the
  // rear makes it a rear attack (ruling R43, several chargers R42). Every die a 6.
  it('R42/R43: one of two chargers from the rear: the target inflicts nothing', () => {
    const both = charged(
      [gens({ x: 26 }), rei({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot'],
      ],
      {},
      {
        gens: m(3),
        rei: m(3),
        shot: m(4),
      },
    );
    const sixes = Array<number>(200).fill(6);
    const front = charges(both, sixes).events.find((e) => e.type === 'close-combat');
    const rear = charges(
      patch(both, 'rei', (x) => ({ charge: { ...x.charge!, rear: true } })),
      sixes,
    ).events.find((e) => e.type === 'close-combat');
    expect(front).toMatchObject({ attackerCasualties: expect.any(Number) as number });
    expect((front as { attackerCasualties: number }).attackerCasualties).toBeGreaterThan(0);
    expect(rear).toMatchObject({ attackerCasualties: 0 });
  });

  // R43: "pikes in closed order kill on 6s only" when charged on a flank (not "fighting to their front"). Every die a 5.
  it('R42/R43: one of two chargers on the flank of pikes: the pikes kill on 6s only; charged in front alone, on 5s', () => {
    const pike = scenarioUnit({ id: 'pk', troop: 'pikemen', order: 'closed', frontage: 4, x: 30, y: 26 });
    const both = charged(
      [gens({ x: 26 }), rei({ x: 38 })],
      [pike],
      [
        ['gens', 'pk'],
        ['rei', 'pk'],
      ],
      {},
      {
        gens: m(3),
        rei: m(3),
        pk: m(4),
      },
    );
    const fives = Array<number>(200).fill(5);
    const flanked = charges(
      patch(both, 'rei', (x) => ({ charge: { ...x.charge!, flank: true } })),
      fives,
    ).events.find((e) => e.type === 'close-combat');
    const front = charges(charged([gens()], [pike], [['gens', 'pk']], {}, { gens: m(3), pk: m(4) }), fives).events.find(
      (e) => e.type === 'close-combat',
    );
    expect(flanked).toMatchObject({ attackerCasualties: 0 });
    expect((front as { attackerCasualties: number }).attackerCasualties).toBeGreaterThan(0);
  });

  // Ruling R45 `follow-up`: "it advances straight toward the fled unit with what is left of its move ... stopping 1"
  // short as every advance does": a charger with nowhere to go does not follow up.
  it('R45 follow-up: a charger whose way on is blocked by a friend does not follow up', () => {
    const s0 = charged(
      [gens(), scenarioUnit({ id: 'friend', troop: 'pikemen', frontage: 4, x: 30, y: 4 })],
      [shot()],
      [['gens', 'shot']],
      { fledTarget: 'follow-up' },
      {
        gens: m(3),
        shot: { morale: 4, status: 'routed', y: 32 },
      },
    );
    // The friend moved to stand against the Gendarmes' front (y 24), between them and the routed shot.
    const s = patch(s0, 'friend', () => ({ y: 24.5 }));
    expect(charges(s).brief).toEqual(['gens to close with shot: 6 carry-on']);
  });

  it('another unit waiting for its bonus option does not keep this winner from its own', () => {
    const s = { ...one({}), winners: [{ unit: 'elsewhere', vacated: null }] };
    expect(charges(s).brief.at(-1)).toBe('winner-pending shot');
  });
});

/** Dice by the roll's name: each rule's rolls in turn (the last repeated), each roll its faces (the last repeated over
 * the dice of a pool); any other roll all 3s. */
const byPurpose = (rules: [string, (number | number[])[]][]) => {
  const taken = new Map<string, number>();
  return new ScriptedDice((req) => {
    const rule = rules.find(([prefix]) => req.purpose.startsWith(prefix));
    if (!rule) return Array.from({ length: req.count }, () => 3);
    const i = taken.get(rule[0]) ?? 0;
    taken.set(rule[0], i + 1);
    const roll = rule[1][Math.min(i, rule[1].length - 1)]!;
    const faces = Array.isArray(roll) ? roll : [roll];
    return Array.from({ length: req.count }, (_, d) => faces[Math.min(d, faces.length - 1)]!);
  });
};

// Two combats linked through one unit: side A's Gendarmes (y) charge the shot (w); side B, moving second, charges them
// with its own Gendarmes (v) (SEQUENCE 2 stops only units charged by the side moving first). The combats are fought in
// the order of the charges.
/** A's Gendarmes y charge B's shot w; B's Gendarmes v charge y (the charge order: y, then v). */
function linkedCharges(): SwordAndPikeState {
  const y = scenarioUnit({ id: 'y', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 16 });
  const w = scenarioUnit({ id: 'w', troop: 'arquebusiers', x: 30, y: 26 });
  const v = scenarioUnit({ id: 'v', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 40, y: 22 });
  const s0 = handBuiltTable('linked', [y], [w, v], SwordAndPikeOptionsSchema.parse({ evasion: 'off' }));
  return playDecisions(s0, faces([]), [
    [{ kind: 'order', unit: 'y', order: 'charge', target: 'w' }, 'A'],
    [{ kind: 'end-moves' }, 'A'],
    [{ kind: 'order', unit: 'v', order: 'charge', target: 'y' }, 'B'],
  ]).state;
}

describe('two combats through one unit (SEQUENCE 8, Close Combat L)', () => {
  const linked = (yMorale: number) => {
    const s = linkedCharges();
    return { ...s, units: s.units.map((u) => ({ ...u, morale: u.id === 'y' ? yMorale : 3 })) };
  };
  const combats = (events: readonly SwordAndPikeEvent[]) => events.filter((e) => e.type === 'close-combat').length;

  // "If a unit wins a Close Combat" it takes the bonus options (L) — not once it is gone or routed.
  it('a winner of the first combat destroyed in the second takes no bonus option', () => {
    // y's 16 dice all 6s against w (w's all 1s); then v's all 6s against y, which loses all its 12 figures.
    const dice = byPurpose([
      ['y attacking w', [6]],
      ['w defending', [1]],
      ['v attacking y', [6]],
      ['y defending', [1]],
    ]);
    const { brief, events } = charges(linked(3), dice);
    expect(combats(events)).toBe(2);
    expect(brief).toContain('removed y');
    expect(brief.filter((b) => b.startsWith('winner-pending'))).toEqual(['winner-pending v']);
  });

  it('a winner of the first combat routed in the second takes no bonus option', () => {
    // As above, but v kills one figure (one 6): y loses and tests 1 + 3, +1 for the combat it won (E.), -1 disordered by
    // it: 4, "Less than 6, loser Routs".
    const dice = byPurpose([
      ['y attacking w', [6]],
      ['w defending', [1]],
      ['v attacking y', [[6, 1]]],
      ['y defending', [1]],
      ['y: morale check', [3, 3, 1]],
    ]);
    const { brief } = charges(linked(3), dice);
    expect(brief).toContain('y lost a close combat: 4 rout');
    expect(brief.filter((b) => b.startsWith('winner-pending'))).toEqual(['winner-pending v']);
  });

  it('a target gone after the first combat is not fought in the second', () => {
    // y loses against w (w's one 6, y's 1s) and tests 1 + 1 - 1: 1 or less, read as 2 for a loser: captured.
    const dice = byPurpose([
      ['y attacking w', [1]],
      ['w defending', [[6, 1]]],
      ['y: morale check', [5, 5, 1]],
    ]);
    const { brief, events } = charges(linked(1), dice);
    expect(brief).toContain('y lost a close combat: 2 captured');
    expect(combats(events)).toBe(1);
  });
});

// Guards of steps 6-8 against states the rules never produce in play (the survivors of docs/mutation/
// sword-and-pike-game-rules.md, "charges.ts survivors killed"). `resolveCharges` is exported and its contract is to
// refuse such a state rather than act on it; each test builds one by hand and says how it differs from play.
describe('states the steps refuse (hand-built)', () => {
  const one = (change: Record<string, Partial<UnitState>>, options: Record<string, unknown> = {}) =>
    charged([gens()], [shot()], [['gens', 'shot']], options, { gens: m(3), shot: m(4), ...change });

  // Ruling R49: "a routed target more than 1" from its charger when the charges are tested is not in contact" — a
  // routed one. A target not routed stands 1" from its charger (charges halt 1" away) unless it fell back (R45); here
  // one in good order is put 6" off by hand.
  it('R49 is for a routed target only: a target in good order, even out of reach, is closed with and tested', () => {
    expect(charges(one({ shot: { morale: 4, y: 32 } })).brief.slice(0, 4)).toEqual([
      'gens to close with shot: 6 carry-on',
      'closed gens',
      'shot to stand against gens: 7 carry-on',
      'stood shot',
    ]);
  });

  // Ruling R45 `follow-up`: "it advances straight toward the fled unit with what is left of its move" — a charger
  // does. A unit routed or removed has no charge (`reduce` clears it), so a routed or removed unit still recorded as
  // charging the fled target is built by hand; it must not move.
  it('R45 follow-up: a routed or removed unit still recorded as charging a fled target does not follow up', () => {
    const s0 = charged(
      [
        gens(),
        scenarioUnit({ id: 'gone', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 50, y: 16 }),
      ],
      [shot()],
      [['gens', 'shot']],
      { fledTarget: 'follow-up' },
      // The shot routs on its test to stand: 3 + 0 = 3.
      { gens: m(3), shot: m(0), gone: m(3) },
    );
    const gensCharge = s0.units.find((x) => x.id === 'gens')!.charge!;
    for (const status of ['routed', 'removed'] as const) {
      // A charge on the shot as if just ordered, its whole move left.
      const s = {
        ...patch(s0, 'gone', () => ({ status, charge: { ...gensCharge, travelled: 0 } })),
        chargeOrder: [...s0.chargeOrder, 'gone'],
      };
      expect(charges(s).brief).toEqual([
        'gens to close with shot: 6 carry-on',
        'closed gens',
        'shot to stand against gens: 3 rout',
        'routed shot',
        'followed-up gens',
      ]);
    }
  });

  // SEQUENCE 8: the combats are fought in the order of the charges that closed (ruling R42 groups the chargers of one
  // target). A routed unit has no charge in play; here one is left by hand with a closed charge on the second target,
  // ahead of the others in the charge order: it is no charger, and the first target's combat still comes first.
  it("a routed unit left with a closed charge does not bring its target's combat forward", () => {
    const s0 = charged(
      [gens({ x: 26 }), rei({ x: 48 }), scenarioUnit({ id: 'gone', troop: 'gendarmes', x: 60, y: 4 })],
      [shot({ x: 26 }), shot({ id: 'shot2', x: 48 })],
      [
        ['gens', 'shot'],
        ['rei', 'shot2'],
      ],
      {},
      { gens: m(3), rei: m(3), shot: m(4), shot2: m(4), gone: m(3) },
    );
    const reiCharge = s0.units.find((x) => x.id === 'rei')!.charge!;
    const s = {
      ...patch(s0, 'gone', () => ({ status: 'routed' as const, charge: { ...reiCharge, closed: true } })),
      chargeOrder: ['gone', ...s0.chargeOrder],
    };
    const combats = charges(s).events.filter((e) => e.type === 'close-combat');
    expect(combats.map((e) => e.attackers)).toEqual([['gens'], ['rei']]);
  });

  // SEQUENCE 2: "Units which are attacked in close combat by the enemy moving first may not move during that turn", so
  // a unit charged by the side moving first never charges, and its own charge is never fought after a combat it lost as
  // the target. Here the charge order is turned round by hand: v's charge on y is fought first, y loses and falls back
  // (or is destroyed), and its charge on w is not fought (Close Combat L: losing units move to new locations).
  it('a charger that lost an earlier combat as its target (SEQUENCE 2 turned round by hand) does not fight its own', () => {
    const linked = (vDice: number[]) => {
      const s = linkedCharges();
      expect(s.chargeOrder).toEqual(['y', 'v']);
      const turned = { ...s, chargeOrder: ['v', 'y'], units: s.units.map((x) => ({ ...x, morale: 3 })) };
      return charges(
        turned,
        byPurpose([
          ['v attacking y', [vDice]],
          ['y defending', [1]],
        ]),
      );
    };
    // v kills one figure: y loses and tests 3 + 3 = 6, E.: "A 6 or more, Falls Back in good order" — on the table.
    const fellBack = linked([6, 1]);
    expect(fellBack.brief.slice(-6)).toEqual([
      'close-combat',
      'y lost a close combat: 6 fall-back',
      'fell-back y',
      'disordered v',
      'morale-altered v',
      'winner-pending v',
    ]);
    expect(fellBack.events.filter((e) => e.type === 'close-combat').map((e) => e.attackers)).toEqual([['v']]);
    // v kills all twelve: y is removed.
    const destroyed = linked([6]);
    expect(destroyed.brief).toContain('removed y');
    expect(destroyed.events.filter((e) => e.type === 'close-combat').map((e) => e.attackers)).toEqual([['v']]);
  });
});

// Ruling R56 (fellBackAtClosing). Close Combat C: "If attacker closes defender checks Morale and acts accordingly";
// D. Morale Results: a falling-back unit carries on falling back on Morale Good. OFFICERS: "If the result is "20" then
// an attached officer is killed"; trigger d.: "When a units' Staff Officer is killed". The Reiters' pistols at the
// closing kill the shot's Staff Officer, the shot tests and falls back (5) before the Gendarmes' test to close; the
// Gendarmes do not close, the Reiters did. Its "To Stand" test is read as falling back.
describe("ruling R56: a target that falls back between its chargers' tests to close", () => {
  function play(fellBackAtClosing?: string) {
    const s0 = charged(
      [rei({ x: 26 }), gens({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['rei', 'shot'],
        ['gens', 'shot'],
      ],
      fellBackAtClosing === undefined ? {} : { fellBackAtClosing },
      { gens: m(3), rei: m(3), shot: m(3) },
    );
    const s = {
      ...s0,
      officers: [
        { id: 'o1', name: 'Alba', quality: 'ordinary', side: 'B', brigade: 'b1', attachedTo: 'shot', status: 'ok' },
      ] satisfies SwordAndPikeState['officers'],
    };
    return charges(
      s,
      byPurpose([
        ['Alba with shot', [20]],
        ['shot: morale check', [2, 4]],
      ]),
    );
  }
  const before = [
    'rei to close with shot: 6 carry-on',
    'closed rei',
    'fired rei',
    'officer-casualty',
    'shot staff officer Alba lost: 5 fall-back',
    'fell-back shot',
    'gens to close with shot: 6 carry-on',
    // 4 + 3 - 1 (disordered by its falling back): 6.
    'shot to stand against rei: 6 carry-on',
  ];

  it('by default (out-of-contact) it has moved away from every charger: on 6 it carries on falling back, no combat', () => {
    const { brief, events } = play();
    expect(brief.slice(0, 8)).toEqual(before);
    expect(brief).not.toContain('stood shot');
    expect(events.some((e) => e.type === 'close-combat')).toBe(false);
    expect(play('out-of-contact').brief).toEqual(brief);
  });

  it('in-contact: the charger that closed before the fall back is still in contact; on 6 it stands and fights it', () => {
    const { brief, events } = play('in-contact');
    expect(brief.slice(0, 10)).toEqual([...before, 'stood shot', 'close-combat']);
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({ attackers: ['rei'] });
  });
});

// Ruling R49 (routedTarget). ROUTED UNITS: "Rounted unit ... are moved a normal move to the rear"; "Rounted units
// attacked in close combat are destroyed". The same closing as above, but the shot's test for its lost Staff Officer is
// 1 + 3 = 4, "Standing ... units rout": it routs a normal move away (6" to y 32) after the Reiters closed. Like a target
// routed by fire before the charges are tested (R49) or one that fell back at the closing (R56), it has moved away from
// every charger: by default it is not attacked, and not destroyed.
describe('ruling R49: a target that routs at the closing (its Staff Officer killed by the pistols)', () => {
  function play(routedTarget?: string, fledTarget?: string) {
    const s0 = charged(
      [rei({ x: 26 }), gens({ x: 38 })],
      [shot({ frontage: 4 })],
      [
        ['rei', 'shot'],
        ['gens', 'shot'],
      ],
      { ...(routedTarget === undefined ? {} : { routedTarget }), ...(fledTarget === undefined ? {} : { fledTarget }) },
      { gens: m(3), rei: m(3), shot: m(3) },
    );
    const s = {
      ...s0,
      officers: [
        { id: 'o1', name: 'Alba', quality: 'ordinary', side: 'B', brigade: 'b1', attachedTo: 'shot', status: 'ok' },
      ] satisfies SwordAndPikeState['officers'],
    };
    return charges(
      s,
      byPurpose([
        ['Alba with shot', [20]],
        ['shot: morale check', [1]],
      ]),
    );
  }
  const before = [
    'rei to close with shot: 6 carry-on',
    'closed rei',
    'fired rei',
    'officer-casualty',
    'shot staff officer Alba lost: 4 rout',
    'routed shot',
    'gens to close with shot: 6 carry-on',
  ];

  it('by default (out-of-contact) it is not attacked: no combat, it stays routed on the table, no winner', () => {
    const { brief, state } = play();
    expect(brief).toEqual(before);
    expect(state.units.find((x) => x.id === 'shot')).toMatchObject({ status: 'routed', y: 32 });
    expect(play('out-of-contact').brief).toEqual(brief);
  });

  it('under fledTarget follow-up both chargers follow it up, stopping 1" short, and still do not fight it', () => {
    const { brief } = play(undefined, 'follow-up');
    expect(brief).toEqual([...before, 'followed-up gens', 'followed-up rei']);
  });

  it('destroyed: the charger that closed destroys it wherever it went, and wins', () => {
    expect(play('destroyed').brief).toEqual([
      ...before,
      'closed gens',
      'removed shot',
      'morale-altered rei',
      'morale-altered gens',
      'winner-pending rei',
      'winner-pending gens',
    ]);
  });
});
