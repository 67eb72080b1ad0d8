import type { components } from "@portico/sdk";
import { CliError, EXIT } from "../output";

type Acl = components["schemas"]["Acl"];
type Mpos = components["schemas"]["Mpos"];
type Verbs = NonNullable<Acl[string]>;

/** The access levels `users add --access <bid>=<level>` takes. */
export const ACCESS_LEVELS = ["full", "read", "none"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** The point-of-sale roles `users add --pos <bid>=<role>` takes. */
export const POS_ROLES = ["admin", "staff", "staff-redeemonly"] as const;
export type PosRole = (typeof POS_ROLES)[number];

const VERBS: Record<AccessLevel, Verbs | null> = {
  full: { get: true, put: true, post: true, delete: true },
  read: { get: true },
  none: null,
};

/** Splits `<bid>=<value>` and checks both halves; a bad one is a usage error (exit 2). */
function pair<V extends string>(raw: string, allowed: readonly V[], flag: string): [string, V] {
  const m = /^\s*([1-9]\d{0,15})\s*=\s*([a-z-]+)\s*$/.exec(raw);
  if (!m?.[1] || !m[2] || !(allowed as readonly string[]).includes(m[2])) {
    throw new CliError(EXIT.USAGE, "USAGE", "cli.users.badGrant", { flag, value: raw, allowed: allowed.join("|") });
  }
  return [m[1], m[2] as V];
}

/**
 * Builds the ACL map from `--access` values: full = all four verbs, read = get, none = no key; the
 * business list itself always gets `get`, so the sub-account can list what it was given. A later value
 * for the same business wins.
 * @example
 * buildAcl(["1=read", "2=full"]) // { businesses: { get: true }, "1": { get: true }, "2": { get, put, post, delete } }
 */
export function buildAcl(values: readonly string[]): Acl {
  const acl: Acl = { businesses: { get: true } };
  for (const raw of values) {
    const [bid, level] = pair(raw, ACCESS_LEVELS, "--access");
    const verbs = VERBS[level];
    if (verbs) acl[bid] = { ...verbs };
    else delete acl[bid];
  }
  return acl;
}

/**
 * Builds the point-of-sale map from `--pos` values; several roles for one business add up.
 * @example
 * buildMpos(["1=admin", "1=staff"]) // { "1": { admin: true, staff: true } }
 */
export function buildMpos(values: readonly string[]): Mpos {
  const mpos: Mpos = {};
  for (const raw of values) {
    const [bid, role] = pair(raw, POS_ROLES, "--pos");
    mpos[bid] = { ...mpos[bid], [role]: true };
  }
  return mpos;
}

/** One business's verbs in words: full, read, or the verbs themselves. */
export function accessLevel(verbs: Verbs | undefined): string {
  const on = (["get", "put", "post", "delete"] as const).filter((v) => verbs?.[v]);
  if (on.length === 4) return "full";
  if (on.length === 1 && on[0] === "get") return "read";
  return on.length ? on.join("+") : "none";
}

/** `1=read 2=full`: the ACL of every business (not the list key), by id. */
export function describeAcl(acl: Acl): string {
  return Object.entries(acl)
    .filter(([k]) => k !== "businesses")
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([bid, verbs]) => `${bid}=${accessLevel(verbs)}`)
    .join(" ");
}

/** `1=admin+staff`: the point-of-sale roles of every business, by id. */
export function describeMpos(mpos: Mpos): string {
  return Object.entries(mpos)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([bid, roles]) => [bid, POS_ROLES.filter((r) => roles?.[r])] as const)
    .filter(([, roles]) => roles.length)
    .map(([bid, roles]) => `${bid}=${roles.join("+")}`)
    .join(" ");
}
