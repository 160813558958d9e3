import { lossesAfter } from '../mechanics/elementLoss.js';
import { owesNewFireLossTest } from '../mechanics/fireLossTests.js';
import { gunsRemaining, HITS_PER_GUN } from '../organisation/fieldBattery.js';
import { type BattleContext, casualtyOf, current, detachOfficer, disengage, setUnit } from './BattleContext.js';
import type { BattleState, BattleUnit } from './State.js';

/** Hits to take together: one fire phase's (fire is simultaneous) or one round of a melee's. */
export interface Hit {
  readonly target: string;
  readonly elements: number;
  readonly cause: string;
  /** Hits a battery takes per element; a fire table's element is one hit (the default). */
  readonly hitsPerElement?: number;
}

/**
 * Takes hits scored together, in order: a unit that loses elements to several of them owes one Morale test for them
 * all (ruling R59: one test for each phase in which it lost elements; {@link inflict}). Rulebook: Casualties.
 */
export function takeHits(ctx: BattleContext, hits: readonly Hit[]): void {
  for (const h of hits) inflict(ctx, h.target, h.elements, h.cause, h.hitsPerElement);
}

/**
 * True when `u` owes a Morale test for losses in the phase being played (ruling R59: a phase's losses, however many
 * units scored them, owe one test; a test taken for them, Post Melee or by ruling R43's `before-melee`, is no longer
 * owed).
 */
function owesForThisPhase(state: BattleState, u: BattleUnit): boolean {
  return u.moraleOwedFor?.turn === state.turn && u.moraleOwedFor.phase === state.phase;
}

/**
 * Removes elements (or, for a battery, scores hits: four remove a gun model; each hit may make the
 * drovers desert). A unit that loses elements owes a Morale test for the losses of the phase being played, unless it
 * owes one for them already (ruling R59; with `fireLossTests: once`, unless it owes one at all); battalion guns are
 * lost once the parent battalion is DISTRESSED. Rulebook: Casualties.
 */
export function inflict(ctx: BattleContext, id: string, elements: number, cause: string, hitsPerElement = 1): void {
  if (elements <= 0) return;
  const u = current(ctx, id);
  if (u.status !== 'active') return;
  if (u.arm === 'battery') {
    const hits = elements * hitsPerElement;
    const lost = u.lost + hits;
    const guns = gunsRemaining(u.elements, lost);
    // "For each hit a deployed field Artillery battery takes": a limbered battery does not roll; one that has begun
    // limbering up is still deployed (ruling R52, `limberingDrovers`).
    const deployed = u.formation === 'deployed';
    const limbering = u.changing?.to === 'limbered';
    const deserted =
      !u.droversDeserted &&
      ctx.combat.droversDesert(ctx.dice, { hits, deployed, limbering }, ctx.options, u.name).deserted;
    // "… and the battery may no longer limber up": a limbering it had begun stops, and it stays deployed.
    const stops = deserted && limbering;
    setUnit(
      ctx,
      id,
      { lost, ...(deserted ? { droversDeserted: true } : {}), ...(stops ? { changing: null } : {}) },
      `${u.name} takes ${hits} hit${hits === 1 ? '' : 's'} (${cause}): ${guns} gun${guns === 1 ? '' : 's'} left${deserted ? '; the drovers desert' : ''}${stops ? ' and it stays deployed' : ''}`,
    );
    if (guns === 0) {
      disengage(ctx, id);
      setUnit(
        ctx,
        id,
        { status: 'destroyed' },
        `${u.name} is silenced: every gun is lost (${HITS_PER_GUN} hits a gun)`,
      );
    }
    return;
  }
  const { lost, destroyed } = lossesAfter(u.elements, u.lost, elements);
  // "Whenever a unit loses one or more elements it should take a Morale test": one more owed for this phase's losses
  // unless one is owed for them already, or (ruling R59, `fireLossTests: once`) one owed for the turn's.
  const newTest = owesNewFireLossTest(
    { owed: u.pendingMorale, owedForThisStep: owesForThisPhase(ctx.state, u) },
    ctx.options.fireLossTests,
  );
  setUnit(
    ctx,
    id,
    newTest
      ? { lost, pendingMorale: u.pendingMorale + 1, moraleOwedFor: { turn: ctx.state.turn, phase: ctx.state.phase } }
      : { lost, pendingMorale: u.pendingMorale },
    `${u.name} loses ${lost - u.lost} element${lost - u.lost === 1 ? '' : 's'} (${cause})`,
  );
  const after = current(ctx, id);
  if (after.battalionGun && !after.battalionGunLost && casualtyOf(after, ctx.options) === 'distressed') {
    setUnit(ctx, id, { battalionGunLost: true }, `${u.name} is DISTRESSED: its battalion gun is lost`);
  }
  if (destroyed) {
    disengage(ctx, id);
    detachOfficer(ctx, id);
    setUnit(ctx, id, { status: 'destroyed' }, `${u.name} is destroyed`);
  }
}

/**
 * The unit has taken the Morale test owed for its losses in the phase being played (Post Melee; ruling R43's
 * `before-melee`): that test is no longer owed, and those owed for earlier phases' losses stay owed (ruling R59).
 */
export function testedForLosses(ctx: BattleContext, id: string): void {
  const u = current(ctx, id);
  if (!owesForThisPhase(ctx.state, u)) return;
  const owed = u.pendingMorale - 1;
  setUnit(ctx, id, { pendingMorale: owed, moraleOwedFor: null }, testedText(u.name, owed));
}

/** The narrative of a unit that has taken the test its latest losses owed, `owed` tests still owed for earlier ones. */
export function testedText(name: string, owed: number): string {
  return `${name} has tested for its losses${owed === 0 ? '' : ` (${owed} still owed for earlier losses)`}`;
}
