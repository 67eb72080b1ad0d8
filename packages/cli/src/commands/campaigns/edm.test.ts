import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../output";
import { runCli } from "../../testIO";
import { scheduleOf } from "./edm";

// `portico campaigns edm ...` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
let campaignId: number;
const BIZ = 1;
beforeAll(async () => {
  srv = await startTestServer();
  owner = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-edm-cfg-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: "en",
    PORTICO_POLL_MS: "100",
  };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner)).code).toBe(
    EXIT.OK,
  );
  const db = srv.server.ctx.db;
  await db.query("update businesses set email = 'cafe@edm-cli.test' where id = $1", [BIZ]);
  await db.query(
    `insert into edm_senders (business_id, email, verified_at) values ($1, 'cafe@edm-cli.test', 1)
     on conflict (business_id) do update set email = excluded.email, verified_at = 1`,
    [BIZ],
  );
  await db.query("delete from visitor_auths where business_id = $1", [BIZ]);
  for (const g of ["ann@edm-cli.test", "bob@edm-cli.test"])
    await db.query(
      "insert into visitor_auths (business_id, guest_key, auth_type, email, ts) values ($1, $2, 'email', $2, 1)",
      [BIZ, g],
    );
  const [c] = await db.query<{ id: number }>(
    `insert into edm_campaigns (business_id, subject, content, created_at, updated_at)
     values ($1, 'CLI news', '<p>Hi {{name}}</p>', 1, 1) returning id`,
    [BIZ],
  );
  campaignId = Number(c!.id);
});
afterAll(() => srv?.close());

describe("portico campaigns edm", () => {
  it("lists the business's campaigns as a table and as JSON", async () => {
    const text = await runCli(["campaigns", "edm", "list", "--business", String(BIZ)], owner);
    expect(text.code).toBe(EXIT.OK);
    expect(text.out).toContain("CLI news");
    expect(text.out).toContain("Draft");
    const json = JSON.parse(
      (await runCli(["campaigns", "edm", "list", "--business", String(BIZ), "--json"], owner)).out,
    );
    expect(json.edmCampaigns.map((c: { id: number }) => c.id)).toContain(campaignId);
    expect((await runCli(["campaigns", "edm", "list", "--business", "1", "--sort", "id"], owner)).code).toBe(
      EXIT.USAGE,
    );
  });

  it("sends, follows the delivery job to the end, and every visitor gets the mail once", async () => {
    const r = await runCli(["campaigns", "edm", "send", String(campaignId), "--json"], owner);
    expect(r.code).toBe(EXIT.OK);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ campaignId, runKey: "send-1", state: "succeeded", output: { sent: 2, failed: 0 } });
    for (const a of ["ann@edm-cli.test", "bob@edm-cli.test"])
      expect(srv.server.ctx.sink!.messages(a).filter((m) => m.subject === "CLI news")).toHaveLength(1);
  });

  it("turns the schedule on (weekly, business time zone) and off", async () => {
    const on = await runCli(
      ["campaigns", "edm", "schedule", String(campaignId), "--weekly", "1", "--hour", "9", "--json"],
      owner,
    );
    expect(on.code).toBe(EXIT.OK);
    const c = JSON.parse(on.out);
    expect(c).toMatchObject({ scheduleEnabled: 1, status: "Scheduled" });
    // Monday 09:00 in Asia/Taipei (UTC+8).
    expect(new Date((c.nextDeliveryAt + 8 * 3600) * 1000).getUTCDay()).toBe(1);
    expect(((c.nextDeliveryAt + 8 * 3600) % 86400) / 3600).toBe(9);
    const off = await runCli(["campaigns", "edm", "schedule", String(campaignId), "--off"], owner);
    expect(off.code).toBe(EXIT.OK);
    expect(off.out).toContain("schedule is off");
  });

  it("refuses schedule flags that are missing, doubled or out of range", () => {
    expect(() => scheduleOf({})).toThrow();
    expect(() => scheduleOf({ weekly: "1", monthly: "2" })).toThrow();
    expect(() => scheduleOf({ weekly: "7" })).toThrow();
    expect(() => scheduleOf({ at: "tomorrow" })).toThrow();
    expect(scheduleOf({ monthly: "31" })).toEqual({
      deliveryMode: "customized",
      type: "monthly",
      routine: { dayOfMonth: 31, sendHour: 8 },
    });
    expect(scheduleOf({ at: "2026-12-01T08:00+08:00" })).toMatchObject({ type: "scheduleOnDate", at: 1796083200 });
  });
});
