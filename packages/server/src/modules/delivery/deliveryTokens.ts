import { createHmac, timingSafeEqual } from "node:crypto";

/** The `shared_secrets` name of the key that signs tracking, click and unsubscribe tokens. */
export const DELIVERY_TOKEN_SECRET = "deliveryTracking";

const mac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url").slice(0, 16);

/**
 * The token of one delivery in its tracking and unsubscribe links: the id and an HMAC of it, so that nobody can
 * open, click or unsubscribe for another recipient by changing a number.
 * @example deliveryToken(key, 42) // "16.q2H9…"
 */
export function deliveryToken(key: Buffer, deliveryId: number): string {
  const id = deliveryId.toString(36);
  return `${id}.${mac(key, `d:${id}`)}`;
}

/** The delivery id of a genuine token, else null. */
export function readDeliveryToken(key: Buffer, token: string): number | null {
  const m = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!m) return null;
  const want = Buffer.from(mac(key, `d:${m[1]}`));
  const got = Buffer.from(m[2]!);
  if (!timingSafeEqual(want, got)) return null;
  const id = Number.parseInt(m[1]!, 36);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * A short link of a text message: the delivery, the link's place in the text and an HMAC, in few characters
 * (a text message is short).
 * @example shortLinkCode(key, 42, 0) // "16.0.Xy3kP9aQ"
 */
export function shortLinkCode(key: Buffer, deliveryId: number, linkIndex: number): string {
  const body = `${deliveryId.toString(36)}.${linkIndex.toString(36)}`;
  return `${body}.${mac(key, `s:${body}`).slice(0, 8)}`;
}

/** The delivery and link index of a genuine short code, else null. */
export function readShortLinkCode(key: Buffer, code: string): { deliveryId: number; linkIndex: number } | null {
  const m = /^([0-9a-z]{1,12})\.([0-9a-z]{1,3})\.([A-Za-z0-9_-]{8})$/.exec(code);
  if (!m) return null;
  const want = Buffer.from(mac(key, `s:${m[1]}.${m[2]}`).slice(0, 8));
  if (!timingSafeEqual(want, Buffer.from(m[3]!))) return null;
  return { deliveryId: Number.parseInt(m[1]!, 36), linkIndex: Number.parseInt(m[2]!, 36) };
}
