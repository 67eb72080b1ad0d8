import type { Queryable } from "../../db/db";
import type { Verb } from "./access";
import { defaultBranding } from "./portalLanguages";

/** Where a business is when nobody said: Taipei. */
export const DEFAULT_LOCATION = { latitude: 25.033, longitude: 121.5654 } as const;
/** The time zone of a business that has none. */
export const DEFAULT_TIME_ZONE = "Asia/Taipei";

/** One row of `businesses` as the routes use it. */
export interface BusinessRow {
  id: number;
  owner_id: number;
  name: string;
  time_zone: string;
  email: string | null;
  address: string | null;
  latitude: number;
  longitude: number;
  updated_ts: number;
}

/** The profile fields a caller may send. */
export interface BusinessProfileInput {
  name?: string;
  timeZone?: string;
  email?: string | null;
  address?: string | null;
  location?: { latitude: number; longitude: number };
}

/** The contract's shape. */
export type BusinessDto = ReturnType<typeof toBusiness>;

const COLUMNS = "id, owner_id, name, time_zone, email, address, latitude, longitude, updated_ts";

/** A row as the contract's `Business`, with the caller's verbs as `permissions`. */
export function toBusiness(r: BusinessRow, permissions: Verb[]) {
  return {
    id: r.id,
    profile: {
      name: r.name,
      timeZone: r.time_zone,
      email: r.email,
      address: r.address,
      location: { latitude: r.latitude, longitude: r.longitude },
    },
    permissions,
    updatedTs: r.updated_ts,
  };
}

/** One business by id (no access check: callers go through the guard first). */
export async function findBusiness(db: Queryable, id: number): Promise<BusinessRow | null> {
  const rows = await db.query<BusinessRow & Record<string, unknown>>(
    `select ${COLUMNS} from businesses where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** An owner's businesses, oldest first. */
export async function ownerBusinesses(db: Queryable, ownerId: number): Promise<BusinessRow[]> {
  return db.query<BusinessRow & Record<string, unknown>>(
    `select ${COLUMNS} from businesses where owner_id = $1 order by id`,
    [ownerId],
  );
}

/** The businesses a sub-account may read, oldest first, with its verbs on each. */
export async function subscriberBusinesses(
  db: Queryable,
  subscriberId: number,
  ownerId: number,
): Promise<(BusinessRow & { verbs: Verb[] })[]> {
  return db.query<BusinessRow & { verbs: Verb[] } & Record<string, unknown>>(
    `select ${COLUMNS.split(", ")
      .map((c) => `b.${c}`)
      .join(", ")}, a.verbs
       from businesses b join subscriber_acl a on a.business_id = b.id and a.subscriber_id = $1
      where b.owner_id = $2 and 'get' = any(a.verbs)
      order by b.id`,
    [subscriberId, ownerId],
  );
}

/** Inserts a business with the defaults (Asia/Taipei, Taipei location, zh-TW branding). */
export async function insertBusiness(
  db: Queryable,
  ownerId: number,
  p: BusinessProfileInput & { name: string },
  nowSec: number,
): Promise<BusinessRow> {
  const loc = p.location ?? DEFAULT_LOCATION;
  const [row] = await db.query<BusinessRow & Record<string, unknown>>(
    `insert into businesses (owner_id, name, time_zone, email, address, latitude, longitude, branding, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9) returning ${COLUMNS}`,
    [
      ownerId,
      p.name,
      p.timeZone ?? DEFAULT_TIME_ZONE,
      p.email ?? null,
      p.address ?? null,
      loc.latitude,
      loc.longitude,
      JSON.stringify(defaultBranding()),
      nowSec,
    ],
  );
  return row!;
}

/** Changes the profile fields given; the others keep their value. */
export async function updateBusinessProfile(
  db: Queryable,
  id: number,
  p: BusinessProfileInput,
  nowSec: number,
): Promise<BusinessRow> {
  const [row] = await db.query<BusinessRow & Record<string, unknown>>(
    `update businesses set
       name = coalesce($2, name), time_zone = coalesce($3, time_zone),
       email = case when $4 then $5 else email end, address = case when $6 then $7 else address end,
       latitude = coalesce($8, latitude), longitude = coalesce($9, longitude), updated_ts = $10
     where id = $1 returning ${COLUMNS}`,
    [
      id,
      p.name ?? null,
      p.timeZone ?? null,
      p.email !== undefined,
      p.email ?? null,
      p.address !== undefined,
      p.address ?? null,
      p.location?.latitude ?? null,
      p.location?.longitude ?? null,
      nowSec,
    ],
  );
  return row!;
}

/** Reads one jsonb column of a business (branding, subscribers, preference). */
export async function businessJson<T>(db: Queryable, id: number, column: BusinessJsonColumn): Promise<T> {
  const [row] = await db.query<{ v: T }>(`select ${column} as v from businesses where id = $1`, [id]);
  return row!.v;
}

/** Writes one jsonb column of a business and touches its updatedTs. */
export async function setBusinessJson(
  db: Queryable,
  id: number,
  column: BusinessJsonColumn,
  value: unknown,
  nowSec: number,
): Promise<void> {
  await db.query(`update businesses set ${column} = $2::jsonb, updated_ts = $3 where id = $1`, [
    id,
    JSON.stringify(value),
    nowSec,
  ]);
}

/** The jsonb columns of `businesses`. */
export type BusinessJsonColumn = "branding" | "inode_subscribers" | "report_subscribers" | "preference";
