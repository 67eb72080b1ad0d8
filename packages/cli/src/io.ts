/** A writable stream as the CLI needs it (process.stdout, or a buffer in tests). */
export interface OutStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** Everything a command touches outside itself, so tests can run the program in-process. */
export interface CliIO {
  stdout: OutStream & NodeJS.WritableStream;
  stderr: OutStream & NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /** The arguments being run (set by `run`), used to format usage errors. */
  argv?: readonly string[];
}

/** The real process streams and environment. */
export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** Reads all of stdin as text (for a piped password). */
export async function readAll(stdin: NodeJS.ReadableStream): Promise<string> {
  let text = "";
  stdin.setEncoding("utf8");
  for await (const chunk of stdin) text += chunk;
  return text;
}
