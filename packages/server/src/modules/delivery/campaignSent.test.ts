import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { type Harness, startHarness } from "../../testkit/harness";
import { startWebhookReceiver } from "../webhooks/webhookReceiver";
import { verifyWebhookSignature } from "../webhooks/webhookSignature";
import { startDeliveryRun } from "./deliveryRuns";

const SECRET = "whsec-campaign-01";

describe("a finished send is a signed campaign.sent webhook event", () => {
  let h: Harness;
  let bid: number;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    h = await startHarness("pglite");
    receiver = await startWebhookReceiver();
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", receiver.url);
    const token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Campaign Café" } } })).body.id;
    receiver.state.validator = "validator-0002";
    const r = await h.api("POST", `/v3/businesses/${bid}/webhooks/verify`, {
      token,
      body: { url: receiver.url, validator: "validator-0002", secret: SECRET },
    });
    expect(r.body.success).toBe(true);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await receiver?.close();
    await h?.close();
  });

  it("after the last message, with the run's counts; a test send is no event", async () => {
    const got = receiver.next();
    const send = (runKey: string) =>
      startDeliveryRun(h.server.ctx, {
        businessId: bid,
        kind: "edm",
        campaignId: "77",
        runKey,
        channels: { email: { subject: "Hi", html: "<p>Hi {{name}}</p>" } },
        audience: { recipients: [{ email: "a@campaign.test" }, { email: "b@campaign.test" }] },
      });
    await send("test-1");
    await send("send-1");
    const e = await got;
    expect(verifyWebhookSignature(SECRET, e.headers["x-portico-signature"] as string, e.body, Date.now() / 1000)).toBe(
      true,
    );
    expect(JSON.parse(e.body)).toMatchObject({
      type: "campaign.sent",
      businessId: bid,
      data: { kind: "edm", campaignId: "77", runKey: "send-1", total: 2, sent: 2, failed: 0, skipped: 0 },
    });
  });
});
