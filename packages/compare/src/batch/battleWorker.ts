// A worker of the battle pool: imports the ruleset's package by URL once, then plays chunks of battles.
import type { Ruleset } from '@muster/core';
import type { BattleRecord } from './BattleRecord.js';
import { playBattles } from './playBattles.js';
import type { BattleTask } from './runBatch.js';

const loaded = new Map<string, Promise<Record<string, unknown>>>();

/** Plays one chunk of battles (the pool calls this in a worker thread). */
export default async function battleWorker(task: BattleTask): Promise<BattleRecord[]> {
  let mod = loaded.get(task.moduleUrl);
  if (!mod) loaded.set(task.moduleUrl, (mod = import(task.moduleUrl) as Promise<Record<string, unknown>>));
  const ruleset = Object.values(await mod).find((v): v is Ruleset => typeof v === 'object' && v !== null && (v as Ruleset).id === task.rulesetId && typeof (v as Ruleset).exampleScenario === 'function');
  if (!ruleset) throw new Error(`${task.moduleUrl} exports no ruleset "${task.rulesetId}"`);
  return playBattles(ruleset, task.seed, task.indices, task.bots);
}
