import type { components } from "@portico/sdk";

/** The contract's ACL map: business id (as a string), or `businesses` for the list itself, to verb flags. */
export type Acl = components["schemas"]["Acl"];
/** Verb flags of one ACL entry. */
export type AclVerbs = components["schemas"]["AclVerbs"];
/** Point-of-sale roles keyed by business id (as a string). */
export type Mpos = components["schemas"]["Mpos"];
/** Role flags of one business in {@link Mpos}. */
export type MposRoles = components["schemas"]["MposRoles"];

/** A sub-account's access to one business: full (get/put/post, + delete if granted), read-only (get) or none. */
export type AccessLevel = "full" | "read" | "none";
/** The access levels in the order the dialog offers them. */
export const ACCESS_LEVELS: readonly AccessLevel[] = ["full", "read", "none"];
/** A sub-account's point-of-sale role in one business; "none" means no mpos entry. */
export type PosRole = "admin" | "staff" | "staff-redeemonly" | "none";
/** The point-of-sale roles in the order the dialog offers them. */
export const POS_ROLES: readonly PosRole[] = ["admin", "staff", "staff-redeemonly", "none"];
/** The ACL key of the business list itself. */
export const BUSINESS_LIST_KEY = "businesses";

/** Verbs of a full grant made by the console (the spec's default for new sub-users). */
const FULL: AclVerbs = { get: true, put: true, post: true };
const READ: AclVerbs = { get: true };

/**
 * The access level of one ACL entry: none without `get`, full when any write verb is granted, else read-only.
 * @example accessLevelOf({ get: true }) // "read"
 */
export function accessLevelOf(verbs: AclVerbs | undefined): AccessLevel {
  if (!verbs?.get) return "none";
  return verbs.put || verbs.post || verbs.delete ? "full" : "read";
}

/** The access level per business id (every id given; missing entries are "none"). */
export function accessLevels(acl: Acl | undefined, businessIds: readonly number[]): Record<string, AccessLevel> {
  return Object.fromEntries(businessIds.map((id) => [String(id), accessLevelOf(acl?.[String(id)])]));
}

/**
 * The ACL map for chosen levels. An entry whose level did not change keeps its exact verbs (so a granted
 * `delete` survives an edit); a new full grant is get/put/post; none drops the key. Keys not in `levels` and
 * the business-list entry are kept from `previous`; without one the list gets `get` (needed to list businesses).
 * @example aclFromLevels({ "1": "read" }) // { businesses: { get: true }, "1": { get: true } }
 */
export function aclFromLevels(levels: Record<string, AccessLevel>, previous?: Acl): Acl {
  const acl: Acl = { ...(previous ?? {}) };
  acl[BUSINESS_LIST_KEY] = previous?.[BUSINESS_LIST_KEY] ?? { ...READ };
  for (const [id, level] of Object.entries(levels)) {
    const before = previous?.[id];
    if (level === "none") delete acl[id];
    else if (before && accessLevelOf(before) === level) acl[id] = before;
    else acl[id] = level === "full" ? { ...FULL } : { ...READ };
  }
  return acl;
}

/**
 * The ACL of a new sub-user: get, put and post on each chosen business plus get on the business list
 * (the contract's default when a create carries only `businessIds`).
 * @example defaultSubscriberAcl([1]) // { businesses: { get: true }, "1": { get: true, put: true, post: true } }
 */
export function defaultSubscriberAcl(businessIds: readonly number[]): Acl {
  return aclFromLevels(Object.fromEntries(businessIds.map((id) => [String(id), "full" as const])));
}

/** The one role shown for an mpos entry (the strongest flag set). */
export function posRoleOf(roles: MposRoles | undefined): PosRole {
  if (roles?.admin) return "admin";
  if (roles?.staff) return "staff";
  if (roles?.["staff-redeemonly"]) return "staff-redeemonly";
  return "none";
}

/** The point-of-sale role per business id (every id given). */
export function posRoles(mpos: Mpos | undefined, businessIds: readonly number[]): Record<string, PosRole> {
  return Object.fromEntries(businessIds.map((id) => [String(id), posRoleOf(mpos?.[String(id)])]));
}

/**
 * The mpos map for chosen roles: none drops the key, an unchanged role keeps its exact flags, a new one sets
 * only that flag. Keys not in `roles` are kept from `previous`.
 */
export function mposFromRoles(roles: Record<string, PosRole>, previous?: Mpos): Mpos {
  const mpos: Mpos = { ...(previous ?? {}) };
  for (const [id, role] of Object.entries(roles)) {
    const before = previous?.[id];
    if (role === "none") delete mpos[id];
    else if (before && posRoleOf(before) === role) mpos[id] = before;
    else mpos[id] = { [role]: true };
  }
  return mpos;
}
