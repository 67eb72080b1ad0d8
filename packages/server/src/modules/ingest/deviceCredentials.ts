import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { ServerContext } from "../../context";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { announceDevice } from "../devices/announceDevice";

/** The device behind a request's `Authorization: Device <deviceId>:<secret>`, as the ingest routes need it. */
export interface DeviceCaller {
  /** The activation code: the device's id for its whole life, bound or not. */
  ac: string;
  modelId: string;
  /** The bound iNode, null while unbound (then only heartbeats are stored). */
  inode: { id: number; businessId: number; cuid: string; nickname: string | null } | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticateDevice`. */
    device?: DeviceCaller;
  }
}

const sha256 = (s: string) => createHash("sha256").update(s).digest();

const unauthorized = () =>
  new HttpError(401, "INVALID_DEVICE_CREDENTIAL", "Unknown or outdated device credential", {
    userMessage: "Send Authorization: Device <deviceId>:<secret> from announceDevice",
  });

/** What `announce` answers: the credential, shown once. */
export interface IssuedCredential {
  deviceId: string;
  secret: string;
  authorization: string;
  bound: boolean;
  cuid: string | null;
}

/**
 * A device announces itself: an unbound one joins the discovery list (keeping the business that saw it, if any), a
 * bound one keeps its binding; either way a new random secret replaces the old one (only its SHA-256 is stored).
 * @example const { authorization } = await announce(ctx.db, { ac, modelId: "iN-200" }, now);
 */
export async function announce(
  db: Queryable,
  a: { ac: string; modelId: string; firmware?: { jffs2: string | null; kernel: string | null } },
  ts: number,
): Promise<IssuedCredential> {
  const ac = a.ac.toUpperCase();
  const [model] = await db.query("select 1 from inode_models where id = $1", [a.modelId]);
  if (!model) {
    throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
      userMessage: "modelId is not a known iNode model",
      fields: { modelId: "is not a known iNode model" },
    });
  }
  const [bound] = await db.query<{ cuid: string }>("select cuid from inodes where ac = $1", [ac]);
  if (!bound) {
    const [seen] = await db.query<{ business_id: number | null }>(
      "select business_id from discovered_inodes where ac = $1",
      [ac],
    );
    await announceDevice(db, { ac, modelId: a.modelId, seenByBusinessId: seen?.business_id ?? null }, ts);
  } else if (a.firmware) {
    await db.query("update inodes set jffs2_version = $2, kernel_version = $3 where ac = $1", [
      ac,
      a.firmware.jffs2,
      a.firmware.kernel,
    ]);
  }
  const secret = randomBytes(32).toString("base64url");
  await db.query(
    `insert into device_credentials (ac, model_id, secret_hash, announced_ts) values ($1, $2, $3, $4)
     on conflict (ac) do update set model_id = excluded.model_id, secret_hash = excluded.secret_hash,
       announced_ts = excluded.announced_ts`,
    [ac, a.modelId, sha256(secret).toString("hex"), ts],
  );
  return {
    deviceId: ac,
    secret,
    authorization: `Device ${ac}:${secret}`,
    bound: Boolean(bound),
    cuid: bound?.cuid ?? null,
  };
}

/** Finds the device of an `Authorization` header value, or null when it is missing, malformed or outdated. */
export async function deviceOfAuthorization(db: Queryable, header: string | undefined): Promise<DeviceCaller | null> {
  const m = /^Device ([0-9A-Fa-f]{12}):([A-Za-z0-9_-]{16,128})$/.exec(header ?? "");
  if (!m) return null;
  const ac = m[1]!.toUpperCase();
  const [row] = await db.query<{
    secret_hash: string;
    model_id: string;
    id: number | null;
    business_id: number | null;
    cuid: string | null;
    nickname: string | null;
  }>(
    `select c.secret_hash, c.model_id, i.id, i.business_id, i.cuid, i.nickname
       from device_credentials c left join inodes i on i.ac = c.ac where c.ac = $1`,
    [ac],
  );
  if (!row) return null;
  const given = sha256(m[2]!);
  const stored = Buffer.from(row.secret_hash, "hex");
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return null;
  return {
    ac,
    modelId: row.model_id,
    inode:
      row.id === null ? null : { id: row.id, businessId: row.business_id!, cuid: row.cuid!, nickname: row.nickname },
  };
}

/** preHandler of every device call: 401 INVALID_DEVICE_CREDENTIAL unless the header names a device's current secret. */
export function authenticateDevice(ctx: Pick<ServerContext, "db">): preHandlerAsyncHookHandler {
  return async (req) => {
    const device = await deviceOfAuthorization(ctx.db, req.headers.authorization);
    if (!device) throw unauthorized();
    req.device = device;
  };
}

/** The authenticated device of a request (after `authenticateDevice`). */
export function deviceOf(req: FastifyRequest): DeviceCaller {
  if (!req.device) throw unauthorized();
  return req.device;
}
