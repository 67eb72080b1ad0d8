// Why the server process ended, in words for `npm start`'s last lines (and its exit code).
import { constants } from "node:os";

/** tsx (and shells) report a child killed by a signal as 128 + its number: name it. */
function signalOfCode(code) {
  if (code === null || code <= 128) return undefined;
  return Object.entries(constants.signals).find(([, n]) => n === code - 128)?.[0];
}

/**
 * Describes how the server exited.
 * @param {{ code: number | null, signal: string | null, stopping: boolean, lastLines: string[] }} exit
 *   `stopping`: we forwarded SIGINT/SIGTERM to it; `lastLines`: the last lines it wrote to stderr.
 * @returns {{ message: string, exitCode: number }}
 */
export function describeExit({ code, signal, stopping, lastLines }) {
  const killedBy = signal ?? signalOfCode(code);
  if (stopping && (code === 0 || killedBy === "SIGINT" || killedBy === "SIGTERM"))
    return { message: "Portico stopped.", exitCode: 0 };
  const how = killedBy
    ? `was killed by ${killedBy}${signal ? "" : ` (exit code ${code})`}${killedBy === "SIGKILL" ? ": out of memory, or killed from outside" : ""}`
    : `exited with code ${code}${code === 0 ? " without being asked to stop" : ""}`;
  const tail = lastLines.length ? `\nIts last error output:\n  ${lastLines.join("\n  ")}` : "";
  return {
    message: `\nThe Portico server ${how}; npm start ends with it.${tail}\nIn production a process manager restarts it: see "Running in production" in README.md.`,
    exitCode: code && code > 0 ? code : 1,
  };
}

/** Keeps the last `max` non-empty lines written to a stream (the server's stderr). */
export function lineTail(max = 15) {
  /** @type {string[]} */
  const lines = [];
  return {
    lines,
    /** @param {Buffer | string} chunk */
    push(chunk) {
      for (const l of chunk.toString().split(/\r?\n/)) if (l.trim()) lines.push(l);
      lines.splice(0, Math.max(0, lines.length - max));
    },
  };
}
