import type { ServerContext } from "../../context";
import { type Air2Source, chosenSource, roleColumn, rowPasses } from "./air2Settings";
import { sourceRows, submittedSources } from "./air2Sources";
import type { Air2CampaignRecord } from "./air2Store";

/** The recipient the delivery core sends to (its DeliveryRecipient). */
export interface Air2Recipient {
  email?: string;
  phone?: string;
  name?: string;
  vars?: Record<string, string>;
}

/** The `{{var}}` placeholders a content may use: every column of the source. */
export const availableVars = (source: Air2Source) => source.columns.map((c) => c.name);

const text = (v: unknown) => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v));

/** A source row as a recipient: its e-mail, phone and name columns, and every column as a placeholder value. */
export function recipientOf(
  row: Record<string, unknown>,
  roles: { email: string | null; phone: string | null; name: string | null },
  source: Air2Source,
): Air2Recipient {
  const vars = Object.fromEntries(source.columns.map((c) => [c.name, text(row[c.name])]));
  const pick = (col: string | null) => (col ? text(row[col]).trim() || undefined : undefined);
  const r: Air2Recipient = { vars };
  const email = pick(roles.email);
  const phone = pick(roles.phone);
  const name = pick(roles.name);
  if (email) r.email = email;
  if (phone) r.phone = phone;
  if (name) r.name = name;
  return r;
}

/**
 * The pages of rows of a campaign's source that pass its filters, with each row's recipient. Nothing when the
 * source is gone or not submitted.
 */
export async function* campaignRows(
  ctx: ServerContext,
  c: Pick<Air2CampaignRecord, "businessId" | "general" | "filters">,
): AsyncIterable<{ row: Record<string, unknown>; recipient: Air2Recipient }[]> {
  const source = chosenSource(c, await submittedSources(ctx, c.businessId));
  if (!source) return;
  const roles = {
    email: roleColumn(c, source, "emailColumn"),
    phone: roleColumn(c, source, "phoneColumn"),
    name: roleColumn(c, source, "nameColumn"),
  };
  for await (const page of sourceRows(ctx, c.businessId, source.id)) {
    const passing = page.filter((row) => rowPasses(row, c.filters, source));
    if (passing.length) yield passing.map((row) => ({ row, recipient: recipientOf(row, roles, source) }));
  }
}

/** The filter preview: the first `limit` (at most 100) rows that pass, and how many pass in all. */
export async function previewRecipients(ctx: ServerContext, c: Air2CampaignRecord, limit: number) {
  const recipients: Record<string, unknown>[] = [];
  let total = 0;
  for await (const page of campaignRows(ctx, c)) {
    for (const { row } of page) if (recipients.length < Math.min(limit, 100)) recipients.push(row);
    total += page.length;
  }
  return { recipients, total, from: 0 };
}
