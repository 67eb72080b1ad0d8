import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/db";

/** Seconds a signed export URL stays valid (24 hours). */
export const EXPORT_URL_TTL = 24 * 60 * 60;

/**
 * The key that signs export URLs, kept in the database so that every instance on it verifies any URL: the first
 * caller inserts a random one, every later caller (on any instance) reads the same one.
 */
export async function exportSigningKey(db: Db, nowTs: number): Promise<string> {
  await db.query(
    "insert into export_signing_keys (id, secret, created_ts) values (1, $1, $2) on conflict (id) do nothing",
    [randomBytes(32).toString("hex"), nowTs],
  );
  const [row] = await db.query<{ secret: string }>("select secret from export_signing_keys where id = 1");
  return row!.secret;
}

/** The HMAC-SHA256 (hex) of an export id and expiry. */
export function exportSignature(key: string, exportId: string, expiresTs: number): string {
  return createHmac("sha256", key).update(`GET\n/v3/exports/${exportId}\n${expiresTs}`).digest("hex");
}

/** The signed path of an export. */
export function signedExportPath(key: string, exportId: string, expiresTs: number): string {
  return `/v3/exports/${exportId}?expires=${expiresTs}&sig=${exportSignature(key, exportId, expiresTs)}`;
}

/**
 * Checks a signed export URL: "invalid" for a signature that does not match (tampered id or expiry), "expired"
 * past the expiry, else "ok".
 */
export function checkExportSignature(
  key: string,
  exportId: string,
  expiresTs: number,
  sig: string,
  nowTs: number,
): "ok" | "invalid" | "expired" {
  const want = Buffer.from(exportSignature(key, exportId, expiresTs), "hex");
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : "", "hex");
  if (got.length !== want.length || !timingSafeEqual(got, want)) return "invalid";
  return nowTs > expiresTs ? "expired" : "ok";
}
