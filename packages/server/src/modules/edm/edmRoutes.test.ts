import { zonedDayStart as dayStart } from "@portico/sdk/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER } from "../../seed/seedDemo";
import { backends, type Harness, startHarness } from "../../testkit/harness";

describe.each(backends)("e-mail campaigns on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  const db = () => h.server.ctx.db;
  const api = (method: string, path: string, body?: unknown) =>
    h.api(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const nowS = () => Math.floor(h.server.ctx.now() / 1000);
  // One sign-in of a guest of business `b` (what the portal writes).
  const visit = (b: number, guest: Record<string, unknown>, ts: number) =>
    db().query(
      `insert into visitor_auths (business_id, guest_key, auth_type, name, email, gender, birthday, location, ts)
       values ($1, $2, 'email', $3, $4, $5, $6, $7, $8)`,
      [
        b,
        guest.key,
        guest.name ?? null,
        guest.email ?? null,
        guest.gender ?? "unknown",
        guest.birthday ?? null,
        guest.hometown ?? null,
        ts,
      ],
    );
  const verifySender = async (b: number) => {
    expect((await api("POST", `/v3/businesses/${b}/edm-verification?lang=ja`)).body.status).toBe("Pending");
    const mail = h.server.ctx.sink!.messages(`owner-${b}@example.com`).at(-1)!;
    expect(mail.subject).toContain("Portico");
    const link = mail.links.find((l) => l.includes("/v3/edm-verification/"))!;
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn(DEMO_OWNER.email, DEMO_OWNER.password);
    bid = (await api("POST", "/v3/businesses", { profile: { name: "Mail Lab" } })).body.id;
  });
  afterAll(() => h?.close());

  it("saves a draft with sanitised HTML and the filter's defaults, pages and sorts the list", async () => {
    const made = await api("POST", `/v3/businesses/${bid}/edm-campaigns`, {
      subject: "Bravo",
      content: '<p onclick="x()">Hi {{name}}<script>alert(1)</script></p>',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      businessId: bid,
      subject: "Bravo",
      content: "<p>Hi {{name}}</p>",
      status: "Draft",
      scheduleEnabled: 0,
      schedule: null,
      nextDeliveryAt: null,
      filter: { gender: "all", birthday: { noLimit: true }, lastVisit: { noLimit: true } },
    });
    h.advance(5);
    await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "alpha", content: "<p>a</p>" });
    h.advance(5);
    await api("POST", `/v3/businesses/${bid}/edm-campaigns`, { subject: "Charlie", content: "<p>c</p>" });
    const first = await api("GET", `/v3/businesses/${bid}/edm-campaigns?limit=2`);
    expect(first.body).toMatchObject({ total: 3, count: 2, startIndex: 0 });
    expect(first.body.edmCampaigns.map((c: { subject: string }) => c.subject)).toEqual(["Charlie", "alpha"]);
    const bySubject = await api("GET", `/v3/businesses/${bid}/edm-campaigns?sort=subject:asc&startIndex=1&limit=10`);
    expect(bySubject.body.edmCampaigns.map((c: { subject: string }) => c.subject)).toEqual(["Bravo", "Charlie"]);
    expect((await api("GET", `/v3/businesses/${bid}/edm-campaigns?sort=id:asc`)).status).toBe(400);
  });

  it("fills the last-visit range's missing ends and refuses a reversed range", async () => {
    const made = await api("POST", `/v3/businesses/${bid}/edm-campaigns`, {
      subject: "Range",
      content: "<p>x</p>",
      filter: { lastVisit: { noLimit: false } },
    });
    const { from, to } = made.body.filter.lastVisit;
    expect(to).toBe(nowS());
    expect(to - from).toBe(365 * 86400);
    const bad = await api("PUT", `/v3/edm-campaigns/${made.body.id}`, {
      subject: "Range",
      content: "<p>x</p>",
      filter: { firstVisit: { noLimit: false, from: 200, to: 100 } },
    });
    expect(bad.status).toBe(400);
    expect((await api("GET", `/v3/edm-campaigns/${made.body.id}`)).body.filter.lastVisit.noLimit).toBe(false);
    expect((await api("DELETE", `/v3/edm-campaigns/${made.body.id}`)).body).toEqual({ ok: true });
    expect((await api("GET", `/v3/edm-campaigns/${made.body.id}`)).status).toBe(404);
  });

  it("checks the sender: EDM_NO_EMAIL, then a real verification e-mail whose link makes it Success", async () => {
    const b = (await api("POST", "/v3/businesses", { profile: { name: "No mail" } })).body.id;
    const none = await api("GET", `/v3/businesses/${b}/edm-verification`);
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("EDM_NO_EMAIL");
    await api("PUT", `/v3/businesses/${b}`, { profile: { name: "No mail", email: `owner-${b}@example.com` } });
    expect((await api("GET", `/v3/businesses/${b}/edm-verification`)).body).toEqual({
      status: "NotVerified",
      email: `owner-${b}@example.com`,
    });
    await verifySender(b);
    expect((await api("GET", `/v3/businesses/${b}/edm-verification`)).body.status).toBe("Success");
    // The link works once; a changed business e-mail needs a new verification.
    const mail = h.server.ctx.sink!.messages(`owner-${b}@example.com`).at(-1)!;
    expect(mail.text).toContain("Portico"); // ja copy names the product too
    expect((await fetch(mail.links.find((l) => l.includes("/v3/edm-verification/"))!)).status).toBe(404);
    await api("PUT", `/v3/businesses/${b}`, { profile: { name: "No mail", email: `new-${b}@example.com` } });
    expect((await api("GET", `/v3/businesses/${b}/edm-verification`)).body.status).toBe("NotVerified");
  });

  it("enables a schedule only for a verified sender, answering its status and next delivery; disabling clears it", async () => {
    const b = (await api("POST", "/v3/businesses", { profile: { name: "Sched", email: "x@example.com" } })).body.id;
    await db().query("update businesses set email = $2 where id = $1", [b, `owner-${b}@example.com`]);
    const c = (await api("POST", `/v3/businesses/${b}/edm-campaigns`, { subject: "Week", content: "<p>w</p>" })).body;
    const weekly = { deliveryMode: "customized", type: "weekly", routine: { dayOfWeek: 3, sendHour: 9 } };
    const refused = await api("POST", `/v3/edm-campaigns/${c.id}/schedule`, weekly);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("EDM_SENDER_NOT_VERIFIED");
    await verifySender(b);
    const on = await api("POST", `/v3/edm-campaigns/${c.id}/schedule`, weekly);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ status: "Scheduled", scheduleEnabled: 1, schedule: weekly });
    const next = on.body.nextDeliveryAt as number;
    expect(next).toBeGreaterThan(nowS());
    expect(next - nowS()).toBeLessThanOrEqual(7 * 86400);
    // Wednesday 09:00 in the business's zone (Asia/Taipei by default, UTC+8).
    expect(new Date((next + 8 * 3600) * 1000).getUTCDay()).toBe(3);
    expect((next + 8 * 3600) % 86400).toBe(9 * 3600);
    const birthday = await api("POST", `/v3/edm-campaigns/${c.id}/schedule`, {
      deliveryMode: "scheduleToBirthday",
      birthday: { mode: "monthly", daysBefore: 1, sendHour: 8 },
    });
    expect(birthday.body.status).toBe("SendBeforeBirthMonth");
    const past = await api("POST", `/v3/edm-campaigns/${c.id}/schedule`, {
      deliveryMode: "customized",
      type: "scheduleOnDate",
      at: nowS() - 60,
    });
    expect(past.status).toBe(400);
    // Saving an enabled campaign recomputes its next delivery; a schedule that cannot stay on saves nothing.
    const saved = await api("PUT", `/v3/edm-campaigns/${c.id}`, {
      subject: "Week 2",
      content: "<p>w</p>",
      schedule: weekly,
    });
    expect(saved.body).toMatchObject({ subject: "Week 2", status: "Scheduled", nextDeliveryAt: next });
    const refusedSave = await api("PUT", `/v3/edm-campaigns/${c.id}`, {
      subject: "Week 3",
      content: "<p>w</p>",
      schedule: { deliveryMode: "customized", type: "scheduleOnDate", at: nowS() - 60 },
    });
    expect(refusedSave.status).toBe(400);
    expect((await api("GET", `/v3/edm-campaigns/${c.id}`)).body.subject).toBe("Week 2");
    const off = await api("DELETE", `/v3/edm-campaigns/${c.id}/schedule`);
    expect(off.body).toMatchObject({ status: "Draft", scheduleEnabled: 0, nextDeliveryAt: null });
  });

  it("previews the visitors a filter selects (one row per guest with an e-mail), paged and sorted", async () => {
    const b = (await api("POST", "/v3/businesses", { profile: { name: "Guests" } })).body.id;
    const day = (d: string) => dayStart(d, "Asia/Taipei") + 12 * 3600;
    const amy = {
      key: "amy@example.com",
      email: "amy@example.com",
      name: "Amy",
      gender: "female",
      birthday: "1990-05-02",
      hometown: "Taipei City",
    };
    await visit(b, amy, day("2026-01-10"));
    await visit(b, { ...amy, name: "Amy Lin" }, day("2026-11-01"));
    await visit(
      b,
      {
        key: "bob@example.com",
        email: "bob@example.com",
        name: "Bob",
        gender: "male",
        birthday: "1985-12-24",
        hometown: "Kaohsiung",
      },
      day("2026-06-01"),
    );
    await visit(b, { key: "0A0B0C0D0E0F", name: "No mail", gender: "female" }, day("2026-06-02"));
    await visit(
      b,
      { key: "cat@example.com", email: "cat@example.com", gender: "female", birthday: "2000-05-20" },
      day("2026-03-03"),
    );
    // Another business's guest never shows.
    await visit(bid, { key: "eve@example.com", email: "eve@example.com", gender: "female" }, day("2026-06-01"));
    const list = async (body: object) => (await api("POST", `/v3/businesses/${b}/edm-recipients`, body)).body;

    const all = await list({});
    expect(all.total).toBe(3);
    expect(all.recipients.map((r: { email: string }) => r.email)).toEqual([
      "amy@example.com",
      "bob@example.com",
      "cat@example.com",
    ]);
    expect(all.recipients[0]).toEqual({
      vuid: "amy@example.com",
      email: "amy@example.com",
      phoneNumber: null,
      visitor: { displayName: "Amy Lin" },
      gender: "female",
      birthday: "1990-05-02",
      hometown: "Taipei City",
      firstVisitAt: day("2026-01-10"),
      lastVisitAt: day("2026-11-01"),
    });
    const emails = (r: { recipients: { email: string }[] }) => r.recipients.map((x) => x.email);
    expect(emails(await list({ filter: { gender: "female" } }))).toEqual(["amy@example.com", "cat@example.com"]);
    expect(emails(await list({ filter: { birthday: { noLimit: false, month: 5 } }, sort: "email:desc" }))).toEqual([
      "cat@example.com",
      "amy@example.com",
    ]);
    // A flag that is on ignores its value.
    expect((await list({ filter: { birthday: { noLimit: true, month: 5 } } })).total).toBe(3);
    expect(emails(await list({ filter: { hometown: { noLimit: false, keyword: "taipei" } } }))).toEqual([
      "amy@example.com",
    ]);
    expect(
      emails(
        await list({ filter: { firstVisit: { noLimit: false, from: day("2026-02-01"), to: day("2026-12-01") } } }),
      ),
    ).toEqual(["bob@example.com", "cat@example.com"]);
    expect(
      emails(await list({ filter: { lastVisit: { noLimit: false, from: day("2026-05-01"), to: day("2026-07-01") } } })),
    ).toEqual(["bob@example.com"]);
    const page = await list({ startIndex: 2, limit: 1, sort: "firstVisitAt:asc" });
    expect(page).toMatchObject({ total: 3, from: 2 });
    expect(emails(page)).toEqual(["bob@example.com"]);
    const bad = await api("POST", `/v3/businesses/${b}/edm-recipients`, {
      filter: { lastVisit: { noLimit: false, from: 10, to: 5 } },
    });
    expect(bad.status).toBe(400);
  });

  it("saves, lists (newest first, 10 a page) and deletes templates", async () => {
    for (let i = 1; i <= 11; i++) {
      h.advance(1);
      const r = await api("POST", `/v3/businesses/${bid}/edm-templates`, {
        name: `T${i}`,
        subject: `S${i}`,
        content: `<p>${i}</p><img src=x onerror=alert(1)>`,
      });
      expect(r.status).toBe(201);
      expect(r.body.content).toBe(`<p>${i}</p><img src="x">`);
    }
    const page = await api("GET", `/v3/businesses/${bid}/edm-templates`);
    expect(page.body).toMatchObject({ total: 11, count: 10, startIndex: 0 });
    expect(page.body.edmTemplates[0].name).toBe("T11");
    const id = page.body.edmTemplates[0].id;
    expect((await api("DELETE", `/v3/edm-templates/${id}`)).body).toEqual({ ok: true });
    expect((await api("GET", `/v3/businesses/${bid}/edm-templates?startIndex=10`)).body).toMatchObject({
      total: 10,
      count: 0,
    });
    expect(
      (await api("POST", `/v3/businesses/${bid}/edm-templates`, { name: "  ", subject: "", content: "" })).status,
    ).toBe(400);
  });
});
