import { describe, expect, it } from 'vitest';
import { newGame as newClubGame, unit, type ClubGame } from '../__fixtures__/session.js';
import type { ClubTest } from '../model/ClubSchemas.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const newGame = (options?: Record<string, unknown>): ClubGame => newClubGame('sword-and-pike', 'referee', { options });

/** The loser's morale test the club queues after a close combat `attacker` on `defender` with these outcome and form. */
function loserTest(
  g: ClubGame,
  attacker: string,
  defender: string,
  winner: 'attacker' | 'defender',
  params: Record<string, number | string | boolean> = {},
): ClubTest | undefined {
  const outcome = { winner, attackerCasualties: 0, defenderCasualties: 0 };
  const context = { commanders: g.state.commanders, turn: 1, options: g.state.options, params, state: g.state };
  const tests = swordAndPikeAdapter.testsAfter!('melee', outcome, unit(g, attacker), unit(g, defender), context);
  return tests.find((t) => t.mechanic === 'morale');
}

// Rulebook: MORALE > F. Morale Altered Temporarily: "Units attacked in rear ... lower Morale 1 point"; "Gendarmes vs.
// Lighter cavalry, raise Gendarmes morale 1 point". The battle passes both (and ruling R43's flank) to the test of
// the loser of a close combat (game/closeCombat.ts fight: rear, flank, vsLighterCavalry).
describe("Close Combat E: the loser's test carries the attack's alterations", () => {
  it('a defender attacked in the rear that loses tests at -1 (rear)', () => {
    const g = newGame();
    const t = loserTest(g, 'A:bern-halberds', 'B:spanish-pike', 'attacker', { rear: true });
    expect(t?.params).toMatchObject({ situation: 'lost-close-combat', rear: true });
    // Not the attacker: the rear is the defender's.
    expect(loserTest(g, 'A:bern-halberds', 'B:spanish-pike', 'defender', { rear: true })?.params.rear).not.toBe(true);
  });

  it("ruling R43: a defender attacked in the flank that loses takes the game's flank penalty; otherwise none", () => {
    const g = newGame({ flankAttacks: { moralePenalty: 1 } });
    const flank = loserTest(g, 'A:bern-halberds', 'B:spanish-pike', 'attacker', { flank: true });
    expect(flank?.params['flank-penalty']).toBe(1);
    expect(loserTest(g, 'A:bern-halberds', 'B:spanish-pike', 'attacker')?.params['flank-penalty']).toBe(0);
  });

  it('ruling R43: the tests the club queues for units not attacked in the flank take no flank penalty', () => {
    const g = newGame({ flankAttacks: { moralePenalty: 2 } });
    const outcome = { hits: 3, casualties: 3 };
    const context = { commanders: g.state.commanders, turn: 1, options: g.state.options, params: {}, state: g.state };
    const [shot, pike] = [unit(g, 'A:french-arquebusiers'), unit(g, 'B:second-pike')];
    const fire = swordAndPikeAdapter.testsAfter!('fire', outcome, shot, pike, context).find(
      (t) => t.mechanic === 'morale',
    );
    expect(fire?.params['flank-penalty']).toBe(0);
  });

  it('Gendarmes that lose to lighter cavalry (Reiters, Light Horse) test at +1', () => {
    const g = newGame();
    expect(loserTest(g, 'A:compagnie-bayard', 'B:jinetes', 'defender')?.params['vs-lighter-cavalry']).toBe(true);
    expect(loserTest(g, 'B:reiters', 'A:compagnie-bayard', 'attacker')?.params['vs-lighter-cavalry']).toBe(true);
    // Against foot, or when the loser is not Gendarmes: no such alteration.
    expect(loserTest(g, 'A:compagnie-bayard', 'B:spanish-pike', 'defender')?.params['vs-lighter-cavalry']).not.toBe(
      true,
    );
    expect(loserTest(g, 'A:stradiots', 'B:jinetes', 'defender')?.params['vs-lighter-cavalry']).not.toBe(true);
  });
});
