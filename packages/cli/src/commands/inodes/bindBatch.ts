import { isPorticoError, type PorticoClient, PorticoError } from "@portico/sdk";
import { type CommandContext, describeError } from "../../output";
import { type BindRow, bindKey } from "./bindRows";
import { allINodes } from "./listINodes";
import { withRetry } from "./retry";

/** Rows a `bindINodes` request may carry (the contract's maxItems). */
export const MAX_BATCH = 50;

/** What became of one sent row. */
export type RowOutcome = { status: "bound" | "already" | "failed"; cuid: string; error: string };

/**
 * True when the server has the batch bind (`POST /v3/businesses/{id}/inodes/batch`): an empty batch is refused by
 * its contract (400) there, and the route is unknown (404) on an older server.
 */
export async function batchSupported(client: PorticoClient, businessId: number): Promise<boolean> {
  try {
    await withRetry(() =>
      client.POST("/v3/businesses/{businessId}/inodes/batch", { params: { path: { businessId } }, body: { rows: [] } }),
    );
    return true;
  } catch (err) {
    if (isPorticoError(err) && err.status === 400) return true;
    if (isPorticoError(err) && err.status === 404) return false;
    throw err;
  }
}

/** The body of a row's bind, as `bindINode` and `bindINodes` take it (one key order, so one request hash). */
export function bindBody(row: BindRow, groupId: number | undefined) {
  return {
    ac: row.ac,
    modelId: row.modelId,
    ...(row.nickname !== undefined ? { nickname: row.nickname } : {}),
    ...(row.timeZone !== undefined ? { timeZone: row.timeZone } : {}),
    ...(groupId !== undefined ? { groupId } : {}),
  };
}

/** 'already' for an error that says the device is bound here (by cuid, or found by listing); null otherwise. */
export async function alreadyBound(
  client: PorticoClient,
  businessId: number,
  ac: string,
  err: { code: string; userMessage?: string },
): Promise<RowOutcome | null> {
  // Bound here without this key (the console, another file): the answer names the device's cuid.
  if (err.code === "INODE_ALREADY_BOUND" && err.userMessage)
    return { status: "already", cuid: err.userMessage, error: "" };
  if (err.code === "INODE_ALREADY_BOUND" || err.code === "IDEMPOTENCY_KEY_REUSED") {
    // The key was used by an earlier run with other columns: done only if the device is bound here.
    const [mine] = (await allINodes(client, businessId, { name: ac })).filter((n) => n.ac === ac);
    if (mine) return { status: "already", cuid: mine.cuid, error: "" };
  }
  return null;
}

/**
 * Sends up to {@link MAX_BATCH} rows in one `bindINodes` request (retrying transient failures), each row with its
 * deterministic key (the single bind's, so a run may switch forms), and says what became of each row.
 */
export async function bindChunk(
  ctx: CommandContext,
  client: PorticoClient,
  businessId: number,
  rows: readonly { row: BindRow; groupId: number | undefined }[],
): Promise<RowOutcome[]> {
  const body = {
    rows: rows.map(({ row, groupId }) => ({ ...bindBody(row, groupId), idempotencyKey: bindKey(businessId, row.ac) })),
  };
  let results: BindRowResult[];
  try {
    const { data } = await withRetry(() =>
      client.POST("/v3/businesses/{businessId}/inodes/batch", { params: { path: { businessId } }, body }),
    );
    results = data.results;
  } catch (err) {
    const { code, message } = describeError(ctx, err);
    return rows.map(() => ({ status: "failed", cuid: "", error: `${code}: ${message}` }));
  }
  return Promise.all(rows.map(({ row }, i) => outcomeOf(ctx, client, businessId, row, results[i])));
}

/** One server row result (of `bindINodes` or a bind job's output) as what became of the row. */
export type BindRowResult = {
  status: string;
  cuid?: string;
  error?: { code: string; message: string; userMessage?: string };
};

/** What became of a sent row, from its result: bound, already (replayed, or bound here before), or failed. */
export async function outcomeOf(
  ctx: CommandContext,
  client: PorticoClient,
  businessId: number,
  row: BindRow,
  r: BindRowResult | undefined,
): Promise<RowOutcome> {
  if (r?.status === "bound") return { status: "bound", cuid: r.cuid ?? "", error: "" };
  // A replay of this row's key: an earlier (maybe killed) run bound it.
  if (r?.status === "replayed") return { status: "already", cuid: r.cuid ?? "", error: "" };
  const e = r?.error ?? { code: "UNEXPECTED", message: "no result for this row" };
  const known = await alreadyBound(client, businessId, row.ac, e);
  if (known) return known;
  const { code, message } = describeError(ctx, new PorticoError({ status: 200, ...e }));
  return { status: "failed", cuid: "", error: `${code}: ${message}` };
}
