import { isAccessCode, normalizeMac } from "@portico/sdk/rules";

/**
 * The access code (ac) printed on a device label is its base MAC address; people type it with or without
 * separators. Returns the stored form (12 upper-case hex digits) or null when it is not a MAC address, using
 * the shared MAC rule of `@portico/sdk/rules` for both spellings.
 *
 * @example
 * toAccessCode("00:aa:bb:11:22:33"); // "00AABB112233"
 * toAccessCode("00aabb112233"); // "00AABB112233"
 */
export function toAccessCode(input: string): string | null {
  const raw = input.trim();
  // A bare 12-hex code is written as a colon MAC so the one MAC rule judges both spellings.
  const asMac = /^[0-9a-f]{12}$/i.test(raw) ? (raw.match(/../g) ?? []).join(":") : raw;
  const code = normalizeMac(asMac)?.replace(/:/g, "").toUpperCase();
  // The shared ac rule has the last word on what bind accepts.
  return isAccessCode(code) ? code : null;
}

/**
 * Idempotency key of one bind attempt: a per-dialog prefix plus a hash of the body, so a retried submit binds
 * once while a corrected form (another ac, say) is a new request rather than a 409 key reuse.
 *
 * @example
 * bindKey("bind-ui:5f0c", { ac: "00AABB112233", modelId: "iN-200" }); // "bind-ui:5f0c:1k9x2a"
 */
export function bindKey(prefix: string, body: object): string {
  const text = JSON.stringify(body);
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${prefix}:${h.toString(36)}`;
}
