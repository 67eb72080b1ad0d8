import { createHmac, timingSafeEqual } from "node:crypto";

/** The header every delivery carries: `t=<epoch seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret>`. */
export const SIGNATURE_HEADER = "X-Portico-Signature";

/**
 * The `X-Portico-Signature` value of a delivery body sent at `ts` (epoch seconds).
 * @example signWebhookBody("whsec-4b1d9a", 1795000000, '{"type":"guest.granted"}'); // "t=1795000000,v1=5e0c…"
 */
export function signWebhookBody(secret: string, ts: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex");
  return `t=${ts},v1=${mac}`;
}

/**
 * What a receiver does (documented in the README): recompute the HMAC over `<t>.<raw body>` and compare in constant
 * time; refuse a timestamp older than `toleranceSeconds` (replays).
 * @example verifyWebhookSignature(secret, req.headers["x-portico-signature"], rawBody, Date.now() / 1000);
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const ts = Number(parts.t);
  if (!Number.isInteger(ts) || !parts.v1 || Math.abs(nowSeconds - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhookBody(secret, ts, body).split("v1=")[1]!, "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
