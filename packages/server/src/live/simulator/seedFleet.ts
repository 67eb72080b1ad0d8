import type { Queryable } from "../../db/db";

/** Rows per insert statement: large enough to be fast, small enough for PGlite's single connection. */
const BATCH = 10_000;

/**
 * Seeds `n` more bound iNodes into a business for benchmarks (`--scale N`): one 'Fleet' group, four in
 * five online, spread over ~30 km around the business's location, deterministic cuids and acs. Batched
 * `insert ... select from generate_series`, so 50,000 take a few seconds on PGlite. Numbers continue after the
 * highest fleet cuid of the business, so renaming the group or deleting some iNodes never repeats a cuid.
 * `groupId` puts them in that group instead of the business's 'Fleet' group.
 * @returns how many iNodes the business has now.
 * @example await seedFleet(db, cafeId, 50_000);
 */
export async function seedFleet(db: Queryable, businessId: number, n: number, groupId?: number): Promise<number> {
  const group = groupId ?? (await fleetGroup(db, businessId));
  const [start] = await db.query<{ n: number }>(
    `select coalesce(max(('x' || substr(cuid, 7))::bit(40)::bigint), 0)::int as n from inodes
      where business_id = $1 and cuid like 'f' || lpad(to_hex($1::bigint), 5, '0') || '%' and length(cuid) = 16`,
    [businessId],
  );
  for (let from = start!.n + 1; from <= start!.n + n; from += BATCH) {
    const to = Math.min(start!.n + n, from + BATCH - 1);
    await db.query(
      `insert into inodes (business_id, cuid, ac, nickname, model_id, group_id, time_zone, latitude, longitude, online, state,
         jffs2_version, kernel_version, wan_ip, created_ts, updated_ts, last_seen_ts)
       select b.id, 'f' || lpad(to_hex(b.id), 5, '0') || lpad(to_hex(s), 10, '0'),
         upper(substr(md5('fleet-' || b.id || '-' || s), 1, 12)), 'Fleet ' || s, 'iN-200', $2, b.time_zone,
         b.latitude + ((s::bigint * 7919) % 2000 - 1000) / 7000.0, b.longitude + ((s::bigint * 104729) % 2000 - 1000) / 7000.0,
         s % 5 <> 0, 'ready', '2.1.0', '5.4.10', '203.0.113.' || (1 + s % 250), 1795000000, 1795000000, 1795000000
       from businesses b, generate_series($3::int, $4::int) s where b.id = $1`,
      [businessId, group, from, to],
    );
  }
  const [total] = await db.query<{ n: number }>("select count(*)::int as n from inodes where business_id = $1", [
    businessId,
  ]);
  return total!.n;
}

/** The business's 'Fleet' group, created when missing. */
async function fleetGroup(db: Queryable, businessId: number): Promise<number> {
  const [g] = await db.query<{ id: number }>(
    `insert into inode_groups (business_id, name, time_zone, model_id, created_ts, updated_ts)
     select $1, 'Fleet', time_zone, 'iN-200', 1795000000, 1795000000 from businesses where id = $1
       and not exists (select 1 from inode_groups where business_id = $1 and name = 'Fleet')
     returning id`,
    [businessId],
  );
  const groupId =
    g?.id ??
    (
      await db.query<{ id: number }>("select id from inode_groups where business_id = $1 and name = 'Fleet'", [
        businessId,
      ])
    )[0]!.id;
  return groupId;
}
