import { createHash, randomBytes } from "node:crypto";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { type BindINodeInput, checkNickname } from "./bindINode";
import { bindBudget, countBindFailures, unknownINode } from "./bindLimits";
import { publishDeviceEvent } from "./deviceEvents";
import { type INodeRow, seconds, toINode } from "./inodes";

/** One row of `bindINodes`: the body of `bindINode` plus the row's own idempotency key. */
export interface BindINodesRow extends BindINodeInput {
  idempotencyKey?: string;
}

/** What became of one row of `bindINodes`. */
export interface BindINodesResult {
  ac: string;
  status: "bound" | "replayed" | "error";
  cuid?: string;
  error?: { code: string; message: string; userMessage?: string; fields?: Record<string, string> };
}

/** Rows a request may carry (the contract's maxItems). */
export const BIND_BATCH_MAX = 50;

// The same operation as the single bind: both forms share their keys, so a run may switch forms and stay exactly-once.
const OPERATION = "bindINode";

// Every lookup of every row in one statement (the set-based twin of bindINode's FACTS_SQL): one index lookup per row
// and table (`limit 1` keeps each lateral a parameterised index scan: PGlite has no autovacuum, so no statistics, and
// a flattened join scans the whole idempotency_keys table per row), and each model's latest firmware once.
const FACTS_SQL = `with r as (
    select * from unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::text[]) as r(i, ac, model, grp, key)
  ), fw as (
    select distinct on (model_id, kind) model_id, kind, version from inode_firmware
    where model_id in (select model from r) order by model_id, kind, released_ts desc, version desc
  )
  select r.i, k.request_hash as seen_hash, k.response as seen_response, m.id is not null as model_known,
    m.name as model_name, n.business_id as bound_business, n.cuid as bound_cuid, d.business_id as found_business,
    d.model_id as found_model, g.time_zone as group_tz,
    (select version from fw where fw.model_id = r.model and fw.kind = 'jffs2') as jffs2,
    (select version from fw where fw.model_id = r.model and fw.kind = 'kernel') as kernel
  from r
  left join lateral (select request_hash, response from idempotency_keys
    where business_id = $1 and operation = '${OPERATION}' and key = r.key limit 1) k on true
  left join inode_models m on m.id = r.model
  left join lateral (select business_id, cuid from inodes where ac = r.ac limit 1) n on true
  left join lateral (select business_id, model_id from discovered_inodes where ac = r.ac limit 1) d on true
  left join lateral (select time_zone from inode_groups where id = r.grp and business_id = $1 limit 1) g on true
  order by r.i`;

// All the iNodes, their 'bound' events and their removal from the discovery lists (whoever saw them) in one statement.
const INSERT_SQL = `with r as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[],
      $8::text[], $9::text[], $10::text[]) as r(cuid, ac, nickname, model, grp, tz, jffs2, kernel,
      ev_nickname, message)
  ), ins as (
    insert into inodes (business_id, cuid, ac, nickname, model_id, group_id, time_zone, latitude, longitude,
      jffs2_version, kernel_version, created_ts, updated_ts)
    select $11, cuid, ac, nickname, model, grp, tz, $12, $13, jffs2, kernel, $14, $14 from r
    returning id, business_id, cuid, ac, nickname, model_id, group_id, time_zone, plan_id, latitude, longitude,
      address, online, state, suspend_ssid0, suspend_ether, jffs2_version, kernel_version, upgrade_available,
      is_upgrading, wan_ip, updated_ts
  ), ev as (
    insert into device_events (business_id, inode_id, cuid, nickname, type, level, message, ts)
    select ins.business_id, ins.id, ins.cuid, r.ev_nickname, 'bound', 'info', r.message, $14 from ins join r using (cuid)
  ), gone as (
    delete from discovered_inodes where ac in (select ac from r)
  )
  select * from ins`;

interface Facts {
  seen_hash: string | null;
  seen_response: { cuid?: string } | null;
  model_known: boolean;
  model_name: string | null;
  bound_business: number | null;
  bound_cuid: string | null;
  found_business: number | null;
  found_model: string | null;
  group_tz: string | null;
  jffs2: string | null;
  kernel: string | null;
}

const fail = (ac: string, code: string, message: string, extras: { userMessage?: string } = {}): BindINodesResult => ({
  ac,
  status: "error",
  error: { code, message, ...extras },
});
const invalid = (ac: string, field: string, message: string): BindINodesResult => ({
  ac,
  status: "error",
  error: {
    code: "VALIDATION_FAILED",
    message: "Invalid request",
    userMessage: `${field} ${message}`,
    fields: { [field]: message },
  },
});

/** A row as bindINode sees it: its ac upper case, its request hash (bindINode's), its group or null. */
function prepare(row: BindINodesRow) {
  const { idempotencyKey, ...input } = row;
  const ac = input.ac.toUpperCase();
  const hash = createHash("sha256")
    .update(JSON.stringify({ ...input, ac }))
    .digest("hex");
  const groupId = input.groupId === undefined || input.groupId === -1 ? null : input.groupId;
  return { input, key: idempotencyKey, ac, hash, groupId };
}

/**
 * Binds up to {@link BIND_BATCH_MAX} devices in one transaction of four statements whatever the row count (locks,
 * facts, insert, stored answers), answering each row on its own with the rules and error codes of `bindINode`. The
 * business is share-locked, then the advisory locks of every ac and every key are taken in one sorted order (acs
 * before keys, as bindINode takes them), so batches and single binds of one device serialise without deadlock.
 * Each INODE_UNKNOWN row counts as one failed attempt against the business and `address`, as a single bind would:
 * once the budget is spent, the rows after are answered RATE_LIMITED unbound (429 when none is left at the start).
 */
export async function bindINodes(
  ctx: ServerContext,
  businessId: number,
  rows: readonly BindINodesRow[],
  address = "local",
): Promise<BindINodesResult[]> {
  if (rows.length > BIND_BATCH_MAX) throw new HttpError(400, "VALIDATION_FAILED", `At most ${BIND_BATCH_MAX} rows`);
  const claimant = { businessId, address };
  const budget = await bindBudget(ctx.db, ctx.now(), claimant);
  let failures = 0;
  const prepared = rows.map(prepare);
  const results: (BindINodesResult | null)[] = prepared.map(() => null);
  const firstOfAc = new Map<string, number>();
  const firstOfKey = new Map<string, number>();
  prepared.forEach((p, i) => {
    try {
      checkNickname(p.input.nickname);
    } catch (err) {
      const e = err as HttpError;
      results[i] = { ac: p.ac, status: "error", error: { code: e.code, message: e.message, ...e.extras } as never };
      return;
    }
    if (firstOfAc.has(p.ac)) {
      results[i] = invalid(p.ac, "ac", `repeats row ${(firstOfAc.get(p.ac) ?? 0) + 1} of this request`);
      return;
    }
    if (p.key !== undefined && firstOfKey.has(p.key)) {
      results[i] = fail(p.ac, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
      return;
    }
    firstOfAc.set(p.ac, i);
    if (p.key !== undefined) firstOfKey.set(p.key, i);
  });
  const live = prepared.flatMap((p, i) => (results[i] ? [] : [{ ...p, i }]));
  const discoveredIn: { businessId: number; ac: string }[] = [];

  await ctx.db
    .transaction(async (tx) => {
      const locks = [
        ...live.map((p) => `inode-bind:ac:${p.ac}`),
        ...live.flatMap((p) => (p.key === undefined ? [] : [`inode-bind:key:${businessId}:${p.key}`])),
      ];
      const [biz] = await tx.query<{ time_zone: string; latitude: number; longitude: number }>(
        `with b as materialized (select time_zone, latitude, longitude from businesses where id = $1 for share)
         select time_zone, latitude, longitude, (select count(pg_advisory_xact_lock(hashtextextended(k, 0)))
           from (select k from unnest($2::text[]) k order by k collate "C") s) as locks
         from b`,
        [businessId, locks],
      );
      if (!biz) throw new HttpError(404, "NOT_FOUND", "Not found");
      if (!live.length) return;
      const facts = await tx.query<Facts & Record<string, unknown>>(FACTS_SQL, [
        businessId,
        live.map((p) => p.i),
        live.map((p) => p.ac),
        live.map((p) => p.input.modelId),
        live.map((p) => p.groupId),
        live.map((p) => p.key ?? null),
      ]);
      const now = seconds(ctx.now);
      const fresh: { p: (typeof live)[number]; f: Facts; cuid: string }[] = [];
      live.forEach((p, n) => {
        // Past the budget a row is not judged: its answer must not tell a guesser whether the code is real.
        if (failures >= budget) {
          results[p.i] = fail(p.ac, "RATE_LIMITED", "Too many attempts; try again later");
          return;
        }
        const f = facts[n] as Facts;
        results[p.i] = judge(p, f, businessId);
        if (results[p.i]?.error?.code === "INODE_UNKNOWN") failures++;
        if (!results[p.i]) fresh.push({ p, f, cuid: randomBytes(8).toString("hex") });
      });
      if (!fresh.length) return;
      const col = <T>(get: (x: (typeof fresh)[number]) => T) => fresh.map(get);
      const inserted = await tx.query<INodeRow & Record<string, unknown>>(INSERT_SQL, [
        col((x) => x.cuid),
        col((x) => x.p.ac),
        col((x) => x.p.input.nickname?.trim() ?? null),
        col((x) => x.p.input.modelId),
        col((x) => x.p.groupId),
        col((x) => x.p.input.timeZone ?? x.f.group_tz ?? biz.time_zone),
        col((x) => x.f.jffs2),
        col((x) => x.f.kernel),
        col((x) => x.p.input.nickname ?? null),
        col((x) => `iNode ${x.p.ac} was bound`),
        businessId,
        biz.latitude,
        biz.longitude,
        now,
      ]);
      const byCuid = new Map(inserted.map((r) => [r.cuid, r]));
      const keyed: { key: string; hash: string; body: string }[] = [];
      for (const { p, f, cuid } of fresh) {
        const body = toINode({ ...(byCuid.get(cuid) as INodeRow), model_name: f.model_name });
        results[p.i] = { ac: p.ac, status: "bound", cuid };
        if (p.key !== undefined) keyed.push({ key: p.key, hash: p.hash, body: JSON.stringify(body) });
        if (f.found_business !== null) discoveredIn.push({ businessId: Number(f.found_business), ac: p.ac });
      }
      if (keyed.length) {
        await tx.query(
          `insert into idempotency_keys (business_id, operation, key, request_hash, status, response, created_ts)
           select $1, '${OPERATION}', key, hash, 201, body::jsonb, $5
           from unnest($2::text[], $3::text[], $4::text[]) as k(key, hash, body)`,
          [businessId, keyed.map((k) => k.key), keyed.map((k) => k.hash), keyed.map((k) => k.body), now],
        );
      }
    })
    .catch((err: { code?: string }) => {
      // Another path bound one of these acs at the same moment: the unique index decides for the whole request.
      if (err?.code === "23505") throw unknownINode();
      throw err;
    })
    // Counted outside the transaction (and whatever it ended in), so that the failures stay counted.
    .finally(() => countBindFailures(ctx.db, ctx.now(), claimant, failures));
  for (const d of discoveredIn) {
    await publishDeviceEvent(ctx.live, d.businessId, { type: "newINodeStatusChange", ac: d.ac, state: "bound" });
  }
  return results as BindINodesResult[];
}

/** The answer of a row from its facts, as bindINode decides it; null when the row is to be bound. */
function judge(p: ReturnType<typeof prepare>, f: Facts, businessId: number): BindINodesResult | null {
  if (p.key !== undefined && f.seen_hash !== null) {
    if (f.seen_hash !== p.hash)
      return fail(p.ac, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
    return { ac: p.ac, status: "replayed", cuid: f.seen_response?.cuid ?? "" };
  }
  if (!f.model_known) return invalid(p.ac, "modelId", "is not a known iNode model");
  if (f.bound_business !== null && Number(f.bound_business) === businessId)
    return fail(p.ac, "INODE_ALREADY_BOUND", "This iNode is already bound to this business", {
      userMessage: f.bound_cuid ?? "",
    });
  // Bound elsewhere answers as never announced (bindINode does the same).
  if (f.bound_business !== null || f.found_model === null) {
    const e = unknownINode();
    return fail(p.ac, e.code, e.message);
  }
  if (f.found_model !== p.input.modelId)
    return invalid(p.ac, "modelId", `does not match the device (${f.found_model})`);
  if (p.groupId !== null && f.group_tz === null)
    return invalid(p.ac, "groupId", "is not an iNode group of this business");
  return null;
}
