import { zonedDayStart as dayStart } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { startDeliveryRun } from "../delivery/deliveryRuns";
import { edmRecipientsExport } from "./edmRecipientsExport";
import { runDueEdmCampaigns } from "./edmScheduler";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(backends)("e-mail campaigns over the delivery core on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  const db = () => h.server.ctx.db;
  const api = (method: string, path: string, body?: unknown) =>
    h.api(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const local = (path: string) => path.replace(/^https?:\/\/[^/]+/, h.url);
  const visit = (key: string, gender: string, birthday: string | null, ts: number) =>
    db().query(
      `insert into visitor_auths (business_id, guest_key, auth_type, name, email, gender, birthday, ts)
       values ($1, $2, 'email', $3, $2, $4, $5, $6)`,
      [bid, key, key.split("@")[0], gender, birthday, ts],
    );
  async function finished(jobId: number) {
    for (let i = 0; i < 300; i++) {
      const [job] = await db().query<{ state: string }>("select state from jobs where id = $1", [jobId]);
      if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job.state;
      await sleep(100);
    }
    throw new Error("the delivery job did not finish");
  }
  const mails = (to: string) => h.server.ctx.sink!.messages(to);

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await api("POST", "/v3/businesses", { profile: { name: "Sender", email: "boss@edm.test" } })).body.id;
    await db().query("insert into edm_senders (business_id, email, verified_at) values ($1, 'boss@edm.test', 1)", [
      bid,
    ]);
    const t = Math.floor(h.server.ctx.now() / 1000) - 86400;
    await visit("ann@edm.test", "female", "1990-12-02", t);
    await visit("bea@edm.test", "female", null, t);
    await visit("carl@edm.test", "male", null, t);
  });
  afterAll(() => h?.close());

  it("sends to the filtered visitors once each; the open pixel and a click show in stat, recipients and links", async () => {
    const c = (
      await api("POST", `/v3/businesses/${bid}/edm-campaigns`, {
        subject: "Hi {{name}}",
        content: '<p>Hello {{name}} <a href="https://shop.example/menu">menu</a></p>',
        filter: { gender: "female" },
      })
    ).body;
    const sent = await api("POST", `/v3/edm-campaigns/${c.id}/send`, {});
    expect(sent.status).toBe(202);
    expect(sent.body.runKey).toBe("send-1");
    expect(await finished(sent.body.jobId)).toBe("succeeded");
    expect(mails("ann@edm.test")).toHaveLength(1);
    expect(mails("bea@edm.test")).toHaveLength(1);
    expect(mails("carl@edm.test")).toHaveLength(0);
    const mail = mails("ann@edm.test")[0]!;
    expect(mail.subject).toBe("Hi ann");
    const click = mail.links.find((l) => l.includes(`/v3/edm-campaigns/${c.id}/tracker/click?`))!;
    const t = new URL(click).searchParams.get("t")!;
    expect((await api("GET", `/v3/edm-campaigns/${c.id}`)).body).toMatchObject({ status: "Sent" });

    const pixel = await fetch(`${h.url}/v3/edm-campaigns/${c.id}/tracker/open?t=${t}`);
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    const followed = await fetch(local(click), { redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("https://shop.example/menu");
    // A token of this campaign on another campaign's tracker counts nothing and redirects nowhere.
    const other = (await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "x", content: "<p>x</p>" }))
      .body;
    const u = encodeURIComponent("https://shop.example/menu");
    expect(
      (await fetch(`${h.url}/v3/edm-campaigns/${other.id}/tracker/click?t=${t}&u=${u}`, { redirect: "manual" })).status,
    ).toBe(404);
    expect(
      (
        await fetch(
          `${h.url}/v3/edm-campaigns/${c.id}/tracker/click?t=${t}&u=${encodeURIComponent("https://evil.example/")}`,
          { redirect: "manual" },
        )
      ).status,
    ).toBe(404);

    expect((await api("GET", `/v3/edm-campaigns/${c.id}/stat`)).body).toEqual({
      sent: 2,
      open: 1,
      click: 1,
      fails: 0,
      unsubscribed: 0,
      pending: 0,
    });
    const opens = await api("GET", `/v3/edm-campaigns/${c.id}/recipients?event=open`);
    expect(opens.body.total).toBe(1);
    expect(opens.body.recipients[0]).toMatchObject({ address: "ann@edm.test", name: "ann", status: "sent" });
    expect(opens.body.recipients[0].clickedAt).toBeGreaterThan(0);
    expect((await api("GET", `/v3/edm-campaigns/${c.id}/recipients`)).body.total).toBe(2);
    expect((await api("GET", `/v3/edm-campaigns/${c.id}/links`)).body).toEqual({
      links: [{ url: "https://shop.example/menu", clicks: 1, uniqueClicks: 1 }],
      total: 1,
      startIndex: 0,
    });
    const metrics = await api("GET", `/v3/edm-campaigns/${c.id}/stat/metrics?type=sent&period=hourly`);
    expect(metrics.body.points.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(2);
    const now = Math.floor(h.server.ctx.now() / 1000);
    expect((await api("GET", `/v3/edm-campaigns/${c.id}/stat?from=${now - 91 * 86400}&to=${now}`)).status).toBe(400);

    // Sending again is a new send: the unsubscribed are left out by the core, the others mailed again.
    const unsub = mail.links.find((l) => l.includes("/unsubscribe/"))!;
    await fetch(local(unsub), { method: "POST", body: "List-Unsubscribe=One-Click" });
    const again = await api("POST", `/v3/edm-campaigns/${c.id}/send`, {});
    expect(again.body.runKey).toBe("send-2");
    await finished(again.body.jobId);
    expect(mails("ann@edm.test")).toHaveLength(1);
    expect(mails("bea@edm.test")).toHaveLength(2);
  });

  it("sends a test only to the given addresses, and refuses a business whose sender is not verified", async () => {
    const c = (await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "Test", content: "<p>t</p>" })).body;
    const r = await api("POST", `/v3/edm-campaigns/${c.id}/send`, { testAddresses: ["qa@edm.test"] });
    expect(r.body.runKey).toMatch(/^test-/);
    await finished(r.body.jobId);
    expect(mails("qa@edm.test")).toHaveLength(1);
    expect((await api("GET", `/v3/edm-campaigns/${c.id}`)).body).toMatchObject({ status: "Draft", lastSentAt: null });
    const b = (await api("POST", "/v3/businesses", { profile: { name: "Unverified", email: "u@edm.test" } })).body.id;
    const u = (await api("POST", `/v3/businesses/${b}/edm-campaigns`, { subject: "U", content: "<p>u</p>" })).body;
    const refused = await api("POST", `/v3/edm-campaigns/${u.id}/send`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("EDM_SENDER_NOT_VERIFIED");
  });

  it("offers a campaign's recipients as an export source (rows in the range, another business's campaign refused)", async () => {
    const c = (await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "Export", content: "<p>e</p>" }))
      .body;
    await finished((await api("POST", `/v3/edm-campaigns/${c.id}/send`, {})).body.jobId);
    const ctx = h.server.ctx;
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Taipei" }).format(new Date(ctx.now()));
    const query = (from: string, to: string) => ({
      ctx,
      businessId: bid,
      range: { from, to, timeZone: "Asia/Taipei" },
      params: edmRecipientsExport.parseParams({ campaignId: c.id }),
      lang: "en" as const,
    });
    const rows: unknown[][] = [];
    for await (const r of edmRecipientsExport.rows(query(day, day))) rows.push(r);
    expect(edmRecipientsExport.columns({ campaignId: c.id }).map((col) => col.key)).toEqual([
      "address",
      "name",
      "status",
      "sentAt",
      "openedAt",
      "clickedAt",
    ]);
    // Ann unsubscribed in the first test: never mailed, so in no day's export.
    expect(rows.map((r) => r[0]).sort()).toEqual(["bea@edm.test", "carl@edm.test"]);
    expect(rows[0]![2]).toBe("sent");
    expect(rows[0]![3]).toBeInstanceOf(Date);
    const none: unknown[][] = [];
    for await (const r of edmRecipientsExport.rows(query("2020-01-01", "2020-01-02"))) none.push(r);
    expect(none).toEqual([]);
    expect(() => edmRecipientsExport.parseParams({ campaignId: "1" })).toThrow();
    await expect(edmRecipientsExport.validate!({ ...query(day, day), businessId: 1 })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("the scheduler starts one run per due slot (keyed by the business's day and hour) and moves to the next slot", async () => {
    const c = (
      await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "Birthday {{name}}", content: "<p>b</p>" })
    ).body;
    const on = await api("POST", `/v3/edm-campaigns/${c.id}/schedule`, {
      deliveryMode: "scheduleToBirthday",
      birthday: { mode: "daily", daysBefore: 0, sendHour: 8 },
    });
    expect(on.body.status).toBe("SendBeforeBirthDay");
    const slot = on.body.nextDeliveryAt as number;
    // Bea's birthday on the slot's day in Taipei (Ann unsubscribed in the first test): move the clock there.
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Taipei" }).format(new Date(slot * 1000));
    await db().query("update visitor_auths set birthday = $2 where business_id = $1 and guest_key = 'bea@edm.test'", [
      bid,
      `1990-${day.slice(5)}`,
    ]);
    const nowS = Math.floor(h.server.ctx.now() / 1000);
    h.advance(slot - nowS + 30);
    expect(await runDueEdmCampaigns(h.server.ctx, startDeliveryRun)).toBeGreaterThanOrEqual(1);
    // A second tick in the same minute starts nothing for it.
    const [run] = await db().query<{ run_key: string; job_id: number }>(
      "select run_key, job_id from delivery_runs where kind = 'edm' and campaign_id = $1",
      [String(c.id)],
    );
    expect(run!.run_key).toBe(`${day}T08`);
    await runDueEdmCampaigns(h.server.ctx, startDeliveryRun);
    expect(
      (await db().query("select 1 from delivery_runs where kind = 'edm' and campaign_id = $1", [String(c.id)])).length,
    ).toBe(1);
    await finished(Number(run!.job_id));
    expect(mails("bea@edm.test").filter((m) => m.subject === "Birthday bea")).toHaveLength(1);
    expect(mails("carl@edm.test").filter((m) => m.subject.startsWith("Birthday"))).toHaveLength(0);
    const after = (await api("GET", `/v3/edm-campaigns/${c.id}`)).body;
    expect(after.nextDeliveryAt).toBe(slot + 86400);
    expect(after.scheduleEnabled).toBe(1);
    expect(dayStart(day, "Asia/Taipei") + 8 * 3600).toBe(slot);
  });
});
