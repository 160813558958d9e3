// A `node:fs` whose `writeSync` a test can make write short or run out of space, for the tests of
// defect 1 of issue 22 (short writes). Use it with
//   vi.mock('node:fs', async (importOriginal) => (await import('./faultyFs.js')).faultyFs(await importOriginal()));
// and `resetFault()` after each test.

/** The fault injected into `fs.writeSync`: at most `chunk` bytes per call, and ENOSPC once `budget` bytes are written. */
export const fault: { chunk?: number; budget?: number; written: number } = { written: 0 };

/** Clears the fault: writes are whole again. */
export function resetFault(): void {
  delete fault.chunk;
  delete fault.budget;
  fault.written = 0;
}

/** `fs` with a `writeSync` that obeys {@link fault}. */
export function faultyFs(fs: typeof import('node:fs')): typeof import('node:fs') {
  const writeSync = (fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]): number => {
    if (fault.chunk === undefined && fault.budget === undefined)
      return (fs.writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
    const buffer =
      typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const offset = typeof data === 'string' ? 0 : ((rest[0] as number | undefined) ?? 0);
    const length =
      typeof data === 'string' ? buffer.length : ((rest[1] as number | undefined) ?? buffer.length - offset);
    let n = Math.min(length, fault.chunk ?? length);
    if (fault.budget !== undefined) {
      const left = fault.budget - fault.written;
      if (left <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      n = Math.min(n, left);
    }
    fault.written += n;
    return fs.writeSync(fd, buffer, offset, n);
  };
  return { ...fs, default: { ...fs, writeSync }, writeSync } as typeof import('node:fs');
}
