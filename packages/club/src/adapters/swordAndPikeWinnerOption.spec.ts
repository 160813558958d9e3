// Rulebook (sword-and-pike.txt), Close Combat, the winner's bonus options: "a. Occupy vacated position and reform or
// reface. b. Pursue moved target if distance allows. c. Attempt to Close on another target within 45 degree cone." and
// L: "a. Hold position. • Make non-combat tactical move of one normal move • Attempt another Close Combat by passing
// Morale Check and rolling variable move dice". The club's hint for a winner listed every option but the tactical move
// (found by the referee of 7 Dec 2026). How far: ruling R53 (`winnerTacticalMove`: the move it has now, half since the
// fight disordered it, or one normal move); which way: the player's (rulings R63, R65). Gendarmes in closed order make
// no move but a charge (ruling R66, `closedGendarmes`): knee to knee, a winner holds or charges again.
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const start = (options?: Record<string, unknown>) =>
  ClubSession.start(
    {
      ruleset: 'sword-and-pike',
      title: 'Italy',
      armies: [frenchArmy, imperialArmy],
      maxTurns: 2,
      ...(options ? { options } : {}),
    },
    'winner',
  );

/** The winner's option the app lists when B's pikes lose a close combat to A's gendarmes and fall back. */
function winnersOption(options?: Record<string, unknown>, order?: 'open' | 'closed'): string {
  const s = start(options);
  const gendarmes = s.state.units.find((u) => u.side === 'A' && u.profile === 'gendarmes')!;
  const pikes = s.state.units.find((u) => u.side === 'B' && u.profile === 'pikemen')!;
  if (order) expect(s.decide({ kind: 'set-unit', unit: gendarmes.id, patch: { order } }).ok).toBe(true);
  const winner = s.state.units.find((u) => u.id === gendarmes.id)!;
  const moves = swordAndPikeAdapter.moves!('morale', { result: 'fall-back' }, pikes, winner, {
    params: { situation: 'lost-close-combat' },
    options: s.state.options,
    commanders: [],
    turn: 1,
  });
  const option = moves.find((m) => m.unit === winner.id);
  expect(option).toMatchObject({ kind: "winner's option", optional: true });
  return option!.text;
}

describe("The Sword and the Pike at the club: the winner's options name the tactical move (Close Combat L)", () => {
  // DISORDERED UNITS: "Disordered Units test morale when they attempt to move. Pass means to rally from disorder.
  // Failure means to move disordered": the disordered winner tests before it moves, as the battle has it.
  it('the tactical move, any way, after the disorder test: the Gendarmes\' 10" passed, half, 5", failed (R53)', () => {
    const text = winnersOption();
    expect(text).toContain(
      'make a non-combat tactical move any way its player chooses (rulings R63, R65), disordered by the fight, it first tests morale as it attempts to move, to occupy or move (DISORDERED UNITS: the disorder test): passed, it rallies and goes up to one normal move, 10"; failed, up to half, 5" (ruling R53; half again in broken ground, ruling R2)',
    );
    // Every other option is still named.
    expect(text).toMatch(/^won the close combat: hold the position, occupy the vacated position and reform or reface/);
    expect(text).toContain('test morale to close on another target within a 45° cone');
  });

  it("winnerTacticalMove 'normal-move': one normal move, 10\", disordered or not", () => {
    expect(winnersOption({ winnerTacticalMove: 'normal-move' })).toContain(
      'make a non-combat tactical move any way its player chooses (rulings R63, R65), up to one normal move, 10" (ruling R53)',
    );
  });

  it('gendarmes knee to knee hold or charge again: no tactical move, no occupying (R66)', () => {
    const text = winnersOption(undefined, 'closed');
    expect(text).not.toContain('tactical move');
    expect(text).not.toContain('occupy');
    expect(text).toMatch(
      /^won the close combat: in closed order, knee to knee, gendarmes "Move in open order" \(ruling R66\): hold the position, or test morale to close on another target within a 45° cone/,
    );
    expect(winnersOption({ closedGendarmes: 'no-move' }, 'closed')).toBe(
      'won the close combat: in closed order, knee to knee, gendarmes "Move in open order" (ruling R66): hold the position',
    );
    expect(winnersOption({ closedGendarmes: 'any-move' }, 'closed')).toContain('tactical move');
  });
});
