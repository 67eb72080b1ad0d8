import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demoOwner, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import type { DeliveryRecipient } from "../delivery/deliveryTypes";
import { exportSource } from "../exports/exportSources";
import { smsAudience } from "./smsAudience";
import { smsResultsExport } from "./smsResultsExport";

const DAY = 86_400;

describe.each(backends)("SMS campaigns and visitor segments on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  let now: number;
  const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    h.api(method, path, { token, ...(body !== undefined ? { body } : {}) });
  // A guest's sign-in; the latest sign-in's values win per field.
  const signIn = (
    businessId: number,
    guestKey: string,
    g: { phone?: string | null; name?: string; gender?: string; birthday?: string | null; ago?: number },
  ) =>
    h.server.ctx.db.query(
      `insert into visitor_auths (business_id, guest_key, auth_type, name, phone, gender, birthday, ts)
       values ($1, $2, 'sms', $3, $4, $5, $6, $7)`,
      [
        businessId,
        guestKey,
        g.name ?? null,
        g.phone ?? null,
        g.gender ?? "unknown",
        g.birthday ?? null,
        now - (g.ago ?? 0),
      ],
    );
  // The state of a job once it finished (the delivery job sends in batches by helper jobs).
  const jobDone = async (jobId: number) => {
    for (let i = 0; i < 300; i++) {
      const [job] = await h.server.ctx.db.query<{ state: string }>("select state from jobs where id = $1", [jobId]);
      if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job.state;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the delivery job did not finish");
  };
  const count = async (conditions: unknown[]) =>
    (await api("POST", `/v3/businesses/${bid}/visitors-conditions`, { conditions })).body.count;

  beforeAll(async () => {
    h = await startHarness(backend);
    const o = await demoOwner(h);
    token = o.token;
    bid = (await api("POST", "/v3/businesses", { profile: { name: "SMS shop" } })).body.id;
    now = Math.floor(h.server.ctx.now() / 1000);
    const year = new Date(h.server.ctx.now()).getUTCFullYear();
    await signIn(bid, "amy", {
      phone: "+886900000001",
      name: "Amy",
      gender: "female",
      birthday: `${year - 30}-01-01`,
      ago: 2 * DAY,
    });
    await signIn(bid, "amy", { phone: null, gender: "unknown", ago: DAY }); // a later sign-in keeps Amy's phone
    await signIn(bid, "bea", {
      phone: "+886900000002",
      name: "Bea",
      gender: "female",
      birthday: `${year - 60}-01-01`,
      ago: 40 * DAY,
    });
    await signIn(bid, "cid", { phone: "+886900000003", name: "Cid", gender: "male", ago: 3 * DAY });
    await signIn(bid, "dee", { gender: "female", ago: DAY }); // no phone
    await signIn(o.cafeId, "other", { phone: "+886900000009", gender: "female" }); // another business
  });
  afterAll(() => h?.close());

  it("counts the guests matching the test conditions", async () => {
    expect(await count([])).toBe(4);
    expect(await count([{ field: "phoneNumber", op: "NOT_NULL" }])).toBe(3);
    expect(
      await count([
        { field: "phoneNumber", op: "NOT_NULL" },
        { field: "gender", op: "EQ", value: "female" },
      ]),
    ).toBe(2);
    expect(await count([{ field: "lastAuth", op: "BETWEEN", start: now - 10 * DAY, end: now }])).toBe(3);
    expect(await count([{ field: "age", op: "BETWEEN", start: 25, end: 45 }])).toBe(1);
    // Ages are clamped to 0-150: 200 is 150, and Bea (about 60) is in.
    expect(await count([{ field: "age", op: "BETWEEN", start: 50, end: 200 }])).toBe(1);
  });

  it("rejects a start after its end and the wrong operator", async () => {
    const r = await api("POST", `/v3/businesses/${bid}/visitors-conditions`, {
      conditions: [{ field: "age", op: "BETWEEN", start: 40, end: 20 }],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("VALIDATION_FAILED");
    const op = await api("POST", `/v3/businesses/${bid}/visitors-conditions`, {
      conditions: [{ field: "gender", op: "NOT_NULL" }],
    });
    expect(op.status).toBe(400);
  });

  it("saves named and unnamed segments; lists only named ones; PUT changes only the fields sent", async () => {
    const women = await api("POST", `/v3/businesses/${bid}/visitors-segments`, {
      name: " Women ",
      conditions: [{ field: "gender", op: "EQ", value: "female" }],
    });
    expect(women.status).toBe(201);
    expect(women.body).toMatchObject({ name: "Women", count: 3, businessId: bid });
    const unnamed = await api("POST", `/v3/businesses/${bid}/visitors-segments`, { conditions: [] });
    expect(unnamed.body).toMatchObject({ name: null, count: 4 });
    const list = await api("GET", `/v3/businesses/${bid}/visitors-segments`);
    expect(list.body.segments.map((s: { id: number }) => s.id)).toEqual([women.body.id]);

    const put = await api("PUT", `/v3/visitors-segments/${women.body.id}`, {
      conditions: [
        { field: "gender", op: "EQ", value: "female" },
        { field: "phoneNumber", op: "NOT_NULL" },
      ],
    });
    expect(put.body).toMatchObject({ name: "Women", count: 2 });
    const one = await api("GET", `/v3/visitors-segments/${women.body.id}`);
    expect(one.body.guests.map((g: { phoneNumber: string }) => g.phoneNumber).sort()).toEqual([
      "+886900000001",
      "+886900000002",
    ]);
  });

  it("keeps campaigns: create with a segment's count, list newest first, update, one line of text, remove", async () => {
    const seg = await api("POST", `/v3/businesses/${bid}/visitors-segments`, {
      conditions: [{ field: "phoneNumber", op: "NOT_NULL" }],
    });
    const c = await api("POST", `/v3/businesses/${bid}/sms-campaigns`, {
      name: "Weekend",
      content: "Hi {{name}}",
      segmentId: seg.body.id,
    });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ name: "Weekend", segmentId: seg.body.id, count: 3, sends: 0, sentTs: null });
    const two = await api("POST", `/v3/businesses/${bid}/sms-campaigns`, { name: "Second", content: "" });
    const list = await api("GET", `/v3/businesses/${bid}/sms-campaigns?limit=1`);
    expect(list.body.total).toBe(2);
    expect(list.body.campaigns.map((x: { id: number }) => x.id)).toEqual([two.body.id]);

    const multiLine = await api("PUT", `/v3/sms-campaigns/${c.body.id}`, { name: "W", content: "a\nb" });
    expect(multiLine.status).toBe(400);
    const blank = await api("PUT", `/v3/sms-campaigns/${c.body.id}`, { name: "  ", content: "a" });
    expect(blank.status).toBe(400);
    const up = await api("PUT", `/v3/sms-campaigns/${c.body.id}`, { name: "W2", content: "Hello", segmentId: null });
    expect(up.body).toMatchObject({ name: "W2", content: "Hello", segmentId: null, count: 0 });

    // A segment of another business is a 404, not a way in.
    const foreign = await h.api("POST", `/v3/businesses/${(await demoOwner(h)).cafeId}/visitors-segments`, {
      token,
      body: { conditions: [] },
    });
    const stolen = await api("PUT", `/v3/sms-campaigns/${c.body.id}`, {
      name: "W",
      content: "a",
      segmentId: foreign.body.id,
    });
    expect(stolen.status).toBe(404);

    expect((await api("DELETE", `/v3/sms-campaigns/${two.body.id}`)).body).toEqual({ ok: true });
    expect((await api("GET", `/v3/sms-campaigns/${two.body.id}`)).status).toBe(404);
  });

  it("resolves the sms audience from the conditions the send took: guests with a phone, in pages, with their name", async () => {
    const pages: DeliveryRecipient[][] = [];
    const audience = { segmentId: 1, conditions: [{ field: "gender", op: "EQ", value: "female" }], asOf: Date.now() };
    for await (const p of smsAudience.resolve(h.server.ctx, { businessId: bid, campaignId: "1", audience }))
      pages.push(p);
    expect(pages.flat().map((r) => [r.phone, r.vars?.name])).toEqual([
      ["+886900000001", "Amy"],
      ["+886900000002", "Bea"],
    ]);
    // Malformed conditions resolve to nobody rather than to everyone.
    const none: DeliveryRecipient[][] = [];
    for await (const p of smsAudience.resolve(h.server.ctx, {
      businessId: bid,
      campaignId: "1",
      audience: { conditions: [{ field: "gender", op: "BETWEEN" }] },
    }))
      none.push(p);
    expect(none).toEqual([]);
  });

  it("sends a campaign once per phone of its segment through the delivery core; results and report follow", async () => {
    const seg = await api("POST", `/v3/businesses/${bid}/visitors-segments`, {
      conditions: [{ field: "gender", op: "EQ", value: "female" }],
    });
    const c = await api("POST", `/v3/businesses/${bid}/sms-campaigns`, {
      name: "Sale",
      content: "",
      segmentId: seg.body.id,
    });
    const empty = await api("POST", `/v3/sms-campaigns/${c.body.id}/send`);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ content: "required" });
    await api("PUT", `/v3/sms-campaigns/${c.body.id}`, {
      name: "Sale",
      content: "Hi {{name}}!",
      segmentId: seg.body.id,
    });

    const predicted = await count([
      { field: "gender", op: "EQ", value: "female" },
      { field: "phoneNumber", op: "NOT_NULL" },
    ]);
    const sent = await api("POST", `/v3/sms-campaigns/${c.body.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.runKey).toBe("send-1");
    expect(await jobDone(sent.body.jobId)).toBe("succeeded");
    const texts = h.server.ctx.smsOutbox!.messages().filter((m) => m.text.startsWith("Hi ") && m.businessId === bid);
    expect(texts.map((m) => [m.to, m.text]).sort()).toEqual([
      ["+886900000001", "Hi Amy!"],
      ["+886900000002", "Hi Bea!"],
    ]);
    expect(texts).toHaveLength(predicted);

    const campaign = await api("GET", `/v3/sms-campaigns/${c.body.id}`);
    expect(campaign.body).toMatchObject({ sends: 1, count: predicted });
    expect(campaign.body.sentTs).toBeGreaterThan(0);
    const results = await api("GET", `/v3/sms-campaigns/${c.body.id}/results`);
    expect(results.body.total).toBe(2);
    expect(results.body.results.map((r: { status: string }) => r.status)).toEqual(["sent", "sent"]);
    const report = await api("GET", `/v3/sms-campaigns/${c.body.id}/report`);
    expect(report.body).toMatchObject({ sent: 2, failed: 0, pending: 0 });
    expect(report.body.daily.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(2);
    const bad = await api("GET", `/v3/sms-campaigns/${c.body.id}/report?from=10&to=5`);
    expect(bad.status).toBe(400);

    // The results as an export source: one row per text of the range's days; another business's campaign is a 404.
    expect(exportSource("sms-results")).toBe(smsResultsExport);
    const day = new Date(h.server.ctx.now()).toISOString().slice(0, 10);
    const query = { ctx: h.server.ctx, businessId: bid, lang: "en" as const, params: { campaignId: c.body.id } };
    const rows: unknown[][] = [];
    for await (const r of smsResultsExport.rows({ ...query, range: { from: day, to: day, timeZone: "UTC" } }))
      rows.push(r);
    expect(rows.map((r) => [r[0], r[1], r[2]]).sort()).toEqual([
      ["+886900000001", "Amy", "sent"],
      ["+886900000002", "Bea", "sent"],
    ]);
    expect(rows[0]![3]).toBeInstanceOf(Date);
    expect(() => smsResultsExport.parseParams({ campaignId: "1" })).toThrow();
    const cafe = (await demoOwner(h)).cafeId;
    await expect(
      smsResultsExport.validate!({ ...query, businessId: cafe, range: { from: day, to: day, timeZone: "UTC" } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const seg = await h.api("POST", `/v3/businesses/${businessId}/visitors-segments`, {
        token: ownerToken,
        body: { name: "Mine", conditions: [] },
      });
      const c = await h.api("POST", `/v3/businesses/${businessId}/sms-campaigns`, {
        token: ownerToken,
        body: { name: "Mine", content: "Hi", segmentId: seg.body.id },
      });
      return { segmentId: seg.body.id, campaignId: c.body.id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/sms-campaigns`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/sms-campaigns`,
        body: () => ({ name: "N", content: "x" }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/sms-campaigns/${ids.campaignId}`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/sms-campaigns/${ids.campaignId}`,
        body: () => ({ name: "N", content: "x" }),
        verb: "put",
      },
      { method: "POST", path: (ids) => `/v3/sms-campaigns/${ids.campaignId}/send`, verb: "post" },
      { method: "GET", path: (ids) => `/v3/sms-campaigns/${ids.campaignId}/results`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/sms-campaigns/${ids.campaignId}/report`, verb: "get" },
      { method: "DELETE", path: (ids) => `/v3/sms-campaigns/${ids.campaignId}`, verb: "delete" },
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/visitors-segments`, verb: "get" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/visitors-segments`,
        body: () => ({ conditions: [] }),
        verb: "post",
      },
      { method: "GET", path: (ids) => `/v3/visitors-segments/${ids.segmentId}`, verb: "get" },
      {
        method: "PUT",
        path: (ids) => `/v3/visitors-segments/${ids.segmentId}`,
        body: () => ({ name: "N" }),
        verb: "put",
      },
      { method: "DELETE", path: (ids) => `/v3/visitors-segments/${ids.segmentId}`, verb: "delete" },
      {
        method: "POST",
        path: (ids) => `/v3/businesses/${ids.businessId}/visitors-conditions`,
        body: () => ({ conditions: [] }),
        verb: "get",
      },
    ],
  });
});
