import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation } from "../../testkit/tenantIsolation";
import { lotteryWorkbook, sampleCandidates } from "./lotteryWorkbook";

const config = { templateType: 1, stripImage: null, templateParams: { fontColor: "#ffffff", colors: ["#8b0000"] } };
const input = { name: "Year-end party", title: "Lucky draw", config };
const b64 = (b: Buffer) => b.toString("base64");

describe.each(backends)("lotteries on %s", (backend) => {
  let h: Harness;
  let owner: string;
  let bid: number;
  let smallFile: string;

  const create = async (body: object = input) =>
    (await h.api("POST", `/v3/businesses/${bid}/lotteries`, { token: owner, body })).body;

  /** Uploads, previews and confirms a workbook; resolves when the import job has finished. */
  const importFile = async (lotteryId: number, file: Buffer, confirm: object = {}) => {
    const up = await h.api("POST", `/v3/lotteries/${lotteryId}/uploads`, {
      token: owner,
      body: { filename: "lottery.xlsx", content: b64(file) },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const job = await h.api("POST", `/v3/lotteries/${lotteryId}/uploads/${up.body.uuid}/confirm`, {
      token: owner,
      body: confirm,
    });
    expect(job.status).toBe(202);
    for (let i = 0; i < 200; i++) {
      const j = (await h.api("GET", `/v3/jobs/${job.body.id}`, { token: owner })).body;
      if (j.state === "succeeded" || j.state === "failed") return j;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("import job did not finish");
  };

  beforeAll(async () => {
    h = await startHarness(backend);
    owner = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token: owner, body: { profile: { name: "Lottery Shop" } } })).body
      .id;
    smallFile = b64(await lotteryWorkbook([["A", 1]], sampleCandidates(2)));
  }, 60_000);
  afterAll(() => h?.close());

  it("creates, lists, updates and removes a lottery", async () => {
    const made = await h.api("POST", `/v3/businesses/${bid}/lotteries`, { token: owner, body: input });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "Year-end party", appId: null, prizeCount: 0, candidateCount: 0, config });
    const id = made.body.id;
    const custom = {
      templateType: 3,
      stripImage: "/assets/uploads/1/f_1/original.png",
      templateParams: { fontColor: "#112233", colors: ["#ffffff", "#eeeeee"] },
    };
    const saved = await h.api("PUT", `/v3/lotteries/${id}`, {
      token: owner,
      body: { ...input, name: "Renamed", config: custom },
    });
    expect(saved.body).toMatchObject({ name: "Renamed", config: custom });
    const list = await h.api("GET", `/v3/businesses/${bid}/lotteries`, { token: owner });
    expect(list.body.map((l: { id: number }) => l.id)).toContain(id);
    expect((await h.api("DELETE", `/v3/lotteries/${id}`, { token: owner })).body).toEqual({ ok: true });
    expect((await h.api("GET", `/v3/lotteries/${id}`, { token: owner })).status).toBe(404);
  });

  it("refuses bad templates, colours, blank names and script image links", async () => {
    for (const body of [
      { ...input, config: { ...config, templateType: 4 } },
      { ...input, config: { ...config, templateParams: { fontColor: "red", colors: ["#000000"] } } },
      { ...input, config: { ...config, templateParams: { fontColor: "#000000", colors: [] } } },
      { ...input, config: { ...config, stripImage: "javascript:alert(1)" } },
      { ...input, name: "  " },
    ])
      expect((await h.api("POST", `/v3/businesses/${bid}/lotteries`, { token: owner, body })).status).toBe(400);
  });

  it("asks for a project in the event menu type (Msg-Must-Select-Project-First)", async () => {
    const ctx = h.server.ctx as { menuType: string };
    ctx.menuType = "event";
    try {
      const refused = await h.api("POST", `/v3/businesses/${bid}/lotteries`, { token: owner, body: input });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: "PROJECT_REQUIRED",
        fields: { appId: "Msg-Must-Select-Project-First" },
      });
      const project = await h.api("POST", `/v3/businesses/${bid}/projects`, { token: owner, body: { name: "Gala" } });
      expect(project.status).toBe(201);
      const ok = await h.api("POST", `/v3/businesses/${bid}/lotteries`, {
        token: owner,
        body: { ...input, appId: project.body.appId },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.appId).toBe(project.body.appId);
    } finally {
      ctx.menuType = "default";
    }
  });

  it("uploads an xlsx, previews its sheets by uuid and imports prizes and candidates in a job", async () => {
    const l = await create();
    const file = await lotteryWorkbook(
      [
        ["iPad", 1],
        ["Mug", 3],
      ],
      sampleCandidates(2500),
    );
    const up = await h.api("POST", `/v3/lotteries/${l.id}/uploads`, {
      token: owner,
      body: { filename: "lottery.xlsx", content: b64(file) },
    });
    const preview = await h.api("GET", `/v3/lotteries/${l.id}/uploads/${up.body.uuid}`, { token: owner });
    expect(preview.body).toMatchObject({ prizesSheet: "Prizes", candidatesSheet: "Candidates" });
    expect(preview.body.sheets[1]).toMatchObject({ name: "Candidates", header: ["Name", "Phone"], total: 2500 });
    expect(preview.body.sheets[1].rows[0]).toEqual(["Guest 1", "0900000001"]);
    // Nothing changes before the confirm.
    expect((await h.api("GET", `/v3/lotteries/${l.id}`, { token: owner })).body.candidateCount).toBe(0);
    const badSheet = await h.api("POST", `/v3/lotteries/${l.id}/uploads/${up.body.uuid}/confirm`, {
      token: owner,
      body: { candidatesSheet: "Nope" },
    });
    expect(badSheet.status).toBe(400);
    const job = await h.api("POST", `/v3/lotteries/${l.id}/uploads/${up.body.uuid}/confirm`, {
      token: owner,
      body: {},
    });
    let done = job.body;
    for (let i = 0; i < 100 && done.state !== "succeeded"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      done = (await h.api("GET", `/v3/jobs/${job.body.id}`, { token: owner })).body;
    }
    expect(done).toMatchObject({ state: "succeeded", output: { prizes: 2, candidates: 2500 } });
    // The same confirm again answers the same job.
    const again = await h.api("POST", `/v3/lotteries/${l.id}/uploads/${up.body.uuid}/confirm`, {
      token: owner,
      body: {},
    });
    expect(again.body.id).toBe(job.body.id);
    const data = await h.api("GET", `/v3/lotteries/${l.id}/data?startIndex=2498&limit=5`, { token: owner });
    expect(data.body).toMatchObject({ candidateCount: 2500, columns: ["Name", "Phone"] });
    expect(data.body.prizes.map((p: { name: string; quantity: number }) => [p.name, p.quantity])).toEqual([
      ["iPad", 1],
      ["Mug", 3],
    ]);
    expect(data.body.candidates).toEqual([
      { id: 2499, name: "Guest 2499", fields: { Name: "Guest 2499", Phone: "0900002499" } },
      { id: 2500, name: "Guest 2500", fields: { Name: "Guest 2500", Phone: "0900002500" } },
    ]);
    // A second import overwrites the data.
    const second = await importFile(l.id, await lotteryWorkbook([["Car", 1]], sampleCandidates(3)));
    expect(second.output).toEqual({ prizes: 1, candidates: 3 });
    const after = await h.api("GET", `/v3/lotteries/${l.id}`, { token: owner });
    expect(after.body).toMatchObject({ prizeCount: 1, candidateCount: 3 });
  });

  it("refuses files that are not xlsx workbooks and unknown uploads", async () => {
    const l = await create();
    for (const content of [b64(Buffer.from("Name\nAnn\n")), b64(Buffer.from("PK\u0003\u0004 broken"))]) {
      const r = await h.api("POST", `/v3/lotteries/${l.id}/uploads`, {
        token: owner,
        body: { filename: "a.xlsx", content },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("INVALID_FILE_TYPE");
    }
    const r = await h.api("POST", `/v3/lotteries/${l.id}/uploads`, {
      token: owner,
      body: { filename: "a.csv", content: b64(Buffer.from("x")) },
    });
    expect(r.status).toBe(400);
    const missing = "0b6f7c52-4a7e-4d35-9a51-0c1b6f0e2a11";
    expect((await h.api("GET", `/v3/lotteries/${l.id}/uploads/${missing}`, { token: owner })).status).toBe(404);
    expect(
      (await h.api("POST", `/v3/lotteries/${l.id}/uploads/${missing}/confirm`, { token: owner, body: {} })).status,
    ).toBe(404);
  });

  it("draws each prize once on the signed public page, fairly among candidates who have not won", async () => {
    const l = await create();
    await importFile(
      l.id,
      await lotteryWorkbook(
        [
          ["iPad", 1],
          ["Mug", 3],
        ],
        sampleCandidates(5),
      ),
    );
    const link = await h.api("GET", `/v3/lotteries/${l.id}/draw-link`, { token: owner });
    expect(link.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const url = new URL(link.body.url);
    const page = await fetch(`${h.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Lucky draw");
    expect(html).toContain("5 candidates");
    const { prizes } = (await h.api("GET", `/v3/lotteries/${l.id}/data`, { token: owner })).body;
    const draw = (prizeId: number, search = url.search) =>
      fetch(`${h.url}/lottery/${l.id}/prizes/${prizeId}/draw${search}`, { method: "POST", redirect: "manual" });
    // Two draws of the same prize at once: one set of winners, recorded.
    const [a, b] = await Promise.all([draw(prizes[1].id), draw(prizes[1].id)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const drawn = (await h.api("GET", `/v3/lotteries/${l.id}/data`, { token: owner })).body.prizes;
    expect(drawn[1].winners).toHaveLength(3);
    await draw(prizes[0].id);
    const all = (await h.api("GET", `/v3/lotteries/${l.id}/data`, { token: owner })).body.prizes;
    expect(all[1].winners).toEqual(drawn[1].winners);
    const ids = [...all[0].winners, ...all[1].winners].map((w: { candidateId: number }) => w.candidateId);
    expect(new Set(ids).size).toBe(4);
    expect((await h.api("GET", `/v3/lotteries/${l.id}`, { token: owner })).body.drawnCount).toBe(2);
    const shown = await (await fetch(`${h.url}${url.pathname}${url.search}`)).text();
    expect(shown).toContain(all[0].winners[0].name);
    // Without the signature (or with a forged one) there is no page and no draw.
    expect((await fetch(`${h.url}/lottery/${l.id}`)).status).toBe(404);
    const forged = url.search.replace(/sig=[0-9a-f]/, (m) =>
      m.endsWith("0") ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`,
    );
    expect((await draw(prizes[0].id, forged)).status).toBe(404);
    // The link expires after 30 days.
    h.advance(31 * 24 * 3600);
    expect((await fetch(`${h.url}${url.pathname}${url.search}`)).status).toBe(404);
  });

  it("picks every candidate about equally often (crypto RNG, uniform)", async () => {
    owner = await h.signIn("demo@portico.dev", "portico-demo"); // the clock moved past the token's life
    const counts = new Map<number, number>();
    for (let round = 0; round < 40; round++) {
      const l = await create();
      const j = await importFile(l.id, await lotteryWorkbook([["Prize", 1]], sampleCandidates(4)));
      expect(j, JSON.stringify(j)).toMatchObject({ state: "succeeded" });
      const link = new URL((await h.api("GET", `/v3/lotteries/${l.id}/draw-link`, { token: owner })).body.url);
      const { prizes } = (await h.api("GET", `/v3/lotteries/${l.id}/data`, { token: owner })).body;
      expect(prizes.length, `${round} ${JSON.stringify(j)}`).toBe(1);
      await fetch(`${h.url}/lottery/${l.id}/prizes/${prizes[0].id}/draw${link.search}`, {
        method: "POST",
        redirect: "manual",
      });
      const w = (await h.api("GET", `/v3/lotteries/${l.id}/data`, { token: owner })).body.prizes[0].winners[0];
      counts.set(w.candidateId, (counts.get(w.candidateId) ?? 0) + 1);
    }
    // 40 draws of 4: every candidate wins sometimes (a fixed or biased pick would leave some at 0).
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4]);
  }, 120_000);

  describeTenantIsolation({
    harness: () => h,
    setup: async ({ h, ownerToken, businessId }) => {
      const made = await h.api("POST", `/v3/businesses/${businessId}/lotteries`, { token: ownerToken, body: input });
      const up = await h.api("POST", `/v3/lotteries/${made.body.id}/uploads`, {
        token: ownerToken,
        body: { filename: "l.xlsx", content: b64(await lotteryWorkbook([["A", 1]], sampleCandidates(2))) },
      });
      expect(up.status).toBe(201);
      return { lotteryId: made.body.id };
    },
    routes: [
      { method: "GET", path: (ids) => `/v3/businesses/${ids.businessId}/lotteries`, verb: "get" },
      { method: "POST", path: (ids) => `/v3/businesses/${ids.businessId}/lotteries`, body: () => input, verb: "post" },
      { method: "GET", path: (ids) => `/v3/lotteries/${ids.lotteryId}`, verb: "get" },
      { method: "PUT", path: (ids) => `/v3/lotteries/${ids.lotteryId}`, body: () => input, verb: "put" },
      { method: "GET", path: (ids) => `/v3/lotteries/${ids.lotteryId}/data`, verb: "get" },
      { method: "GET", path: (ids) => `/v3/lotteries/${ids.lotteryId}/draw-link`, verb: "post" },
      {
        method: "POST",
        path: (ids) => `/v3/lotteries/${ids.lotteryId}/uploads`,
        body: () => ({ filename: "l.xlsx", content: smallFile }),
        verb: "post",
      },
      { method: "DELETE", path: (ids) => `/v3/lotteries/${ids.lotteryId}`, verb: "delete" },
    ],
  });
});
