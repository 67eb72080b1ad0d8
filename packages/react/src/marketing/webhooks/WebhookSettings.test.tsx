import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { WebhookSettings } from "./WebhookSettings";

// A receiver on loopback answering GET with `validator=<answer.validator>`; allow-listed for the server's guard.
const answer = { validator: "" };
const receiver = createServer((req, res) => res.end(req.method === "GET" ? `validator=${answer.validator}` : "ok"));
let hookUrl: string;
let srv: TestServer;
let token: string;
let staff: string;
beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  process.env.PORTICO_OUTBOUND_ALLOW = hookUrl;
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  token = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
}, 60_000);
afterAll(async () => {
  delete process.env.PORTICO_OUTBOUND_ALLOW;
  receiver.closeAllConnections();
  receiver.close();
  await srv?.close();
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
// The server answers slowly on a loaded machine (and a verification fetches the receiver): wait longer than 5 s.
const slow = { timeout: 15_000 };

describe("WebhookSettings against the reference server", () => {
  it("generates a validator, says 'Invalid Webhook Configuration!' keeping the input, then verifies", async () => {
    const user = userEvent.setup();
    renderWithPortico(<WebhookSettings businessId={1} />, { baseUrl: srv.url, token });
    await screen.findByText("Not verified: no events are delivered until these settings are verified.", {}, slow);
    await user.click(screen.getByRole("button", { name: "Generate validator" }));
    await waitFor(() => expect(field("Validator").value).toMatch(/^[0-9a-f]{32}$/), slow);
    const validator = field("Validator").value;

    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter an http or https URL.", {}, slow)).toBeTruthy();
    await user.type(field("URL"), hookUrl);
    await user.type(field("Secret"), "whsec-widget-1");
    answer.validator = "not-it";
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Invalid Webhook Configuration!", {}, slow)).toBeTruthy();
    expect(field("URL").value).toBe(hookUrl);
    expect(field("Secret").value).toBe("whsec-widget-1");

    answer.validator = validator;
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Verified: events are delivered to this URL.", {}, slow)).toBeTruthy();
    expect(screen.queryByText("Invalid Webhook Configuration!")).toBeNull();
    // Valid only while the form matches the verified copy.
    await user.type(field("URL"), "x");
    expect(screen.getByText("Not verified: no events are delivered until these settings are verified.")).toBeTruthy();
    await user.type(field("URL"), "{Backspace}");
    expect(screen.getByText("Verified: events are delivered to this URL.")).toBeTruthy();
  });

  it("shows the delivery log", async () => {
    await srv.server.ctx.db.query(
      `insert into webhook_deliveries (business_id, event_id, type, payload, url, status, attempts, response_status, created_ts)
       values (1, gen_random_uuid(), 'guest.granted', '{}', $1, 'delivered', 1, 200, 1795000000)`,
      [hookUrl],
    );
    renderWithPortico(<WebhookSettings businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("guest.granted", {}, slow)).toBeTruthy();
    expect(screen.getByText("Delivered")).toBeTruthy();
  });

  it("gives a read-only sub-account no enabled write control", async () => {
    renderWithPortico(<WebhookSettings businessId={1} />, { baseUrl: srv.url, token: staff });
    await screen.findByText("Verified: events are delivered to this URL.", {}, slow);
    for (const name of ["Verify", "Generate validator", "Remove"])
      expect(screen.getByRole("button", { name }).getAttribute("aria-disabled"), name).toBe("true");
  });

  it("removes the webhook after a confirm, clearing every field", async () => {
    const user = userEvent.setup();
    renderWithPortico(<WebhookSettings businessId={1} />, { baseUrl: srv.url, token });
    await screen.findByText("Verified: events are delivered to this URL.", {}, slow);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "OK" }, slow));
    expect(await screen.findByText("The webhook is removed.", {}, slow)).toBeTruthy();
    expect(field("URL").value).toBe("");
    expect(field("Validator").value).toBe("");
    expect(field("Secret").value).toBe("");
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
  });
});
