import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { createLink } from "../links/links";
import { emitWebhookEvent } from "./emitWebhookEvent";
import { startWebhookReceiver } from "./webhookReceiver";
import { verifyWebhookSignature } from "./webhookSignature";

const SECRET = "whsec-delivery-01";

// Real deliveries: an event is POSTed by a queue job to a receiver on loopback (allow-listed, as a public host
// would pass the outbound guard), signed with the secret, retried with backoff, and logged.
describe.each(backends)("webhook deliveries on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const ctx = () => h.server.ctx;
  const log = async () =>
    (await h.api("GET", `/v3/businesses/${bid}/webhooks/deliveries`, { token })).body.deliveries as {
      id: number;
      status: string;
      attempts: number;
      responseStatus: number | null;
      type: string;
      eventId: string;
    }[];
  const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > end) return v;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    // Retries after 1 s (then 2 s ...) instead of 30 s, and one retry only: the backoff is the queue's.
    h = await startHarness(backend, { webhooks: { retryDelaySeconds: 1, retryLimit: 1 } });
    receiver = await startWebhookReceiver();
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", receiver.url);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Signed Café" } } })).body.id;
  }, 120_000); // a harness start is slow on a loaded machine
  afterAll(async () => {
    vi.unstubAllEnvs();
    await receiver?.close();
    await h?.close();
  });

  const verifyHook = async () => {
    receiver.state.validator = "validator-0001";
    const r = await h.api("POST", `/v3/businesses/${bid}/webhooks/verify`, {
      token,
      body: { url: receiver.url, validator: "validator-0001", secret: SECRET },
    });
    expect(r.body.success).toBe(true);
  };

  it("queues nothing without a valid webhook", async () => {
    expect(await emitWebhookEvent(ctx(), bid, "campaign.sent", { campaignId: "1" })).toBeNull();
    expect(await log()).toEqual([]);
  });

  it("never throws, even when the database fails", async () => {
    const broken = { ...ctx(), db: { ...ctx().db, query: () => Promise.reject(new Error("down")) } };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(emitWebhookEvent(broken, bid, "campaign.sent", {})).resolves.toBeNull();
    quiet.mockRestore();
  });

  it("POSTs the event signed with the secret and logs it delivered", async () => {
    await verifyHook();
    const got = receiver.next();
    const id = await emitWebhookEvent(ctx(), bid, "campaign.sent", { campaignId: "42", sent: 3 });
    expect(id).toEqual(expect.any(Number));
    const e = await got;
    const sig = e.headers["x-portico-signature"] as string;
    expect(verifyWebhookSignature(SECRET, sig, e.body, Date.now() / 1000)).toBe(true);
    expect(verifyWebhookSignature("another-secret", sig, e.body, Date.now() / 1000)).toBe(false);
    expect(verifyWebhookSignature(SECRET, sig, e.body.replace("42", "43"), Date.now() / 1000)).toBe(false);
    const body = JSON.parse(e.body);
    expect(body).toMatchObject({ type: "campaign.sent", businessId: bid, data: { campaignId: "42", sent: 3 } });
    expect(e.headers).toMatchObject({
      "content-type": "application/json",
      "x-portico-event": "campaign.sent",
      "x-portico-delivery": body.id,
    });
    const [d] = await until(log, (l) => l[0]?.status === "delivered");
    expect(d).toMatchObject({ id, eventId: body.id, status: "delivered", attempts: 1, responseStatus: 200 });
  });

  it("retries a failed delivery with backoff, with the same event id, then gives up and logs it failed", async () => {
    receiver.state.statuses = [500];
    const first = receiver.next();
    await emitWebhookEvent(ctx(), bid, "campaign.sent", { campaignId: "retry" });
    const a = await first;
    const second = await receiver.next();
    expect(second.headers["x-portico-delivery"]).toBe(a.headers["x-portico-delivery"]);
    const [d] = await until(log, (l) => l[0]?.status === "delivered");
    expect(d).toMatchObject({ status: "delivered", attempts: 2, responseStatus: 200 });

    receiver.state.statuses = [503, 503];
    await emitWebhookEvent(ctx(), bid, "campaign.sent", { campaignId: "down" });
    const [f] = await until(log, (l) => l[0]?.status === "failed");
    expect(f).toMatchObject({ status: "failed", attempts: 2, responseStatus: 503 });
    receiver.state.statuses = [];
  }, 30_000);

  it("sends guest.granted when the portal grants a guest", async () => {
    const [a] = await ctx().db.query<{ id: number }>(
      `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
       values ($1, 'Hook WiFi', 'modules', $2, $3, 0, 0) returning id`,
      [
        bid,
        JSON.stringify({ name: "Hook WiFi", accessDuration: 3600 }),
        JSON.stringify([{ id: "GrantHook1", profile: { name: "Go online", mode: "grant" } }]),
      ],
    );
    const link = await createLink(ctx().db, {
      businessId: bid,
      campaignType: "activity",
      campaignId: Number(a!.id),
      name: "Hook",
      publicUrl: h.url,
      now: Math.floor(Date.now() / 1000),
    });
    const s = await h.api("POST", `/v3/portal/links/${link.code}/sessions`, {
      body: { guestId: "hook-guest-01", mac: "AA:BB:CC:00:00:01" },
    });
    const got = receiver.next();
    const step = await h.api("POST", `/v3/portal/sessions/${s.body.sessionId}/steps`, {
      body: { moduleId: "GrantHook1", action: "continue" },
    });
    expect(step.body.granted).not.toBeNull();
    const e = JSON.parse((await got).body);
    expect(e).toMatchObject({
      type: "guest.granted",
      businessId: bid,
      data: {
        activityId: Number(a!.id),
        guestId: "hook-guest-01",
        mac: "AA:BB:CC:00:00:01",
        expiresTs: expect.any(Number),
      },
    });
    expect(JSON.stringify(e)).not.toContain(s.body.sessionId);
  });

  it("skips a queued delivery once the webhook is removed", async () => {
    const job = await import("./webhookDeliveryJob");
    const run = job.webhookDeliveryJob(ctx()).run;
    // A delivery logged while valid, run after the removal.
    await ctx().jobs.stop();
    const id = await emitWebhookEvent(ctx(), bid, "campaign.sent", { campaignId: "late" });
    await h.api("DELETE", `/v3/businesses/${bid}/webhooks`, { token });
    const result = await run({
      jobId: 0,
      businessId: bid,
      input: { deliveryId: id! },
      context: {},
      attempt: 1,
      progress: async () => {},
    });
    expect(result).toEqual({ status: "skipped" });
    expect((await log()).find((d) => d.id === id)).toMatchObject({ status: "skipped", attempts: 0 });
  });
});
