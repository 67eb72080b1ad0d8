import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { INODE_SELECT, type INodeRow, toINode } from "./inodes";

const STATUS_FILTERS = {
  online: "i.online",
  offline: "not i.online and i.state <> 'unconf'",
  unconf: "i.state = 'unconf'",
} as const;

/**
 * The text the name search matches: the three fields joined by a newline, exactly as migration 035's trigram index
 * is built, so that the planner uses that index (an expression index serves only its own expression).
 */
const SEARCH_TEXT = `(coalesce(i.nickname, '') || E'\\n' || i.cuid || E'\\n' || coalesce(i.ac, ''))`;

/** The list's filters and page, as listBusinessINodes takes them. */
export interface INodeListQuery {
  status?: keyof typeof STATUS_FILTERS;
  name?: string;
  groupId?: number;
  startIndex?: number;
  limit?: number;
  /** A `nextCursor` of an earlier page: the page after its last row (keyset paging). */
  after?: string;
}

/** The list's sort key of a row: nickname (nulls last), then cuid. */
type Key = [nickname: string | null, cuid: string];

/** An opaque cursor: the sort key of a page's last row. */
export const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString("base64url");

/** The sort key of a cursor; 400 INVALID_CURSOR when it is not one this server made. */
export function decodeCursor(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      (key[0] === null || typeof key[0] === "string") &&
      typeof key[1] === "string" &&
      !`${key[0] ?? ""}${key[1]}`.includes("\0")
    )
      return key as Key;
  } catch {
    // Not base64url JSON: answered below.
  }
  throw new HttpError(400, "INVALID_CURSOR", "after must be the nextCursor of an earlier page of this list");
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a business's iNodes, ordered by nickname (nulls last) then cuid, with the count of all matches.
 * `after` pages by key (the rows after the cursor's, read from the (business, nickname, cuid) index however deep
 * the page), `startIndex` by offset (the contract's first form, kept). A name with a newline takes the per-column
 * match (in the index's joined text it would match across two fields).
 */
export async function listINodes(db: Queryable, businessId: number, q: INodeListQuery) {
  const params: unknown[] = [businessId];
  const where = ["i.business_id = $1"];
  if (q.status) where.push(STATUS_FILTERS[q.status]);
  // PostgreSQL text holds no NUL, so no field contains one (and the driver would refuse the parameter).
  if (q.name?.includes("\0")) where.push("false");
  else if (q.name) {
    params.push(`%${escapeLike(q.name)}%`);
    const p = `$${params.length}`;
    where.push(
      q.name.includes("\n")
        ? `(i.nickname ilike ${p} or i.cuid ilike ${p} or i.ac ilike ${p})`
        : `${SEARCH_TEXT} ilike ${p}`,
    );
  }
  if (q.groupId !== undefined) {
    if (q.groupId === -1) where.push("i.group_id is null");
    else {
      params.push(q.groupId);
      where.push(`i.group_id = $${params.length}`);
    }
  }
  const cond = where.join(" and ");
  const limit = q.limit ?? 20;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from inodes i where ${cond}`, params);
  // A name search gathers its matches first (the trigram index when they are few) and sorts those: walking the
  // (business, nickname, cuid) index with the filter, the planner's pick for a short page, read 17,000 rows with
  // `ilike` for 'fleet 42' (its 1,111 matches sort after the Fleet 1xxx-3xxx) at 50,000 iNodes.
  const [head, from] = q.name ? [`with matches as materialized (${INODE_SELECT} where ${cond})`, "matches"] : ["", "i"];
  const source = (extra: string) =>
    q.name
      ? `select * from matches where ${extra || "true"}`
      : `${INODE_SELECT} where ${cond}${extra && ` and ${extra}`}`;
  let rows: (INodeRow & Record<string, unknown>)[];
  if (q.after === undefined) {
    rows = await db.query(
      `${head} ${source("")} order by ${from}.nickname nulls last, ${from}.cuid limit ${limit} offset ${q.startIndex ?? 0}`,
      params,
    );
  } else {
    const [nickname, cuid] = decodeCursor(q.after);
    params.push(nickname, cuid);
    const n = `$${params.length - 1}::text`;
    const c = `$${params.length}::text`;
    // Named rows after the key, then the unnamed ones (nulls last): each arm is one index range read in order.
    const named = `(${source(`(${from}.nickname, ${from}.cuid) > (${n}, ${c})`)}
      order by ${from}.nickname, ${from}.cuid limit ${limit})`;
    const unnamed = `(${source(`${from}.nickname is null and (${n} is not null or ${from}.cuid > ${c})`)}
      order by ${from}.cuid limit ${limit})`;
    rows = await db.query(
      `${head} select * from (${named} union all ${unnamed}) p order by p.nickname nulls last, p.cuid limit ${limit}`,
      params,
    );
  }
  const last = rows.at(-1);
  return {
    total: count!.n,
    inodes: rows.map(toINode),
    nextCursor: rows.length === limit && last ? encodeCursor([last.nickname, last.cuid]) : null,
  };
}
