import { createPorticoClient, type PorticoClient } from "@portico/sdk";
import { resolveSession, type Session } from "../config";
import { CliError, EXIT } from "../output";

/** A signed-in client for the profile (or PORTICO_TOKEN); exit 3 when there is no token at all. */
export function authedClient(
  env: Record<string, string | undefined>,
  profile?: string,
): { client: PorticoClient; session: Session } {
  const session = resolveSession(env, profile);
  const { token } = session;
  if (!token) throw new CliError(EXIT.AUTH, "NOT_SIGNED_IN", "cli.notSignedIn");
  return { client: createPorticoClient({ baseUrl: session.apiUrl, getToken: () => token }), session };
}

/** Parses a positional id (a positive integer); anything else is a usage error (exit 2). */
export function parseId(raw: string): number {
  const id = /^[1-9]\d{0,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new CliError(EXIT.USAGE, "USAGE", "cli.badId", { value: raw });
  return id;
}
