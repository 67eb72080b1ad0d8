import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeStatistics } from "./INodeStatistics";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

describe("INodeStatistics against the reference server", () => {
  it("polls the counters and shows the rates of the total, 2.4G and 5G interfaces", async () => {
    // A fast poll so that two reports a second apart arrive quickly; the widget's default is the spec's 10 s.
    renderWithPortico(<INodeStatistics cuid="c0ffee0000000001" businessId={1} pollMs={600} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("Connected stations")).toBeTruthy();
    expect(screen.getByText(/^Updated every 1 s; the charts keep the last 50 points\.$/)).toBeTruthy();
    expect(screen.getAllByText("Collecting data…")).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByText(/^transmit .*B\/s, receive .*B\/s$/)).toHaveLength(3), {
      timeout: 8000,
    });
    expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(false);
    expect(await screen.findByRole("figure", { name: "Total traffic over time" })).toBeTruthy();
    // Each chart carries a visible title saying which interface it is, not only an accessible name.
    const titles = screen.getAllByRole("figure").map((f) => f.querySelector("figcaption")?.textContent);
    expect(titles).toEqual(["Total traffic over time", "2.4G traffic over time", "5G traffic over time"]);
  });

  it("draws the charts right after the first poll, not one whole interval later", async () => {
    // The spec's 10 s interval: the first rate comes from a priming second sample, so the charts draw within seconds.
    const started = Date.now();
    renderWithPortico(<INodeStatistics cuid="c0ffee0000000001" businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText(/^Updated every 10 s; the charts keep the last 50 points\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(/^transmit .*B\/s, receive .*B\/s$/)).toHaveLength(3), {
      timeout: 8000,
    });
    expect(Date.now() - started).toBeLessThan(9000);
    expect(await screen.findByRole("figure", { name: "Total traffic over time" })).toBeTruthy();
  });

  it("shows the server's error for an unknown iNode", async () => {
    renderWithPortico(<INodeStatistics cuid="ffffffffffffffff" businessId={1} pollMs={60_000} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("Not found.")).toBeTruthy();
  });
});
