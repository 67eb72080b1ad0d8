import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerContext } from "../../context";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { composeEmail } from "./composeMessage";
import { deliveryLinks, deliveryMetrics, deliveryRecipients, deliveryStats } from "./deliveryQueries";
import { type DeliveryRunRequest, startDeliveryRun } from "./deliveryRuns";
import { deliveryToken } from "./deliveryTokens";
import { tokenKey } from "./tracker";

const CAFE = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(bothBackends)("the delivery core on %s", (backend) => {
  let h: Harness;
  let ctx: ServerContext;
  beforeAll(async () => {
    // Small batches and two helpers: several workers take the same run at once.
    h = await startHarness(backend, { delivery: { batchSize: 3, helpers: 2 } });
    ctx = h.server.ctx;
  });
  afterAll(async () => h?.close());

  const run = (over: Partial<DeliveryRunRequest> & { audience: unknown }) =>
    startDeliveryRun(ctx, {
      businessId: CAFE,
      kind: "edm",
      campaignId: "core-test",
      runKey: "send-1",
      channels: {
        email: {
          subject: "Hello {{name}}",
          html: '<p>Hi {{name}}, see <a href="https://shop.example/deal?a=1&amp;b=2">the deal</a></p>',
        },
      },
      ...over,
    });

  async function done(jobId: number) {
    for (let i = 0; i < 300; i++) {
      const [job] = await ctx.db.query<{ state: string; output: unknown }>(
        "select state, result as output from jobs where id = $1",
        [jobId],
      );
      if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job;
      await sleep(100);
    }
    throw new Error("the delivery job did not finish");
  }
  const mailTo = (a: string) => ctx.sink!.messages(a);

  it("sends one message per address, filled per recipient, and a second request for the same run sends nothing", async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => ({ email: `guest${i}@core.test`, name: `Guest ${i}` }));
    recipients.push({ email: "not-an-address", name: "Nobody" }, { email: "GUEST0@core.test", name: "Twice" });
    const first = await run({ audience: { recipients } });
    const job = await done(first.jobId);
    expect(job).toMatchObject({ state: "succeeded", output: { total: 20, sent: 20, failed: 0, skipped: 0 } });
    const again = await run({ audience: { recipients } });
    expect(again).toEqual(first);
    await sleep(300);
    for (let i = 0; i < 20; i++) expect(mailTo(`guest${i}@core.test`)).toHaveLength(1);
    const mail = mailTo("guest3@core.test")[0]!;
    expect(mail.subject).toBe("Hello Guest 3");
    // The text alternative carries the tracked link and the unsubscribe link.
    expect(mail.links.some((l) => l.includes("/t/click?t="))).toBe(true);
    expect(mail.links.some((l) => l.includes("/unsubscribe/"))).toBe(true);
  });

  it("puts one-click unsubscribe headers, a fixed Message-ID and escaped values into a message", async () => {
    const key = await tokenKey(ctx);
    const compose = {
      run: {
        id: 9,
        businessId: CAFE,
        kind: "edm" as const,
        campaignId: "x",
        runKey: "r",
        audience: null,
        trackerBase: "/t",
        shortUrls: false,
        lang: "ja",
        state: "sending" as const,
        total: 1,
        jobId: 1,
        channels: { email: { subject: "S", html: "<p>{{name}}</p>" } },
      },
      links: [],
      key,
      origin: "https://portico.example",
    };
    const mail = composeEmail(compose, { id: 77, channel: "email", address: "a@b.co", name: "<img src=x>", vars: {} });
    expect(mail.html).toContain("&lt;img src=x&gt;");
    expect(mail.html).toContain("配信停止");
    expect(mail.messageId).toBe("<d77.r9@portico.example>");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://portico.example/unsubscribe/${deliveryToken(key, 77)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("records an open and a click, redirects only to the message's own links, and refuses forged tokens", async () => {
    const link = mailTo("guest5@core.test")[0]!.links.find((l) => l.includes("/t/click"))!;
    const token = new URL(link).searchParams.get("t")!;
    const pixel = await fetch(`${h.url}/t/open?t=${token}`);
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    const click = await fetch(link.replace(/^https?:\/\/[^/]+/, h.url), { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://shop.example/deal?a=1&b=2");
    const elsewhere = await fetch(`${h.url}/t/click?t=${token}&u=${encodeURIComponent("https://evil.example/")}`, {
      redirect: "manual",
    });
    expect(elsewhere.status).toBe(404);
    const forged = `${token.split(".")[0]}.AAAAAAAAAAAAAAAA`;
    expect(
      (
        await fetch(`${h.url}/t/click?t=${forged}&u=${encodeURIComponent("https://shop.example/deal?a=1&b=2")}`, {
          redirect: "manual",
        })
      ).status,
    ).toBe(404);
    const scope = { businessId: CAFE, kind: "edm" as const, campaignId: "core-test" };
    expect(await deliveryStats(ctx.db, scope)).toEqual({
      sent: 20,
      failed: 0,
      pending: 0,
      opened: 1,
      clicked: 1,
      unsubscribed: 0,
    });
    expect(await deliveryLinks(ctx.db, scope, { startIndex: 0, limit: 10 })).toEqual({
      links: [{ url: "https://shop.example/deal?a=1&b=2", clicks: 1, uniqueClicks: 1 }],
      total: 1,
    });
    const clicked = await deliveryRecipients(ctx.db, scope, { startIndex: 0, limit: 10, event: "click" });
    expect(clicked.total).toBe(1);
    expect(clicked.recipients[0]).toMatchObject({ address: "guest5@core.test", status: "sent" });
    expect(clicked.recipients[0]!.openedTs).toBeGreaterThan(0);
    const opens = await deliveryMetrics(ctx.db, scope, "open", "daily", "Asia/Taipei");
    expect(opens.reduce((n, p) => n + p.count, 0)).toBe(1);
    expect(opens[0]!.ts % 3600).toBe(0);
  });

  it("unsubscribes by the one-click POST, shows the page in the message's language, and skips the address later", async () => {
    const link = mailTo("guest7@core.test")[0]!.links.find((l) => l.includes("/unsubscribe/"))!;
    const path = new URL(link).pathname;
    const page = await fetch(h.url + path);
    expect(await page.text()).toContain('<form method="post">');
    const post = await fetch(h.url + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("guest7@core.test");
    expect((await fetch(`${h.url}/unsubscribe/zz.AAAAAAAAAAAAAAAA`)).status).toBe(404);
    // Readers that post multipart, malformed JSON or no body at all are answered the same way.
    for (const [type, body] of [
      ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--"],
      ["application/json", "{not json"],
      [undefined, undefined],
    ] as const) {
      const again = await fetch(h.url + path, { method: "POST", headers: type ? { "content-type": type } : {}, body });
      expect(again.status).toBe(200);
    }
    const next = await run({
      runKey: "send-2",
      audience: { recipients: [{ email: "guest7@core.test" }, { email: "guest8@core.test" }] },
    });
    expect(await done(next.jobId)).toMatchObject({ output: { total: 2, sent: 1, skipped: 1 } });
    expect(mailTo("guest7@core.test")).toHaveLength(1);
    expect(mailTo("guest8@core.test")).toHaveLength(2);
  });

  it("writes the unsubscribe footer in the owner's language when the run names none", async () => {
    await ctx.db.query("update users set lang = 'ja' where id = (select owner_id from businesses where id = $1)", [
      CAFE,
    ]);
    try {
      const sent = await run({ campaignId: "lang-test", audience: { recipients: [{ email: "guest9@core.test" }] } });
      await done(sent.jobId);
      const [row] = await ctx.db.query<{ lang: string }>("select lang from delivery_runs where id = $1", [sent.runId]);
      expect(row!.lang).toBe("ja");
      expect(mailTo("guest9@core.test")[0]!.html).toContain("配信停止");
    } finally {
      await ctx.db.query("update users set lang = null where id = (select owner_id from businesses where id = $1)", [
        CAFE,
      ]);
    }
  });

  it("takes over a dead worker's claimed rows once their lease ended, and sends text messages with tracked short links", async () => {
    const r = await run({
      kind: "sms",
      campaignId: "core-sms",
      channels: { sms: { text: "Hi {{name}}: https://shop.example/sms" } },
      shortUrls: true,
      audience: { recipients: [{ phone: "+886 912 345 678", name: "Ann" }] },
    });
    await done(r.jobId);
    const [text] = ctx.smsOutbox!.messages("+886912345678");
    expect(text!.text).toMatch(/^Hi Ann: http:\/\/127\.0\.0\.1:\d+\/r\/[0-9a-z]+\.0\.[A-Za-z0-9_-]{8}$/);
    const short = await fetch(h.url + new URL(text!.text.split(": ")[1]!).pathname, { redirect: "manual" });
    expect(short.headers.get("location")).toBe("https://shop.example/sms");
    // A row left 'sending' by an instance that died is sent again only after the lease.
    await ctx.db.query(`update deliveries set status = 'sending', claimed_ts = $2 where run_id = $1`, [
      r.runId,
      Math.floor(Date.now() / 1000) - 10_000,
    ]);
    await ctx.db.query("update delivery_runs set state = 'sending' where id = $1", [r.runId]);
    const again = await ctx.jobs.enqueue(CAFE, "delivery.batch", { runId: r.runId, helper: 9 });
    await done(again.job.id);
    expect(ctx.smsOutbox!.messages("+886912345678")).toHaveLength(2);
  });
});
