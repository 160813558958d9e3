// A worker of the battle pool. Tinypool starts it once per batch; it imports the one ruleset package the
// batch plays (by URL, so no other ruleset is loaded) and the batch's variant, if any, then claims battles from the batch's shared counter
// until none are left and returns all its records in one message.
import type { Ruleset } from '@muster/core';
import type { BattleRecord } from './BattleRecord.js';
import { loadVariantSource, type BatchSetup } from './BatchSetup.js';
import { threadId } from 'node:worker_threads';
import { watchBattle, watchClock, watchThread } from './BattleWatch.js';
import { claimBattles, DONE } from './claimBattles.js';
import { battlePlayer } from './playBattles.js';
import { nextTurn } from './nextTurn.js';
import type { BattleTask } from './runBatch.js';

/** Records of the positions [start, start + records.length) of the batch. */
export interface ClaimedRecords {
  readonly start: number;
  readonly records: readonly BattleRecord[];
}

/** Plays battles of one batch until the shared counter runs out (the pool calls this in a worker thread). */
export default async function battleWorker(task: BattleTask): Promise<ClaimedRecords[]> {
  const { watch, slot, epoch } = task;
  const mod = (await import(task.moduleUrl)) as Record<string, unknown>;
  const ruleset = Object.values(mod).find(
    (v): v is Ruleset =>
      typeof v === 'object' &&
      v !== null &&
      (v as Ruleset).id === task.rulesetId &&
      typeof (v as Ruleset).exampleScenario === 'function',
  );
  if (!ruleset) throw new Error(`${task.moduleUrl} exports no ruleset "${task.rulesetId}"`);
  // The variant is loaded here, in this thread: an ES module variant's plugins are functions, which a
  // message cannot carry. The options come ready-merged from the calling thread.
  const setup: BatchSetup = {
    ...(task.variant !== undefined ? { variant: await loadVariantSource(task.variant) } : {}),
    ...(task.options !== undefined ? { options: task.options } : {}),
  };
  // Only now: a thread that dies while loading the ruleset or variant died before it played a battle.
  if (watch !== undefined && slot !== undefined) watchThread(watch, slot, threadId);
  const play = battlePlayer(ruleset, task.seed, task.bots, setup);
  const out: ClaimedRecords[] = [];
  for (
    let claim = claimBattles(task.counter, task.indices.length, task.threads);
    claim;
    claim = claimBattles(task.counter, task.indices.length, task.threads)
  ) {
    const records: BattleRecord[] = [];
    for (let at = claim.start; at < claim.end; at++) {
      // The calling thread reads which battle this is, and since when (two stores: no message per battle).
      if (watch !== undefined && slot !== undefined) watchBattle(watch, slot, at, watchClock() - (epoch ?? 0));
      records.push(play(task.indices[at]!).record);
      if (watch !== undefined && slot !== undefined) watchBattle(watch, slot, null);
      Atomics.add(task.counter, DONE, 1);
      await nextTurn(); // ends the job, so V8 may free what WeakRefs held (see nextTurn)
    }
    out.push({ start: claim.start, records });
  }
  return out;
}
