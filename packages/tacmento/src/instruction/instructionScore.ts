import type { BattleScoring, Difficulty } from '../cards/BattleCard.js';

/** Points for the turn the Instruction was finished. Rulebook: Instruction Mode Score Summary (1-2-3: 10, 4: 9 ... 12: 1). */
export function turnPoints(turn: number): number {
  if (turn < 1) return 0;
  if (turn <= 3) return 10;
  return Math.max(0, 13 - turn);
}

/** The Level III bonus. Rulebook: Advanced difficulty level (Level III) — Easy +0, Normal +1, Hard +2, Extreme +3. */
export const LEVEL_BONUS: Readonly<Record<Difficulty, number>> = { easy: 0, normal: 1, difficult: 2, extreme: 3 };

/** The level of victory for a score. Rulebook: Scoring / Level of victory. */
export function victoryName(score: number): string {
  if (score >= 8) return 'Glorious';
  if (score >= 6) return 'Skilled';
  if (score >= 4) return 'Decorous';
  if (score >= 2) return 'Mediocre';
  if (score >= 1) return 'Crude';
  return 'no victory';
}

/**
 * The score of a won Instruction finished on `turn`. Rulebook: Alternative scoring in Instruction Mode —
 * "A victory is required to score"; the turn table plus the Level III bonus. A Campaign battle scored with
 * the Instruction scorecard counts Table 1 only (Rulebook: Campaign Mode, Note), and a `turn-table` battle
 * reads its own table.
 *
 * @example
 * instructionScore(5, 'normal', { kind: 'instruction-table' }, false); // 8 + 1 = 9
 */
export function instructionScore(
  turn: number,
  difficulty: Difficulty,
  scoring: BattleScoring,
  campaign: boolean,
): number {
  if (scoring.kind === 'turn-table') return scoring.points[turn - 1] ?? 0;
  return turnPoints(turn) + (campaign ? 0 : LEVEL_BONUS[difficulty]);
}
