/** Where a command writes: stdout for results, stderr for errors and progress. Tests capture both. */
export interface CliOutput {
  /** Writes to standard output (text is written as given; add the newline). */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** True when standard error is a terminal (progress bars are drawn only then). */
  readonly interactive?: boolean;
}

/** The process's own stdout and stderr. */
export const processOutput: CliOutput = {
  out: (text) => {
    process.stdout.write(text);
  },
  err: (text) => {
    process.stderr.write(text);
  },
  interactive: process.stderr.isTTY,
};
