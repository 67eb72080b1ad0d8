import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";

/** A device that has announced itself: its activation code, model and the business whose network saw it. */
export interface AnnouncedDevice {
  ac: string;
  modelId: string;
  /** The business whose network saw the device (its discovery list shows it); null: seen by none yet. */
  businessId: number | null;
}

/** What a device tells the server when it announces itself. */
export interface Announcement {
  /** The activation code printed on the device (any case; stored upper case). */
  ac: string;
  modelId: string;
  /** The business whose network the device is on, when known. */
  seenByBusinessId?: number | null;
}

// One statement for one or many: an announced device that is bound already is left alone (it is known), one that
// was announced before moves to the business that saw it last and takes the model it reports.
const ANNOUNCE_SQL = `insert into discovered_inodes (ac, business_id, model_id, discovered_ts)
  select ac, business_id, model_id, $4 from unnest($1::text[], $2::bigint[], $3::text[]) as r(ac, business_id, model_id)
  where not exists (select 1 from inodes i where i.ac = r.ac)
  on conflict (ac) do update set business_id = excluded.business_id, model_id = excluded.model_id,
    discovered_ts = excluded.discovered_ts
  returning ac, business_id, model_id`;

/**
 * Records that a device announced itself to the server: the one way a device becomes bindable (an activation code
 * that never announced cannot be bound). The device joins the discovery list of `seenByBusinessId` (its
 * `listNewINodes`), or of no business. A later device ingest API calls this when a device first reports.
 * Throws 409 INODE_ALREADY_BOUND when the device is bound already.
 * @example await announceDevice(ctx.db, { ac: "0A1B2C3D4E5F", modelId: "iN-200", seenByBusinessId: 1 }, now);
 */
export async function announceDevice(db: Queryable, a: Announcement, ts: number): Promise<AnnouncedDevice> {
  const [device] = await announceDevices(db, [a], ts);
  if (!device) throw new HttpError(409, "INODE_ALREADY_BOUND", "This iNode is already bound");
  return device;
}

/**
 * Announces many devices in one statement (fixtures, the simulator's development controls); devices bound already
 * are skipped, so the answer may be shorter than the input.
 * @example await announceDevices(ctx.db, acs.map((ac) => ({ ac, modelId: "iN-200" })), now);
 */
export async function announceDevices(
  db: Queryable,
  list: readonly Announcement[],
  ts: number,
): Promise<AnnouncedDevice[]> {
  if (!list.length) return [];
  // One row per ac (the last one wins), as one statement may not update a row twice.
  const byAc = new Map(list.map((a) => [a.ac.toUpperCase(), a]));
  const rows = await db.query<{ ac: string; business_id: number | null; model_id: string }>(ANNOUNCE_SQL, [
    [...byAc.keys()],
    [...byAc.values()].map((a) => a.seenByBusinessId ?? null),
    [...byAc.values()].map((a) => a.modelId),
    ts,
  ]);
  return rows.map((r) => ({
    ac: r.ac,
    modelId: r.model_id,
    businessId: r.business_id === null ? null : Number(r.business_id),
  }));
}
