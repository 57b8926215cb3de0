/**
 * Where an ops CLI prints: the terminal when run (`consoleOutput`), a buffer when a test calls
 * the CLI's `main` in its own process (tests/support/local-stores.ts).
 */
export type CliOutput = {
  /** A line to stdout. */
  log(line: string): void;
  /** A line to stderr. */
  error(line: string): void;
  /** Text to stdout as it is. */
  write(text: string): void;
};

export const consoleOutput: CliOutput = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  write: (text) => {
    process.stdout.write(text);
  },
};
