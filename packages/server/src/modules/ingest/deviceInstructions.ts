import type { components } from "@portico/sdk";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { deviceFacts, effectiveConfig } from "../devices/deviceConfig";
import { type DeviceCommand, findCommand, finishCommand, takeOpenCommands, toCommand } from "./deviceCommands";
import type { DeviceCaller } from "./deviceCredentials";
import type { Publish } from "./ingestBatch";
import type { PendingEvent } from "./storeReports";
import { finishUpgrade } from "./upgradeReports";

/** How often a device sends a batch (its instructions say so). */
export const REPORT_INTERVAL_SECONDS = 60;

/** What a device's poll answers. */
export type DeviceInstructions = components["schemas"]["DeviceInstructions"];

/**
 * A device's instructions: bound or not, its effective configuration and its open commands (pending ones become
 * `sent`). The route and the in-process simulator both call this.
 */
export async function deviceInstructions(
  ctx: Pick<ServerContext, "db" | "now">,
  device: DeviceCaller,
): Promise<DeviceInstructions> {
  const base = { deviceId: device.ac, reportIntervalSeconds: REPORT_INTERVAL_SECONDS };
  if (!device.inode) return { ...base, bound: false, cuid: null, config: null, commands: [] };
  const facts = await deviceFacts(ctx.db, device.inode.cuid);
  return {
    ...base,
    bound: true,
    cuid: device.inode.cuid,
    config: (await effectiveConfig(ctx.db, facts)).detail as unknown as Record<string, unknown>,
    commands: await takeOpenCommands(ctx.db, device.inode, Math.floor(ctx.now() / 1000)),
  };
}

/**
 * Finishes one of the device's commands with its result (404 for another device's, 409 once finished); an upgrade's
 * result also ends the upgrade.
 */
export async function commandResult(
  ctx: Pick<ServerContext, "db" | "now">,
  device: DeviceCaller,
  commandId: number,
  body: { ok: boolean; output?: string; exitCode?: number },
  publish: Publish,
): Promise<DeviceCommand> {
  const { inode } = device;
  if (!inode) throw new HttpError(404, "NOT_FOUND", "No such command");
  const now = Math.floor(ctx.now() / 1000);
  let events: PendingEvent[] = [];
  const done = await ctx.db.transaction(async (tx) => {
    const c = await findCommand(tx, inode, commandId, true);
    if (!c) throw new HttpError(404, "NOT_FOUND", "No such command");
    if (c.state === "done" || c.state === "failed")
      throw new HttpError(409, "COMMAND_FINISHED", "This command has finished already");
    const { ok, output = "", exitCode = ok ? 0 : 1 } = body;
    await finishCommand(tx, c.id, ok, { output, exitCode }, now);
    if (c.type === "upgrade") {
      const u = c.payload as { kind: "jffs2" | "kernel"; toVersion: string; upgradeId: number };
      events = await finishUpgrade({ tx, inode, now }, u, ok, now);
    }
    return toCommand({ ...c, state: ok ? "done" : "failed" });
  });
  for (const e of events) await publish(inode.businessId, e);
  return done;
}
