import type { components } from "@portico/sdk";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import type { DeviceCaller } from "./deviceCredentials";
import { checkItem, REPORT_KINDS } from "./reportKinds";
import { type Line, type PendingEvent, storeLines } from "./storeReports";

/** At most this many items a batch (more: 413). */
export const MAX_BATCH_ITEMS = 1000;
/** At most this many bytes a batch body (more: 413). */
export const MAX_BATCH_BYTES = 1024 * 1024;

/** Publishes one live device event to a business (the route: the live hub; the simulator also collects them). */
export type Publish = (businessId: number, event: PendingEvent) => Promise<unknown>;

/** The answer to a batch. */
export type ReportResult = components["schemas"]["ReportResult"];

/**
 * Stores one batch of a device's reports: each item checked against its kind's schema (a bad one is rejected alone),
 * the valid ones stored in one transaction together with the batch id, so that a retried batch id answers the first
 * answer and stores nothing twice; live events are published after the commit. The HTTP route and the in-process
 * simulator both call this.
 * @example const r = await ingestBatch(ctx, device, { batchId: "b1", items: [{ kind: "heartbeat", ts, uptime: 5 }] });
 */
export async function ingestBatch(
  ctx: Pick<ServerContext, "db" | "now">,
  device: DeviceCaller,
  batch: { batchId: string; items: unknown[] },
  publish: Publish,
): Promise<ReportResult> {
  if (batch.items.length > MAX_BATCH_ITEMS) {
    throw new HttpError(
      413,
      "PAYLOAD_TOO_LARGE",
      `A batch holds at most ${MAX_BATCH_ITEMS} items (got ${batch.items.length})`,
    );
  }
  const now = Math.floor(ctx.now() / 1000);
  const rejected: ReportResult["rejected"] = [];
  const lines: Line[] = [];
  batch.items.forEach((raw, index) => {
    const c = checkItem(raw);
    if ("item" in c) lines.push({ index, item: c.item });
    else rejected.push({ index, message: c.message });
  });
  const inode = device.inode;
  const storable = inode ? lines : lines.filter((l) => l.item.kind === "heartbeat");
  if (!inode) {
    for (const l of lines)
      if (l.item.kind !== "heartbeat") rejected.push({ index: l.index, message: "the device is not bound yet" });
  }
  let events: PendingEvent[] = [];
  const answer = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx.query<{ ac: string }>(
      `insert into ingest_batches (ac, batch_id, business_id, response, ts) values ($1, $2, $3, '{}', $4)
       on conflict (ac, batch_id) do nothing returning ac`,
      [device.ac, batch.batchId, inode?.businessId ?? null, now],
    );
    if (!fresh) {
      const [first] = await tx.query<{ response: ReportResult }>(
        "select response from ingest_batches where ac = $1 and batch_id = $2",
        [device.ac, batch.batchId],
      );
      return { ...first!.response, replayed: true };
    }
    if (inode) {
      const out = await storeLines({ tx, inode, now }, storable, REPORT_KINDS);
      rejected.push(...out.rejected);
      events = out.events;
    }
    await tx.query("update device_credentials set last_report_ts = $2 where ac = $1", [device.ac, now]);
    rejected.sort((a, b) => a.index - b.index);
    const result: ReportResult = {
      batchId: batch.batchId,
      accepted: batch.items.length - rejected.length,
      rejected,
      replayed: false,
    };
    await tx.query("update ingest_batches set response = $3 where ac = $1 and batch_id = $2", [
      device.ac,
      batch.batchId,
      JSON.stringify(result),
    ]);
    return result;
  });
  if (inode) for (const e of events) await publish(inode.businessId, e);
  return answer;
}
