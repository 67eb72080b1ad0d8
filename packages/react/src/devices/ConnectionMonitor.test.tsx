import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { LiveDisconnect, LiveEvents } from "@portico/sdk/live";
import { useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { PorticoProvider } from "../provider/PorticoProvider";
import { ConnectionMonitor } from "./ConnectionMonitor";

// A real HTTP endpoint whose health the test switches (the in-process reference server shares the fake
// clock, so it cannot be taken down and brought back mid-test).
let healthy = true;
let pings = 0;
let http: Server;
let baseUrl: string;
beforeAll(async () => {
  http = createServer((req, res) => {
    if (req.url?.startsWith("/v3/services/ping")) pings++;
    res.writeHead(healthy ? 200 : 503, { "content-type": "application/json", "access-control-allow-origin": "*" });
    res.end(healthy ? '{"result":"pong"}' : '{"error":{"code":"INTERNAL","message":"down"}}');
  });
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => http.close(() => r())));

// What a device screen shows: one query, counted each time it is fetched.
let fetches = 0;
function Page() {
  const q = useQuery({ queryKey: ["devices", "probe"], queryFn: async () => ++fetches });
  return <p>fetched {q.data ?? 0}</p>;
}

const MESSAGE = "Network connection is closed! Please reconnect to the server.";

/** Moves the fake clock a second at a time, letting real network answers land in between. */
async function advance(ms: number) {
  for (let t = 0; t < ms; t += 1000) {
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => new Promise<void>((r) => setImmediate(r)));
  }
}

describe("ConnectionMonitor", () => {
  it("pings every 30 s, asks to reconnect after a failed round, and closes the question once restored", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      renderWithPortico(<ConnectionMonitor />, { baseUrl, token: null });
      await advance(31_000);
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(screen.queryByText(MESSAGE)).toBeNull();
      healthy = false;
      // The next ping (60 s) fails, then 3 retries 5 s apart: the question shows after the last one.
      await advance(30_000 + 3 * 5_000 + 1_000);
      expect(screen.getByRole("alertdialog").textContent).toContain(MESSAGE);
      healthy = true;
      vi.useRealTimers();
      await userEvent.setup().click(screen.getByRole("button", { name: "OK" }));
      await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it("after a socket drop pings 5 s later, re-opens the socket and refetches what the page shows", async () => {
    // A host-made live connection whose drop the test fires (the server kept running on another instance).
    const drops = new Set<(info: LiveDisconnect) => void>();
    const reconnect = vi.fn();
    const live: LiveEvents = {
      on: () => () => {},
      onDisconnect: (h) => {
        drops.add(h);
        return () => drops.delete(h);
      },
      reconnect,
      close: () => {},
      connected: true,
    };
    fetches = 0;
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    try {
      healthy = true;
      render(
        <PorticoProvider baseUrl={baseUrl} token={null} locale="en" navigate={() => {}} live={live}>
          <Page />
          <ConnectionMonitor />
        </PorticoProvider>,
      );
      await advance(1_000);
      expect(fetches).toBe(1);
      const before = pings;
      act(() => {
        for (const h of drops) h({ code: 1006, reason: "" });
      });
      await advance(4_000);
      expect(pings).toBe(before);
      expect(reconnect).not.toHaveBeenCalled();
      await advance(2_000);
      expect(pings).toBe(before + 1);
      expect(reconnect).toHaveBeenCalledTimes(1);
      expect(fetches).toBe(2);
      expect(screen.getByText("fetched 2")).toBeTruthy();
      expect(screen.queryByRole("alertdialog")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
