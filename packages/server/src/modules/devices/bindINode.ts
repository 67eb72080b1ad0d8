import { createHash, randomBytes } from "node:crypto";
import { isNameLengthValid } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { publishDeviceEvent, recordDeviceEvent } from "./deviceEvents";
import { findINode, seconds, toINode } from "./inodes";

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

/**
 * Binds a device to a business once: the business row is locked so that retries with the same
 * Idempotency-Key (and concurrent binds) are serialised; a stored answer is replayed as it was.
 */
export async function bindINode(
  ctx: ServerContext,
  businessId: number,
  input: BindINodeInput,
  idempotencyKey: string | undefined,
): Promise<StoredAnswer> {
  const ac = input.ac.toUpperCase();
  const hash = createHash("sha256")
    .update(JSON.stringify({ ...input, ac }))
    .digest("hex");
  checkNickname(input.nickname);
  let discoveredIn: number | null = null;
  const answer = await ctx.db
    .transaction(async (tx) => {
      // `for share`: binds of one business run side by side, yet a removal (`for update`) still waits for them.
      const [biz] = await tx.query<{ time_zone: string; latitude: number; longitude: number }>(
        "select time_zone, latitude, longitude from businesses where id = $1 for share",
        [businessId],
      );
      // Two binds of the same device, or two retries of one request, queue on these locks (always taken in
      // this order: device, then key), so each device is bound once and a replay sees the first answer.
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`inode-bind:ac:${ac}`]);
      if (idempotencyKey) {
        await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
          `inode-bind:key:${businessId}:${idempotencyKey}`,
        ]);
      }
      if (idempotencyKey) {
        const [seen] = await tx.query<{ request_hash: string; status: number; response: unknown }>(
          "select request_hash, status, response from idempotency_keys where business_id = $1 and operation = $2 and key = $3",
          [businessId, OPERATION, idempotencyKey],
        );
        if (seen && seen.request_hash !== hash) {
          throw new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
        }
        if (seen) return { status: seen.status, body: seen.response, replayed: true };
      }
      const [model] = await tx.query("select id from inode_models where id = $1", [input.modelId]);
      if (!model) throw invalid("modelId", "is not a known iNode model");
      const [bound] = await tx.query<{ business_id: number; cuid: string }>(
        "select business_id, cuid from inodes where ac = $1",
        [ac],
      );
      if (bound?.business_id === businessId) {
        throw new HttpError(409, "INODE_ALREADY_BOUND", "This iNode is already bound to this business", {
          userMessage: bound.cuid,
        });
      }
      if (bound) throw new HttpError(409, "INODE_BOUND_ELSEWHERE", "This iNode is bound to another business");
      const [found] = await tx.query<{ business_id: number; model_id: string }>(
        "select business_id, model_id from discovered_inodes where ac = $1",
        [ac],
      );
      if (found && found.model_id !== input.modelId)
        throw invalid("modelId", `does not match the device (${found.model_id})`);
      let groupTz: string | null = null;
      if (input.groupId !== undefined && input.groupId !== -1) {
        const [g] = await tx.query<{ time_zone: string }>(
          "select time_zone from inode_groups where id = $1 and business_id = $2",
          [input.groupId, businessId],
        );
        if (!g) throw invalid("groupId", "is not an iNode group of this business");
        groupTz = g.time_zone;
      }
      const now = seconds(ctx.now);
      const fw = await latestFirmware(tx, input.modelId);
      const cuid = randomBytes(8).toString("hex");
      const [row] = await tx.query<{ id: number }>(
        `insert into inodes (business_id, cuid, ac, nickname, model_id, group_id, time_zone, latitude, longitude,
           jffs2_version, kernel_version, created_ts, updated_ts)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
        [
          businessId,
          cuid,
          ac,
          input.nickname?.trim() ?? null,
          input.modelId,
          input.groupId === undefined || input.groupId === -1 ? null : input.groupId,
          input.timeZone ?? groupTz ?? biz!.time_zone,
          biz!.latitude,
          biz!.longitude,
          fw.jffs2,
          fw.kernel,
          now,
        ],
      );
      if (found) {
        discoveredIn = found.business_id;
        await tx.query("delete from discovered_inodes where ac = $1", [ac]);
      }
      await recordDeviceEvent(tx, {
        businessId,
        inodeId: row!.id,
        cuid,
        nickname: input.nickname ?? null,
        type: "bound",
        message: `iNode ${ac} was bound`,
        ts: now,
      });
      const body = toINode((await findINode(tx, cuid))!);
      if (idempotencyKey) {
        await tx.query(
          `insert into idempotency_keys (business_id, operation, key, request_hash, status, response, created_ts)
           values ($1, $2, $3, $4, 201, $5::jsonb, $6)`,
          [businessId, OPERATION, idempotencyKey, hash, JSON.stringify(body), now],
        );
      }
      return { status: 201, body, replayed: false };
    })
    .catch((err: { code?: string }) => {
      // Two businesses binding one ac at the same moment: the unique index decides.
      if (err?.code === "23505")
        throw new HttpError(409, "INODE_BOUND_ELSEWHERE", "This iNode is bound to another business");
      throw err;
    });
  if (discoveredIn !== null) {
    await publishDeviceEvent(ctx.live, discoveredIn, { type: "newINodeStatusChange", ac, state: "bound" });
  }
  return { status: answer.status, body: answer.body };
}
