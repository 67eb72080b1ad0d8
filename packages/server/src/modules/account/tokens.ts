import { createHash, randomBytes } from "node:crypto";

/** A new opaque token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256 in hex (a leaked table cannot be replayed). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
