import type { components } from "@portico/sdk";
import type { Queryable } from "../../db/db";

/** A command for a device, as the contract shows it. */
export type DeviceCommand = components["schemas"]["DeviceCommand"];

/** What a command carries, by type. */
export type CommandPayload =
  | { type: "upgrade"; upgrade: { kind: "jffs2" | "kernel"; toVersion: string; upgradeId: number } }
  | { type: "debug"; command: string }
  | { type: "revokeVisitor"; mac: string };

interface CommandRow {
  id: number;
  type: DeviceCommand["type"];
  state: DeviceCommand["state"];
  payload: Record<string, unknown>;
  created_ts: number;
}

const COLUMNS = "id, type, state, payload, created_ts";

/** A stored command as the contract's `DeviceCommand`. */
export function toCommand(r: CommandRow): DeviceCommand {
  const p = r.payload;
  return {
    id: r.id,
    type: r.type,
    state: r.state,
    createdTs: r.created_ts,
    ...(r.type === "upgrade"
      ? { upgrade: { kind: p.kind as "jffs2" | "kernel", toVersion: String(p.toVersion) } }
      : r.type === "debug"
        ? { command: String(p.command) }
        : { mac: String(p.mac) }),
  };
}

/**
 * Queues a command for a bound device (the owner's upgrade, debug command or visitor revoke); the device gets it
 * on its next poll of `getDeviceInstructions`.
 * @example await queueCommand(tx, { businessId, inodeId }, { type: "debug", command: "uptime" }, now);
 */
export async function queueCommand(
  db: Queryable,
  to: { businessId: number; inodeId: number },
  c: CommandPayload,
  now: number,
): Promise<number> {
  const payload = c.type === "upgrade" ? c.upgrade : c.type === "debug" ? { command: c.command } : { mac: c.mac };
  const [row] = await db.query<{ id: number }>(
    `insert into device_commands (business_id, inode_id, type, payload, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $5) returning id`,
    [to.businessId, to.inodeId, c.type, JSON.stringify(payload), now],
  );
  return row!.id;
}

/** A device's open commands, oldest first; pending ones become `sent` (they stay listed until finished). */
export async function takeOpenCommands(
  db: Queryable,
  inode: { businessId: number; id: number },
  now: number,
): Promise<DeviceCommand[]> {
  const rows = await db.query<CommandRow & Record<string, unknown>>(
    `update device_commands set state = case when state = 'pending' then 'sent' else state end,
       updated_ts = case when state = 'pending' then $3 else updated_ts end
     where business_id = $1 and inode_id = $2 and state in ('pending', 'sent')
     returning ${COLUMNS}`,
    [inode.businessId, inode.id, now],
  );
  return rows.sort((a, b) => a.id - b.id).map(toCommand);
}

/** One of a device's commands (null when it is another device's, or none). */
export async function findCommand(
  db: Queryable,
  inode: { businessId: number; id: number },
  id: number,
  lock = false,
): Promise<(CommandRow & Record<string, unknown>) | null> {
  const [row] = await db.query<CommandRow & Record<string, unknown>>(
    `select ${COLUMNS} from device_commands where id = $3 and business_id = $1 and inode_id = $2${lock ? " for update" : ""}`,
    [inode.businessId, inode.id, id],
  );
  return row ?? null;
}

/** Finishes a command with the device's result. */
export async function finishCommand(
  db: Queryable,
  id: number,
  ok: boolean,
  result: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db.query("update device_commands set state = $2, result = $3, updated_ts = $4 where id = $1", [
    id,
    ok ? "done" : "failed",
    JSON.stringify(result),
    now,
  ]);
}

/**
 * Waits for a device to finish one of its commands, looking every 100 ms: its output, exit code and when it finished,
 * or null once `waitMs` passed (the command stays open; the device may still answer later).
 */
export async function awaitCommandResult(
  db: Queryable,
  inode: { businessId: number; inodeId: number },
  id: number,
  waitMs: number,
): Promise<{ output: string; exitCode: number; ts: number } | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const [row] = await db.query<{
      state: string;
      result: { output?: string; exitCode?: number } | null;
      updated_ts: number;
    }>("select state, result, updated_ts from device_commands where id = $3 and business_id = $1 and inode_id = $2", [
      inode.businessId,
      inode.inodeId,
      id,
    ]);
    if (row && (row.state === "done" || row.state === "failed"))
      return { output: row.result?.output ?? "", exitCode: row.result?.exitCode ?? 0, ts: Number(row.updated_ts) };
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}
