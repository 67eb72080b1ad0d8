import { createPorticoClient, signIn } from "@portico/sdk";
import type { LiveMessage } from "@portico/sdk/live";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { act, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { useLiveEvent } from "./useLiveEvent";

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  owner = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

function Listener(props: { types: string | string[]; onMessage(m: LiveMessage): void }) {
  useLiveEvent(props.types, props.onMessage);
  return null;
}

/** Publishes until a socket of the business received it (the socket opens asynchronously after mount). */
async function publishUntilDelivered(businessId: number, type: string): Promise<void> {
  await waitFor(async () => {
    const sent = await srv.server.ctx.live.publish({ businessId }, { params: { type, businessId, cuid: "x" } });
    expect(sent).toBeGreaterThan(0);
  });
}

describe("useLiveEvent against the reference server", () => {
  it("delivers the subscribed types of the signed-in owner's business, and nothing after unmount", async () => {
    const onMessage = vi.fn();
    const r = renderWithPortico(<Listener types={["iNodeOnline", "iNodeOffline"]} onMessage={onMessage} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await publishUntilDelivered(1, "iNodeOffline");
    await waitFor(() => expect(onMessage).toHaveBeenCalled());
    expect(onMessage.mock.calls[0]![0].params.type).toBe("iNodeOffline");
    await srv.server.ctx.live.publish({ businessId: 1 }, { params: { type: "iNodeStatusChange", businessId: 1 } });
    await srv.server.ctx.live.publish({ businessId: 1 }, { params: { type: "iNodeOnline", businessId: 1 } });
    await waitFor(() => expect(onMessage.mock.calls.map((c) => c[0].params.type)).toContain("iNodeOnline"));
    expect(onMessage.mock.calls.map((c) => c[0].params.type)).not.toContain("iNodeStatusChange");
    const before = onMessage.mock.calls.length;
    act(() => r.unmount());
    // The provider closed its socket: nobody is left to deliver to.
    await waitFor(async () =>
      expect(
        await srv.server.ctx.live.publish({ businessId: 1 }, { params: { type: "iNodeOnline", businessId: 1 } }),
      ).toBe(0),
    );
    expect(onMessage.mock.calls.length).toBe(before);
  });

  it("opens no socket without a token", async () => {
    const onMessage = vi.fn();
    renderWithPortico(<Listener types="iNodeOnline" onMessage={onMessage} />, { baseUrl: srv.url, token: null });
    await new Promise((r) => setTimeout(r, 200));
    expect(
      await srv.server.ctx.live.publish({ businessId: 1 }, { params: { type: "iNodeOnline", businessId: 1 } }),
    ).toBe(0);
  });
});
