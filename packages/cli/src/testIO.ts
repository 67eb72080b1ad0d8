import { Readable, Writable } from "node:stream";
import type { CliIO } from "./io";

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
