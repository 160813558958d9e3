/**
 * Yields to the event loop. Every batch loop yields after each battle: besides serving the progress bar
 * and the pool's messages, this ends the JavaScript job, and only then may V8 free what a `WeakRef` was
 * created for or read in that job. inversify's containers are held by WeakRefs, so when every game had
 * its own, a batch played in one job kept every game's container alive to its end: about 25 KB a Tercios
 * battle, and battles slowed down as the heap grew. A batch now binds one container per thread
 * (`battlePlayer`), but a variant's or a ruleset's code may still make WeakRefs of its own.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
