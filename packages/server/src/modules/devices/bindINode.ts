import { createHash, randomBytes } from "node:crypto";
import { isNameLengthValid } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { bindBudget, countBindFailures, unknownINode } from "./bindLimits";
import { publishDeviceEvent } from "./deviceEvents";
import { type INodeRow, seconds, toINode } from "./inodes";

/** The body of `bindINode`. */
export interface BindINodeInput {
  ac: string;
  modelId: string;
  timeZone?: string;
  nickname?: string;
  groupId?: number;
}

/** A stored answer: what the first request with an Idempotency-Key got. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

const OPERATION = "bindINode";

const invalid = (field: string, message: string) =>
  new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: `${field} ${message}`,
    fields: { [field]: message },
  });

/** Throws 400 VALIDATION_FAILED when a nickname breaks the name-length rule (CJK counts 3, at most 32). */
export function checkNickname(nickname: string | undefined): void {
  if (nickname !== undefined && (!nickname.trim() || !isNameLengthValid(nickname))) {
    throw invalid("nickname", "must be 1 to 32 long (a CJK character counts 3)");
  }
}

/** The latest firmware of a model, per kind. */
export async function latestFirmware(
  db: Queryable,
  modelId: string,
): Promise<{ jffs2: string | null; kernel: string | null }> {
  const rows = await db.query<{ kind: "jffs2" | "kernel"; version: string }>(
    `select distinct on (kind) kind, version from inode_firmware where model_id = $1 order by kind, released_ts desc, version desc`,
    [modelId],
  );
  const of = (k: string) => rows.find((r) => r.kind === k)?.version ?? null;
  return { jffs2: of("jffs2"), kernel: of("kernel") };
}

/** What one statement finds about a bind before it inserts (after the locks, so concurrent binds are seen). */
interface BindFacts {
  seen_hash: string | null;
  seen_status: number | null;
  seen_response: unknown;
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

// Every lookup of a bind in one round trip: the stored answer of the key, the model, the ac's owner, the discovered
// device, the group's time zone and the model's latest firmware per kind.
const FACTS_SQL = `select
  (select request_hash from idempotency_keys where business_id = $1 and operation = $2 and key = $3) as seen_hash,
  (select status from idempotency_keys where business_id = $1 and operation = $2 and key = $3) as seen_status,
  (select response from idempotency_keys where business_id = $1 and operation = $2 and key = $3) as seen_response,
  exists (select 1 from inode_models where id = $5) as model_known,
  (select name from inode_models where id = $5) as model_name,
  (select business_id from inodes where ac = $4) as bound_business,
  (select cuid from inodes where ac = $4) as bound_cuid,
  (select business_id from discovered_inodes where ac = $4) as found_business,
  (select model_id from discovered_inodes where ac = $4) as found_model,
  (select time_zone from inode_groups where id = $6 and business_id = $1) as group_tz,
  (select version from inode_firmware where model_id = $5 and kind = 'jffs2' order by released_ts desc, version desc
    limit 1) as jffs2,
  (select version from inode_firmware where model_id = $5 and kind = 'kernel' order by released_ts desc, version desc
    limit 1) as kernel`;

// The iNode, its 'bound' device event and its removal from the discovery list (whoever saw it) in one statement; returns the row as findINode
// reads it (but for the model name, which the facts carry).
const INSERT_SQL = `with ins as (
    insert into inodes (business_id, cuid, ac, nickname, model_id, group_id, time_zone, latitude, longitude,
      jffs2_version, kernel_version, created_ts, updated_ts)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
    returning id, business_id, cuid, ac, nickname, model_id, group_id, time_zone, plan_id, latitude, longitude,
      address, online, state, suspend_ssid0, suspend_ether, jffs2_version, kernel_version, upgrade_available,
      is_upgrading, wan_ip, updated_ts
  ), ev as (
    insert into device_events (business_id, inode_id, cuid, nickname, type, level, message, ts)
    select business_id, id, cuid, $13, 'bound', 'info', $14, $12 from ins
  ), gone as (
    delete from discovered_inodes where ac = $3
  )
  select * from ins`;

/**
 * Binds a device to a business once, in four statements: locks, facts, insert, stored answer. The business row is
 * shared-locked (a removal waits for the binds), then the device's and the key's advisory locks serialise two binds
 * of one device or two retries of one request, so each device is bound once and a replay sees the first answer
 * (`replayed`: the route says so in the Idempotent-Replayed header). Only a device that announced itself binds, with
 * its activation code as the proof, whichever business's discovery list shows it (it leaves that list); a code that
 * never announced or that another business has bound is 404 INODE_UNKNOWN, counted against the business and the
 * client `address` (429 RATE_LIMITED once they have tried too many).
 */
export async function bindINode(
  ctx: ServerContext,
  businessId: number,
  input: BindINodeInput,
  idempotencyKey: string | undefined,
  address = "local",
): Promise<StoredAnswer & { replayed: boolean }> {
  const claimant = { businessId, address };
  await bindBudget(ctx.db, ctx.now(), claimant);
  const ac = input.ac.toUpperCase();
  const hash = createHash("sha256")
    .update(JSON.stringify({ ...input, ac }))
    .digest("hex");
  checkNickname(input.nickname);
  const groupId = input.groupId === undefined || input.groupId === -1 ? null : input.groupId;
  let discoveredIn: number | null = null;
  const answer = await ctx.db
    .transaction(async (tx) => {
      // Business first (materialized, so its row lock is taken before the advisory locks), then device, then key:
      // always this order. A lookup in this statement would use a snapshot from before the waits, hence two.
      const [biz] = await tx.query<{ time_zone: string; latitude: number; longitude: number }>(
        `with b as materialized (select time_zone, latitude, longitude from businesses where id = $1 for share)
         select time_zone, latitude, longitude, pg_advisory_xact_lock(hashtextextended($2, 0)) as ac_lock,
           case when $3::text is null then null else pg_advisory_xact_lock(hashtextextended($3, 0)) end as key_lock
         from b`,
        [businessId, `inode-bind:ac:${ac}`, idempotencyKey ? `inode-bind:key:${businessId}:${idempotencyKey}` : null],
      );
      if (!biz) throw new HttpError(404, "NOT_FOUND", "Not found");
      const [facts] = await tx.query<BindFacts & Record<string, unknown>>(FACTS_SQL, [
        businessId,
        OPERATION,
        idempotencyKey ?? null,
        ac,
        input.modelId,
        groupId,
      ]);
      const f = facts!;
      if (idempotencyKey && f.seen_hash !== null) {
        if (f.seen_hash !== hash) {
          throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
        }
        return { status: f.seen_status ?? 201, body: f.seen_response, replayed: true };
      }
      if (!f.model_known) throw invalid("modelId", "is not a known iNode model");
      if (f.bound_business !== null && Number(f.bound_business) === businessId) {
        throw new HttpError(409, "INODE_ALREADY_BOUND", "This iNode is already bound to this business", {
          userMessage: f.bound_cuid ?? "",
        });
      }
      // Bound elsewhere answers as never announced: the endpoint tells a guesser nothing about other tenants' codes.
      if (f.bound_business !== null || f.found_model === null) throw unknownINode();
      if (f.found_model !== input.modelId) throw invalid("modelId", `does not match the device (${f.found_model})`);
      if (groupId !== null && f.group_tz === null) throw invalid("groupId", "is not an iNode group of this business");
      const now = seconds(ctx.now);
      const cuid = randomBytes(8).toString("hex");
      const [row] = await tx.query<INodeRow & Record<string, unknown>>(INSERT_SQL, [
        businessId,
        cuid,
        ac,
        input.nickname?.trim() ?? null,
        input.modelId,
        groupId,
        input.timeZone ?? f.group_tz ?? biz.time_zone,
        biz.latitude,
        biz.longitude,
        f.jffs2,
        f.kernel,
        now,
        input.nickname ?? null,
        `iNode ${ac} was bound`,
      ]);
      const body = toINode({ ...row!, model_name: f.model_name });
      if (idempotencyKey) {
        await tx.query(
          `insert into idempotency_keys (business_id, operation, key, request_hash, status, response, created_ts)
           values ($1, $2, $3, $4, 201, $5::jsonb, $6)`,
          [businessId, OPERATION, idempotencyKey, hash, JSON.stringify(body), now],
        );
      }
      if (f.found_business !== null) discoveredIn = Number(f.found_business);
      return { status: 201, body, replayed: false };
    })
    .catch((err: { code?: string }) => {
      // Two businesses binding one ac at the same moment: the unique index decides.
      if (err?.code === "23505") throw unknownINode();
      throw err;
    })
    .catch(async (err: { code?: string }) => {
      if (err?.code === "INODE_UNKNOWN") await countBindFailures(ctx.db, ctx.now(), claimant, 1);
      throw err;
    });
  if (discoveredIn !== null) {
    await publishDeviceEvent(ctx.live, discoveredIn, { type: "newINodeStatusChange", ac, state: "bound" });
  }
  return answer;
}
