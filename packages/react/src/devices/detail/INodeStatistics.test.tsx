import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeStatistics } from "./INodeStatistics";
import type { RatePoint, StatisticsReport } from "./statisticsSeries";
import { useStatisticsWindow } from "./useStatisticsWindow";

interface Seen {
  points: RatePoint[];
  history: StatisticsReport[] | undefined;
}
/** Records what the hook returns at each render. */
function WindowProbe({ seen }: { seen: Seen }) {
  const w = useStatisticsWindow(1, "c0ffee0000000001", 60_000);
  seen.points = w.points;
  seen.history = w.history.data;
  return null;
}

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
    await waitFor(() => expect(screen.getAllByText(/^transmit .*B\/s, receive .*B\/s$/)).toHaveLength(3), {
      timeout: 8000,
    });
    expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(false);
    expect(await screen.findByRole("figure", { name: "Total traffic over time" })).toBeTruthy();
    // Each chart carries a visible title saying which interface it is, not only an accessible name.
    const titles = screen.getAllByRole("figure").map((f) => f.querySelector("figcaption")?.textContent);
    expect(titles).toEqual(["Total traffic over time", "2.4G traffic over time", "5G traffic over time"]);
  });

  it("starts from the last hour the server holds, so the chart has history right after mount", async () => {
    // The seed stores a week of reports for the demo devices; a minute-long poll keeps live samples out of the way.
    const mounted = Math.floor(Date.now() / 1000);
    const seen: Seen = { points: [], history: undefined };
    renderWithPortico(<WindowProbe seen={seen} />, { baseUrl: srv.url, token });
    await waitFor(() => expect(seen.points.length).toBeGreaterThan(1), { timeout: 5000 });
    const ts = seen.points.map((p) => p.ts);
    expect(ts[0]).toBeLessThan(mounted - 600);
    expect(ts).toEqual([...ts].sort((a, b) => a - b));
    expect(seen.history?.every((r) => r.timestamp >= mounted - 3_600)).toBe(true);
  });

  it("says since when the charts show stored history, and shows the rates at once", async () => {
    renderWithPortico(<INodeStatistics cuid="c0ffee0000000001" businessId={1} pollMs={60_000} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText(/^Since .+: the last hour the server holds, then live\.$/)).toBeTruthy();
    expect(screen.getAllByText(/^transmit .*B\/s, receive .*B\/s$/)).toHaveLength(3);
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
