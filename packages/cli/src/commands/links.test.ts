import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../output";
import { runCli } from "../testIO";

// `portico links ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
let activityId: number;
const dir = mkdtempSync(join(tmpdir(), "portico-links-"));
beforeAll(async () => {
  srv = await startTestServer();
  owner = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-links-cfg-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: "en",
  };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner)).code).toBe(
    EXIT.OK,
  );
  const [a] = await srv.server.ctx.db.query<{ id: number }>(
    "select id from activities where business_id = 2 order by id limit 1",
  );
  activityId = Number(a!.id);
});
afterAll(() => srv?.close());

describe("portico links create", () => {
  it("creates a short link to an activity, prints it as JSON and writes its QR code as a PNG", async () => {
    const file = join(dir, "poster.png");
    const r = await runCli(
      ["links", "create", "--activity", String(activityId), "--name", "Lobby poster", "--qr", file, "--json"],
      owner,
    );
    expect(r.code).toBe(EXIT.OK);
    const link = JSON.parse(r.out);
    // The business came from the activity (the hotel).
    expect(link).toMatchObject({
      businessId: 2,
      campaignType: "activity",
      campaignId: activityId,
      name: "Lobby poster",
    });
    expect(link.porticoUrl).toBe(`${srv.url}/s/${link.code}`);
    expect(link.qrFile).toBe(file);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height (big-endian) at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
    expect(statSync(file).size).toBeGreaterThan(1000);
  });

  it("prints a line in text mode with --business, and lists the links", async () => {
    const r = await runCli(
      ["links", "create", "--activity", String(activityId), "--name", "Menu card", "--business", "2"],
      owner,
    );
    expect(r.code).toBe(EXIT.OK);
    expect(r.out).toMatch(/^Created link \d+ "Menu card": http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9]{8}\n$/);
    const list = await runCli(["links", "list", "--business", "2"], owner);
    expect(list.out.split("\n")[0]).toMatch(/^ID\s+NAME\s+CAMPAIGN\s+URL$/);
    expect(list.out).toMatch(/Menu card\s+activity \d+ \(.+\)\s+http/);
    const json = JSON.parse((await runCli(["links", "list", "--business", "2", "--json"], owner)).out);
    expect(json.slice(0, 2).map((l: { name: string }) => l.name)).toEqual(["Menu card", "Lobby poster"]);
  });

  it("refuses missing flags (exit 2) and another tenant's activity (exit 4)", async () => {
    expect((await runCli(["links", "create", "--name", "x"], owner)).code).toBe(EXIT.USAGE);
    expect((await runCli(["links", "create", "--activity", String(activityId)], owner)).code).toBe(EXIT.USAGE);
    const bad = await runCli(
      ["links", "create", "--activity", String(activityId), "--name", "x", "--qr", "a.jpg"],
      owner,
    );
    expect(bad.code).toBe(EXIT.USAGE);
    const foreign = await runCli(
      ["links", "create", "--activity", String(activityId), "--name", "x", "--business", "1", "--json"],
      owner,
    );
    expect(foreign.code).toBe(EXIT.API);
    expect(JSON.parse(foreign.err).error).toEqual({ code: "NOT_FOUND", message: `Activity ${activityId} not found.` });
    expect((await runCli(["links", "list"], owner)).code).toBe(EXIT.USAGE);
  });

  it("gives the link the activity's project, as the event menu type requires, and lists a project's links", async () => {
    const ctx = srv.server.ctx as { menuType: string };
    const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
      email: "demo@portico.dev",
      password: "portico-demo",
    });
    const api = async (path: string, body: object) =>
      (
        await fetch(`${srv.url}${path}`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json();
    ctx.menuType = "event";
    try {
      const { appId } = await api("/v3/businesses/2/projects", { name: "Spring fair" });
      const activity = await api("/v3/businesses/2/activities", { name: "Fair WiFi", appId });
      const r = await runCli(
        ["links", "create", "--activity", String(activity.id), "--name", "Fair gate", "--json"],
        owner,
      );
      expect(r.code, r.err).toBe(EXIT.OK);
      expect(JSON.parse(r.out)).toMatchObject({ businessId: 2, campaignId: activity.id, appId, name: "Fair gate" });

      // --app lists only the links of the project's activities; the hotel's other links stay out.
      const listed = await runCli(["links", "list", "--business", "2", "--app", String(appId), "--json"], owner);
      expect(listed.code, listed.err).toBe(EXIT.OK);
      expect(JSON.parse(listed.out).map((l: { name: string }) => l.name)).toEqual(["Fair gate"]);
      const text = await runCli(["links", "list", "--business", "2", "--app", String(appId)], owner);
      expect(text.out).toMatch(/Fair gate/);
      expect(text.out).not.toMatch(/Menu card|Lobby poster/);
      const empty = await api("/v3/businesses/2/projects", { name: "Quiet fair" });
      const none = await runCli(["links", "list", "--business", "2", "--app", String(empty.appId), "--json"], owner);
      expect(JSON.parse(none.out)).toEqual([]);
      expect((await runCli(["links", "list", "--business", "2", "--app", "x"], owner)).code).toBe(EXIT.USAGE);
    } finally {
      ctx.menuType = "default";
    }
  });
});
