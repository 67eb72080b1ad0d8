import type { ServerContext } from "../../context";
import { audienceResolver, listedRecipients, pagesOf } from "./audiences";
import type { DeliveryChannel, DeliveryRecipient, DeliveryRun } from "./deliveryTypes";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address fit for `channel` in stored form (e-mail lower case, phone digits with an optional +), else null. */
export function normaliseAddress(channel: DeliveryChannel, value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (channel === "email") return EMAIL.test(v) ? v.toLowerCase() : null;
  const phone = v.replace(/[\s()-]/g, "");
  return /^\+?\d{6,16}$/.test(phone) ? phone : null;
}

/**
 * Turns the run's audience into `deliveries` rows, one per (channel, address), skipping addresses the business
 * has suppressed. Safe to run again after a crash: rows already there are left as they are.
 * @returns the number of rows the run has
 */
export async function resolveAudience(
  ctx: ServerContext,
  run: DeliveryRun,
  onPage: (rows: number) => Promise<void>,
): Promise<number> {
  const listed = listedRecipients(run.audience);
  const resolver = listed ? null : audienceResolver(run.kind);
  if (!listed && !resolver) throw new Error(`no audience resolver for ${run.kind}`);
  const pages = listed
    ? pagesOf(listed)
    : resolver!.resolve(ctx, { businessId: run.businessId, campaignId: run.campaignId, audience: run.audience });
  const channels = (["email", "sms"] as const).filter((c) => run.channels[c]);
  let seen = 0;
  for await (const page of pages) {
    await insertPage(ctx, run, channels, page);
    seen += page.length;
    await onPage(seen);
  }
  const [row] = await ctx.db.query<{ n: number }>("select count(*)::int as n from deliveries where run_id = $1", [
    run.id,
  ]);
  return Number(row?.n ?? 0);
}

async function insertPage(
  ctx: ServerContext,
  run: DeliveryRun,
  channels: readonly DeliveryChannel[],
  page: DeliveryRecipient[],
): Promise<void> {
  const cols: [string[], string[], (string | null)[], string[]] = [[], [], [], []];
  for (const r of page)
    for (const channel of channels) {
      const address = normaliseAddress(channel, channel === "email" ? r.email : r.phone);
      if (!address) continue;
      cols[0].push(channel);
      cols[1].push(address);
      cols[2].push(r.name ?? null);
      cols[3].push(JSON.stringify(r.vars ?? {}));
    }
  if (cols[0].length === 0) return;
  await ctx.db.query(
    `insert into deliveries (run_id, business_id, kind, campaign_id, channel, address, name, vars, status)
     select $1, $2, $3, $4, t.c, t.a, t.n, t.v::jsonb,
       case when exists (select 1 from delivery_suppressions s
                         where s.business_id = $2 and s.channel = t.c and s.address = t.a) then 'skipped' else 'pending' end
     from unnest($5::text[], $6::text[], $7::text[], $8::text[]) as t(c, a, n, v)
     on conflict (run_id, channel, address) do nothing`,
    [run.id, run.businessId, run.kind, run.campaignId, ...cols],
  );
}
