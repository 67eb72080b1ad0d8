import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { ExportButton } from "./ExportButton";

let srv: TestServer;
let owner: string;
let staff: string;
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  owner = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
});
afterAll(() => srv?.close());

describe("ExportButton against the reference server", () => {
  it("runs the export job with live progress and offers the signed csv, for a read-only sub-account too", async () => {
    const onDone = vi.fn();
    renderWithPortico(
      <ExportButton
        businessId={1}
        kind="online-clients"
        from="2026-11-26"
        to="2026-11-26"
        autoDownload={false}
        onDone={onDone}
      />,
      { baseUrl: srv.url, token: staff },
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("File format"), "csv");
    // Keyboard: tab to the button and press Enter.
    await user.tab();
    expect(screen.getByRole("button", { name: "Export" })).toBe(document.activeElement);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("progressbar", { name: "Export progress" })).toBeTruthy();
    const link = (await screen.findByRole(
      "link",
      { name: /^Download Online clients-\d{8}-\d{6}\.csv$/ },
      { timeout: 15_000 },
    )) as HTMLAnchorElement;
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ format: "csv", kind: "online-clients" }));
    const text = await (await fetch(link.href)).text();
    expect(text.split("\r\n")[0]).toBe("Client MAC,AP MAC,iNode,Updated");
    expect(screen.getByText(/rows exported\.$/)).toBeTruthy();
  });

  it("shows the server's range cap, translated", async () => {
    renderWithPortico(
      <ExportButton
        businessId={1}
        kind="inode-statistics"
        from="2026-10-01"
        to="2026-11-26"
        params={{ cuid: "c0ffee0000000001" }}
        formats={["xlsx"]}
      />,
      { baseUrl: srv.url, token: owner, locale: "ja" },
    );
    expect(screen.queryByLabelText("ファイル形式")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "エクスポート" }));
    expect((await screen.findByRole("alert")).textContent).toBe("期間は最大 30 日です。");
  });
});
