import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../../test/hostPageSize";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeVisitors } from "./INodeVisitors";

let srv: TestServer;
let token: string;
const CUID = "c0ffee0000000001"; // the café's 'Counter', online with visitors
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const setExportButton = (on: boolean) =>
  fetch(`${srv.url}/v3/businesses/1/preference`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: { exportVisitorButton: on } }),
  }).then((r) => expect(r.status).toBe(200));

const visitorsOnServer = async () =>
  (
    (await (
      await fetch(`${srv.url}/v3/inodes/${CUID}/visitors`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { visitors: { mac: string; ssid: string; isRevoking: boolean }[] }
  ).visitors;

describe("INodeVisitors against the reference server", () => {
  it("lists the visitors, revokes one after the confirm, and exports the list to a spreadsheet", async () => {
    await setExportButton(true);
    const server = await visitorsOnServer();
    expect(server.length).toBeGreaterThan(0);
    renderWithPortico(<INodeVisitors cuid={CUID} businessId={1} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    const first = server[0]!;
    const row = (await screen.findByText(first.mac)).closest("tr")!;
    expect(within(row).getByText(first.ssid)).toBeTruthy();
    // Row actions appear once the permission is known (the business list may answer after the visitors).
    expect(await screen.findAllByRole("button", { name: /^Revoke / })).toHaveLength(server.length);

    await user.click(within(row).getByRole("button", { name: `Revoke ${first.mac}` }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/has to sign in again/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(await within(row).findByText("Revoking…")).toBeTruthy();
    expect((await visitorsOnServer()).find((v) => v.mac === first.mac)?.isRevoking).toBe(true);

    // The server writes the workbook in an export job; the widget follows it and downloads the signed file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 15_000 });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^iNode visitors-\d{8}-\d{6}\.xlsx$/);
    expect(anchor.href).toMatch(/\/v3\/exports\/x_[0-9a-f]{32}\?expires=\d+&sig=[0-9a-f]{64}$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await fetch(anchor.href)).arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.getCell("A1").value).toBe("MAC address");
    expect(ws.rowCount).toBe(server.length + 1);
    click.mockRestore();
  });

  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(
      <INodeVisitors cuid={CUID} businessId={1} state={{ pageSize: 10 }} onStateChange={onStateChange} />,
      { baseUrl: srv.url, token },
    );
    await expectHostPageSize(onStateChange);
  });

  it("offers no export while the business's exportVisitorButton preference is off", async () => {
    await setExportButton(false);
    const server = await visitorsOnServer();
    const realFetch = globalThis.fetch;
    let answered = false;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const res = await realFetch(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith("/preference")) answered = true;
      return res;
    });
    try {
      renderWithPortico(<INodeVisitors cuid={CUID} businessId={1} />, { baseUrl: srv.url, token });
      expect(await screen.findByText(server[0]!.mac)).toBeTruthy();
      await waitFor(() => expect(answered).toBe(true));
      await new Promise((r) => setTimeout(r, 100));
      expect(screen.getByRole("button", { name: "Refresh" })).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it("shows the server's error for an unknown iNode", async () => {
    renderWithPortico(<INodeVisitors cuid="ffffffffffffffff" businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("Not found.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
