import { errorText, isPorticoError } from "@portico/sdk";
import { render } from "ink";
import type { ReactElement } from "react";
import { createTranslate, detectLocale, hasKey, type MessageKey, type Translate } from "./i18n";
import type { CliIO } from "./io";

/** Exit codes of every command (documented in the README). */
export const EXIT = {
  OK: 0,
  /** A bug or an unexpected server failure (5xx). */
  UNEXPECTED: 1,
  /** Bad flags or missing input. */
  USAGE: 2,
  /** Not signed in, or the token is expired, revoked or invalid. */
  AUTH: 3,
  /** The API refused the request (4xx, e.g. a wrong password). */
  API: 4,
  /** The server could not be reached. */
  NETWORK: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI itself detects, with its exit code and an i18n key. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    readonly code: string,
    readonly key: MessageKey,
    readonly vars?: Record<string, string>,
  ) {
    super(key);
  }
}

/** How results are shown: one JSON document, plain text (stdout not a TTY), or Ink views (a TTY). */
export type OutputMode = "json" | "text" | "ink";

/** What every command gets: streams, translator and output mode. */
export interface CommandContext {
  io: CliIO;
  t: Translate;
  mode: OutputMode;
}

export function createContext(io: CliIO, json: boolean): CommandContext {
  const mode: OutputMode = json ? "json" : io.stdout.isTTY ? "ink" : "text";
  return { io, t: createTranslate(detectLocale(io.env)), mode };
}

/** Prints a command's result in the context's mode. */
export async function emit(ctx: CommandContext, result: { json: unknown; text: string; view?: () => ReactElement }) {
  if (ctx.mode === "json") ctx.io.stdout.write(`${JSON.stringify(result.json, null, 2)}\n`);
  else if (ctx.mode === "ink" && result.view) await renderOnce(ctx, result.view());
  else ctx.io.stdout.write(`${result.text}\n`);
}

/** Renders a static Ink view once and leaves its last frame on screen. */
export async function renderOnce(ctx: CommandContext, element: ReactElement): Promise<void> {
  const app = render(element, {
    stdout: ctx.io.stdout as NodeJS.WriteStream,
    stderr: ctx.io.stderr as NodeJS.WriteStream,
    patchConsole: false,
  });
  app.unmount();
  await app.waitUntilExit();
}

/** The exit code for any failure. */
export function exitCodeFor(err: unknown): ExitCode {
  if (err instanceof CliError) return err.exitCode;
  if (isPorticoError(err)) {
    if (err.code === "NETWORK_ERROR") return EXIT.NETWORK;
    if (err.status === 401 && err.code === "INVALID_TOKEN") return EXIT.AUTH;
    if (err.status >= 400 && err.status < 500) return EXIT.API;
  }
  return EXIT.UNEXPECTED;
}

/** Code and text for a failure: the translated `error.<CODE>` when the catalogue has it, else the spec's text. */
export function describeError(ctx: CommandContext, err: unknown): { code: string; message: string } {
  if (err instanceof CliError) return { code: err.code, message: ctx.t(err.key, err.vars) };
  if (isPorticoError(err)) {
    const key = `error.${err.code}`;
    // Validation details are worth more than a generic translation.
    if (err.code === "VALIDATION_FAILED" && (err.description || err.userMessage)) {
      return { code: err.code, message: errorText(err) };
    }
    return { code: err.code, message: hasKey(key) ? ctx.t(key) : errorText(err) };
  }
  return { code: "UNEXPECTED", message: errorText(err) };
}

/** Reports a failure on stderr (JSON in JSON mode) and returns its exit code. */
export function fail(ctx: CommandContext, err: unknown): ExitCode {
  const { code, message } = describeError(ctx, err);
  if (ctx.mode === "json") ctx.io.stderr.write(`${JSON.stringify({ error: { code, message } })}\n`);
  else ctx.io.stderr.write(`${ctx.t("cli.error")}: ${message}\n`);
  return exitCodeFor(err);
}
