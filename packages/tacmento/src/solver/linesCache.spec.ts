import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linesCache } from './linesCache.js';

describe('the cache of line counts per Tercio', () => {
  it('answers a kept count or nothing, never another Tercio’s, and keeps its entries as it grows (property)', () => {
    // Tercios drawn from a small pool in which many share one half, so that slots collide and halves repeat.
    const half = fc.integer({ min: 0, max: 40 }).map((n) => (n * 0x10101) & 0xffffff);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(half, half, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 400 }),
        (writes) => {
          const cache = linesCache(16, 1024);
          const truth = new Map<string, number>();
          let grew = 0;
          for (const [hi, lo, lines] of writes) {
            const before = [...truth].filter(([key]) => {
              const [h, l] = key.split(',').map(Number);
              return cache.get(h!, l!) >= 0;
            });
            const slots = cache.slots;
            cache.set(hi, lo, lines);
            truth.set(`${hi},${lo}`, lines);
            expect(cache.get(hi, lo)).toBe(lines);
            for (const [key, value] of truth) {
              const [h, l] = key.split(',').map(Number);
              expect([-1, value]).toContain(cache.get(h!, l!));
            }
            if (cache.slots !== slots) {
              grew++;
              // Everything found before the growth is found after it, but for what the new count replaced.
              const lost = before.filter(([key]) => {
                const [h, l] = key.split(',').map(Number);
                return cache.get(h!, l!) < 0;
              });
              expect(lost.length).toBeLessThanOrEqual(1);
            }
          }
          if (writes.length > 100) expect(grew).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60, seed: 26 },
    );
  });

  it('starts small and grows fourfold up to its most', () => {
    const cache = linesCache(16, 256);
    expect(cache.slots).toBe(16);
    for (let i = 0; i < 2000; i++) cache.set(i, i * 7, i & 255);
    expect(cache.slots).toBe(256);
  });
});
