import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { ChannelsDashboard } from "./ChannelsDashboard";
import { DomainSearch } from "./DomainSearch";
import { GreenDashboard } from "./GreenDashboard";

let srv: TestServer;
let token: string;
let staff: string;
const DOMAIN = "widget-test.channels.example";
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  token = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
  const dev = await (
    await fetch(`${srv.url}/v3/device/announce`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ac: "00C0FFEE0001", modelId: "iN-200" }),
    })
  ).json();
  const ts = Math.floor(srv.server.ctx.now() / 1000) - 10;
  const r = await fetch(`${srv.url}/v3/device/reports`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: dev.authorization },
    body: JSON.stringify({
      batchId: "widget-dns",
      items: [
        {
          kind: "dns",
          ts,
          clientMac: "3C:22:FB:00:00:42",
          clientIp: "10.0.0.2",
          domain: DOMAIN,
          type: "A",
          result: "NOERROR",
          answer: null,
        },
      ],
    }),
  });
  expect(r.status).toBe(200);
}, 60_000);
afterAll(() => srv?.close());

describe("channels widgets against the reference server", () => {
  it("shows the overview and refuses a range over 30 days with the specification's rule", async () => {
    renderWithPortico(<ChannelsDashboard businessId={1} state={{ from: "2026-01-01", to: "2026-03-01" }} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByRole("heading", { name: "Channels dashboard" })).toBeTruthy();
    expect((await screen.findAllByText("The range may span at most 30 days.")).length).toBeGreaterThan(0);
    expect(screen.getByText("Devices online")).toBeTruthy();
  });

  it("finds a reported domain, per domain and every query", async () => {
    const user = userEvent.setup();
    renderWithPortico(<DomainSearch businessId={1} />, { baseUrl: srv.url, token });
    await user.type(await screen.findByLabelText("Domain"), "widget-test");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const table = await screen.findByRole("table", { name: "Domain search" });
    expect(await within(table).findByText(DOMAIN)).toBeTruthy();
    await user.click(screen.getByLabelText("Every query"));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(within(table).getByText(/3C:22:FB:00:00:42/)).toBeTruthy());
  });

  it("embeds the built-in board, and refuses a non-http link before saving", async () => {
    const user = userEvent.setup();
    renderWithPortico(<GreenDashboard businessId={1} />, { baseUrl: srv.url, token });
    const frame = (await screen.findByTitle("Green dashboard page")) as HTMLIFrameElement;
    expect(frame.src).toMatch(/\/green\/[A-Za-z0-9_-]{22}$/);
    await user.type(screen.getByLabelText("Page to show"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter an http or https URL.")).toBeTruthy();
  });

  it("gives the read-only sub-account no enabled write control", async () => {
    renderWithPortico(<GreenDashboard businessId={1} />, { baseUrl: srv.url, token: staff });
    await screen.findByTitle("Green dashboard page");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "New board link" }).getAttribute("aria-disabled")).toBe("true"),
    );
    // The editor is a disabled fieldset for a caller without put.
    expect(screen.getByRole("button", { name: "Save" }).closest("fieldset")?.disabled).toBe(true);
  });
});
