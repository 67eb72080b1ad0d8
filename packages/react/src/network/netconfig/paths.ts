import type { NetworkSection } from "../../data/networkConfigTypes";

/**
 * Field paths are the server's `fields` keys (e.g. `detail/network/lan/0/netmask`, `name`), so a refusal lands
 * next to the field that caused it.
 */
export type FieldPath = string;

const parts = (path: FieldPath) => path.split("/").filter(Boolean);

/** The value at a path of a JSON-like object, or undefined. */
export function getAt(obj: unknown, path: FieldPath): unknown {
  let cur: unknown = obj;
  for (const p of parts(path)) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

/** A copy of `obj` with `value` at `path` (missing objects and arrays are created; `undefined` deletes). */
export function setAt<T>(obj: T, path: FieldPath, value: unknown): T {
  const [head, ...rest] = parts(path);
  if (head === undefined) return value as T;
  const isIndex = /^\d+$/.test(head);
  const base = (obj ?? (isIndex ? [] : {})) as Record<string, unknown> | unknown[];
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string, unknown>;
  const next = rest.length ? setAt(copy[head], rest.join("/"), value) : value;
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy as T;
}

/**
 * The server's field key as an editor path: `name`, or `detail/...` for the configuration (`body/` dropped; a
 * device save's top-level `network/...` is put under `detail/`).
 */
export function editorPath(serverKey: string): FieldPath {
  const key = serverKey.replace(/^body\//, "");
  return key === "name" || key.startsWith("detail/") ? key : `detail/${key}`;
}

/** The editor section a field path belongs to (null for `name`). */
export function sectionOf(path: FieldPath): NetworkSection | null {
  const [a, b] = parts(path.replace(/^detail\//, ""));
  if (a === "network") return b === "wan" ? "wan" : b === "lan" ? "lan" : b === "wifi" ? "wifi" : null;
  if (a === "splashPage") return "splash";
  if (a === "alarm") return "alarm";
  if (a === "dns") return "dns";
  if (a === "dhcp") return "dhcp";
  if (a === "endpoint") return "probe";
  return null;
}
