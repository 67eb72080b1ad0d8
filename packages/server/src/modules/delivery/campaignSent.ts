import type { ServerContext } from "../../context";
import { emitWebhookEvent } from "../webhooks/emitWebhookEvent";
import type { DeliveryOutcome } from "./deliveryJob";
import type { DeliveryRun } from "./deliveryTypes";

/**
 * Tells the business's webhook that a send finished: `campaign.sent` with the campaign, the run and its counts.
 * A test send is no campaign event.
 */
export async function campaignSent(ctx: ServerContext, run: DeliveryRun, outcome: DeliveryOutcome): Promise<void> {
  if (run.runKey.startsWith("test-")) return;
  await emitWebhookEvent(ctx, run.businessId, "campaign.sent", {
    kind: run.kind,
    campaignId: run.campaignId,
    runKey: run.runKey,
    total: outcome.total,
    sent: outcome.sent,
    failed: outcome.failed,
    skipped: outcome.skipped,
  });
}
