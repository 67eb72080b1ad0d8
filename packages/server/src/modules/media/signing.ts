import { createHmac, timingSafeEqual } from "node:crypto";

/** Seconds a signed upload URL stays valid. */
export const UPLOAD_URL_TTL = 15 * 60;

/** The HMAC-SHA256 of a file id and expiry under the storage's secret (hex). */
export function uploadSignature(secret: string, fileId: string, expiresTs: number): string {
  return createHmac("sha256", secret).update(`PUT\n${fileId}\n${expiresTs}`).digest("hex");
}

/** The path and query a client PUTs to; the signature is the grant. */
export function signedUploadPath(secret: string, fileId: string, expiresTs: number): string {
  return `/assets/uploads/${fileId}?expires=${expiresTs}&sig=${uploadSignature(secret, fileId, expiresTs)}`;
}

/**
 * Checks a signed upload: "invalid" when the signature does not match (tampered id or expiry), "expired"
 * after the expiry, else "ok".
 * @example
 * if (checkUploadSignature(secret, id, Number(q.expires), q.sig, nowTs) !== "ok") throw ...
 */
export function checkUploadSignature(
  secret: string,
  fileId: string,
  expiresTs: number,
  sig: string,
  nowTs: number,
): "ok" | "invalid" | "expired" {
  const want = Buffer.from(uploadSignature(secret, fileId, expiresTs), "hex");
  const got = Buffer.from(/^[0-9a-f]{64}$/.test(sig) ? sig : "", "hex");
  if (got.length !== want.length || !timingSafeEqual(got, want)) return "invalid";
  return nowTs > expiresTs ? "expired" : "ok";
}
