import fc from 'fast-check';

// Property tests run from a fixed seed so CI is reproducible; set FC_SEED to explore other seeds
// (and FC_NUM_RUNS for longer runs). A failure prints the seed and path to replay it.
const seed = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : 20261129;
const numRuns = process.env.FC_NUM_RUNS !== undefined ? Number(process.env.FC_NUM_RUNS) : undefined;
fc.configureGlobal({ seed, ...(numRuns !== undefined ? { numRuns } : {}) });
