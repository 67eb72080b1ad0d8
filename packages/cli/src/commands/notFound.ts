import { isPorticoError } from "@portico/sdk";
import { CliError, EXIT } from "../output";

/** What a command is about, so that the server's bare 404 can name it ("business 42 not found"). */
export type NotFoundKind = "business" | "user" | "inode" | "activity" | "job" | "source" | "booking";

/** The thing a command looks up: its kind and the id (or cuid) the caller gave. */
export interface Subject {
  kind: NotFoundKind;
  id: string | undefined;
}

/** The flags a subject is read from. */
export interface SubjectFlags {
  business?: string;
  activity?: string;
  source?: string;
}

/** Reads a command's subject from its flags and positional arguments. */
export type SubjectOf = (opts: SubjectFlags, args: string[]) => Subject;

/** The subject of a command scoped by `--business <id>`. */
export const businessFlag: SubjectOf = (opts) => ({ kind: "business", id: opts.business });

/** The subject of a command whose first positional argument is the id. */
export const firstArg =
  (kind: NotFoundKind): SubjectOf =>
  (_opts, args) => ({ kind, id: args[0] });

/** The `cli.notFound.<kind>` error for a subject (exit 4, code NOT_FOUND, as the server's). */
export function notFoundError(kind: NotFoundKind, id: string | number): CliError {
  return new CliError(EXIT.API, "NOT_FOUND", `cli.notFound.${kind}`, { id: String(id) });
}

/**
 * Turns the server's 404 NOT_FOUND into an error naming the command's subject; any other failure, or a subject
 * without an id, is returned as it is. The server answers 404 alike for a missing id and another tenant's
 * (so ids reveal nothing): the CLI names only what the caller asked for.
 */
export function nameNotFound(err: unknown, subject: Subject | undefined): unknown {
  if (!subject?.id || !isPorticoError(err) || err.status !== 404 || err.code !== "NOT_FOUND") return err;
  return notFoundError(subject.kind, subject.id.trim());
}
