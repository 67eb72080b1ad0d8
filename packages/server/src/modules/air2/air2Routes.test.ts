import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerContext } from "../../context";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const columns = [
  { name: "name", dataType: "string", length: 40, fiilterable: false, schedulerable: false },
  { name: "email", dataType: "string", length: 80, fiilterable: false, schedulerable: false },
  { name: "mobile", dataType: "string", length: 20, fiilterable: false, schedulerable: false },
  { name: "city", dataType: "string", length: 20, fiilterable: true, schedulerable: false },
];

describe.each(backends)("air2 projects and campaigns on %s", (backend) => {
  let h: Harness;
  let ctx: ServerContext;
  let owner: string;
  let bid: number;

  /** A submitted source with rows, as the sources module makes it. */
  async function sourceWith(businessId: number, token: string, rows: Record<string, string>[]) {
    const made = await h.api("POST", `/v3/businesses/${businessId}/air2-sources`, { token, body: { name: "Members" } });
    await h.api("PUT", `/v3/air2-sources/${made.body.id}`, { token, body: { name: "Members", columns } });
    if (rows.length) await h.api("POST", `/v3/air2-sources/${made.body.id}/rows`, { token, body: { rows } });
    return made.body.id as number;
  }
  async function campaignIn(businessId: number, token: string) {
    const p = await h.api("POST", `/v3/businesses/${businessId}/air2-projects`, { token, body: { name: "Autumn" } });
    const c = await h.api("POST", `/v3/air2-projects/${p.body.id}/campaigns`, { token, body: { type: "broadcast" } });
    return { projectId: p.body.id as number, campaignId: c.body.id as number };
  }
  async function jobDone(jobId: number) {
    for (let i = 0; i < 300; i++) {
      const [job] = await ctx.db.query<{ state: string }>("select state from jobs where id = $1", [jobId]);
      if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job.state;
      await sleep(100);
    }
    throw new Error("the delivery job did not finish");
  }

  beforeAll(async () => {
    h = await startHarness(backend);
    ctx = h.server.ctx;
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Air2 Shop" } } })).body.id;
  });
  afterAll(() => h?.close());

  it("keeps projects and campaigns: create, list newest first, rename, types, remove", async () => {
    const p = await h.api("POST", `/v3/businesses/${bid}/air2-projects`, { token: owner, body: { name: " Spring " } });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({ businessId: bid, name: "Spring", campaignCount: 0 });
    const types = await h.api("GET", `/v3/air2-projects/${p.body.id}/types`, { token: owner });
    expect(types.body).toEqual({ types: [{ type: "broadcast", channelTypes: ["sms", "email"] }] });
    const c = await h.api("POST", `/v3/air2-projects/${p.body.id}/campaigns`, {
      token: owner,
      body: { type: "broadcast" },
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({
      status: "draft",
      enabled: false,
      sourceId: null,
      channels: [],
      name: "broadcast 1",
    });
    const renamed = await h.api("PUT", `/v3/air2-projects/${p.body.id}`, { token: owner, body: { name: "Spring 2" } });
    expect(renamed.body).toMatchObject({ name: "Spring 2", campaignCount: 1 });
    expect((await h.api("GET", `/v3/air2-projects/${p.body.id}/campaigns`, { token: owner })).body).toHaveLength(1);
    expect(
      (await h.api("POST", `/v3/air2-projects/${p.body.id}/campaigns`, { token: owner, body: { type: "x" } })).status,
    ).toBe(400);
    expect((await h.api("DELETE", `/v3/air2-projects/${p.body.id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/air2-campaigns/${c.body.id}`, { token: owner })).status).toBe(404);
  });

  it("builds settings widgets from the sources, checks saved data and refuses changes while activated", async () => {
    const sourceId = await sourceWith(bid, owner, []);
    const { campaignId } = await campaignIn(bid, owner);
    const general = await h.api("GET", `/v3/air2-campaigns/${campaignId}/settings/general`, { token: owner });
    expect(general.body.sources).toEqual([{ id: sourceId, name: "Members" }]);
    expect(general.body.widgets.find((w: { key: string }) => w.key === "sourceId").choices).toEqual([
      { label: "Members", value: String(sourceId) },
    ]);
    expect(
      (await h.api("GET", `/v3/air2-campaigns/${campaignId}/settings/filters`, { token: owner })).body.widgets,
    ).toEqual([]);
    const bad = await h.api("PUT", `/v3/air2-campaigns/${campaignId}/settings/general`, {
      token: owner,
      body: { data: { sourceId: "999999" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ "data/sourceId": "must be one of the choices" });
    const saved = await h.api("PUT", `/v3/air2-campaigns/${campaignId}/settings/general`, {
      token: owner,
      body: { data: { sourceId: String(sourceId), name: "Weekend" } },
    });
    expect(saved.body.data).toMatchObject({ sourceId: String(sourceId), name: "Weekend" });
    const filters = await h.api("GET", `/v3/air2-campaigns/${campaignId}/settings/filters`, { token: owner });
    expect(filters.body.widgets.map((w: { key: string; type: string }) => [w.key, w.type])).toEqual([
      ["match", "radio"],
      ["city", "tags"],
    ]);
    const types = await h.api("GET", `/v3/air2-campaigns/${campaignId}/channel-types`, { token: owner });
    expect(types.body).toEqual({
      channelTypes: ["sms", "email"],
      maxAllowedChannels: 2,
      availableVars: ["name", "email", "mobile", "city"],
    });
    const tooMany = await h.api("PUT", `/v3/air2-campaigns/${campaignId}/channels/bulk`, {
      token: owner,
      body: {
        channels: [
          { type: "sms", content: "a" },
          { type: "sms", content: "b" },
        ],
      },
    });
    expect(tooMany.status).toBe(400);
    const noSubject = await h.api("PUT", `/v3/air2-campaigns/${campaignId}/channels/bulk`, {
      token: owner,
      body: { channels: [{ type: "email", content: "<p>x</p>" }] },
    });
    expect(noSubject.body.error.fields).toEqual({ "channels/0/subject": "must not be empty" });
    const ch = await h.api("PUT", `/v3/air2-campaigns/${campaignId}/channels/bulk`, {
      token: owner,
      body: {
        channels: [{ type: "email", subject: "Hi", content: '<p onclick="x()">Hi {{name}}</p><script>1</script>' }],
      },
    });
    expect(ch.body).toEqual([{ id: expect.any(Number), type: "email", subject: "Hi", content: "<p>Hi {{name}}</p>" }]);
    // No rows yet: activation still works (it sends to nobody), and then nothing can be saved.
    const on = await h.api("POST", `/v3/air2-campaigns/${campaignId}/activate`, { token: owner });
    expect(on.body).toMatchObject({ status: "activated", enabled: true, sendCount: 1 });
    for (const [method, path, body] of [
      ["PUT", "settings/general", { data: { name: "Other" } }],
      ["PUT", "channels/bulk", { channels: [] }],
      ["POST", "activate", undefined],
      ["DELETE", "", undefined],
    ] as const) {
      const r = await h.api(method, `/v3/air2-campaigns/${campaignId}${path ? `/${path}` : ""}`, {
        token: owner,
        body,
      });
      expect([r.status, r.body.error.code]).toEqual([409, "AIR2_CAMPAIGN_ACTIVATED"]);
    }
    const off = await h.api("POST", `/v3/air2-campaigns/${campaignId}/deactivate`, { token: owner });
    expect(off.body).toMatchObject({ status: "deactivated", enabled: false });
  });

  it("refuses to activate without a source or a channel", async () => {
    const { campaignId } = await campaignIn(bid, owner);
    const r = await h.api("POST", `/v3/air2-campaigns/${campaignId}/activate`, { token: owner });
    expect([r.status, r.body.error.code]).toEqual([409, "AIR2_CAMPAIGN_INCOMPLETE"]);
  });

  it("schedules a send at a time: refused unless set and ahead; deactivating before it calls it off", async () => {
    const sourceId = await sourceWith(bid, owner, [{ name: "Later", email: "later@shop.test", mobile: "", city: "X" }]);
    const { campaignId } = await campaignIn(bid, owner);
    const base = `/v3/air2-campaigns/${campaignId}`;
    await h.api("PUT", `${base}/settings/general`, { token: owner, body: { data: { sourceId: String(sourceId) } } });
    await h.api("PUT", `${base}/channels/bulk`, {
      token: owner,
      body: { channels: [{ type: "email", subject: "Later", content: "<p>later</p>" }] },
    });
    const schedule = (data: object) => h.api("PUT", `${base}/settings/scheduler`, { token: owner, body: { data } });
    const activate = () => h.api("POST", `${base}/activate`, { token: owner });
    const nowTs = Math.floor(ctx.now() / 1000);

    await schedule({ sendAt: "at" });
    let r = await activate();
    expect([r.status, r.body.error.fields]).toEqual([400, { "data/sendTime": "must be set to send at a time" }]);
    await schedule({ sendAt: "at", sendTime: nowTs - 60 });
    r = await activate();
    expect([r.status, r.body.error.fields]).toEqual([400, { "data/sendTime": "must be in the future" }]);

    await schedule({ sendAt: "at", sendTime: nowTs + 3600 });
    expect((await activate()).body.status).toBe("activated");
    const [run] = await ctx.db.query<{ job_id: number }>(
      "select job_id from delivery_runs where kind = 'air2' and campaign_id = $1 and run_key = 'send-1'",
      [String(campaignId)],
    );
    const stateOf = async () =>
      (await ctx.db.query<{ state: string }>("select state from jobs where id = $1", [run!.job_id]))[0]!.state;
    await sleep(300);
    expect(await stateOf()).toBe("queued");
    expect(ctx.sink!.messages("later@shop.test")).toHaveLength(0);
    await h.api("POST", `${base}/deactivate`, { token: owner });
    expect(await stateOf()).toBe("cancelled");
  });

  it("previews the filtered rows and delivers on e-mail and SMS once per activation; tests go to the given addresses", async () => {
    const rows = ["Taipei", "Tainan", "Taipei"].map((city, i) => ({
      name: `Guest ${i}`,
      email: `air2guest${i}@shop.test`,
      mobile: `+88691200000${i}`,
      city,
    }));
    const sourceId = await sourceWith(bid, owner, rows);
    const { campaignId } = await campaignIn(bid, owner);
    const put = (section: string, data: unknown) =>
      h.api("PUT", `/v3/air2-campaigns/${campaignId}/settings/${section}`, { token: owner, body: { data } });
    await put("general", { sourceId: String(sourceId) });
    const f = await put("filters", { city: ["taipei"] });
    expect(f.body).toMatchObject({ data: { city: ["taipei"] } });
    const preview = await h.api("GET", `/v3/air2-campaigns/${campaignId}/filter-preview`, { token: owner });
    expect(preview.body.total).toBe(2);
    expect(preview.body.recipients.map((r: { email: string }) => r.email)).toEqual([
      "air2guest0@shop.test",
      "air2guest2@shop.test",
    ]);
    expect(
      (await h.api("GET", `/v3/air2-campaigns/${campaignId}/filter-preview?limit=1`, { token: owner })).body,
    ).toMatchObject({
      total: 2,
      recipients: [{ name: "Guest 0" }],
    });
    await h.api("PUT", `/v3/air2-campaigns/${campaignId}/channels/bulk`, {
      token: owner,
      body: {
        channels: [
          { type: "email", subject: "Hello {{name}}", content: "<p>{{city}} deal</p>" },
          { type: "sms", content: "Hi {{name}} from {{city}}", shortUrlEnabled: false },
        ],
      },
    });
    const test = await h.api("POST", `/v3/air2-campaigns/${campaignId}/dispatch`, {
      token: owner,
      body: { type: "test", recipients: { emails: ["tester@shop.test"], phones: ["+886900111222"] } },
    });
    expect(test.status).toBe(202);
    expect(test.body.runKey).toMatch(/^test-/);
    expect(await jobDone(test.body.jobId)).toBe("succeeded");
    expect(ctx.sink!.messages("tester@shop.test")).toHaveLength(1);
    expect(ctx.smsOutbox!.messages("+886900111222")).toHaveLength(1);

    const on = await h.api("POST", `/v3/air2-campaigns/${campaignId}/activate`, { token: owner });
    expect(on.status).toBe(200);
    const [run] = await ctx.db.query<{ job_id: number; run_key: string }>(
      "select job_id, run_key from delivery_runs where kind = 'air2' and campaign_id = $1 and run_key like 'send-%'",
      [String(campaignId)],
    );
    expect(run!.run_key).toBe("send-1");
    expect(await jobDone(run!.job_id)).toBe("succeeded");
    await sleep(200);
    const mail = ctx.sink!.messages("air2guest0@shop.test");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Hello Guest 0");
    expect(ctx.sink!.messages("air2guest1@shop.test")).toHaveLength(0);
    expect(ctx.sink!.messages("air2guest2@shop.test")).toHaveLength(1);
    const [sms] = ctx.smsOutbox!.messages("+886912000002");
    expect(sms!.text).toContain("Hi Guest 2 from Taipei");
    expect(ctx.smsOutbox!.messages("+886912000001")).toHaveLength(0);

    // Statistics per channel over the delivery core (the test run counts too: one more message per channel).
    const stat = await h.api("GET", `/v3/air2-campaigns/${campaignId}/stat`, { token: owner });
    expect(
      stat.body.channels.map((c: { type: string; sent: number; failed: number }) => [c.type, c.sent, c.failed]),
    ).toEqual([
      ["email", 3, 0],
      ["sms", 3, 0],
    ]);
    const smsId = stat.body.channels[1].channelId;
    const base = `/v3/air2-campaigns/${campaignId}/channels/${smsId}`;
    const growths = await h.api("GET", `${base}/growths?period=daily`, { token: owner });
    expect(growths.body.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(3);
    expect((await h.api("GET", `${base}/failed`, { token: owner })).body).toEqual({
      recipients: [],
      total: 0,
      from: 0,
    });
    expect((await h.api("GET", `${base}/unsubscribed`, { token: owner })).body.total).toBe(0);
    expect((await h.api("GET", `${base}/urls`, { token: owner })).body).toEqual({ urls: [], total: 0 });
    const long = await h.api("GET", `${base}/individuals?from=0&to=${91 * 86400}`, { token: owner });
    expect([long.status, long.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(
      (await h.api("GET", `/v3/air2-campaigns/${campaignId}/channels/999999/growths`, { token: owner })).status,
    ).toBe(404);
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h: hh, ownerToken, businessId }) => {
      const p = await hh.api("POST", `/v3/businesses/${businessId}/air2-projects`, {
        token: ownerToken,
        body: { name: "Iso" },
      });
      const c = await hh.api("POST", `/v3/air2-projects/${p.body.id}/campaigns`, {
        token: ownerToken,
        body: { type: "broadcast" },
      });
      const ch = await hh.api("PUT", `/v3/air2-campaigns/${c.body.id}/channels/bulk`, {
        token: ownerToken,
        body: { channels: [{ type: "sms", content: "Hi" }] },
      });
      return { projectId: p.body.id, campaignId: c.body.id, channelId: ch.body[0].id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/air2-projects`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/air2-projects`,
        body: () => ({ name: "P" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/air2-projects/${ids.projectId}`, verb: "get" },
      { method: "PUT", path: (ids) => `/v3/air2-projects/${ids.projectId}`, body: () => ({ name: "Q" }), verb: "put" },
      { method: "DELETE", path: (ids) => `/v3/air2-projects/${ids.projectId}`, verb: "delete" },
      { method: "GET", path: (ids) => `/v3/air2-projects/${ids.projectId}/campaigns`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/air2-projects/${ids.projectId}/campaigns`,
        body: () => ({ type: "broadcast" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/air2-projects/${ids.projectId}/types`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}`, verb: "get" },
      { method: "DELETE", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}`, verb: "delete" },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/settings/general`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/settings/scheduler`,
        body: () => ({ data: { sendAt: "onActivation" } }),
        verb: "put",
      },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channel-types`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/bulk`,
        body: () => ({ channels: [{ type: "sms", content: "Hi" }] }),
        verb: "put",
      },
      { method: "POST", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/deactivate`, verb: "put" },
      {
        method: "POST",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/dispatch`,
        body: () => ({ type: "test", recipients: { phones: ["+886900000001"] } }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/filter-preview`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/stat`, verb: "get" },
      {
        method: "GET",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/${ids.channelId}/growths`,
        verb: "get",
      },
      {
        method: "GET",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/${ids.channelId}/individuals`,
        verb: "get",
      },
      {
        method: "GET",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/${ids.channelId}/failed`,
        verb: "get",
      },
      {
        method: "GET",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/${ids.channelId}/unsubscribed`,
        verb: "get",
      },
      {
        method: "GET",
        path: (ids) => `/v3/air2-campaigns/${ids.campaignId}/channels/${ids.channelId}/urls`,
        verb: "get",
      },
    ],
  });
});
