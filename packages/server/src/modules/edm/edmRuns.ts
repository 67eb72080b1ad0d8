import type { ServerContext } from "../../context";
import type { EdmAudience } from "./edmAudienceQuery";
import type { EdmCampaignRow } from "./edmCampaigns";

/** One delivery run of the core as this module starts it (the core's `startDeliveryRun` fits). */
export interface EdmRunRequest {
  businessId: number;
  kind: "edm";
  campaignId: string;
  runKey: string;
  channels: { email: { subject: string; html: string } };
  audience: EdmAudience;
  trackerBase: string;
}

/** Starts a run, idempotent on (kind, campaignId, runKey). */
export type StartRun = (ctx: ServerContext, run: EdmRunRequest) => Promise<{ runId: number; jobId: number }>;

/** The run of one send of a campaign to `audience` (its filter, a slot's trigger, or test addresses). */
export function edmRun(row: EdmCampaignRow, runKey: string, audience: EdmAudience): EdmRunRequest {
  return {
    businessId: Number(row.business_id),
    kind: "edm",
    campaignId: String(row.id),
    runKey,
    // {{name}} and {{email}} are filled per recipient by the core; the HTML was sanitised on save.
    channels: { email: { subject: row.subject, html: row.content } },
    audience,
    trackerBase: `/v3/edm-campaigns/${row.id}/tracker`,
  };
}
