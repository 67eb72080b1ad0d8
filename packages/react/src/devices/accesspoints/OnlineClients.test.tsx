import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { OnlineClients } from "./OnlineClients";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

describe("OnlineClients against the reference server", () => {
  it("lists the connected visitors, opens an iNode and exports every client", async () => {
    const res = await fetch(`${srv.url}/v3/businesses/1/online-clients?limit=1000`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { total, clients } = (await res.json()) as { total: number; clients: { clientMac: string; cuid: string }[] };
    expect(total).toBeGreaterThan(0);
    const onOpenINode = vi.fn();
    renderWithPortico(<OnlineClients businessId={1} onOpenINode={onOpenINode} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    expect(await screen.findByText(clients[0]!.clientMac, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(`1–${Math.min(total, 20)} of ${total}`)).toBeTruthy();

    // The server writes the workbook in an export job; the widget follows it and downloads the signed file.
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 15_000 });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^Online clients-\d{8}-\d{6}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await fetch(anchor.href)).arrayBuffer());
    expect(wb.worksheets[0]!.rowCount).toBe(total + 1);
    click.mockRestore();

    const first = screen.getAllByRole("row")[1]!;
    await user.click(first.querySelector("button")!);
    expect(onOpenINode).toHaveBeenCalledWith(clients[0]!.cuid);
  });

  it("shows the page of its view state and reports paging with the whole next state", async () => {
    const res = await fetch(`${srv.url}/v3/businesses/1/online-clients?limit=1000`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { total } = (await res.json()) as { total: number };
    expect(total).toBeGreaterThan(5);
    const onStateChange = vi.fn();
    renderWithPortico(<OnlineClients businessId={1} state={{ page: 1, pageSize: 5 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText(`6–${Math.min(total, 10)} of ${total}`, {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Previous page" }));
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 5 });
  });
});
