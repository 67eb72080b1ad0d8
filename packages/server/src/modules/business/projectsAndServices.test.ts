import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";

describe.each(backends)("projects, website service and pricing on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Events Co" } } })).body.id;
  });
  afterAll(() => h?.close());

  describe("projects", () => {
    it("adds, lists newest first, renames and removes projects of type event", async () => {
      const a = await h.api("POST", `/v3/businesses/${bid}/projects`, { token: owner, body: { name: "My Project" } });
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject({ businessId: bid, type: "event", name: "My Project" });
      expect(a.body.appId).toBeGreaterThan(0);
      h.advance(5);
      const b = await h.api("POST", `/v3/businesses/${bid}/projects`, {
        token: owner,
        body: { type: "event", name: "Spring Fair" },
      });
      const list = await h.api("GET", `/v3/businesses/${bid}/projects`, { token: owner });
      expect(list.body.map((p: { name: string }) => p.name)).toEqual(["Spring Fair", "My Project"]);

      h.advance(5);
      const renamed = await h.api("PUT", `/v3/projects/${a.body.appId}`, { token: owner, body: { name: "Main" } });
      expect(renamed.body).toMatchObject({ appId: a.body.appId, name: "Main" });
      expect(renamed.body.updatedTs).toBeGreaterThan(a.body.updatedTs);

      const gone = await h.api("DELETE", `/v3/projects/${b.body.appId}`, { token: owner });
      expect(gone.body).toEqual({ ok: true });
      expect((await h.api("PUT", `/v3/projects/${b.body.appId}`, { token: owner, body: { name: "x" } })).status).toBe(
        404,
      );
    });

    it("keeps a removed project's activities in the business", async () => {
      const p = await h.api("POST", `/v3/businesses/${bid}/projects`, { token: owner, body: { name: "Temp" } });
      const [act] = await h.server.ctx.db.query<{ id: number }>(
        "insert into activities (business_id, project_id, name, created_ts, updated_ts) values ($1, $2, 'A', 0, 0) returning id",
        [bid, p.body.appId],
      );
      await h.api("DELETE", `/v3/projects/${p.body.appId}`, { token: owner });
      const [row] = await h.server.ctx.db.query("select project_id from activities where id = $1", [act!.id]);
      expect(row).toEqual({ project_id: null });
    });

    it("refuses bad input and appId 0 (the virtual 'All Items')", async () => {
      for (const body of [{}, { name: "" }, { name: "x", type: "wifi" }, { name: "x", extra: 1 }]) {
        const r = await h.api("POST", `/v3/businesses/${bid}/projects`, { token: owner, body });
        expect(r.status, JSON.stringify(body)).toBe(400);
      }
      expect((await h.api("DELETE", "/v3/projects/0", { token: owner })).status).toBe(400);
    });
  });

  describe("website service", () => {
    it("is off until enabled, and enabling a paid service needs the charge accepted", async () => {
      const off = await h.api("GET", `/v3/businesses/${bid}/websites`, { token: owner });
      expect(off.body).toMatchObject({ enabled: false, paid: true, pointsPerDay: 10, enabledTs: null, websites: [] });
      const session = await h.api("GET", `/v3/businesses/${bid}/websites/session`, { token: owner });
      expect(session.status).toBe(409);
      expect(session.body.error.code).toBe("SERVICE_NOT_ENABLED");
      const refused = await h.api("POST", `/v3/businesses/${bid}/websites/enable`, { token: owner, body: {} });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("CHARGE_NOT_ACCEPTED");

      const on = await h.api("POST", `/v3/businesses/${bid}/websites/enable`, {
        token: owner,
        body: { acceptCharge: true },
      });
      expect(on.status).toBe(200);
      expect(on.body.enabled).toBe(true);
      expect(on.body.websites).toEqual([
        expect.objectContaining({ name: "Events Co", url: expect.stringMatching(new RegExp(`/sites/${bid}$`)) }),
      ]);
      const twice = await h.api("POST", `/v3/businesses/${bid}/websites/enable`, { token: owner, body: {} });
      expect(twice.body.websites).toHaveLength(1);

      const s = await h.api("GET", `/v3/businesses/${bid}/websites/session`, { token: owner });
      expect(s.status).toBe(200);
      expect(s.body.url).toContain(s.body.token);
      expect(s.body.expiresTs - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    });
  });

  describe("GET /v3/plans/list", () => {
    it("lists the pricing in points per day, and needs a token", async () => {
      const r = await h.api("GET", "/v3/plans/list", { token: owner });
      expect(r.body[0]).toEqual({ id: "websites", name: "Website service", module: "websites", pointsPerDay: 10 });
      expect(r.body.length).toBeGreaterThan(1);
      expect((await h.api("GET", "/v3/plans/list")).status).toBe(401);
    });
  });
});
