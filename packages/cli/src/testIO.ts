import { EventEmitter } from "node:events";
import { Readable, Writable } from "node:stream";
import type { CliIO } from "./io";
import { run } from "./program";

/** A captured output stream (not a TTY, like a pipe). */
export class Capture extends Writable {
  text = "";
  isTTY = false;
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void) {
    this.text += String(chunk);
    done();
  }
}

/** In-process IO for tests: piped stdin with the given text, captured stdout and stderr, an explicit env. */
export function testIO(env: Record<string, string | undefined>, stdinText = "") {
  const stdout = new Capture();
  const stderr = new Capture();
  const stdin = Readable.from(stdinText ? [stdinText] : []);
  const io: CliIO = { stdout, stderr, stdin, env };
  return { io, stdout, stderr };
}

/** A terminal stdin for tests (as ink-testing-library's): `type()` delivers keystrokes to Ink's useInput. */
export class FakeTTYStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  type(text: string) {
    this.data = text;
    this.emit("readable");
    this.emit("data", text);
  }
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

/** Runs `portico` in-process with {@link testIO}; stdin may be text (piped) or a {@link FakeTTYStdin}. */
export async function runCli(
  args: string[],
  env: Record<string, string | undefined>,
  stdin: string | FakeTTYStdin = "",
) {
  const { io, stdout, stderr } = testIO(env, typeof stdin === "string" ? stdin : "");
  if (typeof stdin !== "string") io.stdin = stdin as unknown as CliIO["stdin"];
  const code = await run(args, io);
  return { code, out: stdout.text, err: stderr.text };
}
