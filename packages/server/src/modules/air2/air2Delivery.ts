import { randomUUID } from "node:crypto";
import type { ServerContext } from "../../context";
import { startDeliveryRun } from "../delivery/deliveryRuns";
import type { AudienceResolver, DeliveryContent } from "../delivery/deliveryTypes";
import { campaignRows } from "./air2Recipients";
import type { Air2CampaignRecord, Air2Channel, SettingsData } from "./air2Store";

/** What a broadcast run stores as its audience: the settings as they were at activation. */
interface Air2Audience {
  general: SettingsData;
  filters: SettingsData;
}

/** The content of a campaign's channels, as the delivery core takes it. */
export function contentOf(channels: Air2Channel[]): DeliveryContent {
  const content: DeliveryContent = {};
  for (const ch of channels) {
    if (ch.type === "email") content.email = { subject: ch.subject ?? "", html: ch.content };
    else content.sms = { text: ch.content };
  }
  return content;
}

const shortUrls = (channels: Air2Channel[]) => channels.some((c) => c.type === "sms" && c.shortUrlEnabled);

/**
 * Sends a broadcast once through the delivery core: one run per activation (`send-<n>`), its audience the rows of
 * the source that pass the filters as saved at activation, so that a resumed run finds the same recipients.
 */
export function sendBroadcast(
  ctx: ServerContext,
  c: Air2CampaignRecord,
  channels: Air2Channel[],
  runKey: string,
  startAfterSeconds = 0,
) {
  const audience: Air2Audience = { general: c.general, filters: c.filters };
  return startDeliveryRun(ctx, {
    businessId: c.businessId,
    kind: "air2",
    campaignId: String(c.id),
    runKey,
    channels: contentOf(channels),
    audience,
    shortUrls: shortUrls(channels),
    ...(startAfterSeconds > 0 ? { startAfterSeconds } : {}),
  });
}

/**
 * Deactivating a campaign whose scheduled send has not started yet calls that send off (its job is cancelled);
 * a send already under way finishes.
 */
export async function callOffScheduledSend(ctx: ServerContext, campaignId: number): Promise<void> {
  const queued = await ctx.db.query<{ job_id: number }>(
    `select r.job_id from delivery_runs r join jobs j on j.id = r.job_id
      where r.kind = 'air2' and r.campaign_id = $1 and r.run_key like 'send-%' and j.state = 'queued'`,
    [String(campaignId)],
  );
  for (const { job_id } of queued) await ctx.jobs.cancel(Number(job_id)).catch(() => undefined);
}

/** A test send (type=test) of the given channels to e-mails and phones, a run of its own. */
export async function dispatchTest(
  ctx: ServerContext,
  c: Air2CampaignRecord,
  channels: Air2Channel[],
  to: { emails: string[]; phones: string[] },
) {
  const runKey = `test-${randomUUID()}`;
  const recipients = [...to.emails.map((email) => ({ email })), ...to.phones.map((phone) => ({ phone }))];
  const run = await startDeliveryRun(ctx, {
    businessId: c.businessId,
    kind: "air2",
    campaignId: String(c.id),
    runKey,
    channels: contentOf(channels),
    audience: { recipients },
    shortUrls: shortUrls(channels),
  });
  return { ...run, runKey };
}

/** The `air2` audience: the recipients of the source rows that pass a broadcast's filters. */
export const air2Audience: AudienceResolver = {
  kind: "air2",
  async *resolve(ctx, run) {
    const a = run.audience as Partial<Air2Audience> | null;
    const c = { businessId: run.businessId, general: a?.general ?? {}, filters: a?.filters ?? {} };
    for await (const page of campaignRows(ctx, c)) yield page.map((p) => p.recipient);
  },
};
