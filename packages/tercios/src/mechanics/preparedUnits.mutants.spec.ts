import { describe, expect, it } from 'vitest';
import { preparedUnitsCache } from './preparedUnits.js';

// Not a rule: the cache that lets `muster odds` build a situation's units once per parameter object while Monte
// Carlo replays it thousands of times. What it must keep: one build per parameter object, never a unit of another.
describe('preparedUnitsCache', () => {
  it('builds once per parameter object and returns that build every time after', () => {
    const prepared = preparedUnitsCache();
    const params = { shooter: 'tercio' };
    let builds = 0;
    const build = () => ({ build: ++builds });
    expect(prepared(params, build)).toEqual({ build: 1 });
    expect(prepared(params, build)).toEqual({ build: 1 });
    expect(builds).toBe(1);
  });

  it('another parameter object, even an equal one, gets its own build', () => {
    const prepared = preparedUnitsCache();
    expect(prepared({ shooter: 'tercio' }, () => 'first')).toBe('first');
    expect(prepared({ shooter: 'tercio' }, () => 'second')).toBe('second');
  });

  it('two caches never read each other', () => {
    const params = { shooter: 'tercio' };
    expect(preparedUnitsCache()(params, () => 'odds')).toBe('odds');
    expect(preparedUnitsCache()(params, () => 'club')).toBe('club');
  });
});
