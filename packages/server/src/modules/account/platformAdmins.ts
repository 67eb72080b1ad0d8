/**
 * Platform administrators: signed-in owners whose e-mail is listed in PORTICO_ADMIN_EMAILS (comma-separated,
 * case-insensitive; read on every call). Nobody is an administrator when it is unset.
 */
export function adminEmails(): Set<string> {
  return new Set(
    (process.env.PORTICO_ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether an account is a platform administrator (owners only: a sub-account never is). */
export const isPlatformAdmin = (kind: string, email: string) =>
  kind === "owner" && adminEmails().has(email.toLowerCase());
