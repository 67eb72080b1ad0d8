import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTestServer } from "@portico/server/testing";
import { expect, test } from "./cspGuard";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

// An owner sets up the business's webhook in the console (generate a validator, a failed then a passed
// verification), a guest is granted access on the portal, and a receiver on loopback gets the signed
// guest.granted event, which the delivery log then shows. The receiver is an internal address: only this spec's
// own server (in this process) allow-lists it, through PORTICO_OUTBOUND_ALLOW, and only while the spec runs.
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const SECRET = "whsec-e2e-0001";

type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
const answer = { validator: "" };
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    if (req.method === "POST") received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    res.end(req.method === "GET" ? `validator=${answer.validator}` : "ok");
  });
});
let hookUrl = "";
let srv: Awaited<ReturnType<typeof startTestServer>>;
let allowBefore: string | undefined;

test.beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portico-hook`;
  allowBefore = process.env.PORTICO_OUTBOUND_ALLOW;
  process.env.PORTICO_OUTBOUND_ALLOW = hookUrl;
  srv = await startTestServer({ staticDir: dist });
});
test.afterAll(async () => {
  if (allowBefore === undefined) delete process.env.PORTICO_OUTBOUND_ALLOW;
  else process.env.PORTICO_OUTBOUND_ALLOW = allowBefore;
  await srv?.close();
  receiver.closeAllConnections();
  receiver.close();
});

/** The receiver's check, as the server README documents it. */
function signatureHolds(header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(",").map((p) => p.split("="))) as { t: string; v1: string };
  const mac = createHmac("sha256", SECRET).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? "", "hex");
  return Math.abs(Date.now() / 1000 - Number(t)) <= 300 && given.length === mac.length && timingSafeEqual(given, mac);
}

test("a webhook receiver on loopback gets a signed guest.granted event, shown in the delivery log", async ({
  page,
  request,
}) => {
  await signUpUi(page, freshEmail("webhooks"), "webhooks-pass-1", srv.url);
  const bid = await landedBusinessId(page);
  await page.goto(`${srv.url}/businesses/${bid}/webhooks`);
  await expect(page.getByRole("heading", { name: "Webhook", exact: true })).toBeVisible();
  await expect(page.getByText("Not verified: no events are delivered")).toBeVisible();

  await page.getByRole("button", { name: "Generate validator" }).click();
  const validatorField = page.getByLabel("Validator");
  await expect(validatorField).toHaveValue(/^[0-9a-f]{32}$/);
  const validator = await validatorField.inputValue();
  await page.getByLabel("URL").fill(hookUrl);
  await page.getByLabel("Secret", { exact: true }).fill(SECRET);

  // The receiver does not answer the validator yet: refused, and nothing typed is lost.
  answer.validator = "something-else";
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid Webhook Configuration!")).toBeVisible();
  await expect(page.getByLabel("URL")).toHaveValue(hookUrl);

  answer.validator = validator;
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verified: events are delivered to this URL.")).toBeVisible();

  // A guest is granted at once on an activity without modules, through its link.
  const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
  const made = await request.post(`${srv.url}/v3/businesses/${bid}/activities`, { headers, data: { name: "Hook" } });
  expect(made.ok()).toBe(true);
  const activityId = (await made.json()).id as number;
  const linked = await request.post(`${srv.url}/v3/businesses/${bid}/links`, {
    headers,
    data: { campaignType: "activity", campaignId: activityId, name: "Hook sticker" },
  });
  const { code } = await linked.json();
  const session = await request.post(`${srv.url}/v3/portal/links/${code}/sessions`, {
    data: { mac: "AA:BB:CC:DD:EE:01" },
  });
  expect((await session.json()).granted).not.toBeNull();

  await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [event] = received;
  expect(signatureHolds(String(event!.headers["x-portico-signature"]), event!.body)).toBe(true);
  expect(signatureHolds(String(event!.headers["x-portico-signature"]), `${event!.body} `)).toBe(false);
  const body = JSON.parse(event!.body);
  expect(body).toMatchObject({
    type: "guest.granted",
    businessId: bid,
    data: { activityId, mac: "AA:BB:CC:DD:EE:01" },
  });
  expect(event!.headers["x-portico-delivery"]).toBe(body.id);

  await page.getByRole("button", { name: "Refresh" }).click();
  const row = page.getByRole("row", { name: /guest\.granted/ });
  await expect(row).toContainText("Delivered");
  await expect(row).toContainText("200");
});
