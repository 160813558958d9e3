import { drawChosenBattles, type BatchSetup, type BattleMaps, type BattleRecord } from '@muster/compare';
import { viewerFrames, viewerPage, type Ruleset } from '@muster/core';
import type { RulesetEntry } from '../registry/RulesetEntry.js';

/** Options of {@link chosenBattleMaps}: how the batch was played, and its records. */
export interface ChosenBattleMapsOptions {
  readonly seed: string;
  readonly bots: readonly [string, string];
  readonly setup: BatchSetup;
  readonly records: readonly BattleRecord[];
  /** For an A/B batch: the variant these records were played under ("a: rules as written"). */
  readonly arm?: string;
  /** For an A/B batch: the other variant's records. */
  readonly paired?: { readonly arm: string; readonly records: readonly BattleRecord[] };
}

/**
 * The chosen battles of a `simulate` or `ab` report (compare's `drawChosenBattles`: the closest to the
 * median points margin and the most lopsided), each played again, checked against its record and drawn
 * with the ruleset's table renderer, with `muster view`'s step-through page of it embedded beside its map.
 */
export function chosenBattleMaps(
  entry: RulesetEntry & { readonly ruleset: Ruleset },
  options: ChosenBattleMapsOptions,
): BattleMaps {
  const renderer = entry.renderer;
  return drawChosenBattles({
    ruleset: entry.ruleset,
    rulesetName: entry.name,
    renderer,
    ...options,
    ...(renderer ? { viewer: (game, title) => viewerPage(viewerFrames(game, renderer, title)) } : {}),
  });
}
