import type { MechanicDefinition } from '@muster/core';
import {
  SwordAndPikeOptionsSchema,
  kneeToKnee,
  ordersOf,
  swordAndPike,
  troopProfile,
  type ArmyList,
  type TroopType,
} from '@muster/sword-and-pike';
import {
  SEQUENCE_OF_ACTIONS,
  battleEnd,
  brigadeMoves,
  isLighterCavalry,
  isShaken,
  lostItsStaff,
  moraleConsequence,
  normalMove,
  rallyFailureRemoves,
  standsLost,
  standsOf,
  takesSpentTest,
  targetClassFor,
  unitCondition,
  type MoraleResult,
  type UnitCondition,
} from '@muster/sword-and-pike/mechanics';
import type { ClubCommander, ClubState, ClubTest, ClubUnit, UnitPatch } from '../model/ClubSchemas.js';
import {
  atRoundStart,
  newUnit,
  rulesetOptions,
  unitId,
  type ClubAdapter,
  type ClubStep,
  type MoveOrder,
  type ProposedChange,
} from './ClubAdapter.js';
import { swordAndPikeLabels } from './swordAndPikeLabels.js';

/** Thin wrapper: the ruleset exports `brigadeMoves` as a dice function but no odds mechanic for it. */
const brigadeMovesMechanic: MechanicDefinition = {
  id: 'brigade-moves',
  description:
    'The Commander-in-Chief: each side rolls 2D6; the higher moves first, that many brigades (ties re-rolled)',
  source: 'SEQUENCE OF ACTIONS > 1. The Commander-in-Chief',
  params: [{ name: 'turn', kind: 'integer', min: 1, max: 99, default: 1, description: 'the turn (named in the roll)' }],
  outcomes: ['first', 'A', 'B'],
  run: (dice, p) => {
    const moves = brigadeMoves(dice, p.turn as number);
    return { first: moves.first, A: moves.A, B: moves.B };
  },
};

/**
 * What the companion offers in each phase of the ruleset's SEQUENCE OF ACTIONS (the phases themselves, titles and
 * rules, are the ruleset's own list).
 */
const STEP_PLAY: readonly Omit<ClubStep, 'title' | 'hint'>[] = [
  { mechanics: ['brigade-moves', 'morale', 'evasion'], activation: 'group', alternate: false },
  { mechanics: ['evasion'] },
  { mechanics: ['fire', 'morale', 'officer-casualty'] },
  { mechanics: ['fire', 'morale', 'officer-casualty'] },
  { mechanics: ['fire', 'reiter-ranks', 'morale', 'officer-casualty'] },
  { mechanics: ['morale'] },
  { mechanics: ['morale'] },
  { mechanics: ['melee', 'morale', 'rout-casualties', 'officer-casualty'] },
  { mechanics: ['morale'] },
  { mechanics: ['morale'] },
];

/** What the companion adds to a phase's rule: how the app helps. */
const CLUB_NOTES: Readonly<Record<number, string>> = {
  7: " Resolve the loser's test with situation: lost a close combat, target: the winner. The app records the moves and the winner's options.",
  9: " Next step ends the turn: the app applies ruling R15 (a side whose removed units reach the game's armyBreakFraction, half by default, has lost; at the last turn, or both sides broken, the side that inflicted more figure losses wins).",
};

const alive = (u: ClubUnit): number => Math.max(0, u.size - u.losses);

/** The three fire phases (SEQUENCE OF ACTIONS 3-5: artillery, infantry, mounted), as step indices. */
const FIRE_STEPS: ReadonlySet<number> = new Set([2, 3, 4]);

/**
 * `u` as it stood when the current fire phase began: "Fire in a phase is simultaneous: figures killed in a phase still
 * fire in it" (ruling R3, as the battle's fire phases take their casualties when every unit has fired); a later phase
 * counts them ("figures which were removed as casualties from artillery fire may not fire in this phase").
 */
const atPhaseStart = (u: ClubUnit, step: number | undefined, list: ClubState['stepResolutions'] = []): ClubUnit =>
  step !== undefined && FIRE_STEPS.has(step)
    ? atRoundStart(u, list, ['fire'], (r) => Number(r.outcome.casualties ?? 0))
    : u;

/** The purpose of the test of a routed unit fired upon (ROUTED UNITS), a pass/fail check. */
const ROUTED_UNDER_FIRE = 'routed-under-fire';
/** Whether a waiting test was called by fire (its `target` is the firer). */
const byFire = (test: ClubTest | undefined): boolean => test?.purpose === 'fire' || test?.purpose === ROUTED_UNDER_FIRE;
/**
 * The Morale Results entry a check comes to. A routed unit fired upon that fails its pass/fail test "rout[s] again
 * with all implications" (ROUTED UNITS, ruling R51): the entry `rout`, whose consequence (`moraleConsequence`) the
 * battle applies too.
 */
const resultOf = (outcome: Readonly<Record<string, unknown>>, test: ClubTest | undefined): string =>
  test?.purpose === ROUTED_UNDER_FIRE && outcome.result === 'failed' ? 'rout' : String(outcome.result);
/**
 * Casualties on a unit: removed when none are left; Rulebook: E. Morale Altered Permanently: "When a unit
 * becomes Spent (less then 50% strength) - lower Morale 1 point."
 */
const casualtiesPatch = (u: ClubUnit, n: number): UnitPatch => {
  const losses = Math.min(u.size, u.losses + n);
  const profile = troopProfile(u.profile as TroopType);
  const spentNow =
    unitCondition(profile, u.size, alive(u)) !== 'spent' && unitCondition(profile, u.size, u.size - losses) === 'spent';
  return {
    losses,
    ...(losses >= u.size ? { destroyed: true } : {}),
    ...(spentNow ? { moraleShift: (u.moraleShift ?? 0) - 1 } : {}),
  };
};
/** Fresh, Worn or Spent: the ruleset's `unitCondition`. */
const conditionOf = (u: ClubUnit): UnitCondition =>
  unitCondition(troopProfile(u.profile as TroopType), u.size, alive(u));

/** The officer's casualty D20 (OFFICERS). */
const OFFICER = 'officer-casualty';

/** The purpose of the test of a disordered unit that attempts to move (DISORDERED UNITS), a pass/fail check. */
const DISORDER = 'rally-from-disorder';

/** The purpose of the end-of-turn test of a Spent unit (SEQUENCE OF ACTIONS 10), a pass/fail check. */
const SPENT = 'spent';

/** A pass-fail morale test the club queues for `u` (6 or more passes): its morale form as prefilled. */
function passFailMorale(state: ClubState, u: ClubUnit, purpose: string, text: string): ClubTest {
  return {
    unit: u.id,
    mechanic: 'morale',
    purpose,
    params: {
      ...swordAndPikeAdapter.prefill('morale', u, undefined, { commanders: state.commanders, turn: state.turn }),
      situation: 'pass-fail',
    },
    text,
  };
}

/**
 * Rulebook: SEQUENCE OF ACTIONS 10: the Spent units with no officer attached test morale, pass or fail; which units,
 * the ruleset's `takesSpentTest` says (as in the battle).
 */
function spentTests(state: ClubState): ClubTest[] {
  const { spentTestRouted } = rulesetOptions(SwordAndPikeOptionsSchema, state.options);
  return state.units
    .filter(
      (u) =>
        !u.destroyed &&
        takesSpentTest(
          {
            condition: conditionOf(u),
            routed: u.routed,
            officerAttached: state.commanders.some((c) => c.attachedTo === u.id && !c.lost),
          },
          spentTestRouted,
        ),
    )
    .map((u) =>
      passFailMorale(
        state,
        u,
        SPENT,
        'is Spent (over 50% losses) with no officer attached and tests morale: 6 or more, it continues in the game; failed, it is removed (SEQUENCE OF ACTIONS 10)',
      ),
    );
}

/** The purpose of the morale check of a unit whose Staff Officer was killed or captured (When to check Morale, d). */
const STAFF_LOST = 'staff-lost';

/**
 * Rulebook: MORALE, When to check Morale: "d. When a units' Staff Officer is killed or captured within 12" and in view
 * (180 degree cone of observation)"; Close Combat L: "check Morale of any Units that lost their Staff". Whose staff he
 * was is the ruleset's `lostItsStaff`, as in the battle; the unit he was with tests, and every other one within 12" of
 * him and in view. The club cannot
 * measure: each other unit's test is a question to the players (declined: it was not within 12" or did not see it).
 */
function staffLostTests(state: ClubState, officer: ClubCommander, host: ClubUnit, fate: string): ClubTest[] {
  const chief = officer.id === `${officer.side}:commander-in-chief`;
  const brigade = chief ? null : (state.units.find((u) => officer.id === `${u.side}:${u.group}-officer`) ?? host).group;
  const staff = chief ? 'the Commander-in-Chief' : 'the Staff Officer of its brigade';
  return state.units
    .filter((u) =>
      lostItsStaff(
        { side: officer.side, brigade },
        { side: u.side, brigade: u.group, routed: u.routed, onTable: !u.destroyed },
      ),
    )
    .map((u): ClubTest => {
      const params = {
        ...swordAndPikeAdapter.prefill('morale', u, undefined, { commanders: state.commanders, turn: state.turn }),
        situation: 'standing',
      };
      return u.id === host.id
        ? {
            unit: u.id,
            mechanic: 'morale',
            purpose: STAFF_LOST,
            params,
            text: `lost ${staff}, ${officer.name}, ${fate} with it, and checks Morale (When to check Morale, d; read standing, or change it)`,
          }
        : {
            unit: u.id,
            mechanic: 'morale',
            purpose: STAFF_LOST,
            params,
            optional: true,
            text: `— ${staff}, ${officer.name}, was ${fate} with ${host.name}. Was this unit within 12" of him and was he in its view (its 180° cone of observation)? If so, it checks Morale (When to check Morale, d; read standing, or change it); if not, it does not test`,
          };
    });
}

/** `test`, then the tests that already follow it, then `last` (`ClubTest.then`). */
const followedBy = (test: ClubTest, last: ClubTest): ClubTest => ({
  ...test,
  then: test.then ? followedBy(test.then, last) : last,
});

/** The quality of the officer with the unit who still commands (his Morale Bonus, his combat dice), or `none`. */
function officerOf(u: ClubUnit | undefined, commanders: readonly ClubCommander[]): string {
  const c = u ? commanders.find((o) => o.attachedTo === u.id && !o.lost) : undefined;
  const q = c?.rating.split(' ')[0];
  return q === 'exceptional' || q === 'ordinary' || q === 'dummkopf' ? q : 'none';
}

/**
 * Rulebook: OFFICERS: "Officers ... may become casualties if the unit to which they are attached sufferes fire or
 * melee casualties. If this happens roll a D20." One D20 per attached officer in each phase his unit takes
 * casualties (ruling R23, as the battle's `officerCasualties`): the first officer of the unit after `after` (in the
 * order of the game's commanders) still with it, unless the unit's officers have rolled in this phase already.
 */
function officerTest(state: ClubState, u: ClubUnit, cause: 'fire' | 'melee', after?: string): ClubTest | undefined {
  if (u.destroyed) return undefined;
  if (after === undefined && state.stepResolutions.some((r) => r.mechanic === OFFICER && r.actor === u.id))
    return undefined;
  const from = after === undefined ? 0 : state.commanders.findIndex((c) => c.id === after) + 1;
  const c = state.commanders.slice(from).find((o) => o.attachedTo === u.id && !o.lost);
  if (!c) return undefined;
  return {
    unit: u.id,
    mechanic: OFFICER,
    commander: c.id,
    params: { cause },
    text: `${c.name} is with a unit that took ${cause} casualties: D20, 20 he is killed, 19 ${cause === 'fire' ? 'wounded to the rear' : 'captured'}, rolled before any morale test of the unit (OFFICERS)`,
  };
}

const stands = (u: ClubUnit): number =>
  Math.max(1, Math.min(16, standsOf(alive(u), troopProfile(u.profile as TroopType).companySize).length));

/**
 * The Sword and the Pike at the club: 2D6 brigade moves, three fire phases, charges, close combat,
 * rallies and Spent tests. Rulebook: SEQUENCE OF ACTIONS.
 */
export const swordAndPikeAdapter: ClubAdapter = {
  id: 'sword-and-pike',
  ruleset: swordAndPike,
  // `bound` holds the morale plugin's `rout-casualties` with its fire, melee, morale and evasion.
  mechanics: (_plugins, bound) => [...bound, brigadeMovesMechanic],
  pointsSystem: false,
  lossLabel: 'casualties (figures)',
  labels: swordAndPikeLabels,
  orders: ['closed', 'open', 'skirmish'],
  steps: SEQUENCE_OF_ACTIONS.map((phase, i): ClubStep => ({
    title: phase.title,
    hint: `${phase.rule}${CLUB_NOTES[i] ?? ''}`,
    ...(STEP_PLAY[i] ?? { mechanics: [] }),
  })),
  // Rulings R45 and R56 (docs/rulings/sword-and-pike.md): who among the charged never stands, under the game's options.
  stepHint(step, raw) {
    if (step.title !== SEQUENCE_OF_ACTIONS[6]?.title) return undefined;
    const atClosing =
      rulesetOptions(SwordAndPikeOptionsSchema, raw).fellBackAtClosing === 'out-of-contact'
        ? ", or at a charger's closing"
        : '';
    return `${step.hint} A target that fell back before its test (in a fire phase${atClosing}) tests read as falling back and never stands: no combat is fought with it (rulings R45, R56).`;
  },
  refusePatch(state, unit, patch) {
    // Ruling R62, as the battle's `orderChanges`: a unit takes only an order its troop type may be in (`ordersOf`:
    // PIKEMEN "May be in closed or open order", Sword and buckler men "May use skirmish order", "Gendarmes may also
    // be in closed order", halberdiers R12's one), and under `orderChange: 'fixed'` keeps the one it was deployed in.
    if (patch.brigadeCard !== undefined) return 'The Sword and the Pike has no shared Brigade cards';
    if (patch.order === undefined || patch.order === null || patch.order === unit.order) return null;
    const rules = rulesetOptions(SwordAndPikeOptionsSchema, state.options);
    const troop = troopProfile(unit.profile as TroopType);
    const may = ordersOf(unit.profile as TroopType, rules);
    if (!may.some((o) => o === patch.order))
      return `${unit.name}: ${troop.name} may not be in ${patch.order} order, only ${may.join(' or ')} (TROOP TYPES & ORGANIZATION; ruling R62)`;
    if (rules.orderChange === 'fixed' && unit.order !== null)
      return `${unit.name} keeps the order it was deployed in (ruling R62, orderChange 'fixed')`;
    return null;
  },
  roster(army, side) {
    const list = army as ArmyList;
    const units: ClubUnit[] = [];
    const commanders: ClubCommander[] = [];
    const taken = new Set<string>();
    const idOf = new Map<string, string>();
    if (list.commander)
      commanders.push({
        id: unitId(side, 'commander-in-chief', taken),
        side,
        name: list.commander.name,
        rating: `${list.commander.quality} (Commander-in-Chief)`,
        attachedTo: list.commander.attachedTo ?? null,
        lost: false,
        exhausted: false,
      });
    for (const brigade of list.brigades) {
      if (brigade.officer)
        commanders.push({
          id: unitId(side, `${brigade.id}-officer`, taken),
          side,
          name: brigade.officer.name,
          rating: brigade.officer.quality,
          attachedTo: brigade.officer.attachedTo ?? null,
          lost: false,
          exhausted: false,
        });
      for (const u of brigade.units) {
        const id = unitId(side, u.id, taken);
        idOf.set(u.id, id);
        const unit = newUnit({
          id,
          side,
          name: u.name,
          profile: u.troop,
          group: brigade.id,
          groupName: brigade.name,
          size: u.figures,
        });
        // The list's choices the mechanics read: the Light Horse weapon, the Initial Morale Chart row.
        const options = [...(u.weapon ? [u.weapon] : []), ...(u.moraleClass ? [`morale-class=${u.moraleClass}`] : [])];
        units.push({ ...unit, order: u.order ?? troopProfile(u.troop).defaultOrder, options });
      }
    }
    // Officers are attached to army unit ids; the club ids carry the side.
    return {
      units,
      commanders: commanders.map((c) => ({
        ...c,
        attachedTo: c.attachedTo === null ? null : (idOf.get(c.attachedTo) ?? null),
      })),
    };
  },
  condition(unit) {
    // Rulebook: Fresh, or Spent under 50% strength.
    return conditionOf(unit);
  },
  prefill(mechanic, actor, target, { commanders, turn, options, step, stepResolutions }) {
    const officer = (u: ClubUnit | undefined) => officerOf(u, commanders);
    switch (mechanic) {
      case 'fire': {
        const p: Record<string, number | string | boolean> = {};
        if (actor) {
          const firer = atPhaseStart(actor, step, stepResolutions);
          // Light Horse carry the weapon the list gives them ("spears or arquebus, or crossbows").
          const weapons: readonly string[] = troopProfile(actor.profile as TroopType).weapons;
          const listed = (actor.options ?? []).find((o) => weapons.includes(o) || o === 'spear');
          const weapon = listed ?? weapons[0];
          if (weapon && weapon !== 'spear') p.weapon = weapon;
          p.figures = Math.min(60, alive(firer));
          p.disordered = actor.disordered;
          // FIRE > Modifiers: "-2 to each die result if this is the first time that the unit has fired in the game".
          p['first-fire'] = actor.fired !== true;
          // FIRE > Modifiers: "+1 to each die result if firing unit 'Shaken'": ruling R7 (the game's `shakenMeans`),
          // the ruleset's own `isShaken` of the unit's figures, as the battle's fire reads it.
          p.shaken = isShaken(
            { options: rulesetOptions(SwordAndPikeOptionsSchema, options) },
            { troop: actor.profile as TroopType, startFigures: actor.size, figures: alive(firer) },
          );
        }
        if (target) {
          // FIRE > Target classifications as the ruleset reads them (ruling R3, the game's `targetClasses`); cover and
          // field works are for the players to set, the app does not know the terrain.
          const order = target.order === 'closed' || target.order === 'skirmish' ? target.order : 'open';
          const { targetClass, skirmish } = targetClassFor(
            { order, artillery: troopProfile(target.profile as TroopType).artillery },
            rulesetOptions(SwordAndPikeOptionsSchema, options).targetClasses,
          );
          p['target-class'] = String(targetClass);
          p.skirmishers = skirmish;
        }
        return p;
      }
      case 'melee': {
        const p: Record<string, number | string | boolean> = {};
        if (actor)
          Object.assign(p, {
            attacker: actor.profile,
            'attacker-stands': stands(actor),
            'attacker-disordered': actor.disordered,
            'attacker-officer': officer(actor),
          });
        if (target)
          Object.assign(p, {
            defender: target.profile,
            'defender-stands': stands(target),
            'defender-disordered': target.disordered,
            'defender-officer': officer(target),
          });
        return p;
      }
      case 'morale':
      case 'evasion': {
        // An evasion is a morale check of the charged unit (ruling R32): the same form.
        if (!actor) return {};
        // The Initial Morale Chart row the list names (Swiss Foot, Landsknecht Foot...).
        const row = (actor.options ?? []).find((o) => o.startsWith('morale-class='))?.split('=')[1];
        // Rulebook: MORALE: the Basic Morale is rolled "when first having to check Morale", then kept.
        return {
          troop: actor.profile,
          disordered: actor.disordered,
          officer: officer(actor),
          ...(row ? { 'morale-class': row } : {}),
          ...(actor.morale === undefined ? { initial: true } : { initial: false, rating: actor.morale }),
          'morale-shift': Math.max(-10, Math.min(10, actor.moraleShift ?? 0)),
          // D. Morale Results: "1 - Unit routs from table if at least 1 full stand is gone" (the battle's `standLost`).
          'stand-lost': standsLost(troopProfile(actor.profile as TroopType), actor.losses) >= 1,
          // Ruling R43: the game's flank penalty is for a unit attacked in the flank only (the players set it then).
          'flank-penalty': 0,
        };
      }
      case 'brigade-moves':
        return { turn: Math.min(99, turn) };
      default:
        return {};
    }
  },
  activationNotes(state, units) {
    // Rulebook: ROUTED UNITS: "They may not move during the next turn"; "Routed units ... May not move".
    return units
      .filter((u) => u.routed && !u.destroyed)
      .map((u) => {
        const since =
          u.routedTurn === undefined ? '' : u.routedTurn >= state.turn ? ' this turn' : ` in turn ${u.routedTurn}`;
        const rally =
          u.routedTurn !== undefined && u.routedTurn < state.turn
            ? '; it tests morale to rally in step 9'
            : '; it tests morale to rally in step 9 of the next turn';
        return `${u.name} routed${since}: it does not move this turn${rally}; attacked in close combat, it is destroyed (ROUTED UNITS)`;
      });
  },
  refuseActivation(state) {
    // Rulebook: SEQUENCE OF ACTIONS 1: "moving the total of Brigades equal to the sum of the 2xD6 ... If a side's
    // 2xD6 total is less than the number of brigades that it has it will not get to move all of its brigades."
    const roll = [...state.stepResolutions].reverse().find((r) => r.mechanic === 'brigade-moves');
    if (!roll)
      return "roll the Commander-in-Chief's 2D6 (brigade moves) first: each side moves as many brigades as its total (SEQUENCE OF ACTIONS 1)";
    const side = state.activeSide;
    const allowance = Number(roll.outcome[side]);
    const moved = new Set(state.units.filter((u) => u.side === side && u.activated).map((u) => u.group)).size;
    return moved >= allowance
      ? `side ${side} rolled ${allowance} on the Commander-in-Chief's 2D6 and has moved ${moved} brigades: no more may move this turn (SEQUENCE OF ACTIONS 1); pass`
      : null;
  },
  unitActivationTests(state, units) {
    // Rulebook: DISORDERED UNITS: "Disordered Units test morale when they attempt to move. Pass means to rally from
    // disorder. Failure means to move disordered." (The battle tests each order a disordered unit is given.)
    return units
      .filter((u) => u.disordered && !u.routed && !u.destroyed)
      .map((u) =>
        passFailMorale(
          state,
          u,
          DISORDER,
          'is disordered and tests morale as it attempts to move: 6 or more, it rallies from disorder; failed, it moves disordered (DISORDERED UNITS)',
        ),
      );
  },
  stepTests(state) {
    if (state.step === 9) return spentTests(state);
    // Rulebook: SEQUENCE OF ACTIONS 9: "Attempt to rally all routed units which routed in a previous turn."
    if (state.step !== 8) return [];
    return state.units
      .filter((u) => u.routed && !u.destroyed && (u.routedTurn ?? 0) < state.turn)
      .map((u) =>
        passFailMorale(
          state,
          u,
          'rally',
          `routed${u.routedTurn === undefined ? '' : ` in turn ${u.routedTurn}`} and tests morale to rally: 6 or more rallies it (no longer routed, disordered, in place); failed, it leaves the field if no longer Fresh (ROUTED UNITS; ruling R13)`,
        ),
      );
  },
  effects(mechanic, outcome, actor, target, context) {
    const out: ProposedChange[] = [];
    if ((mechanic === 'morale' || mechanic === 'evasion') && actor) {
      // Rulebook: MORALE: the Basic Morale rolled on the Initial Morale Chart at the first check is the unit's,
      // whatever the check (a rally, a Spent or a disordered unit's test too).
      const basic = outcome['basic-morale'];
      if (context.params?.initial === true && typeof basic === 'number' && actor.morale === undefined)
        out.push({ unit: actor.id, patch: { morale: basic }, why: `Basic Morale ${basic} (Initial Morale Chart)` });
    }
    if (mechanic === 'morale' && actor && context.test?.purpose === 'rally') {
      // Rulebook: ROUTED UNITS: "Pass means they are no longer routed and must stand in place as disordered";
      // SEQUENCE 9: "Routed units which fail to rally are removed from the field if they are no longer Fresh" (ruling R13).
      if (outcome.result === 'passed')
        out.push({
          unit: actor.id,
          patch: { routed: false, disordered: true },
          why: 'rallied from rout: stands in place, disordered (ROUTED UNITS)',
        });
      else if (
        rallyFailureRemoves(
          conditionOf(actor),
          rulesetOptions(SwordAndPikeOptionsSchema, context.options).routedRallyFailure,
        )
      )
        out.push({
          unit: actor.id,
          patch: { destroyed: true },
          why: 'failed to rally and is no longer Fresh: removed from the field (SEQUENCE OF ACTIONS 9)',
        });
      else
        out.push({
          unit: actor.id,
          patch: { routedTurn: context.turn },
          why: 'failed to rally but is still Fresh: stays routed and tests again next turn (ruling R13)',
        });
      return out;
    }
    if (mechanic === 'morale' && actor && context.test?.purpose === DISORDER) {
      // Rulebook: DISORDERED UNITS: "Pass means to rally from disorder. Failure means to move disordered."
      if (outcome.result === 'passed')
        out.push({ unit: actor.id, patch: { disordered: false }, why: 'rallied from disorder (DISORDERED UNITS)' });
      return out;
    }
    if (mechanic === 'morale' && actor && context.test?.purpose === SPENT) {
      // Rulebook: SEQUENCE OF ACTIONS 10: "If it passes, it will continue in the game. If it fails, it is removed".
      if (outcome.result === 'failed')
        out.push({
          unit: actor.id,
          patch: { destroyed: true },
          why: 'failed the Spent test: removed from the game (SEQUENCE OF ACTIONS 10)',
        });
      return out;
    }
    if (mechanic === OFFICER) {
      // Rulebook: OFFICERS: 20 "killed in addition to other figures"; 19 "taken, wounded to the rear" (fire) or
      // "captured" (melee). The battle takes every one of them out of command (`officerWith` reads only those 'ok').
      const c = context.commanders.find((x) => x.id === context.test?.commander);
      const fate = String(outcome.fate);
      if (c && (fate === 'killed' || fate === 'wounded' || fate === 'captured'))
        out.push({
          commander: c.id,
          patch: { lost: true, attachedTo: null },
          why: `${c.name} ${fate === 'wounded' ? 'is wounded and taken to the rear' : `is ${fate}`} (OFFICERS)`,
        });
      return out;
    }
    if (mechanic === 'melee' && target?.routed && !target.destroyed) {
      // Rulebook: ROUTED UNITS: "Rounted units attacked in close combat are destroyed."
      out.push({
        unit: target.id,
        patch: { destroyed: true },
        why: 'a routed unit attacked in close combat is destroyed (ROUTED UNITS)',
      });
    }
    if (mechanic === 'fire' && actor && actor.fired !== true)
      out.push({ unit: actor.id, patch: { fired: true }, why: 'has fired in the game (its first fire is past)' });
    if (mechanic === 'fire' && target) {
      const n = Number(outcome.casualties ?? 0);
      if (n > 0) out.push({ unit: target.id, patch: casualtiesPatch(target, n), why: `${n} casualties from fire` });
    }
    if (mechanic === 'melee') {
      for (const [u, key] of [
        [actor, 'attackerCasualties'],
        [target, 'defenderCasualties'],
      ] as const) {
        const n = Number(outcome[key] ?? 0);
        if (u && n > 0) out.push({ unit: u.id, patch: casualtiesPatch(u, n), why: `${n} casualties in close combat` });
      }
      // Rulebook: E. Morale Altered Permanently: "If a unit wins a Close Combat - raise Morale 1 point."
      const winner = outcome.winner === 'attacker' ? actor : outcome.winner === 'defender' ? target : undefined;
      if (winner) {
        // After its own casualties (which may have made it Spent: -1).
        const casualties = out.find((c) => 'unit' in c && c.unit === winner.id);
        const before =
          (casualties && 'unit' in casualties ? casualties.patch.moraleShift : undefined) ?? winner.moraleShift ?? 0;
        // DISORDERED UNITS: "Disorder is caused by ... fighting in close combat": the winner too (ruling R29, as the
        // battle's `fight`); the loser is disordered by its falling back, after its test.
        out.push({
          unit: winner.id,
          patch: { moraleShift: before + 1, disordered: true },
          why: 'won the close combat: Morale +1 (Morale Altered Permanently); disordered by the fight (DISORDERED UNITS)',
        });
      }
    }
    if (mechanic === 'rout-casualties' && actor) {
      const n = Number(outcome.casualties ?? 0);
      out.push({ unit: actor.id, patch: casualtiesPatch(actor, n), why: `routs: ${n} casualties (ROUTED UNITS)` });
    }
    if ((mechanic === 'morale' || mechanic === 'evasion') && actor) {
      // D. Morale Results, as the battle reads them (`moraleConsequence`); an evasion is a morale check (R32).
      const result = resultOf(outcome, context.test);
      const c = moraleConsequence(result as MoraleResult);
      // E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1 point": every unit that
      // fired at it in the phase (ruling R39, the battle's `routedByFire`).
      const firers = !byFire(context.test)
        ? []
        : (context.test?.firers ?? (target?.id === context.test?.target && target ? [target.id] : []));
      if (c.routs || c.removed !== null)
        for (const id of firers) {
          const firer = id === target?.id ? target : context.units?.find((u) => u.id === id);
          if (firer && !firer.destroyed)
            out.push({
              unit: firer.id,
              patch: { moraleShift: (firer.moraleShift ?? 0) + 1 },
              why: `routed ${actor.name} by fire: Morale +1 (Morale Altered Permanently)`,
            });
        }
      if (c.routs || c.removed !== null)
        out.push({
          unit: actor.id,
          patch: {
            routed: true,
            // ROUTED UNITS: routed, not disordered (a rallied unit "must stand in place as disordered").
            disordered: false,
            routedTurn: context.turn,
            ...(c.removed !== null ? { destroyed: true } : {}),
            // E. Morale Altered Permanently: "If a unit Routs due to enemy action - lower Morale 1 point."
            moraleShift: (actor.moraleShift ?? 0) - 1,
          },
          why: `${mechanic}: ${result}`,
        });
      if (c.fallsBack)
        out.push({ unit: actor.id, patch: { disordered: true }, why: `${mechanic}: fall back, disordered` });
    }
    return out;
  },
  moves(mechanic, outcome, actor, target, { params, test, options }) {
    if ((mechanic !== 'morale' && mechanic !== 'evasion') || !actor || test?.purpose === 'rally') return [];
    const result = resultOf(outcome, test);
    const c = moraleConsequence(result as MoraleResult);
    const out: MoveOrder[] = [];
    const rules = rulesetOptions(SwordAndPikeOptionsSchema, options);
    // A normal move (ruling R2, the game's option); a heavy gun never moves (ruling R25).
    const inches = normalMove({ troop: actor.profile as TroopType }, rules);
    const base = { unit: actor.id, optional: false, roll: null, ifBlocked: null, offTable: null };
    if (mechanic === 'evasion' && outcome.outcome === 'evades') {
      // Ruling R32: an evading unit withdraws a normal move directly away from the charger, in good order.
      out.push({
        ...base,
        kind: 'evade',
        distance: inches,
        text: `evades: a normal move, ${inches}", directly away from the charger, in good order; the charger then moves on (ruling R32)`,
      });
    }
    if (c.fallsBack) {
      // Rulebook: SEQUENCE OF ACTIONS 8: "the losing units fall back a normal move and become disordered".
      if (inches === 0)
        out.push({
          ...base,
          kind: 'fall back',
          distance: 0,
          text: 'falls back, but a heavy gun cannot move: it stays where it is, disordered (ruling R25)',
        });
      else
        out.push({
          ...base,
          kind: 'fall back',
          distance: inches,
          text: `falls back a normal move, ${inches}" (ruling R2), to the rear, disordered`,
        });
    }
    if (c.routs) {
      // Rulebook: ROUTED UNITS: "take a D4 of casualties when they rout and are moved a normal move to the rear."
      out.push({
        ...base,
        kind: 'rout',
        distance: inches,
        roll: { mechanic: 'rout-casualties', params: {} },
        text: `routs: D4 casualties, then a normal move, ${inches}", to the rear; it may not move next turn and tests morale at the start of the turn after (ROUTED UNITS)`,
        offTable: 'routed off its own table edge and is removed (ruling R26)',
      });
    }
    if (
      params?.situation === 'lost-close-combat' &&
      target &&
      ['fall-back', 'rout', 'captured', 'rout-from-table'].includes(result)
    ) {
      // Rulebook: Close Combat, the winner's bonus options (a, b, c) and L.
      // The third option's "(Defender can fire defensive volley if not already fired that turn)", with ruling R55.
      const chargeAgain = `test morale to close on another target within a 45° cone (Close Combat); that target may fire a defensive volley if it has not fired this turn${
        rules.defensiveVolley === 'fire-rules'
          ? ' and, foot or a gun, did not make a full move (ruling R55)'
          : ' (ruling R55: even after a full move)'
      }`;
      // L: "Make non-combat tactical move of one normal move": any way (rulings R63, R65); how far, ruling R53: the move
      // the winner has, disordered by the fight (ruling R29): as any disordered unit that attempts to move it tests first
      // (DISORDERED UNITS; occupying the vacated position too), a pass rallying it; or one normal move whatever its state.
      const normal = normalMove({ troop: target.profile as TroopType }, rules);
      const tactical =
        rules.winnerTacticalMove === 'normal-move'
          ? `up to one normal move, ${normal}" (ruling R53)`
          : `disordered by the fight, it first tests morale as it attempts to move, to occupy or move (DISORDERED UNITS: the disorder test): passed, it rallies and goes up to one normal move, ${normal}"; failed, up to half, ${normal / 2}" (ruling R53; half again in broken ground, ruling R2)`;
      // GENDARMES "Move in open order": knee to knee a winner holds, or charges again (ruling R66, as the battle).
      const knees = kneeToKnee({ troop: target.profile as TroopType, order: target.order }, rules.closedGendarmes);
      out.push({
        ...base,
        unit: target.id,
        kind: "winner's option",
        distance: null,
        optional: true,
        text:
          knees === null
            ? `won the close combat: hold the position, occupy the vacated position and reform or reface, pursue the moved enemy if the distance allows, make a non-combat tactical move any way its player chooses (rulings R63, R65), ${tactical}, or ${chargeAgain}`
            : `won the close combat: in closed order, knee to knee, gendarmes "Move in open order" (ruling R66): hold the position${knees === 'charge-only' ? `, or ${chargeAgain}` : ''}`,
      });
    }
    return out;
  },
  testsAfter(mechanic, outcome, actor, target, context) {
    const { state } = context;
    const ctx = { commanders: state.commanders, turn: state.turn };
    const test = (
      u: ClubUnit,
      situation: string,
      text: string,
      winner?: ClubUnit,
      attack: Record<string, number | boolean> = {},
    ): ClubTest => ({
      unit: u.id,
      mechanic: 'morale',
      params: { ...swordAndPikeAdapter.prefill('morale', u, undefined, ctx), situation, ...attack },
      text,
      ...(winner ? { target: winner.id } : {}),
    });
    const out: ClubTest[] = [];
    // Rulebook: MORALE, When to check Morale: "a. At the end of each firing phase that a unit takes casualties."
    // The firer is named: "If a unit routs another by fire - raise Morale 1 point."
    const casualties = Number(outcome.casualties ?? 0);
    const hit = mechanic === 'fire' && actor && target && !target.destroyed && casualties > 0;
    // Ruling R10 (fireMoraleTrigger): under 'stand-lost' only casualties that take a full stand in this phase call
    // the test (as the battle's fire step); the officers roll for any casualties.
    const phaseCasualties = (u: ClubUnit) =>
      state.stepResolutions
        .filter((r) => r.mechanic === 'fire' && r.target === u.id)
        .reduce((n, r) => n + Number(r.outcome.casualties ?? 0), 0);
    const newStand = (u: ClubUnit) => {
      const profile = troopProfile(u.profile as TroopType);
      return standsLost(profile, u.losses) > standsLost(profile, Math.max(0, u.losses - phaseCasualties(u)));
    };
    const tests =
      hit &&
      (rulesetOptions(SwordAndPikeOptionsSchema, context.options).fireMoraleTrigger === 'any-casualty' ||
        newStand(target));
    // Ruling R39: every unit that fired at the target in this phase, hits or not, is credited if its test routs it.
    const firers =
      mechanic === 'fire' && target
        ? [
            ...new Set(
              state.stepResolutions.flatMap((r) =>
                r.mechanic === 'fire' && r.target === target.id && r.actor !== null ? [r.actor] : [],
              ),
            ),
          ]
        : [];
    const waitingFire = target
      ? state.tests.find((t) => t.unit === target.id && t.mechanic === 'morale' && byFire(t))
      : undefined;
    // A volley that caused no casualties: the test already waiting counts its firer too.
    if (mechanic === 'fire' && !tests && waitingFire) out.push({ ...waitingFire, firers });
    if (tests && !target.routed)
      out.push({
        ...test(
          target,
          'standing',
          'took fire casualties and checks Morale (When to check Morale, a; read standing, or change it)',
          actor,
        ),
        purpose: 'fire',
        firers,
      });
    // Rulebook: ROUTED UNITS: "Routed units which are fired upon and take casualties must test morale. Failure means
    // that they rout again with all implications. Pass means they remain in place, routed, till they test again."
    if (tests && target.routed)
      out.push({
        ...test(
          target,
          'pass-fail',
          'is routed, was fired upon and took casualties: it tests morale. 6 or more: it stays in place, routed; failed, it routs again (D4 casualties, a normal move to the rear, Morale -1) (ROUTED UNITS; ruling R51)',
          actor,
        ),
        purpose: ROUTED_UNDER_FIRE,
        firers,
      });
    // Rulebook: OFFICERS: a D20 for each officer with a unit that suffers fire or melee casualties (ruling R23).
    const officers: (ClubTest | undefined)[] = [];
    if (hit) officers.push(officerTest(state, target, 'fire'));
    if (mechanic === 'melee')
      for (const [u, key] of [
        [actor, 'attackerCasualties'],
        [target, 'defenderCasualties'],
      ] as const)
        if (u && Number(outcome[key] ?? 0) > 0) officers.push(officerTest(state, u, 'melee'));
    if (mechanic === OFFICER && actor && context.test?.commander) {
      // The next officer with the unit rolls his own D20.
      officers.push(
        officerTest(state, actor, context.params?.cause === 'melee' ? 'melee' : 'fire', context.test.commander),
      );
      // A unit's test waiting reads the officer who now commands it (none if he fell).
      const waiting = state.tests.find((t) => t.unit === actor.id && t.mechanic === 'morale');
      const now = officerOf(actor, state.commanders);
      if (waiting && waiting.params.officer !== now)
        out.push({ ...waiting, params: { ...waiting.params, officer: now } });
      // When to check Morale d: killed or captured, his units test (the battle: after their own tests).
      const fell = state.commanders.find((c) => c.id === context.test?.commander);
      const fate = String(outcome.fate);
      if (fell && (fate === 'killed' || fate === 'captured'))
        for (const staff of staffLostTests(state, fell, actor, fate)) {
          const i = out.findIndex((t) => t.unit === staff.unit && t.mechanic === 'morale');
          const before = i >= 0 ? out[i] : state.tests.find((t) => t.unit === staff.unit && t.mechanic === 'morale');
          // Behind every test it already waits for (a second officer lost in the same step: a test for each).
          if (!before) out.push(staff);
          else if (i >= 0) out[i] = followedBy(before, staff);
          else out.push(followedBy(before, staff));
        }
    }
    // A morale check followed by another the rules call for separately (When to check Morale d, after the unit's own):
    // it follows now, on the unit as the first check left it (its Basic Morale rolled), unless it routed or is gone.
    const then = mechanic === 'morale' ? context.test?.then : undefined;
    if (then && actor && !actor.destroyed && !actor.routed)
      out.push({
        ...then,
        params: {
          ...then.params,
          ...swordAndPikeAdapter.prefill('morale', actor, undefined, ctx),
          situation: then.params.situation ?? 'standing',
        },
      });
    // Rulebook: Close Combat E: "Loser of Close Combat checks Morale. A 6 or more, Falls Back in good order. Less than 6, loser Routs."
    if (mechanic === 'melee' && actor && target) {
      const [loser, winner] =
        outcome.winner === 'attacker' ? [target, actor] : outcome.winner === 'defender' ? [actor, target] : [];
      if (loser && winner && !loser.destroyed && !loser.routed) {
        // F. Morale Altered Temporarily, as the battle's fight passes them to the loser's test: a defender "attacked
        // in rear" (-1) or (ruling R43) the flank; "Gendarmes vs. Lighter cavalry" (+1), the lighter cavalry being
        // the ruleset's own `isLighterCavalry`.
        const defending = loser.id === target.id;
        const p = context.params ?? {};
        const rear = defending && p.rear === true;
        const flank = defending && p.flank === true && !rear;
        const lighter = loser.profile === 'gendarmes' && isLighterCavalry({ troop: winner.profile as TroopType });
        out.push(
          test(
            loser,
            'lost-close-combat',
            `lost the close combat to ${winner.name} and checks Morale: 6 or more falls back in good order, less routs (Close Combat E)${rear ? '; attacked in the rear, -1' : ''}${flank ? '; attacked in the flank (ruling R43)' : ''}${lighter ? '; Gendarmes against lighter cavalry, +1' : ''}`,
            winner,
            {
              ...(rear ? { rear: true } : {}),
              ...(flank
                ? {
                    'flank-penalty': rulesetOptions(SwordAndPikeOptionsSchema, context.options).flankAttacks
                      .moralePenalty,
                  }
                : {}),
              ...(lighter ? { 'vs-lighter-cavalry': true } : {}),
            },
          ),
        );
      }
    }
    // The officers' D20 first: the battle rolls them before the unit's test.
    return [...officers.filter((t) => t !== undefined), ...out];
  },
  turnEnd(state) {
    // Ruling R15 (How a battle ends), at the end of each turn as the battle's finishTurn: the ruleset's `battleEnd`,
    // with a removed unit (routed off, destroyed, captured, left the field) the club's destroyed one, and the club
    // game's own length for the ruling's last turn.
    const rules = rulesetOptions(SwordAndPikeOptionsSchema, state.options);
    const end = battleEnd(
      {
        units: state.units.map((u) => ({
          side: u.side,
          status: u.destroyed ? ('removed' as const) : ('ready' as const),
          startFigures: u.size,
          figures: alive(u),
        })),
        options: { armyBreakFraction: rules.armyBreakFraction, maxTurns: state.maxTurns },
      },
      state.turn,
    );
    if (!end) return null;
    const tally = `figure losses inflicted ${end.points.A}–${end.points.B}`;
    const share = rules.armyBreakFraction === 0.5 ? 'half' : `${rules.armyBreakFraction} of`;
    const why =
      end.victory === 'army-broken'
        ? `side ${end.winner === 'A' ? 'B' : 'A'} is broken, ${share} its units removed`
        : state.turn < state.maxTurns
          ? `both sides broken, ${share} their units removed`
          : `${state.maxTurns} turns played`;
    const result =
      end.victory === 'draw'
        ? 'equal figure losses, a draw'
        : end.victory === 'points'
          ? 'more figure losses inflicted'
          : '';
    return {
      winner: end.winner,
      victory: `ruling R15: ${why}${result ? `; ${result}` : ''} (${tally})`,
      points: end.points,
      pointsWhy: 'ruling R15: the figures the other side lost (a removed unit counts all its figures)',
    };
  },
  refuse(state, mechanic, actor) {
    // Rulebook: OFFICERS: the officer's D20 comes with the casualties, before the unit's morale test (the battle rolls
    // it first: a fallen officer gives no Morale Bonus).
    if (mechanic !== 'morale' || !actor) return null;
    const officer = state.tests.find((t) => t.unit === actor.id && t.mechanic === OFFICER);
    return officer
      ? `roll the officer casualty D20 of ${state.commanders.find((c) => c.id === officer.commander)?.name ?? 'the officer'} with ${actor.name} first (${officer.text})`
      : null;
  },
  afterLossesTyped(_state, unit) {
    // Casualties typed to the whole unit leave nothing on the table.
    return {
      changes:
        unit.losses >= unit.size
          ? [{ unit: unit.id, patch: { destroyed: true }, why: 'every figure is a casualty: removed' }]
          : [],
      tests: [],
    };
  },
  afterMoveRoll(move, outcome) {
    const n = Number(outcome.casualties ?? 0);
    return {
      distance: move.distance,
      text: `routs with ${n} casualt${n === 1 ? 'y' : 'ies'}, then a normal move, ${move.distance ?? 0}", to the rear; it may not move next turn`,
      changes: [],
    };
  },
};
