import { describe, expect, it } from 'vitest';
import { failures } from './build.mjs';

describe('docs:api', () => {
  it('fails on every validation warning but the members of a zod schema shape', () => {
    const output = [
      '\u001b[96m[info]\u001b[0m Converting project at ./packages/core',
      '\u001b[93m[warning]\u001b[0m @muster/tercios.BattleStateSchema.__type.turn (Property), defined in muster-monorepo/, does not have any documentation',
      '[warning] @muster/tercios.BattleState (TypeAlias), defined in @muster/tercios/src/game/State.ts, does not have any documentation',
      '[warning] Range, defined in @muster/tercios/src/factions/kingdomsArmyTypes.ts, is referenced by KingdomsArmyType.regiments but not included in the documentation',
      '[warning] Found 0 errors and 3 warnings',
    ].join('\n');
    expect(failures(output)).toEqual([
      '[warning] @muster/tercios.BattleState (TypeAlias), defined in @muster/tercios/src/game/State.ts, does not have any documentation',
      '[warning] Range, defined in @muster/tercios/src/factions/kingdomsArmyTypes.ts, is referenced by KingdomsArmyType.regiments but not included in the documentation',
    ]);
  });
});
