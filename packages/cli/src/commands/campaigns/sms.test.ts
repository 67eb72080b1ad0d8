import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../output";
import { runCli } from "../../testIO";

// `portico campaigns sms send` against the real reference server, in-process, stdout not a TTY.
let srv: TestServer;
let owner: Record<string, string>;
let campaignId: number;
beforeAll(async () => {
  srv = await startTestServer();
  owner = {
    PORTICO_CONFIG_DIR: mkdtempSync(join(tmpdir(), "portico-sms-cfg-")),
    PORTICO_API_URL: srv.url,
    PORTICO_LANG: "en",
    PORTICO_POLL_MS: "100",
  };
  expect((await runCli(["login", "--email", "demo@portico.dev", "--password", "portico-demo"], owner)).code).toBe(
    EXIT.OK,
  );
  // The seeded café's campaign goes to its guests with a phone number.
  const [c] = await srv.server.ctx.db.query<{ id: number }>("select id from sms_campaigns where business_id = 1");
  campaignId = Number(c!.id);
});
afterAll(() => srv?.close());

describe("portico campaigns sms send", () => {
  it("sends to the segment, follows the delivery job and prints the outcome as JSON", async () => {
    const before = srv.server.ctx.smsOutbox!.messages().length;
    const r = await runCli(["campaigns", "sms", "send", String(campaignId), "--json"], owner);
    expect(r.code).toBe(EXIT.OK);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ campaignId, runKey: "send-1", state: "succeeded" });
    const [c] = await srv.server.ctx.db.query<{ count: number }>("select count from sms_campaigns where id = $1", [
      campaignId,
    ]);
    expect(out.output.sent).toBe(Number(c!.count));
    expect(out.output.sent).toBeGreaterThan(0);
    expect(srv.server.ctx.smsOutbox!.messages().length - before).toBe(Math.min(out.output.sent, 200 - before));
  });

  it("prints a line in text mode, and fails for a missing campaign", async () => {
    const r = await runCli(["campaigns", "sms", "send", String(campaignId)], owner);
    expect(r.code).toBe(EXIT.OK);
    expect(r.out).toMatch(new RegExp(`SMS campaign ${campaignId}: \\d+ sent, 0 failed\\.`));
    const missing = await runCli(["campaigns", "sms", "send", "999999", "--json"], owner);
    expect(missing.code).not.toBe(EXIT.OK);
  });
});
