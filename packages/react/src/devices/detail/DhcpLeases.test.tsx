import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../../test/hostPageSize";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { DhcpLeases } from "./DhcpLeases";

let srv: TestServer;
let token: string;
const CUID = "c0ffee0000000002"; // the café's 'Kitchen', online with visitors and their leases
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

describe("DhcpLeases against the reference server", () => {
  it("lists the current leases and opens the per-IP detail dialog", async () => {
    const res = await fetch(`${srv.url}/v3/inodes/${CUID}/dhcp-leases`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { leases } = (await res.json()) as { leases: { ip: string; mac: string; name: string }[] };
    expect(leases.length).toBeGreaterThan(0);
    renderWithPortico(<DhcpLeases cuid={CUID} businessId={1} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    const first = leases[0]!;
    await user.click(await screen.findByRole("button", { name: `Lease history of ${first.ip}` }));
    const dialog = await screen.findByRole("dialog", { name: `Leases of ${first.ip}` });
    expect(await within(dialog).findByText(first.mac)).toBeTruthy();
    expect(within(dialog).getByText(first.name)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(
      <DhcpLeases cuid={CUID} businessId={1} state={{ pageSize: 10 }} onStateChange={onStateChange} />,
      {
        baseUrl: srv.url,
        token,
      },
    );
    await expectHostPageSize(onStateChange);
  });
});
