import type { MechanicDefinition } from '@muster/core';
import { ORDER_IDS, getProfile, hasProfile, isFresh, isWeary, rollInitiative, routPoints, tercios, type ArmyFile, type TraitId } from '@muster/tercios';
import type { ClubCommander, ClubUnit } from '../model/ClubSchemas.js';
import { newUnit, unitId, type ClubAdapter, type ProposedChange } from './ClubAdapter.js';

/** Thin wrapper: the ruleset exports `rollInitiative` as a dice function but no odds mechanic for it. */
const initiative: MechanicDefinition = {
  id: 'initiative',
  description: 'Initiative: each player rolls 1D6, highest wins; a tie goes to the higher-ranked Commander-in-Chief',
  source: 'Game Sequence > Initiative',
  params: [
    { name: 'rank-a', kind: 'integer', min: 0, max: 5, default: 0, description: "rank of side A's Commander-in-Chief" },
    { name: 'rank-b', kind: 'integer', min: 0, max: 5, default: 0, description: "rank of side B's Commander-in-Chief" },
    { name: 'initiative-trait-a', kind: 'boolean', description: "side A's Commander-in-Chief has the Initiative trait" },
    { name: 'initiative-trait-b', kind: 'boolean', description: "side B's Commander-in-Chief has the Initiative trait" },
  ],
  outcomes: ['first'],
  run: (dice, p) => {
    const side = (player: string, rank: unknown, trait: unknown) => ({
      player,
      commanderInChief: { rank: Number(rank), traits: (trait === true ? ['initiative'] : []) as TraitId[] },
    });
    const result = rollInitiative(dice, [side('A', p['rank-a'], p['initiative-trait-a']), side('B', p['rank-b'], p['initiative-trait-b'])]);
    return { first: result.winner };
  },
};

const stamina = (profile: string): number => (hasProfile(profile) ? getProfile(profile).values.stamina : 0);
const discipline = (profile: string): number | undefined => (hasProfile(profile) ? getProfile(profile).values.discipline : undefined);

/**
 * Liber Militum: Tercios at the club: order planning, initiative, alternating activations.
 * Rulebook: Game Sequence > The Turn.
 */
export const terciosAdapter: ClubAdapter = {
  id: 'tercios',
  ruleset: tercios,
  mechanics: [...tercios.mechanics, initiative],
  lossLabel: 'Dm (wear)',
  orders: ORDER_IDS,
  steps: [
    {
      title: 'Planning',
      hint: 'The exhausted markers come off the commanders (the app has cleared them). Both players place an Order card face down by every unit (Ready, Assault, Run, Fire, Resist). Record each card here, or keep it secret and record it when revealed.',
      mechanics: [],
      planning: true,
    },
    {
      title: 'Initiative',
      hint: 'Each player rolls 1D6; the highest wins and chooses who plays first. A tie goes to the higher-ranked Commander-in-Chief.',
      mechanics: ['initiative'],
    },
    {
      title: 'Activation',
      hint: 'Players alternate: activate a commander (optional: tick it as activated, exhausted, under Commanders), then a unit, and reveal its Order card. Resolve shooting, charges and tests as they happen. When neither side has a unit left to activate, the turn ends.',
      mechanics: ['shoot', 'melee', 'order-test', 'rout-test'],
      activation: 'unit',
      alternate: true,
    },
    {
      title: 'End of turn',
      hint: 'Check victory conditions and record victory points (units destroyed or routed, objectives held), then start the next turn.',
      mechanics: [],
    },
  ],
  roster(army, side) {
    const file = army as ArmyFile;
    const units: ClubUnit[] = [];
    const commanders: ClubCommander[] = [];
    const taken = new Set<string>();
    if (file.commanderInChief) {
      commanders.push({ id: unitId(side, 'commander-in-chief', taken), side, name: file.commanderInChief.name ?? 'Commander-in-Chief', rating: `rank ${file.commanderInChief.rank} (Commander-in-Chief)`, attachedTo: null, lost: false, exhausted: false });
    }
    file.regiments.forEach((regiment, r) => {
      const group = `regiment-${r + 1}`;
      const groupName = regiment.name ?? `${regiment.type} ${r + 1}`;
      if (regiment.commander) {
        commanders.push({ id: unitId(side, `${group}-commander`, taken), side, name: regiment.commander.name ?? `Mestre de camp of ${groupName}`, rating: `rank ${regiment.commander.rank}`, attachedTo: null, lost: false, exhausted: false });
      }
      for (const u of regiment.units) {
        const name = u.name ?? (hasProfile(u.unit) ? getProfile(u.unit).name : u.unit);
        units.push(newUnit({ id: unitId(side, u.unit, taken), side, name, profile: u.unit, group, groupName, size: stamina(u.unit) }));
      }
    });
    if (file.elite) {
      const name = file.elite.name ?? (hasProfile(file.elite.unit) ? getProfile(file.elite.unit).name : file.elite.unit);
      units.push(newUnit({ id: unitId(side, file.elite.unit, taken), side, name: `${name} (elite)`, profile: file.elite.unit, group: 'elite', groupName: 'Elite', size: stamina(file.elite.unit) }));
    }
    return { units, commanders };
  },
  condition(unit) {
    // Rulebook: Wear: fresh without Dm; weary once the Dm reach its Stamina; each Dm beyond is a Rout Point.
    if (isFresh(unit.losses)) return 'fresh';
    if (!isWeary(unit.losses, unit.size)) return 'worn';
    const rp = routPoints(unit.losses, unit.size);
    return rp > 0 ? `weary, ${rp} rout point${rp === 1 ? '' : 's'}` : 'weary';
  },
  prefill(mechanic, actor, target, { commanders }) {
    switch (mechanic) {
      case 'shoot': {
        const p: Record<string, number | string | boolean> = {};
        if (actor) Object.assign(p, { shooter: actor.profile, 'shooter-wear': Math.min(actor.losses, 12) });
        if (actor?.order === 'fire' || actor?.order === 'ready') p['order'] = actor.order;
        if (target) Object.assign(p, { target: target.profile, 'target-wear': Math.min(target.losses, 12), 'target-disordered': target.disordered });
        return p;
      }
      case 'melee': {
        const p: Record<string, number | string | boolean> = {};
        if (actor) Object.assign(p, { attacker: actor.profile, 'attacker-wear': Math.min(actor.losses, 12) });
        if (target) Object.assign(p, { defender: target.profile, 'defender-wear': Math.min(target.losses, 12) });
        return p;
      }
      case 'order-test':
      case 'rout-test': {
        const d = actor ? discipline(actor.profile) : undefined;
        const p: Record<string, number | string | boolean> = d !== undefined ? { discipline: d } : {};
        if (mechanic === 'rout-test' && actor) p['rout-points'] = Math.max(1, Math.min(12, routPoints(actor.losses, actor.size)));
        return p;
      }
      case 'initiative': {
        const rank = (side: 'A' | 'B') => Number(/rank (\d)/.exec(commanders.find((c) => c.side === side && c.rating.includes('Commander-in-Chief'))?.rating ?? '')?.[1] ?? 0);
        return { 'rank-a': rank('A'), 'rank-b': rank('B') };
      }
      default:
        return {};
    }
  },
  effects(mechanic, outcome, actor, target) {
    const out: ProposedChange[] = [];
    if (mechanic === 'shoot' && target) {
      const wear = Number(outcome['wear'] ?? 0);
      const patch = { losses: target.losses + wear, ...(outcome['disordered'] === true ? { disordered: true } : {}), ...(outcome['destroyed'] === true ? { destroyed: true } : {}) };
      if (wear > 0 || outcome['disordered'] === true || outcome['destroyed'] === true) out.push({ unit: target.id, patch, why: `shot: ${wear} Dm` });
    }
    if (mechanic === 'melee') {
      const side = (u: ClubUnit | undefined, wearKey: string, destroyedKey: string, role: string) => {
        if (!u) return;
        const wear = Number(outcome[wearKey] ?? 0);
        if (wear > 0 || outcome[destroyedKey] === true) out.push({ unit: u.id, patch: { losses: u.losses + wear, ...(outcome[destroyedKey] === true ? { destroyed: true } : {}) }, why: `melee (${role}): ${wear} Dm` });
      };
      side(actor, 'attacker-wear', 'attacker-destroyed', 'attacker');
      side(target, 'defender-wear', 'defender-destroyed', 'defender');
    }
    if (mechanic === 'rout-test' && actor && Number(outcome['passed']) === 0) out.push({ unit: actor.id, patch: { routed: true, destroyed: true }, why: 'failed its rout test and leaves the field' });
    return out;
  },
};
