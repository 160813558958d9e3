import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { kneeToKnee } from '../profiles/kneeToKnee.js';
import { checkDecision, legalDecisions, mayEvade, unitOrders } from '../sequence/legalDecisions.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), TROOP TYPES & ORGANIZATION: GENDARMES "Never dismount, Move in open
// order, fight in closed order, may fight 2 ranks deep." ORDER: "Gendarmes may also be in closed order, riding Knee to
// knee." FIRE: "Closed order = Pikes or other heavy foot, base-to-base. Gendarmes may fight in closed order." Gendarmes
// move in open order: closed up knee to knee (ruling R62, `form-closed`), they may not advance, retire, move, wheel or
// turn, evade, nor make a winner's tactical move, occupy or reface, until they open out again (`form-open`, their move
// for a turn, R62). The battle let closed-order gendarmes make every move open-order ones make (found by the referee of
// 7 Dec 2026). Riding knee to knee is how they fight: ruling R66 (docs/rulings/sword-and-pike.md), option
// `closedGendarmes`: in closed order they may charge and make no other move ('charge-only', the default), make no move
// at all, a charge included ('no-move'), or move as in open order ('any-move', the earlier behaviour).

type Option = 'charge-only' | 'no-move' | 'any-move';
const gens = (order: 'open' | 'closed', more = {}) =>
  scenarioUnit({
    id: 'g',
    troop: 'gendarmes',
    figures: 12,
    moraleClass: 'heavy-cavalry',
    order,
    x: 30,
    y: 10,
    ...more,
  });

/** Side A's gendarmes at (30, 10), facing +y, 10" a move; B's pikes ahead (a charge reaches them) and off to the right. */
function table(order: 'open' | 'closed', option?: Option, more = {}): SwordAndPikeState {
  return handBuiltTable(
    'knee to knee',
    [gens(order, more)],
    [
      scenarioUnit({ id: 'near', troop: 'pikemen', order: 'closed', x: 30, y: 22 }),
      scenarioUnit({ id: 'far', troop: 'pikemen', order: 'closed', x: 64, y: 6 }),
    ],
    SwordAndPikeOptionsSchema.parse(option ? { closedGendarmes: option } : {}),
  );
}
const kinds = (s: SwordAndPikeState) =>
  [...new Set(unitOrders(s, unitIn(s, 'g')).map((d) => (d.kind === 'order' ? d.order : d.kind)))].sort();
const order = (o: Extract<SwordAndPikeDecision, { kind: 'order' }>['order'], more = {}): SwordAndPikeDecision => ({
  kind: 'order',
  unit: 'g',
  order: o,
  target: null,
  ...more,
});
const RULE = /gendarmes "Move in open order": g forms open order first \(ruling R66\)/;

describe('GENDARMES "Move in open order, fight in closed order" (ruling R66, closedGendarmes)', () => {
  it('in open order they are offered every move', () => {
    expect(kinds(table('open'))).toEqual(
      ['advance', 'advance-half', 'charge', 'face', 'form-closed', 'move', 'move-half', 'retire', 'retire-half'].concat(
        ['wheel-left', 'wheel-right'],
      ),
    );
  });

  it('closed up knee to knee they are offered only to open out and to charge', () => {
    const s = table('closed');
    expect(kinds(s)).toEqual(['charge', 'form-open']);
    expect(unitOrders(s, unitIn(s, 'g'))).toContainEqual(order('charge', { target: 'near' }));
    // Disordered, they may still try to rally where they stand (MORALE: the test is taken, no move made).
    const dis = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, status: 'disordered' as const } : u)) };
    expect(kinds(dis)).toEqual(['charge', 'form-open', 'rally']);
  });

  it('kneeToKnee: gendarmes in closed order only, under the option', () => {
    expect(kneeToKnee({ troop: 'gendarmes', order: 'closed' }, 'charge-only')).toBe('charge-only');
    expect(kneeToKnee({ troop: 'gendarmes', order: 'closed' }, 'no-move')).toBe('no-move');
    expect(kneeToKnee({ troop: 'gendarmes', order: 'closed' }, 'any-move')).toBeNull();
    expect(kneeToKnee({ troop: 'gendarmes', order: 'open' }, 'charge-only')).toBeNull();
    expect(kneeToKnee({ troop: 'gendarmes', order: null }, 'no-move')).toBeNull();
    expect(kneeToKnee({ troop: 'pikemen', order: 'closed' }, 'charge-only')).toBeNull();
  });

  it('with no move at all (the option sets heavy horse to 0) they are offered no charge either', () => {
    const s = handBuiltTable(
      'still',
      [gens('closed')],
      [scenarioUnit({ id: 'near', troop: 'pikemen', order: 'closed', x: 30, y: 14 })],
      SwordAndPikeOptionsSchema.parse({ movement: { heavyHorse: 0 } }),
    );
    expect(kinds(s)).toEqual(['form-open']);
  });

  it('the check refuses every other move, quoting the rule', () => {
    const s = table('closed');
    for (const d of [
      order('advance', { target: 'near' }),
      order('advance-half', { target: 'far' }),
      order('retire'),
      order('retire-half'),
      order('move', { heading: 90 }),
      order('move-half', { heading: 0 }),
      order('wheel-left', { degrees: 15 }),
      order('face', { target: 'far' }),
    ])
      expect(checkDecision(s, d)).toMatch(RULE);
    expect(checkDecision(s, order('form-open'))).toBeNull();
    expect(checkDecision(s, order('charge', { target: 'near' }))).toBeNull();
    expect(checkDecision(s, order('advance', { target: 'near' }))).toBe(
      'g is in closed order, knee to knee, and gendarmes "Move in open order": g forms open order first (ruling R66)',
    );
    // Disordered, the rally where it stands is accepted.
    const dis = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, status: 'disordered' as const } : u)) };
    expect(checkDecision(dis, order('rally'))).toBeNull();
  });

  it('opened out (their move this turn), the next turn they move as before', () => {
    const s = table('closed');
    const opened = playDecisions(s, faces([]), [[order('form-open'), 'A']]).state;
    expect(unitIn(opened, 'g')).toMatchObject({ order: 'open', ordered: true, x: 30, y: 10 });
    const next = { ...opened, units: opened.units.map((u) => (u.id === 'g' ? { ...u, ordered: false } : u)) };
    expect(checkDecision(next, order('advance', { target: 'near' }))).toBeNull();
  });

  it("'no-move': knee to knee they do not even charge; 'any-move': they move as in open order", () => {
    expect(kinds(table('closed', 'no-move'))).toEqual(['form-open']);
    expect(checkDecision(table('closed', 'no-move'), order('charge', { target: 'near' }))).toMatch(RULE);
    expect(kinds(table('closed', 'any-move'))).toEqual(
      kinds(table('open'))
        .map((k) => (k === 'form-closed' ? 'form-open' : k))
        .sort(),
    );
    const moved = playDecisions(table('closed', 'any-move'), faces([]), [
      [order('move', { heading: 0, distance: 3 }), 'A'],
    ]);
    expect(unitIn(moved.state, 'g')).toMatchObject({ x: 30, y: 13, order: 'closed' });
  });

  it('a charge knee to knee goes in as any charge', () => {
    const r = playDecisions(table('closed'), faces([]), [[order('charge', { target: 'near' }), 'A']]);
    expect(unitIn(r.state, 'g').charge).toMatchObject({ target: 'near' });
  });

  it('closed up they do not evade a charge, which is a move (evasion: any)', () => {
    const evadeAny = (o: 'open' | 'closed', option: Option = 'charge-only') => {
      const s = handBuiltTable(
        'evade',
        [scenarioUnit({ id: 'p', troop: 'pikemen', order: 'open', x: 30, y: 10 })],
        [gens(o, { id: 'g', x: 30, y: 20 })],
        SwordAndPikeOptionsSchema.parse({ evasion: 'any', closedGendarmes: option }),
      );
      return mayEvade(s, unitIn(s, 'g'));
    };
    expect(evadeAny('open')).toBe(true);
    expect(evadeAny('closed')).toBe(false);
    expect(evadeAny('closed', 'any-move')).toBe(true);
  });

  it('a winner knee to knee holds or charges again: no tactical move, no occupying, no refacing', () => {
    const won = (o: 'open' | 'closed', option?: Option): SwordAndPikeState => ({
      ...table(o, option),
      step: 'winner-options',
      winners: [{ unit: 'g', vacated: { x: 30, y: 16 } }],
    });
    const options = (s: SwordAndPikeState) => [
      ...new Set(legalDecisions(s).map((d) => (d.kind === 'winner-option' ? d.option : d.kind))),
    ];
    expect(options(won('open'))).toEqual(['hold', 'occupy', 'tactical-move', 'reface', 'charge-again']);
    expect(options(won('closed'))).toEqual(['hold', 'charge-again']);
    expect(options(won('closed', 'no-move'))).toEqual(['hold']);
    expect(options(won('closed', 'any-move'))).toEqual(options(won('open')));
    const tactical: SwordAndPikeDecision = {
      kind: 'winner-option',
      unit: 'g',
      option: 'tactical-move',
      target: null,
      heading: 45,
    };
    expect(checkDecision(won('open'), tactical)).toBeNull();
    expect(checkDecision(won('closed'), tactical)).toMatch(RULE);
    const option = (
      o: 'hold' | 'occupy' | 'reface' | 'charge-again',
      target: string | null = null,
    ): SwordAndPikeDecision => ({
      kind: 'winner-option',
      unit: 'g',
      option: o,
      target,
    });
    expect(checkDecision(won('closed'), option('hold'))).toBeNull();
    expect(checkDecision(won('closed'), option('occupy'))).toMatch(RULE);
    expect(checkDecision(won('closed'), option('reface', 'far'))).toMatch(RULE);
    expect(checkDecision(won('open'), option('reface', 'far'))).toBeNull();
    expect(checkDecision(won('closed'), option('charge-again', 'near'))).toBeNull();
    expect(checkDecision(won('closed', 'no-move'), option('charge-again', 'near'))).toMatch(RULE);
    expect(checkDecision(won('closed', 'no-move'), option('hold'))).toBeNull();
  });
});
