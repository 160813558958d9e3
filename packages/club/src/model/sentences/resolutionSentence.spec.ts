import { createGame, type Game } from '@muster/core';
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';
import { BRITISH_ARMY, FRENCH_ARMY } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import { adapterOf } from '../../adapters/adapters.js';
import { club } from '../clubRuleset.js';
import type { ClubDecision, ClubEvent, ClubRulesetId, ClubState } from '../ClubSchemas.js';
import { resolutionText } from './resolutionSentence.js';

type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;

const ARMIES = {
  tercios: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
  'sword-and-pike': [frenchArmy, imperialArmy],
  'wss-6mm': [BRITISH_ARMY, FRENCH_ARMY],
} as const;

const start = (ruleset: ClubRulesetId, seed = 'sentences'): ClubGame =>
  createGame<ClubState, ClubDecision, ClubEvent>(club, { ruleset, title: 'x', armies: ARMIES[ruleset] }, { seed });

/**
 * Resolves `mechanic` in the club game (the ruleset's own function rolls, the adapter's consequences
 * function logs the changes) and returns the sentence the play screen shows, with the outcome it read.
 */
function resolve(
  g: ClubGame,
  mechanic: string,
  actor: string | undefined,
  target: string | undefined,
  { params = {}, dice }: { params?: Record<string, number | string | boolean>; dice?: number[] } = {},
) {
  const unit = (id: string | undefined) => g.state.units.find((u) => u.id === id);
  const filled = adapterOf(g.state.ruleset).prefill(mechanic, unit(actor), unit(target), {
    commanders: g.state.commanders,
    turn: g.state.turn,
  });
  const before = g.state;
  const from = g.log.length;
  const result = g.decide({
    kind: 'resolve',
    mechanic,
    params: { ...filled, ...params },
    ...(actor ? { actor } : {}),
    ...(target ? { target } : {}),
    ...(dice ? { dice } : {}),
  });
  expect(result).toEqual({ ok: true });
  const events = g.log.slice(from).flatMap((e) => (e.type === 'event' ? [e.event] : []));
  const resolved = events.find((e) => e.type === 'resolved');
  const text = resolutionText(before, events);
  return { outcome: resolved?.type === 'resolved' ? resolved.outcome : {}, text: text!, after: g.state };
}

describe('Liber Militum: Tercios', () => {
  const [musketeers, battalion] = ['A:musketeer-company', 'B:modern-battalion'];

  it('Shooting > Resistance test: "Each success on a die in this roll cancels one hit"; Damage: "each hit not cancelled ... counts as one Dm"', () => {
    // Musketeer Company at 8": 3d6 needing 4+ (6 6 6: 3 hits); Modern Battalion resists with 4d6 needing 4+ (one 5).
    const { outcome, text } = resolve(start('tercios'), 'shoot', musketeers, battalion, {
      params: { range: 8 },
      dice: [6, 6, 6, 1, 1, 5, 1],
    });
    expect(outcome).toMatchObject({ hits: 3, wear: 2, disordered: 0 });
    expect(text).toEqual({
      title: 'Shooting',
      who: 'Musketeer Company 1 at Modern Battalion 1',
      sentence: '3 hits, 1 resisted: Modern Battalion 1 takes 2 Dm.',
    });
  });

  it('"If no success is obtained on this roll, the unit is put into Disorder (in addition to the Dm suffered)"', () => {
    const { outcome, text } = resolve(start('tercios'), 'shoot', musketeers, battalion, {
      params: { range: 8 },
      dice: [6, 6, 6, 1, 1, 1, 1],
    });
    expect(outcome).toMatchObject({ hits: 3, wear: 3, disordered: 1 });
    expect(text.sentence).toBe('3 hits, 0 resisted: Modern Battalion 1 takes 3 Dm and is disordered.');
  });

  it('a shot that hits nothing says so, and nothing happens to the target', () => {
    const { outcome, text } = resolve(start('tercios'), 'shoot', musketeers, battalion, {
      params: { range: 8 },
      dice: [1, 2, 3],
    });
    expect(outcome).toMatchObject({ hits: 0, wear: 0 });
    expect(text.sentence).toBe('No hits.');
  });

  it('Combat: the winner, the Dm, the destroyed loser and the advance, each from the logged consequences', () => {
    const { outcome, text } = resolve(start('tercios', 's1'), 'melee', 'A:tercio', battalion);
    expect(outcome).toMatchObject({ winner: 'attacker', 'defender-wear': 4, 'defender-destroyed': 1 });
    expect(text.sentence).toBe(
      'Tercio 1 wins the combat: Modern Battalion 1 takes 4 Dm and is destroyed; Tercio 1 may advance 3" in the direction of its charge.',
    );
  });

  it('Rout Test: "you must obtain as many 6s as the number of Rout Points": none, the unit leaves the field', () => {
    // Discipline 5, 1 Rout Point: 5d6, no 6.
    const { outcome, text } = resolve(start('tercios'), 'rout-test', 'A:tercio', undefined, {
      params: { discipline: 5, 'rout-points': 1 },
      dice: [1, 2, 3, 4, 5],
    });
    expect(outcome).toEqual({ passed: 0 });
    expect(text).toEqual({
      title: 'Rout test',
      who: 'Tercio 1',
      sentence: 'Failed: Tercio 1 routs and leaves the field.',
    });
  });

  it('Order Cards > Testing Orders: a fresh unit carries out its order without a test', () => {
    const { outcome, text } = resolve(start('tercios'), 'activation', 'A:tercio', undefined);
    expect(outcome).toMatchObject({ passed: 1, tested: 0, order: 'ready' });
    expect(text.sentence).toBe('No order test (no Dm): Tercio 1 carries out Ready!.');
  });

  it('Testing Orders: "If no success is obtained, the action is cancelled": the order is lost', () => {
    const g = start('tercios');
    expect(g.decide({ kind: 'set-unit', unit: 'A:tercio', patch: { losses: 1 } })).toEqual({ ok: true });
    // Discipline 5 with a Dm: 5d6, none a 5+.
    const { outcome, text } = resolve(g, 'activation', 'A:tercio', undefined, { dice: [1, 2, 3, 4, 4] });
    expect(outcome).toMatchObject({ passed: 0, tested: 1, order: 'lost' });
    expect(text.sentence).toBe('Order test failed: Tercio 1 can no longer be activated this turn.');
  });

  it('Reactions: a Fire! volley at an enemy within 3" is an order test, then a shot; the card is used', () => {
    const g = start('tercios');
    const shooters = 'B:musketeer-company';
    expect(g.decide({ kind: 'set-unit', unit: shooters, patch: { order: 'fire' } })).toEqual({ ok: true });
    // The reaction test passes (6 6 6), the 4 shooting dice hit, the Tercio's 4 resistance dice fail.
    const { outcome, text } = resolve(g, 'reaction', shooters, 'A:tercio-2', {
      params: { reaction: 'volley', order: 'fire', trigger: 'approach', range: 3 },
      dice: [6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1],
    });
    expect(outcome).toMatchObject({ passed: 1, hits: 4, wear: 4, disordered: 1 });
    expect(text.sentence).toBe(
      'Reaction test passed: the volley (Fire!), 4 hits, 0 resisted: Tercio 2 takes 4 Dm and is disordered; Musketeer Company 2 has used its Order card and acted this turn.',
    );
  });

  it('Initiative: "initiative is won by the player who obtains the highest total"', () => {
    const { outcome, text } = resolve(start('tercios'), 'initiative', undefined, undefined, { dice: [2, 5] });
    expect(outcome).toEqual({ first: 'B' });
    expect(text).toEqual({
      title: 'Initiative',
      who: '',
      sentence: 'Side B (Swedish army at Breitenfeld, 1631) wins the initiative.',
    });
  });
});

describe('The Sword and the Pike', () => {
  it('FIRE: D20 per arquebusier, hits on 1-5 at 4" on class I; "a. ... a unit takes casualties" checks Morale', () => {
    const g = start('sword-and-pike');
    const [a, b] = ['A:french-arquebusiers', 'B:spanish-pike'];
    const name = g.state.units.find((u) => u.id === b)!.name;
    const { outcome, text } = resolve(g, 'fire', a, b, {
      params: { range: 4 },
      dice: [1, 1, 1, ...Array<number>(17).fill(20)],
    });
    expect(outcome).toMatchObject({ hits: 3, casualties: 3 });
    // OFFICERS: the Viceroy with the Spanish pike rolls his D20 first.
    expect(text.sentence).toBe(
      `3 hits, 3 casualties: ${name} takes 3 casualties, must roll the Officer casualty of The Viceroy and must take its Morale check.`,
    );
  });

  it('Close Combat: the winner and the score; "E. Loser of Close Combat checks Morale"; Morale Altered Permanently', () => {
    const { outcome, text } = resolve(
      start('sword-and-pike', 's1'),
      'melee',
      'A:compagnie-du-roi',
      'B:frundsberg-pike',
    );
    expect(outcome).toEqual({ winner: 'defender', attackerCasualties: 8, defenderCasualties: 4 });
    expect(text.sentence).toBe(
      'Frundsberg pike wins the close combat, 8 casualties to 4: Compagnie du Roi takes 8 casualties, loses 1 Morale for good, must roll the Officer casualty of The King and must take its Morale check; Frundsberg pike takes 4 casualties, is disordered, gains 1 Morale for good and must roll the Officer casualty of Oberst of Landsknechts.',
    );
  });

  it('"E. ... Less than 6, loser Routs": the score, the rout and the moves it dictates', () => {
    const g = start('sword-and-pike');
    const [loser, winner] = ['B:spanish-pike', 'A:bern-pike'];
    const name = (id: string) => g.state.units.find((u) => u.id === id)!.name;
    // Basic Morale 3, no officer, a 1 on the D6: 4, under 6.
    const { outcome, text } = resolve(g, 'morale', loser, winner, {
      params: { initial: false, rating: 3, officer: 'none', situation: 'lost-close-combat' },
      dice: [1],
    });
    expect(outcome).toMatchObject({ result: 'rout', score: 4 });
    expect(text.sentence).toMatch(
      new RegExp(`^${name(loser)} scores 4 and routs: ${name(loser)} loses 1 Morale for good and routs: D4 casualties`),
    );
  });

  it('ROUTED UNITS: the D4 of casualties', () => {
    const { outcome, text } = resolve(start('sword-and-pike'), 'rout-casualties', 'A:compagnie-du-roi', undefined, {
      dice: [3],
    });
    expect(outcome).toEqual({ casualties: 3 });
    expect(text.sentence).toBe('The D4 gives 3 casualties: Compagnie du Roi takes 3 casualties.');
  });

  it('SEQUENCE OF ACTIONS 1: "Each side rolls 2xD6 ... The highest side moves first"', () => {
    const { outcome, text } = resolve(start('sword-and-pike'), 'brigade-moves', undefined, undefined, {
      dice: [4, 5, 1, 2],
    });
    expect(outcome).toEqual({ first: 'A', A: 9, B: 3 });
    expect(text.sentence).toBe(
      'Side A rolls 9, side B 3: side A (French army of the Italian Wars (example)) moves first.',
    );
  });
});

describe('6mm War of the Spanish Succession', () => {
  it('Small Arms Fire: the hits are elements lost; "Whenever a unit loses one or more elements it should take a Morale test"', () => {
    const g = start('wss-6mm');
    const { outcome, text } = resolve(g, 'small-arms', 'A:holstein', 'B:picardie-1', {
      params: { range: 3 },
      dice: [20],
    });
    expect(outcome).toEqual({ elements: 2 });
    expect(text).toEqual({
      title: 'Small arms fire',
      who: 'Holstein-Beck at Picardie',
      // SEQUENCE OF PLAY "6. Morale Tests" (ruling R59): the test for losses to fire waits for step 6.
      sentence: '2 hits: Picardie loses 2 elements and owes a Morale test, taken in step 6 (Morale Tests).',
    });
  });

  it('Resolve Test: a DISORDERED result disorders the unit', () => {
    const { outcome, text } = resolve(start('wss-6mm', 's3'), 'resolve', 'A:foot-guards', undefined);
    expect(outcome).toEqual({ result: 'disordered', passed: false });
    expect(text.sentence).toBe('Result DISORDERED: 1st Foot Guards is DISORDERED.');
  });

  it('Brigade activation: "if the score is equal or greater than the Brigadiers activation score the Brigade may move"', () => {
    const g = start('wss-6mm');
    expect(g.decide({ kind: 'next' })).toEqual({ ok: true });
    expect(g.decide({ kind: 'activate', group: 'orkney' })).toEqual({ ok: true });
    const waiting = g.state.tests.find((t) => t.mechanic === 'activation')!;
    const { outcome, text } = resolve(g, 'activation', waiting.unit, undefined, { params: waiting.params, dice: [20] });
    expect(outcome).toEqual({ activated: true });
    expect(text.sentence).toBe('The Brigadier activates the brigade.');
  });
});

describe('every other mechanic of every ruleset, from a roll of typed dice', () => {
  type Row = [
    ClubRulesetId,
    string,
    string | undefined,
    string | undefined,
    Record<string, number | string | boolean>,
    number[],
    string,
  ];
  const rows: Row[] = [
    // Tercios. Shooting > Resistance test: 4 Courage dice needing 4+, one success cancels one of 3 hits.
    [
      'tercios',
      'resistance-test',
      'A:tercio',
      undefined,
      { hits: 3, courage: 4, target: 4 },
      [4, 1, 1, 1],
      '3 hits, 1 resisted: 2 Dm.',
    ],
    // Order Cards > Testing Orders: "At least one success must be obtained" (5+).
    // A Tercio (Discipline 5) with 1 Dm: 5 dice; a fresh one needs no test.
    ['tercios', 'order-test', 'A:tercio', undefined, { unit: 'tercio', wear: 1 }, [5, 1, 1, 1, 1], 'Passed.'],
    ['tercios', 'order-test', 'A:tercio', undefined, { unit: 'tercio', wear: 0 }, [], 'No test: the unit has no Dm.'],
    ['tercios', 'reaction-test', 'A:tercio', undefined, { discipline: 2, reaction: 'resist' }, [1, 4], 'Failed.'],
    ['tercios', 'impetuous-test', 'A:tercio', undefined, { discipline: 2 }, [1, 1], 'Failed: it must charge.'],
    // Commanders and Losses: rank dice, one 5+, or it takes flight.
    ['tercios', 'isolation-test', undefined, undefined, { rank: 2 }, [1, 2], 'The commander takes flight.'],
    // In the wrong place: "none kills it, fewer than two exhaust it".
    ['tercios', 'wrong-place-test', undefined, undefined, { rank: 2 }, [5, 1], 'The commander is exhausted.'],
    // Kingdoms > Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if
    // it is Exhausted": where, the players choose.
    [
      'tercios',
      'command-test',
      undefined,
      undefined,
      { rank: 2, action: 'accomplice' },
      [5, 6],
      'The action takes effect (Accomplice: the friendly commander in sight moves up to 9" in any direction, even if Exhausted); Fast: it may move again.',
    ],
    [
      'tercios',
      'command-test',
      undefined,
      undefined,
      { rank: 2, action: 'accomplice' },
      [1, 4],
      'No success: the action is cancelled, the commander is Exhausted.',
    ],
    [
      'tercios',
      'command-test',
      undefined,
      undefined,
      { rank: 2, action: 'rally' },
      [5, 6],
      'The action takes effect; Fast: it may move again.',
    ],
    // The Sword and the Pike. OFFICERS: a D20 after fire, 19 wounded.
    [
      'sword-and-pike',
      'officer-casualty',
      'A:bern-pike',
      undefined,
      { cause: 'fire' },
      [19],
      'The officer is wounded.',
    ],
    ['sword-and-pike', 'reiter-ranks', 'A:bern-pike', undefined, {}, [3], '3 ranks may fire.'],
    // Casualties: for each hit on a deployed battery, 4 or less and the drovers desert.
    ['wss-6mm', 'drovers', undefined, undefined, { hits: 1 }, [4], 'The drovers desert.'],
    // Ruling R52: a battery that has begun limbering up rolls as deployed; deserted, it stays deployed.
    [
      'wss-6mm',
      'drovers',
      undefined,
      undefined,
      { hits: 1, limbering: true },
      [4],
      'The drovers desert: the limbering stops and the battery stays deployed.',
    ],
    ['wss-6mm', 'drovers', undefined, undefined, { hits: 1, limbering: true }, [5], 'The drovers stay.'],
    ['wss-6mm', 'morale', 'A:holstein', undefined, {}, [20], 'Result STEADY.'],
    // CHARGES: "Foot require 18+".
    [
      'wss-6mm',
      'charge',
      'A:holstein',
      'B:picardie-1',
      { arm: 'foot' },
      [20],
      'Passed: it charges: Picardie must take its Morale test.',
    ],
    [
      'wss-6mm',
      'initiative',
      undefined,
      undefined,
      {},
      [6, 2],
      'Side A (Allied army (British and Dutch)) wins the initiative and goes first.',
    ],
    // Melee > The Combat: Holstein-Beck's 5 foot elements roll 20: 2 elements.
    ['wss-6mm', 'melee', 'A:holstein', 'B:picardie-1', {}, [20], '2 hits: Picardie loses 2 elements.'],
    // Disorder (ruling R10): a Morale test scoring STEADY recovers the order.
    ['wss-6mm', 'control', 'A:holstein', undefined, {}, [20], 'Passed: Holstein-Beck is STEADY.'],
    ['wss-6mm', 'rally', 'A:holstein', undefined, { from: 'pursuit' }, [1], 'Holstein-Beck fails to rally.'],
    // MOVEMENT: "Foot ... Movement 1d6".
    ['wss-6mm', 'move', 'A:holstein', undefined, { arm: 'foot', mode: 'move' }, [4], '4" of movement.'],
  ];
  it.each(rows)('%s %s', (ruleset, mechanic, actor, target, params, dice, sentence) => {
    expect(resolve(start(ruleset), mechanic, actor, target, { params, dice }).text.sentence).toBe(sentence);
  });
  // 6mm WSS. Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square":
  // at or below twice the distance charged (10 for 5"), once Picardie's charge went in and Holstein-Beck stood.
  it.each([
    [{ distance: 5, attempt: 'square' }, [10], 'Holstein-Beck forms square in time.'],
    [{ distance: 5, attempt: 'fire' }, [11], 'Holstein-Beck fails to fire in time.'],
  ])('wss-6mm fire-or-square %j', (params, dice, sentence) => {
    const g = start('wss-6mm');
    resolve(g, 'charge', 'B:picardie-1', 'A:holstein', { params: { arm: 'foot' }, dice: [20] });
    const morale = g.state.tests.find((t) => t.unit === 'A:holstein' && t.mechanic === 'morale')!;
    resolve(g, 'morale', 'A:holstein', undefined, { params: morale.params, dice: [20] });
    expect(resolve(g, 'fire-or-square', 'A:holstein', 'B:picardie-1', { params, dice }).text.sentence).toBe(sentence);
  });

  it('6mm WSS Artillery Fire: the hits are elements the target loses, and it owes a Morale test in step 6', () => {
    const artillery = resolve(start('wss-6mm'), 'artillery', 'A:british-battery', 'B:picardie-1', {
      params: { range: 10 },
      dice: [20],
    });
    expect(artillery.outcome).toEqual({ elements: 2 });
    expect(artillery.text.sentence).toBe(
      '2 hits: Picardie loses 2 elements and owes a Morale test, taken in step 6 (Morale Tests).',
    );
  });

  it('The Sword and the Pike evasion (ruling R32): 6+ evades, and the evade move is dictated', () => {
    const { outcome, text } = resolve(start('sword-and-pike'), 'evasion', 'A:compagnie-du-roi', 'B:frundsberg-pike', {
      params: { initial: false, rating: 3 },
      dice: [6],
    });
    expect(outcome).toMatchObject({ outcome: 'evades' });
    expect(text.sentence).toMatch(/^The evasion: it gets away: Compagnie du Roi evades: a normal move, \d+"/);
  });
});
