import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resolveMelee, type MeleeInput } from '../mechanics/resolveMelee.js';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { AS_WRITTEN } from '../mechanics/__fixtures__/asWritten.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { defineTerciosCombat, terciosCombatPlugin } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { frontCentre } from '@muster/core';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Rulebook (Liber Militum: Tercios), Order Cards > Assault!: "With this order the unit gets a bonus (+) to its
// movement, Mvt+ [Speed+], and in combat (Melee+)." Reactions > Assault!: "if the unit reacts with this order against an
// enemy that has come close, it is an interception charge. [...] If the unit reacts against an enemy's assault
// (charge), it is a counter-charge. The two units are brought into contact halfway and both benefit from the bonus
// linked to the Assault! order." Dirty war!: "These additional rounds no longer apply the bonuses linked to the
// charge." Ruling: A charger intercepted on its way (`battle.interceptedCharger`). Raised by the referee of 6 Dec 2026
// (helper-161) as possible: the intercepted charger fought without its Assault! Melee+.

const sixes = (): Dice => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** A combat plugin that records the situations it is asked to fight, then resolves them as written. */
function recording() {
  const seen: MeleeInput[] = [];
  const combat = defineTerciosCombat({
    id: 'test/recording',
    description: 'records the situation, then resolves it as written',
    melee: (dice, situation, plugins) => {
      seen.push(situation);
      return terciosCombatPlugin.melee(dice, situation, plugins);
    },
  });
  return { seen, combat };
}

/**
 * Horse (A, Assault!) at (20, 10) charges a company 11" north; a second company `mus` (Assault!) beside the path
 * intercepts it (option battle.chargePassingReactions: 'passed-units'). Returns what the table passed the combat.
 */
function interceptedCharge(interceptedCharger?: 'no-bonus' | 'assault-bonus'): MeleeInput[] {
  const state = fixtureTable(
    [placed('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
    [placed('tgt', 'musketeer-company', 20, 21, -90), placed('mus', 'musketeer-company', 25.3, 16, 180)],
    { cav: 'assault', tgt: null, mus: 'assault' },
  );
  const { seen, combat } = recording();
  const battle = {
    chargePassingReactions: 'passed-units' as const,
    ...(interceptedCharger ? { interceptedCharger } : {}),
  };
  const ctx = fixtureContext(state, sixes(), TerciosOptionsSchema.parse({ battle }), {
    combat,
    morale: terciosMoralePlugin,
  });
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
  return seen;
}

describe('battle.interceptedCharger: the charger met by an interception charge on its way', () => {
  it("default `no-bonus`: it fights the interception without Assault!'s Melee+ (only the interceptor charges)", () => {
    const seen = interceptedCharge();
    expect(seen[0]).toMatchObject({ interception: true, defenderReaction: 'none' });
    expect(seen[0]!.defenderCharging).toBeUndefined();
    expect(interceptedCharge('no-bonus')[0]!.defenderCharging).toBeUndefined();
  });

  it('`assault-bonus`: the intercepted charger, carrying out its Assault! order, fights with its Melee+', () => {
    expect(interceptedCharge('assault-bonus')[0]).toMatchObject({ interception: true, defenderCharging: true });
  });

  it('`assault-bonus`: a unit intercepted on an ordinary move (not a charge) gets no Melee+', () => {
    // Horse (A, Run!) runs 16" north past the front of a Tercio (B, Assault!) that intercepts it on its path.
    const state = fixtureTable(
      [placed('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
      [placed('ter', 'tercio', 24.4, 16, 180)],
      { cav: 'run', ter: 'assault' },
    );
    const { seen, combat } = recording();
    const options = TerciosOptionsSchema.parse({ battle: { interceptedCharger: 'assault-bonus' } });
    const ctx = fixtureContext(state, sixes(), options, { combat, morale: terciosMoralePlugin });
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    const from = frontCentre(unitById(ctx.state, 'cav')!.base);
    resolveBattle(ctx, { kind: 'move', to: { x: from.x, y: from.y + 16 } }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
    expect(seen[0]).toMatchObject({ interception: true, defenderReaction: 'none' });
    expect(seen[0]!.defenderCharging).toBeUndefined();
  });

  it('the mechanics: a defender still charging rolls Melee+ dice (Musketeers, Melee 2: 3 dice)', () => {
    const defenderDice = (defenderCharging: boolean) =>
      resolveMelee(sixes(), { attacker: MUSKETEERS, defender: MUSKETEERS, defenderCharging }, AS_WRITTEN).rounds[0]!
        .defender.meleeDice;
    expect(defenderDice(false)).toBe(2);
    expect(defenderDice(true)).toBe(3);
  });

  it('a bonus linked to the charge: gone in the Dirty war! rounds (two Tercios, Melee 4: 6 dice, then 4)', () => {
    // Sixes everywhere: every hit is resisted, the round is a tie, and Dirty war! is declared.
    const options = TerciosOptionsSchema.parse({ dirtyWar: { policy: 'always' } });
    const r = resolveMelee(
      sixes(),
      { attacker: TERCIO, defender: TERCIO, defenderCharging: true, options },
      AS_WRITTEN,
    );
    expect(r.rounds.length).toBeGreaterThan(1);
    expect(r.rounds.map((x) => x.defender.meleeDice).slice(0, 2)).toEqual([6, 4]);
  });
});
