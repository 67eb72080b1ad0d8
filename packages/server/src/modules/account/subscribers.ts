import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { VERBS, type Verb } from "../business/access";
import type { UserRow } from "./users";

/** Verb flags as the contract writes them: `{get: true, put: true, ...}`. */
export type AclVerbs = Partial<Record<Verb, boolean>>;
/** The contract's ACL map: business id (or `businesses`, the list itself) to verb flags. */
export type Acl = Record<string, AclVerbs>;
/** Point-of-sale role names. */
export const MPOS_ROLES = ["admin", "staff", "staff-redeemonly"] as const;
/** Point-of-sale roles per business id. */
export type Mpos = Record<string, Partial<Record<(typeof MPOS_ROLES)[number], boolean>>>;

/** The key of the business list in an ACL map. */
export const LIST_KEY = "businesses";

const flags = (verbs: readonly string[]): AclVerbs => Object.fromEntries(VERBS.map((v) => [v, verbs.includes(v)]));
const verbsOf = (f: AclVerbs): Verb[] => VERBS.filter((v) => f[v]);

/** The ACL of new sub-users: get, put and post on the chosen businesses plus get on the business list. */
export function defaultAcl(businessIds: number[]): Acl {
  const acl: Acl = { [LIST_KEY]: { get: true } };
  for (const id of businessIds) acl[String(id)] = { get: true, put: true, post: true, delete: false };
  return acl;
}

/** Refuses business ids that are not the owner's (400 with the field at fault; existence is not revealed). */
async function checkBusinessKeys(db: Queryable, ownerId: number, keys: Record<string, string>): Promise<void> {
  const ids = Object.keys(keys).map(Number);
  if (!ids.length) return;
  const mine = new Set(
    (
      await db.query<{ id: number }>("select id from businesses where owner_id = $1 and id = any($2::bigint[])", [
        ownerId,
        ids,
      ])
    ).map((r) => r.id),
  );
  const fields: Record<string, string> = {};
  for (const [id, field] of Object.entries(keys))
    if (!mine.has(Number(id))) fields[field] = "is not one of your businesses";
  if (Object.keys(fields).length) {
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
      userMessage: Object.keys(fields).join(", "),
      fields,
    });
  }
}

/** Replaces a sub-account's ACL (and business-list verbs) and/or point-of-sale roles. */
export async function writeGrants(
  db: Queryable,
  ownerId: number,
  subscriberId: number,
  grants: { acl?: Acl; mpos?: Mpos },
): Promise<void> {
  const keys: Record<string, string> = {};
  for (const k of Object.keys(grants.acl ?? {})) if (k !== LIST_KEY) keys[k] = `acl/${k}`;
  for (const k of Object.keys(grants.mpos ?? {})) keys[k] ??= `mpos/${k}`;
  await checkBusinessKeys(db, ownerId, keys);
  if (grants.acl) {
    await db.query("update users set business_list_verbs = $2 where id = $1", [
      subscriberId,
      verbsOf(grants.acl[LIST_KEY] ?? {}),
    ]);
    await db.query("delete from subscriber_acl where subscriber_id = $1", [subscriberId]);
    for (const [k, f] of Object.entries(grants.acl)) {
      const verbs = verbsOf(f);
      if (k === LIST_KEY || !verbs.length) continue;
      await db.query("insert into subscriber_acl (subscriber_id, business_id, verbs) values ($1, $2, $3)", [
        subscriberId,
        Number(k),
        verbs,
      ]);
    }
  }
  if (grants.mpos) {
    await db.query("delete from subscriber_mpos where subscriber_id = $1", [subscriberId]);
    for (const [k, f] of Object.entries(grants.mpos)) {
      const roles = MPOS_ROLES.filter((r) => f[r]);
      if (!roles.length) continue;
      await db.query("insert into subscriber_mpos (subscriber_id, business_id, roles) values ($1, $2, $3)", [
        subscriberId,
        Number(k),
        roles,
      ]);
    }
  }
}

/** A sub-account of `ownerId` by id, or null (also when it belongs to another owner). */
export async function findSubscriber(db: Queryable, ownerId: number, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow & Record<string, unknown>>(
    `select id, kind, owner_id, email, username, name, lang, password_hash, suspended, email_verified
       from users where id = $1 and kind = 'subscriber' and owner_id = $2`,
    [id, ownerId],
  );
  return rows[0] ?? null;
}

/** The contract's `Subscriber` for each sub-account given (in that order). */
export async function describeSubscribers(db: Queryable, users: UserRow[]) {
  if (!users.length) return [];
  const ids = users.map((u) => u.id);
  const lists = await db.query<{ id: number; v: string[] }>(
    "select id, business_list_verbs as v from users where id = any($1::bigint[])",
    [ids],
  );
  const acl = await db.query<{ subscriber_id: number; business_id: number; verbs: string[]; name: string }>(
    `select a.subscriber_id, a.business_id, a.verbs, b.name from subscriber_acl a join businesses b on b.id = a.business_id
      where a.subscriber_id = any($1::bigint[]) order by a.business_id`,
    [ids],
  );
  const mpos = await db.query<{ subscriber_id: number; business_id: number; roles: string[]; name: string }>(
    `select m.subscriber_id, m.business_id, m.roles, b.name from subscriber_mpos m join businesses b on b.id = m.business_id
      where m.subscriber_id = any($1::bigint[]) order by m.business_id`,
    [ids],
  );
  return users.map((u) => {
    const listVerbs = lists.find((l) => l.id === u.id)?.v ?? [];
    const mine = acl.filter((a) => a.subscriber_id === u.id);
    const pos = mpos.filter((m) => m.subscriber_id === u.id);
    const roleFlags = (roles: string[]) => Object.fromEntries(MPOS_ROLES.map((r) => [r, roles.includes(r)]));
    return {
      subscriberId: u.id,
      profile: {
        name: u.name,
        email: u.email,
        acl: {
          ...(listVerbs.length ? { [LIST_KEY]: flags(listVerbs) } : {}),
          ...Object.fromEntries(mine.map((a) => [String(a.business_id), flags(a.verbs)])),
        },
        mpos: Object.fromEntries(pos.map((m) => [String(m.business_id), roleFlags(m.roles)])),
      },
      myBiz: mine.filter((a) => a.verbs.includes("get")).map((a) => ({ id: a.business_id, name: a.name })),
      myBizForMPOS: pos.map((m) => ({ id: m.business_id, name: m.name, ...roleFlags(m.roles) })),
    };
  });
}
