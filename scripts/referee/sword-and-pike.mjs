#!/usr/bin/env node
// An independent referee for The Sword and the Pike (issue #21, "How to work").
//
// It reads saved games (`muster battle sword-and-pike --log FILE`) and checks, from the rulebook
// (/work/shared/rules/sword-and-pike.txt) and, where the book prints no number, from the written rulings
// (docs/rulings/sword-and-pike.md), every roll's dice and target numbers, every move's distance, every
// charge's reach, every volley's range and every morale test's modifiers. It imports nothing of the
// engine: the tables below are typed from the book, and the log is read as plain JSON.
//
// Usage: node scripts/referee/sword-and-pike.mjs [--json] FILE...
// Exit code 0 when no rule is broken (log gaps are reported but do not fail), 1 when one is, 2 on bad input.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Position tolerance: the engine keeps positions to 1/1000"; moves are compared with 0.01" of slack. */
const TOL = 0.01;

// ---------------------------------------------------------------------------------------------------------
// The rulebook's tables.

/**
 * FIRE, "Firing weapon" table: hits on a D20 by range band and target Class I-IV (null: N/A). Riflemen
 * (no line of their own) use the arquebus line at double range (ruling R16). Light cannon long range is 24"
 * on the table and 36" under "Weapon Ranges" (ruling R9 chooses by option `lightGunLongRange`).
 */
const FIRE_TABLE = {
  arquebus: [
    { to: 12, hits: [5, 4, 3, 1] },
    { to: 18, hits: [3, 2, 1, null] },
  ],
  'mounted-arquebus': [{ to: 12, hits: [3, 2, 2, null] }],
  pistol: [{ to: 4, hits: [5, 4, 3, null] }],
  crossbow: [{ to: 12, hits: [3, 2, 1, null] }],
  'mounted-crossbow': [{ to: 8, hits: [3, 2, 1, null] }],
  'heavy-cannon': [
    { to: 18, hits: [4, 3, 3, 2] },
    { to: 48, hits: [3, 2, 2, 1] },
  ],
  'light-cannon': [
    { to: 12, hits: [4, 3, 2, 1] },
    { to: 24, hits: [3, 2, 1, null] },
  ],
  rifle: [
    { to: 24, hits: [5, 4, 3, 1] },
    { to: 36, hits: [3, 2, 1, null] },
  ],
};

/** "Roll one D20 per man for Arquebus, Pistol, Crossbow. Roll 3 dice per gunner for heavy gun ... Light gun". */
const DICE_PER_FIRER = { 'heavy-cannon': 3, 'light-cannon': 3 };

/** Initial Morale Chart, by D6 face 1-6. */
const INITIAL_MORALE = {
  'swiss-foot': [2, 3, 3, 4, 4, 4],
  'landsknecht-foot': [2, 3, 3, 3, 3, 4],
  'other-foot': [1, 2, 2, 3, 3, 4],
  'heavy-cavalry': [2, 3, 3, 4, 4, 4],
  'lighter-mounted': [2, 3, 3, 3, 3, 4],
  'gunners-auxiliaries': [1, 2, 2, 2, 2, 3],
};

const HORSE = new Set(['gendarmes', 'reiters', 'light-horse']);
const GUNS = new Set(['heavy-gun', 'light-gun']);
/** "Lighter mounted units" and "Medium Cavalry": the cavalry Gendarmes gain +1 morale against. */
const LIGHTER_CAVALRY = new Set(['reiters', 'light-horse']);
const SWORDS = new Set(['halberdiers', 'great-swordsmen', 'sword-and-buckler']);

/** Figures a stand (ruling R17: a stand is a company: "4 companies of 3 men" horse, "of 5 men" foot; a gun's crew). */
function figuresPerStand(unit) {
  if (HORSE.has(unit.troop)) return 3;
  if (GUNS.has(unit.troop)) return unit.startFigures;
  if (unit.troop === 'riflemen') return 1;
  return 5;
}

/** Ranks that may shoot: Reiters "may shoot 4 ranks deep"; otherwise "only 2 ranks may shoot" (ORDER, TROOP TYPES). */
function shootingRanks(unit) {
  return unit.troop === 'reiters' ? 4 : 2;
}

/** Ruling R2 (the book has no distances): the normal move by troop, from the game's options. */
function normalMove(unit, options) {
  const m = options.movement;
  if (unit.troop === 'heavy-gun') return 0; // "Heavy guns may not move during the game."
  if (unit.troop === 'light-gun') return m.lightGun;
  if (unit.troop === 'gendarmes') return m.heavyHorse;
  if (unit.troop === 'reiters') return m.horse;
  if (unit.troop === 'light-horse') return m.lightHorse;
  return m.foot;
}

// ---------------------------------------------------------------------------------------------------------
// Geometry (ruling R21: foot stands 2" x 1", horse and guns 2" x 2", a rifleman 1" x 1").

function standSize(unit) {
  if (unit.troop === 'riflemen') return { w: 1, d: 1 };
  if (HORSE.has(unit.troop) || GUNS.has(unit.troop)) return { w: 2, d: 2 };
  return { w: 2, d: 1 };
}

function corners(unit) {
  const { w, d } = standSize(unit);
  // The base shrinks as stands are lost (ruling R21: a unit is its stands; R17: a stand is a company).
  const stands = Math.max(1, Math.ceil(unit.figures / figuresPerStand(unit)));
  const front = Math.min(unit.frontage, stands);
  const ranks = Math.ceil(stands / front);
  const hw = (front * w) / 2;
  const hd = (ranks * d) / 2;
  const fx = Math.cos(unit.facing);
  const fy = Math.sin(unit.facing);
  // Right-hand vector of the facing.
  const rx = fy;
  const ry = -fx;
  return [
    [unit.x + fx * hd + rx * hw, unit.y + fy * hd + ry * hw],
    [unit.x + fx * hd - rx * hw, unit.y + fy * hd - ry * hw],
    [unit.x - fx * hd - rx * hw, unit.y - fy * hd - ry * hw],
    [unit.x - fx * hd + rx * hw, unit.y - fy * hd + ry * hw],
  ];
}

function pointSegment(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function inside(p, poly) {
  let sign = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** The gap between two units' bases (0 when they touch or overlap). */
export function baseGap(u, v) {
  const p = corners(u);
  const q = corners(v);
  if (p.some((c) => inside(c, q)) || q.some((c) => inside(c, p))) return 0;
  let best = Infinity;
  for (const [from, to] of [
    [p, q],
    [q, p],
  ])
    for (const c of from) for (let i = 0; i < 4; i++) best = Math.min(best, pointSegment(c, to[i], to[(i + 1) % 4]));
  return best;
}

/** Ruling R28: a unit is in terrain when its centre is. */
function terrainAt(state, x, y) {
  return state.terrain
    .filter((t) => x >= t.x && x <= t.x + t.width && y >= t.y && y <= t.y + t.height)
    .map((t) => t.kind);
}

const BROKEN = new Set(['broken', 'woods', 'buildings', 'fortified-town']);
const COVER = new Set(['woods', 'buildings', 'wall', 'hedge']);
const FIELD_WORKS = new Set(['field-works', 'fortified-town']);

// ---------------------------------------------------------------------------------------------------------
// The referee.

const RULE = {
  cinc: 'SEQUENCE 1: "Each side rolls 2xD6 and sums the total. The highest side moves first, moving the total of Brigades equal to the sum of the 2xD6."',
  fireDice:
    'FIRE: "Roll one D20 per man for Arquebus, Pistol, Crossbow, Roll 3 dice per gunner for heavy gun (crew of 4) ... Light gun (crew of 2)"; ORDER: "only 2 ranks may shoot"; REITERS "may shoot 4 ranks deep".',
  fireTable: 'FIRE: the "Firing weapon" table: "Above numbers are \'hits\' on a D20".',
  fireMods:
    'FIRE: "-2 to each die result if this is the first time that the unit has fired in the game; +1 ... if firing unit \'Shaken\'; +2 ... if weather is \'light rain\'"; DISORDERED UNITS: "Shoot at -1".',
  fireRange: 'FIRE: "Weapon Ranges" and the range column of the table.',
  fireClass:
    'FIRE, Target classifications: "Closed order = Pikes ... Open order = Other foot and all horse ... Skirmishers, artillerists ... Cover = woods, buildings, stone walls, hedges. Field Works = trenches & earthworks".',
  skirmish: 'FIRE: "Skirmishers, artillerists, drovers etc. ... takes 2 hits to mark one figure."',
  casualties: 'FIRE: each hit marks a figure (the fired unit loses its hits as casualties).',
  infantryMoveFire: 'FIRE: "Infantry may not move more than 1/2 if they intend to fire."',
  heavyGuns: 'FIRE: "Heavy guns may not move during the game. Pivot in place does not count as moving."',
  lightGuns: 'FIRE: "Light guns may move ½ normal distance and still fire normally."',
  move: 'Ruling R2 (the book gives no distances): a normal move by troop; "Disordered units ... Move at half rate"; a unit whose centre starts in broken ground moves half.',
  half: 'Ruling R2 / order "advance-half" and the event\'s "moved" flag: half a normal move at most.',
  routedNoMove: 'ROUTED UNITS: "May not move"; "They may not move during the next turn."',
  charge: 'Ruling R2: "Charges reach a normal move"; DISORDERED UNITS: "Move at half rate".',
  chargeReach:
    'Close Combat A: "Attacker moves units towards target units and halts 1\' away"; B: "if he fails, Stops 1" from target"; a charger that does not reach does not close.',
  fallBack: 'SEQUENCE 8: "the losing units fall back a normal move"; D. Morale Results "Falls Back".',
  rout: 'ROUTED UNITS: "Routed unit take a D4 of casualties when they rout and are moved a normal move to the rear."',
  rated: 'Morale rules: "Roll 1 die and use Initial Morale Rating Chart to determine a units Basic Morale".',
  permanent: 'E. Morale Altered Permanently ("ALL THESE MORALE ALTERATIONS ARE MADE INSTANTLY").',
  temporary:
    'F. Morale Altered Temporarily: towns/forts/trenches +1; Pikes in Square +1; officer\'s Morale Bonus; "Gendarmes vs. Lighter cavalry, raise Gendarmes morale 1 point"; "Units attacked in rear, or disordered unit - lower Morale 1 point".',
  results:
    'D. Morale Results: "6 or more - Morale Good, carry-on; 5 - Moving unit halts (considered standing). Standing unit Falls Back. Falling Back unit Routs; 4 - Moving unit Falls Back. Standing or Falling Back units rout; 3 - Unit Routs".',
  loser:
    'Close Combat E: "Loser of Close Combat checks Morale. A 6 or more, Falls Back in good order. Less than 6, loser Routs."; D.: "2 - ... if loser in Close Combat, loser is captured".',
  officer:
    'OFFICERS: "roll a D20. If the result is \'20\' then an attached officer is killed ... If the result is 19, and the roll is due to fire casualties, then the officer is taken, wounded ... due to melee casualties, then the officer is captured".',
  killOn:
    'Close Combat "extra dice": each 6 kills; "Gendarmes kill on a 5 or 6"; "swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops"; "Pikes closed order are fighting to their front. kill on a 5 or 6"; officers\' dice "kill with 6s only".',
  rearNoKill: 'Close Combat "extra dice": "Attacked in rear - can inflict no casualties, must just TAKE it!"',
  winner: 'Close Combat: "The side which inflicts the most casualties on the enemy wins the close combat".',
  routedAttacked: 'ROUTED UNITS: "Rounted units attacked in close combat are destroyed."',
  passFail: 'Ruling R1: pass/fail tests (rallies, the Spent test) pass on the "6 or more - Morale Good" line.',
  routD4: 'ROUTED UNITS: "Routed unit take a D4 of casualties when they rout".',
};

class Referee {
  constructor(game, label) {
    this.label = label;
    this.options = game.options;
    this.findings = [];
    this.unruled = { moving: 0 };
    this.counts = { rolls: 0, moves: 0, charges: 0, fires: 0, morale: 0, combats: 0, swings: 0 };
    const sc = game.scenario;
    this.state = { terrain: sc.terrain, weather: sc.weather };
    this.units = new Map();
    this.byName = new Map();
    for (const side of ['A', 'B'])
      for (const u of sc.sides[side].units) {
        const unit = {
          ...u,
          side,
          startFigures: u.figures,
          facing: side === 'A' ? Math.PI / 2 : -Math.PI / 2,
          status: 'ready',
          square: false,
          rating: null,
          shift: 0,
          hasFired: false,
          oddHit: 0,
          spentMarked: false,
        };
        this.units.set(u.id, unit);
        this.byName.set(u.name, unit);
      }
    this.officers = new Map();
    for (const side of ['A', 'B'])
      for (const o of sc.sides[side].officers) this.officers.set(o.id, { ...o, side, status: 'ok' });
    this.turn = 0;
    this.step = 'movement';
    this.rolls = [];
    this.cinc = [];
    this.decisionParts = new Map();
    this.resetTurn();
  }

  resetTurn() {
    this.moved = new Map(); // unit -> displacement this turn
    this.orderedThisTurn = new Set();
    this.fellBackThisTurn = new Set();
    this.charges = new Map(); // charger -> {target, rear, flank}
    this.brigades = { A: new Set(), B: new Set() };
    this.phaseLosses = new Map();
    this.haltedChargers = new Set();
    this.haltedThisTurn = new Set();
    this.movedFlag = new Map();
    this.evadedThisTurn = new Set();
    this.foughtThisTurn = new Set();
    this.standRouts = new Set();
  }

  find(kind, rule, evidence, seq) {
    this.findings.push({ battle: this.label, seq, kind, rule, evidence });
  }

  unit(id) {
    return this.units.get(id);
  }

  /** The next logged roll whose purpose matches, taken from the rolls seen since. */
  takeRoll(test) {
    const i = this.rolls.findIndex(test);
    if (i < 0) return null;
    const [roll] = this.rolls.splice(i, 1);
    return roll;
  }

  /** Figures lost; "When a unit becomes 'Spent' (less then 5O% strength) - lower Morale 1 point", once. */
  lose(u, n) {
    u.figures = Math.max(0, u.figures - n);
    // "There are no 'spent' guns, they do not fall below 'Worn' until destroyed."
    if (!u.spentMarked && !GUNS.has(u.troop) && u.figures * 2 < u.startFigures) {
      u.spentMarked = true;
      u.shift -= 1;
    }
  }

  isDisordered(u) {
    return u.status === 'disordered';
  }

  standsLost(u) {
    return Math.floor((u.startFigures - u.figures) / figuresPerStand(u));
  }

  /** "Spent" units have taken more than 50% losses: read both by figures and by stands (the text counts stands for Worn). */
  spentReadings(u) {
    const byFigures = u.figures * 2 < u.startFigures;
    const stands = Math.ceil(u.startFigures / figuresPerStand(u));
    const byStands = this.standsLost(u) * 2 > stands;
    return new Set([byFigures, byStands]);
  }

  officerBonus(u) {
    let best = 0;
    for (const o of this.officers.values())
      if (o.attachedTo === u.id && o.status === 'ok') best = Math.max(best, this.options.officerMoraleBonus[o.quality]);
    return best;
  }

  run(log) {
    for (const entry of log) {
      if (entry.type === 'roll') this.onRoll(entry.roll, entry.seq);
      else if (entry.type === 'decision') this.onDecision(entry.player, entry.decision, entry.seq);
      else if (entry.type === 'event') this.onEvent(entry.event, entry.seq);
    }
    this.finish();
    return this;
  }

  onRoll(roll, seq) {
    this.counts.rolls++;
    const p = roll.purpose;
    const expect = (count, sides, what) => {
      if (roll.count !== count || roll.sides !== sides)
        this.find('engine', what, `roll "${p}": ${roll.count}d${roll.sides}, expected ${count}d${sides}`, seq);
    };
    if (/Commander-in-Chief 2D6/.test(p)) {
      expect(2, 6, RULE.cinc);
      const side = /side ([AB])/.exec(p)[1];
      this.cinc.push({ side, result: roll.result });
      return;
    }
    if (/: Initial Morale Chart/.test(p)) expect(1, 6, RULE.rated);
    else if (/: morale check \(D6 \+ morale/.test(p))
      expect(1, this.options.moraleDie, "Ruling R1: one D6 plus the unit's morale.");
    else if (/routs: D4 casualties/.test(p)) expect(1, 4, RULE.routD4);
    else if (/officer casualty D20/.test(p)) {
      expect(1, 20, RULE.officer);
      this.onOfficerRoll(roll, seq);
      return;
    } else if (/ firing at /.test(p)) {
      if (roll.kind !== 'pool-at-most' || roll.sides !== 20)
        this.find(
          'engine',
          RULE.fireTable,
          `roll "${p}" is ${roll.kind} d${roll.sides}, not D20s hitting at or under a number`,
          seq,
        );
    } else if (/ (attacking|defending against) .*: \d+d6 killing on/.test(p)) {
      this.onMeleeRoll(roll, seq);
      return;
    } else if (/ranks may fire|D4 ranks/i.test(p))
      expect(1, 4, 'REITERS: "Roll a D4 and the result is the number of ranks which may fire."');
    else if (/variable move/i.test(p)) expect(1, 6, 'Ruling R41: the variable move is a normal move plus 1D6.');
    else
      this.find(
        'gap',
        'Every roll should say what it is for.',
        `roll "${p}" (${roll.count}d${roll.sides}) was not recognised by the referee`,
        seq,
      );
    this.rolls.push({ ...roll, seq });
    if (this.rolls.length > 50) this.rolls.shift();
  }

  onOfficerRoll(roll, seq) {
    const m = /^(.*) with (.*): officer casualty D20 \((fire|melee)\)/.exec(roll.purpose);
    if (!m) return;
    const officer = [...this.officers.values()].find((o) => o.name === m[1]);
    if (!officer) return;
    const fate = roll.result === 20 ? 'killed' : roll.result === 19 ? (m[3] === 'fire' ? 'wounded' : 'captured') : null;
    this.pendingOfficer = this.pendingOfficer ?? [];
    this.pendingOfficer.push({ officer: officer.id, fate, seq, purpose: roll.purpose, result: roll.result });
  }

  onMeleeRoll(roll, seq) {
    const m = /^(.*) (attacking|defending against) (.*): (\d+)d6 killing on (5-6|6)$/.exec(roll.purpose);
    const side = m ? this.names(m[1]) : null;
    const enemies = m ? this.names(m[3]) : null;
    if (!side || !enemies) {
      this.find('gap', RULE.killOn, `melee roll "${roll.purpose}" names no unit the referee knows`, seq);
      return;
    }
    if (side.length > 1)
      this.gapOnce(
        'pooled',
        RULE.killOn,
        `a side of several units rolls its dice as one pool ("${roll.purpose}"): the log does not say which unit rolled which dice, so the referee checks that at least one of them may kill on 5-6`,
        seq,
      );
    if (roll.sides !== 6) this.find('engine', RULE.killOn, `roll "${roll.purpose}" is d${roll.sides}`, seq);
    const killOn = m[5] === '5-6' ? 5 : 6;
    if (roll.target !== killOn)
      this.find('engine', RULE.killOn, `roll "${roll.purpose}" has target ${roll.target}`, seq);
    if (killOn === 5) {
      const ok = side.some((u) => {
        const broken = terrainAt(this.state, u.x, u.y).some((k) => BROKEN.has(k));
        return (
          (u.troop === 'gendarmes' && !broken) ||
          (SWORDS.has(u.troop) && enemies.some((v) => !HORSE.has(v.troop) && !GUNS.has(v.troop))) ||
          (u.troop === 'pikemen' && u.order === 'closed' && !broken)
        );
      });
      if (!ok)
        this.find(
          'engine',
          RULE.killOn,
          `"${roll.purpose}": ${side.map((u) => `${u.troop} (${u.order} order)`).join(', ')} against ${enemies.map((v) => v.troop).join(', ')}: none kills on 5-6`,
          seq,
        );
    }
    this.meleeRolls = this.meleeRolls ?? [];
    this.meleeRolls.push({ units: side.map((u) => u.id), role: m[2], killOn, dice: roll.count, seq });
  }

  /** Unit names joined by " and " (a side's pooled roll), or null. */
  names(text) {
    const whole = this.byName.get(text);
    if (whole) return [whole];
    const parts = text.split(' and ');
    for (let i = 1; i < parts.length; i++) {
      const head = this.byName.get(parts.slice(0, i).join(' and '));
      const rest = head && this.names(parts.slice(i).join(' and '));
      if (rest) return [head, ...rest];
    }
    return null;
  }

  /** A log gap, recorded once a battle. */
  gapOnce(key, rule, evidence, seq) {
    this.gapsSeen = this.gapsSeen ?? new Set();
    if (this.gapsSeen.has(key)) return;
    this.gapsSeen.add(key);
    this.find('gap', rule, evidence, seq);
  }

  onDecision(player, d, seq) {
    this.decisionParts = new Map();
    if (this.turn === 0) {
      // Turn 1 has no turn-began event: its 2D6 are the rolls before the first decision.
      this.gapOnce(
        'turn-1',
        RULE.cinc,
        'turn 1: the initiative (2D6 totals, first side) is not an event; the referee reads it from the rolls and the first decision',
        seq,
      );
      this.turn = 1;
      const rolls = this.cinc;
      const last = rolls.slice(-2);
      const A = last.find((r) => r.side === 'A')?.result;
      const B = last.find((r) => r.side === 'B')?.result;
      this.on_turn_began({ turn: 1, A, B, first: player }, seq);
    }
    if (d.kind === 'order') {
      const u = this.unit(d.unit);
      if (u) this.brigades[player].add(u.brigade);
    }
  }

  onEvent(e, seq) {
    if (e.type !== 'fired' && e.type !== 'fire-declared') this.applyPhaseLosses();
    const h = this[`on_${e.type.replace(/-/g, '_')}`];
    if (h) h.call(this, e, seq);
  }

  on_turn_began(e, seq) {
    this.turn = e.turn;
    this.resetTurn();
    // The last pair of 2D6 decides; earlier pairs were ties (ruling R20: roll again).
    const rolls = this.cinc;
    this.cinc = [];
    for (let i = 0; i + 1 < rolls.length - 1; i += 2)
      if (rolls[i].result !== rolls[i + 1].result)
        this.find(
          'engine',
          RULE.cinc + ' Ruling R20: ties are rolled again.',
          `turn ${e.turn}: rolled again after ${rolls[i].result} against ${rolls[i + 1].result}`,
          seq,
        );
    const last = rolls.slice(-2);
    if (rolls.length % 2 === 1 || last.length < 2) {
      this.find('gap', RULE.cinc, `turn ${e.turn}: no 2D6 rolls before the turn began`, seq);
      return;
    }
    const got = Object.fromEntries(last.map((r) => [r.side, r.result]));
    if (got.A !== e.A || got.B !== e.B)
      this.find(
        'engine',
        RULE.cinc,
        `turn ${e.turn}: rolled A ${got.A}, B ${got.B}; turn-began says A ${e.A}, B ${e.B}`,
        seq,
      );
    const first = e.A > e.B ? 'A' : e.B > e.A ? 'B' : null;
    if (first !== e.first)
      this.find('engine', RULE.cinc, `turn ${e.turn}: A ${e.A}, B ${e.B}, yet side ${e.first} moves first`, seq);
    this.initiative = e;
  }

  on_turn_ended(e, seq) {
    this.cinc = [];
    if (!this.initiative) return;
    for (const side of ['A', 'B'])
      if (this.brigades[side].size > this.initiative[side])
        this.find(
          'engine',
          RULE.cinc,
          `turn ${e.turn}: side ${side} rolled ${this.initiative[side]} and moved ${this.brigades[side].size} brigades`,
          seq,
        );
    for (const u of this.units.values())
      if (u.status !== 'removed' && u.figures > 0) this.fellBackThisTurn.delete(u.id);
  }

  on_step(e) {
    this.applyPhaseLosses();
    this.step = e.step;
  }

  applyPhaseLosses() {
    for (const [id, n] of this.phaseLosses) {
      this.lose(this.unit(id), n);
    }
    this.phaseLosses.clear();
  }

  /** The normal move of a unit now, halved when disordered or starting in broken ground (ruling R2). */
  allowance(u) {
    let move = normalMove(u, this.options);
    const reasons = [];
    if (this.isDisordered(u)) reasons.push('disordered');
    if (terrainAt(this.state, u.x, u.y).some((k) => BROKEN.has(k))) reasons.push('starts in broken ground');
    if (reasons.length) move /= 2;
    return { move, reasons };
  }

  on_unit_ordered(e, seq) {
    const u = this.unit(e.unit);
    if (!u) return;
    // One decision may log several events for a unit (advance then wheel, ruling R24): they are one move, with
    // the allowance of where it began and the distances added up.
    let part = this.decisionParts.get(u.id);
    const continued = part !== undefined;
    if (!continued) {
      this.counts.moves++;
      part = { ...this.allowance(u), dist: 0, arc: 0 };
      this.decisionParts.set(u.id, part);
    }
    const step = Math.hypot(e.x - u.x, e.y - u.y);
    // Rulings R23/R24: a pike's sub-units in good order swing with its `face` pivot as one block, and the pivot
    // counts as half a move for them as for the pike ("so shot sleeves that moved half may still fire"), however
    // far the swing carries a sleeve on the block's edge. The referee follows the ruling (see README).
    const swing = e.order === 'face' && u.attachedTo != null && this.facingBlock === u.attachedTo;
    if (e.order === 'face' && !u.attachedTo) this.facingBlock = u.id;
    else if (e.order !== 'face') this.facingBlock = null;
    if (swing) {
      this.counts.swings++;
      this.decisionParts.delete(u.id);
      this.moved.set(u.id, (this.moved.get(u.id) ?? 0) + part.move / 2);
      this.movedFlag.set(u.id, e.moved);
      this.orderedThisTurn.add(u.id);
      u.x = e.x;
      u.y = e.y;
      u.facing = e.facing;
      return;
    }
    part.dist += step;
    const dist = part.dist;
    const { move, reasons } = part;
    const why = `${u.name} (${u.troop}${reasons.length ? ', ' + reasons.join(', ') : ''}) ${e.order}`;
    if (u.status === 'routed' && dist > TOL)
      this.find('engine', RULE.routedNoMove, `${why}: a routed unit moved ${dist.toFixed(2)}"`, seq);
    if (u.square && e.order !== 'form-line' && dist > TOL)
      this.find(
        'engine',
        'Ruling R27: "in square they cannot move".',
        `${why}: a square moved ${dist.toFixed(2)}"`,
        seq,
      );
    if (u.troop === 'heavy-gun' && dist > TOL)
      this.find('engine', RULE.heavyGuns, `${why}: moved ${dist.toFixed(2)}"`, seq);
    if (!continued && this.orderedThisTurn.has(u.id) && dist > TOL)
      this.find('engine', 'SEQUENCE 1: "No brigade may move more than once."', `${why}: a second move this turn`, seq);
    this.orderedThisTurn.add(u.id);
    if (e.order === 'charge') {
      this.counts.charges++;
      if (dist > move + TOL)
        this.find(
          'engine',
          RULE.charge,
          `${why}: charged ${dist.toFixed(2)}" from (${u.x}, ${u.y}) to (${e.x}, ${e.y}); allowed ${move}"`,
          seq,
        );
      this.charges.set(u.id, { target: e.target, rear: e.rear, flank: e.flank, gap: null });
    } else {
      if (dist > move + TOL)
        this.find(
          'engine',
          RULE.move,
          `${why}: moved ${dist.toFixed(2)}" from (${u.x}, ${u.y}) to (${e.x}, ${e.y}); allowed ${move}"`,
          seq,
        );
      if ((e.order === 'advance-half' || e.moved === 'half') && dist > move / 2 + TOL)
        this.find(
          'engine',
          RULE.half,
          `${why} (moved "${e.moved}"): ${dist.toFixed(2)}" is over half of ${move}"`,
          seq,
        );
      if (e.order.startsWith('wheel')) {
        const { w } = standSize(u);
        const turned = Math.abs(Math.atan2(Math.sin(e.facing - u.facing), Math.cos(e.facing - u.facing)));
        part.arc += Math.min(u.frontage, Math.max(1, Math.ceil(u.figures / figuresPerStand(u)))) * w * turned;
        const arc = part.arc;
        if (arc > move + TOL)
          this.find(
            'engine',
            'Ruling R24: a wheel counts the arc of the outer front corner, which must fit in the move.',
            `${why}: arc ${arc.toFixed(2)}" over ${move}"`,
            seq,
          );
      }
    }
    if (e.moved === 'none' && dist > TOL)
      this.find('engine', RULE.move, `${why}: marked as not moved but moved ${dist.toFixed(2)}"`, seq);
    this.moved.set(u.id, (this.moved.get(u.id) ?? 0) + step);
    this.movedFlag.set(u.id, e.moved);

    u.x = e.x;
    u.y = e.y;
    u.facing = e.facing;
    const charge = this.charges.get(u.id);
    if (e.order === 'charge' && charge) {
      charge.gap = baseGap(u, this.unit(e.target));
      charge.dist = dist;
      charge.move = move;
      // The nearest other unit where the charge ended: what may have stopped it short.
      charge.near = null;
      for (const v of this.units.values())
        if (v.id !== u.id && v.id !== e.target && v.status !== 'removed') {
          const g = baseGap(u, v);
          if (!charge.near || g < charge.near.gap) charge.near = { name: v.name, friend: v.side === u.side, gap: g };
        }
    }
    if (e.order === 'form-square') u.square = true;
    if (e.order === 'form-line') u.square = false;
  }

  on_evaded(e, seq) {
    const u = this.unit(e.unit);
    this.evadedThisTurn.add(u.id);
    this.counts.moves++;
    const dist = Math.hypot(e.x - u.x, e.y - u.y);
    const { move } = this.allowance(u);
    if (dist > move + TOL)
      this.find(
        'engine',
        'Ruling R32: an evading unit withdraws a normal move (halved if disordered or in broken ground).',
        `${u.name} evaded ${dist.toFixed(2)}"; allowed ${move}"`,
        seq,
      );
    this.moved.set(u.id, (this.moved.get(u.id) ?? 0) + dist);
    u.x = e.x;
    u.y = e.y;
  }

  towardRear(u, e) {
    // Ruling R24: "to the rear" is toward the army's own table edge (A at y = 0, B at the far edge).
    return u.side === 'A' ? e.y <= u.y + TOL : e.y >= u.y - TOL;
  }

  on_fell_back(e, seq) {
    const u = this.unit(e.unit);
    this.counts.moves++;
    const dist = Math.hypot(e.x - u.x, e.y - u.y);
    const move = normalMove(u, this.options);
    if (dist > move + TOL)
      this.find('engine', RULE.fallBack, `${u.name} fell back ${dist.toFixed(2)}"; a normal move is ${move}"`, seq);
    if (!this.towardRear(u, e))
      this.find(
        'engine',
        RULE.fallBack + ' Ruling R24: to the rear.',
        `${u.name} fell back from y ${u.y} to y ${e.y}`,
        seq,
      );
    u.x = e.x;
    u.y = e.y;
    u.status = 'disordered';
    this.fellBackThisTurn.add(u.id);
  }

  on_routed(e, seq) {
    const u = this.unit(e.unit);
    this.counts.moves++;
    const dist = Math.hypot(e.x - u.x, e.y - u.y);
    const move = normalMove(u, this.options);
    if (dist > move + TOL)
      this.find('engine', RULE.rout, `${u.name} routed ${dist.toFixed(2)}"; a normal move is ${move}"`, seq);
    if (!this.towardRear(u, e)) this.find('engine', RULE.rout, `${u.name} routed from y ${u.y} to y ${e.y}`, seq);
    const roll = this.takeRoll((r) => r.purpose === `${u.name} routs: D4 casualties`);
    if (!roll)
      this.find('gap', RULE.routD4, `${u.name} routed with ${e.casualties} casualties and no D4 roll in the log`, seq);
    else {
      const left = u.figures - (this.phaseLosses.get(u.id) ?? 0);
      const expected = Math.min(roll.result, Math.max(0, left));
      if (e.casualties !== expected)
        this.find(
          'engine',
          RULE.routD4,
          `${u.name} rolled ${roll.result} on the D4 with ${left} figures, and lost ${e.casualties}`,
          seq,
        );
    }
    this.lose(u, e.casualties);
    // "If a unit Routs due to enemy action - lower Morale 1 point" (ruling R39: every rout from a morale test).
    u.shift -= 1;
    u.x = e.x;
    u.y = e.y;
    u.status = 'routed';
    u.square = false; // a routed unit moves to the rear, and a square cannot move (ruling R27)
    u.routedTurn = this.turn;
  }

  on_removed(e, seq) {
    const u = this.unit(e.unit);
    const attacked = [...this.charges.values()].some((c) => c.target === u.id && c.closed);
    if (
      e.reason === 'destroyed' &&
      u.figures > 0 &&
      !this.foughtThisTurn.has(u.id) &&
      (!attacked || this.standRouts.has(u.id))
    )
      this.find(
        'engine',
        RULE.routedAttacked + ' A unit is destroyed so only when it is attacked in close combat.',
        `${u.name} (${u.status}, ${u.figures} figures) was destroyed with no close combat fought against it this turn${this.standRouts.has(u.id) ? ' (it routed on its own "To Stand" test)' : ''}`,
        seq,
      );
    u.status = 'removed';
  }

  on_rallied(e) {
    this.unit(e.unit).status = 'disordered';
  }

  on_rallied_from_disorder(e) {
    this.unit(e.unit).status = 'ready';
  }

  on_disordered(e) {
    const u = this.unit(e.unit);
    if (u.status !== 'routed') u.status = 'disordered';
  }

  on_charge_halted(e) {
    const u = this.unit(e.unit);
    this.haltedChargers.add(u.id);
    this.charges.delete(u.id);
    u.status = 'disordered';
  }

  on_closed(e, seq) {
    const u = this.unit(e.unit);
    const t = this.unit(e.target);
    if (this.charges.has(u.id)) this.charges.get(u.id).closed = true;
    // Measured where the charge ended (losses to fire afterwards shrink the bases about their centres).
    const charge = this.charges.get(u.id);
    const gap = charge?.target === t.id && charge.gap !== null ? charge.gap : baseGap(u, t);
    if (gap > 1 + 0.05)
      this.find(
        'engine',
        RULE.chargeReach,
        `${u.name} closed with ${t.name} from ${gap.toFixed(2)}" away (its charge ended at (${u.x}, ${u.y}) after ${charge?.dist?.toFixed(2)}" of ${charge?.move}"` +
          (charge?.near
            ? `; nearest other unit there: ${charge.near.name} (${charge.near.friend ? 'friend' : 'enemy'}) at ${charge.near.gap.toFixed(2)}")`
            : ')'),
        seq,
      );
    // Ruling R49 (`routedTarget: out-of-contact`): a target that routed since the charge moved a normal move away;
    // it is "attacked in close combat" only if the charger is still within 1" of it.
    const now = baseGap(u, t);
    if (t.status === 'routed' && (this.options.routedTarget ?? 'out-of-contact') === 'out-of-contact' && now > 1.05)
      this.find(
        'engine',
        RULE.routedAttacked + ' Ruling R49: a routed target out of contact is not attacked.',
        `${u.name} closed with the routed ${t.name}, ${now.toFixed(2)}" away`,
        seq,
      );
  }

  on_morale_altered(e) {
    this.unit(e.unit).shift += e.by;
  }

  on_morale_rated(e, seq) {
    const u = this.unit(e.unit);
    const roll = this.takeRoll((r) => r.purpose.startsWith(`${u.name}: Initial Morale Chart`));
    if (!roll) this.find('gap', RULE.rated, `${u.name} rated ${e.rating} with no Initial Morale Chart roll`, seq);
    else if (roll.result !== e.roll)
      this.find('engine', RULE.rated, `${u.name}: rolled ${roll.result}, event says ${e.roll}`, seq);
    const expected = INITIAL_MORALE[u.moraleClass]?.[e.roll - 1];
    if (e.rating !== expected)
      this.find(
        'engine',
        RULE.rated,
        `${u.name} (${u.moraleClass}) rolled ${e.roll}: chart gives ${expected}, rated ${e.rating}`,
        seq,
      );
    u.rating = e.rating;
  }

  on_officer_casualty(e, seq) {
    const pend = (this.pendingOfficer ?? []).findIndex((p) => p.officer === e.officer && p.fate === e.fate);
    if (pend < 0)
      this.find(
        'engine',
        RULE.officer,
        `officer ${e.officer} ${e.fate} with no D20 of ${e.fate === 'killed' ? 20 : 19} for him`,
        seq,
      );
    else this.pendingOfficer.splice(pend, 1);
    this.officers.get(e.officer).status = e.fate;
  }

  checkOfficerRolls(seq) {
    for (const p of this.pendingOfficer ?? [])
      if (p.fate && p.seq < seq - 40)
        this.find('engine', RULE.officer, `"${p.purpose}" rolled ${p.result} and no officer casualty followed`, p.seq);
    this.pendingOfficer = (this.pendingOfficer ?? []).filter((p) => p.fate && p.seq >= seq - 40);
  }

  on_fired(e, seq) {
    this.counts.fires++;
    const u = this.unit(e.unit);
    const t = this.unit(e.target);
    const roll = this.takeRoll((r) => r.purpose.startsWith(`${u.name} firing at ${t.name} `));
    if (!roll) this.find('gap', RULE.fireDice, `${u.name} fired at ${t.name} with no D20 roll logged`, seq);
    else if (roll.count !== e.dice || roll.target !== e.hitsOn || roll.result !== e.hits)
      this.find(
        'engine',
        RULE.fireDice,
        `roll ${roll.count}d20 at ${roll.target} → ${roll.result}; event says ${e.dice} dice at ${e.hitsOn} → ${e.hits}`,
        seq,
      );
    const what = `${u.name} (${u.troop}, ${e.weapon}) at ${t.name}, ${e.range}" class ${e.targetClass}`;
    if (u.weapon && e.weapon !== u.weapon && !(e.weapon === 'pistol' && u.troop === 'reiters'))
      this.find('engine', RULE.fireTable, `${what}: the unit's weapon is ${u.weapon}`, seq);
    // Dice: one per firer (three per gunner); firers are the figures of the ranks that may shoot.
    const per = DICE_PER_FIRER[e.weapon] ?? 1;
    if (e.dice !== e.firers * per)
      this.find(
        'engine',
        RULE.fireDice,
        `${what}: ${e.firers} firers rolled ${e.dice} dice, expected ${e.firers * per}`,
        seq,
      );
    const pistolCharge = this.step === 'movement' || this.charges.has(u.id) || this.haltedChargers.has(u.id);
    const ranks = pistolCharge && e.weapon === 'pistol' ? 1 : shootingRanks(u);
    const maxFirers = GUNS.has(u.troop) ? u.figures : Math.min(u.figures, ranks * u.frontage * figuresPerStand(u));
    if (e.firers > maxFirers)
      this.find(
        'engine',
        RULE.fireDice,
        `${what}: ${e.firers} firers, but ${u.figures} figures and ${ranks} ranks of ${u.frontage} stands may shoot at most ${maxFirers}`,
        seq,
      );
    else if (e.firers < maxFirers && u.troop !== 'reiters')
      this.find('engine', RULE.fireDice, `${what}: only ${e.firers} of ${maxFirers} eligible figures fired`, seq);
    // Range.
    const bands = FIRE_TABLE[e.weapon];
    const longest = e.weapon === 'light-cannon' ? Math.max(24, this.options.lightGunLongRange) : bands.at(-1).to;
    const band = bands.find((b) => e.range <= b.to + 1e-9) ?? (e.range <= longest ? bands.at(-1) : null);
    if (!band) this.find('engine', RULE.fireRange, `${what}: beyond the weapon's ${longest}"`, seq);
    const gap = baseGap(u, t);
    if (Math.abs(gap - e.range) > 0.05 && !(pistolCharge && e.range === 1))
      this.find('referee', RULE.fireRange, `${what}: the referee measures ${gap.toFixed(2)}" between the bases`, seq);
    // Target class.
    const kinds = terrainAt(this.state, t.x, t.y);
    const category = kinds.some((k) => FIELD_WORKS.has(k))
      ? 'fieldWorks'
      : kinds.some((k) => COVER.has(k))
        ? 'cover'
        : t.square || t.order === 'closed'
          ? 'closed'
          : t.order === 'skirmish'
            ? 'skirmish'
            : 'open';
    // Ruling R3: cover and field works take precedence over order (a square is read as closed order, R27).
    const cls = this.options.targetClasses[category];
    if (cls !== e.targetClass)
      this.find(
        'engine',
        RULE.fireClass,
        `${what}: ${t.name} (${t.order} order${kinds.length ? ', in ' + kinds.join('/') : ''}) is ${category}, class ${cls}`,
        seq,
      );
    // Hit number and modifiers.
    if (band) {
      const base = band.hits[e.targetClass - 1];
      if (base === null)
        this.find('engine', RULE.fireTable + ' Ruling R19: N/A, no hit possible.', `${what}: N/A on the table`, seq);
      else {
        const mods = [];
        if (!u.hasFired) mods.push(['first volley', -2]);
        if (this.isShaken(u)) mods.push(['Shaken', +1]);
        if (this.state.weather === 'light-rain') mods.push(['light rain', +2]);
        if (this.isDisordered(u) || this.haltedChargers.has(u.id)) mods.push(['disordered', +1]);
        const sum = mods.reduce((s, [, m]) => s + m, 0);
        const expected = Math.max(0, base - sum);
        if (e.hitsOn !== expected)
          this.find(
            'engine',
            RULE.fireMods,
            `${what}: table ${base}, modifiers ${mods.map(([n, m]) => `${n} ${m > 0 ? '+' : ''}${m}`).join(', ') || 'none'} → hits on 1-${expected}; the roll hit on 1-${e.hitsOn}`,
            seq,
          );
      }
    }
    // Moving and firing.
    const moved = this.moved.get(u.id) ?? 0;
    const half = normalMove(u, this.options) / 2;
    if (!HORSE.has(u.troop) && u.troop !== 'heavy-gun' && moved > half + TOL)
      this.find(
        'engine',
        u.troop === 'light-gun' ? RULE.lightGuns : RULE.infantryMoveFire,
        `${what}: moved ${moved.toFixed(2)}" this turn (half is ${half}")`,
        seq,
      );
    // Casualties: skirmishers and artillerists take 2 hits a figure.
    const skirmish = t.order === 'skirmish';
    const left = t.figures - (this.phaseLosses.get(t.id) ?? 0);
    if (skirmish) {
      // "takes 2 hits to mark one figure"; ruling R46: an odd hit stays on the unit for the next volley
      // (`skirmishOddHits: carried`) or is lost with its volley (`dropped`).
      const carried = (this.options.skirmishOddHits ?? 'carried') === 'carried';
      const before = carried ? t.oddHit : 0;
      const pool = before + e.hits;
      const expected = Math.min(Math.floor(pool / 2), Math.max(0, left));
      if (e.casualties !== expected)
        this.find(
          'engine',
          RULE.skirmish + ' Ruling R46: odd hits ' + (carried ? 'carried.' : 'dropped.'),
          `${what}: ${e.hits} hits${before ? ' and 1 carried' : ''} marked ${e.casualties} figures, 2 hits a figure gives ${expected}`,
          seq,
        );
      t.oddHit = carried ? pool % 2 : 0;
      if (carried && e.hitsCarried !== undefined && e.hitsCarried !== t.oddHit && e.casualties < left)
        this.find(
          'engine',
          RULE.skirmish,
          `${what}: ${e.hitsCarried} hit left on the unit, the referee counts ${t.oddHit}`,
          seq,
        );
    } else if (e.casualties !== Math.min(e.hits, Math.max(0, left)))
      this.find(
        'engine',
        RULE.casualties,
        `${what}: ${e.hits} hits on ${left} figures made ${e.casualties} casualties`,
        seq,
      );
    u.hasFired = true;
    if (this.step.startsWith('fire-')) this.phaseLosses.set(t.id, (this.phaseLosses.get(t.id) ?? 0) + e.casualties);
    else this.lose(t, e.casualties);
  }

  isShaken(u) {
    // Ruling R7 (the book never defines "Shaken"): by option; the referee reads Spent both ways.
    const mode = this.options.shakenMeans;
    if (mode === 'never') return false;
    const spent = [...this.spentReadings(u)][0];
    if (mode === 'spent') return spent;
    return spent || this.standsLost(u) > 0;
  }

  on_close_combat(e, seq) {
    this.counts.combats++;
    this.applyPhaseLosses();
    const rolls = this.meleeRolls ?? [];
    this.meleeRolls = [];
    for (const [role, ids, dice] of [
      ['attacking', e.attackers, e.attackerDice],
      ['defending against', e.defenders, e.defenderDice],
    ]) {
      const mine = rolls.filter((r) => r.units.every((id) => ids.includes(id)));
      const five = mine.filter((r) => r.killOn === 5).reduce((s, r) => s + r.dice, 0);
      const six = mine.filter((r) => r.killOn === 6).reduce((s, r) => s + r.dice, 0);
      if (five !== dice.onFive || six !== dice.onSix)
        this.find(
          'engine',
          RULE.killOn,
          `combat ${e.attacker} vs ${e.defender}: ${role} rolls ${five} on 5-6 and ${six} on 6; event says ${dice.onFive} and ${dice.onSix}`,
          seq,
        );
    }
    for (const id of e.defenders) {
      const d = this.unit(id);
      if (d.status === 'routed')
        this.find(
          'engine',
          RULE.routedAttacked,
          `${d.name} was routed and fought a close combat instead of being destroyed`,
          seq,
        );
    }
    const rear = e.attackers.some((a) => this.charges.get(a)?.rear);
    if (rear && e.attackerCasualties > 0)
      this.find(
        'engine',
        RULE.rearNoKill,
        `${e.attacker} attacked ${e.defender} in the rear and lost ${e.attackerCasualties}`,
        seq,
      );
    const w =
      e.defenderCasualties > e.attackerCasualties
        ? 'attacker'
        : e.attackerCasualties > e.defenderCasualties
          ? 'defender'
          : 'tie';
    if (w !== 'tie' && w !== e.winner)
      this.find(
        'engine',
        RULE.winner,
        `attacker lost ${e.attackerCasualties}, defender ${e.defenderCasualties}; winner ${e.winner}`,
        seq,
      );
    for (const l of e.losses) {
      this.lose(this.unit(l.unit), l.casualties);
    }
    this.lastCombat = e;
    for (const id of [...e.attackers, ...e.defenders]) this.foughtThisTurn.add(id);
  }

  on_morale_tested(e, seq) {
    this.counts.morale++;
    const u = this.unit(e.unit);
    const roll = this.takeRoll((r) => r.purpose.startsWith(`${u.name}: morale check (`));
    if (!roll) {
      this.find('gap', RULE.results, `${u.name} tested (${e.reason}) with no morale check roll`, seq);
      return;
    }
    const m = /morale check \(D6 \+ morale (-?\d+)(?: ([+-]\d+))?\)/.exec(roll.purpose);
    if (!m) {
      this.find('gap', RULE.temporary, `"${roll.purpose}" does not say the morale and modifiers`, seq);
      return;
    }
    const morale = Number(m[1]);
    const temp = Number(m[2] ?? 0);
    if (u.rating !== null && morale !== u.rating + u.shift)
      this.find(
        'engine',
        RULE.permanent,
        `${u.name} (${e.reason}): rated ${u.rating}, altered ${u.shift >= 0 ? '+' : ''}${u.shift}, tested with morale ${morale}`,
        seq,
      );
    // Temporary alterations, recomputed.
    const mods = [];
    const enemyName = /(?:with|against|by|evading) (.*)$/.exec(e.reason)?.[1];
    let enemy = enemyName ? this.byName.get(enemyName) : null;
    const inCombat = e.reason === 'lost a close combat' && this.lastCombat;
    if (inCombat) {
      const other = this.lastCombat.attackers.includes(u.id) ? this.lastCombat.defenders : this.lastCombat.attackers;
      enemy = this.unit(other[0]);
    }
    if (terrainAt(this.state, u.x, u.y).some((k) => FIELD_WORKS.has(k))) mods.push(['in works', +1]);
    if (u.square) mods.push(['square', +1]);
    const ob = this.officerBonus(u);
    if (ob) mods.push(['officer', ob]);
    if (u.troop === 'gendarmes' && enemy && LIGHTER_CAVALRY.has(enemy.troop))
      mods.push(['Gendarmes vs lighter cavalry', +1]);
    const rear =
      (/^(to stand against|artillerists charged)/.test(e.reason) &&
        [...this.charges].some(
          ([, ch]) => ch.target === u.id && ch.rear && (ch.closed || this.fellBackThisTurn.has(u.id)),
        )) ||
      (inCombat &&
        this.lastCombat.defenders.includes(u.id) &&
        this.lastCombat.attackers.some((a) => this.charges.get(a)?.rear));
    // Ruling R39: the rear's -1 ("Units attacked in rear" and "The Defender checks Morale at minus 1") and the
    // disordered -1 are each counted once, and both apply to a disordered unit attacked in the rear.
    if (rear) mods.push(['attacked in rear', -1]);
    if (this.isDisordered(u)) mods.push(['disordered', -1]);
    e = { ...e, rear };
    const expected = mods.reduce((s, [, v]) => s + v, 0);
    if (expected !== temp)
      this.find(
        'engine',
        RULE.temporary,
        `${u.name} (${u.troop}, ${e.reason}): expected ${mods.map(([n, v]) => `${n} ${v > 0 ? '+' : ''}${v}`).join(', ') || 'no modifier'} = ${expected >= 0 ? '+' : ''}${expected}; the roll says ${temp >= 0 ? '+' : ''}${temp}`,
        seq,
      );
    const total = roll.result + morale + temp;
    if (e.score !== total && !(total < 1 && e.score === 1))
      this.find(
        'engine',
        RULE.results,
        `${u.name}: die ${roll.result} + ${morale} ${temp >= 0 ? '+' : ''}${temp} = ${total}, scored ${e.score}`,
        seq,
      );
    this.checkResult(u, e, seq);
  }

  /** D. Morale Results, read for how the unit stands when it tests. */
  checkResult(u, e, seq) {
    const s = e.score;
    const r = e.reason;
    let expected;
    let state = '';
    if (/^(rally from|Spent unit|routed unit under fire)/.test(r)) expected = [s >= 6 ? 'passed' : 'failed'];
    else if (r === 'lost a close combat')
      expected = s >= 6 ? ['fall-back'] : s >= 3 ? ['rout'] : s === 2 ? ['captured'] : ['captured', 'rout-from-table'];
    // Ruling R25: charged artillerists "NEVER actually stand and fight": 5 or more falls back, less routs — also
    // in a rear attack, whose "if he fails, he Routs" is that same rout (they never "stand", so never pass on 6).
    else if (/^artillerists charged/.test(r)) expected = [s >= 5 ? 'fall-back' : 'rout'];
    else if (e.rear)
      // Rear Attacks: if he fails, he Routs — on a 1 (ruling R38: 1 or less) off the table if a full stand is gone.
      expected = s >= 6 ? ['carry-on'] : s <= 1 ? ['rout-from-table', 'rout'] : ['rout'];
    else {
      const charging = this.charges.has(u.id) || /^(to close|evading)/.test(r);
      // Ruling R50: a unit that moved in this turn's movement phase is a "Moving unit" when it tests later in the
      // turn (`movedUnitTests: moving`, the default) or only a charger still on its way is (`standing`).
      const movedMeansMoving = (this.options.movedUnitTests ?? 'moving') === 'moving';
      const movedThisTurn = movedMeansMoving && (this.movedFlag.get(u.id) ?? 'none') !== 'none' && !/^to stand/.test(r);
      const toStand = /^to stand/.test(r);
      // "5 - Moving unit halts (considered standing)": a unit halted this turn (its charge too) is standing.
      const halted = this.haltedThisTurn.has(u.id) || this.haltedChargers.has(u.id);
      state = this.fellBackThisTurn.has(u.id)
        ? 'falling back'
        : !toStand && !halted && (charging || movedThisTurn)
          ? 'moving'
          : 'standing';
      if (movedThisTurn && !charging && state === 'moving' && (s === 4 || s === 5)) this.unruled.moving++;
      if (s >= 6) expected = ['carry-on'];
      else if (s === 5) expected = [state === 'moving' ? 'halt' : state === 'standing' ? 'fall-back' : 'rout'];
      else if (s === 4) expected = [state === 'moving' ? 'fall-back' : 'rout'];
      else expected = s <= 1 ? ['rout-from-table', 'rout'] : ['rout'];
    }
    if (/^to stand/.test(r) && e.result === 'rout') this.standRouts.add(u.id);
    if (e.result === 'halt') this.haltedThisTurn.add(u.id);
    if (!expected.includes(e.result))
      this.find(
        'engine',
        r === 'lost a close combat' ? RULE.loser : RULE.results,
        `${u.name} (${r}${state ? ', ' + state : ''}) scored ${s}: result "${e.result}", the table gives "${expected[0]}"`,
        seq,
      );
  }

  on_winner_option(e, seq) {
    const u = this.unit(e.unit);
    const dist = Math.hypot(e.x - u.x, e.y - u.y);
    this.counts.moves++;
    // "Occupy vacated position": the loser stood 1" from the winner, so the step is short; the referee flags an
    // occupation longer than a normal move. "Make non-combat tactical move of one normal move." Hold: no move.
    const normal = normalMove(u, this.options);
    const limit = e.option === 'tactical-move' || e.option === 'occupy' ? normal : 0;
    if (dist > limit + TOL)
      this.find(
        'engine',
        'Close Combat: "a. Occupy vacated position and reform or reface"; L: "a. Hold position. Make non-combat tactical move of one normal move".',
        `${u.name} took "${e.option}" and moved ${dist.toFixed(2)}" (a normal move is ${normal}")`,
        seq,
      );
    u.x = e.x;
    u.y = e.y;
    u.facing = e.facing;
  }

  on_bonus_move(e, seq) {
    const u = this.unit(e.unit);
    const dist = Math.hypot(e.x - u.x, e.y - u.y);
    this.counts.moves++;
    this.counts.charges++;
    const roll = this.takeRoll((r) => /variable move/i.test(r.purpose) && r.purpose.startsWith(u.name));
    const limit = normalMove(u, this.options) / (this.isDisordered(u) ? 2 : 1) + (roll ? roll.result : 6);
    if (!roll)
      this.find(
        'gap',
        'Close Combat L: "rolling variable move dice".',
        `${u.name}'s bonus move has no variable move roll in the log; checked against the most a D6 allows`,
        seq,
      );
    if (dist > limit + TOL)
      this.find(
        'engine',
        'Ruling R41: the variable move is a normal move plus 1D6.',
        `${u.name} moved ${dist.toFixed(2)}" on a bonus charge; allowed ${limit}"`,
        seq,
      );
    u.x = e.x;
    u.y = e.y;
    if (e.facing !== undefined) u.facing = e.facing;
  }

  on_moves_ended() {
    this.checkOfficerRolls(Infinity);
  }

  finish() {
    this.checkOfficerRolls(Infinity);
  }
}

/** Referee one saved game (the parsed JSON of a `--log` file). */
export function refereeGame(game, label = game.seed) {
  if (game?.format !== 'muster-game' || game.ruleset !== 'sword-and-pike')
    throw new Error(`${label}: not a saved Sword and the Pike game`);
  const r = new Referee(game, label).run(game.log);
  // The referee's own picture of every unit at the end, so that its tracking can be checked against the saved state.
  const units = [...r.units.values()].map((u) => ({
    id: u.id,
    x: u.x,
    y: u.y,
    facing: u.facing,
    figures: u.figures,
    status: u.status,
    square: u.square,
    morale: u.rating === null ? null : u.rating + u.shift,
  }));
  return { battle: label, counts: r.counts, findings: r.findings, units, unruled: r.unruled };
}

/** Referee several saved games: totals and every finding. */
export function refereeGames(games) {
  const counts = { battles: 0, rolls: 0, moves: 0, charges: 0, fires: 0, morale: 0, combats: 0, swings: 0 };
  const findings = [];
  for (const { game, label } of games) {
    const r = refereeGame(game, label);
    counts.battles++;
    for (const k of Object.keys(r.counts)) counts[k] += r.counts[k];
    findings.push(...r.findings);
  }
  return { counts, findings };
}

function main(argv) {
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const json = argv.includes('--json');
  const files = argv.filter((a) => a !== '--json');
  if (files.length === 0) {
    process.stderr.write('usage: node scripts/referee/sword-and-pike.mjs [--json] FILE...\n');
    return 2;
  }
  const games = [];
  for (const f of files) {
    try {
      games.push({ game: JSON.parse(readFileSync(f, 'utf8')), label: f });
    } catch (error) {
      process.stderr.write(`error: ${f}: ${error.message}\n`);
      return 2;
    }
  }
  const { counts, findings } = refereeGames(games);
  if (json) process.stdout.write(JSON.stringify({ counts, findings }) + '\n');
  else {
    const c = counts;
    process.stdout.write(
      `${c.battles} battles: ${c.rolls} rolls, ${c.moves} moves, ${c.charges} charges, ${c.fires} volleys, ${c.morale} morale tests, ${c.combats} close combats checked (${c.swings} sub-unit swings with a pike's face read by rulings R23/R24)\n`,
    );
    for (const f of findings)
      process.stdout.write(
        `[${f.kind}] ${f.battle}${f.seq === null ? '' : ` #${f.seq}`}: ${f.evidence}\n    rule: ${f.rule}\n`,
      );
    process.stdout.write(
      `${findings.length} findings (${findings.filter((f) => f.kind === 'engine').length} rule breaches)\n`,
    );
  }
  return findings.some((f) => f.kind === 'engine') ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
