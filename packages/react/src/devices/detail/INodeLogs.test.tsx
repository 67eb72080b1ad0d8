import { createPorticoClient, signIn } from "@portico/sdk";
import { SITE_SURVEY_CHANNELS } from "@portico/sdk/rules";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeLogs } from "./INodeLogs";

let srv: TestServer;
let token: string;
const CUID = "c0ffee0000000001"; // the café's 'Counter', online
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe("INodeLogs against the reference server", () => {
  it("pages the DNS log and filters it by a keyword", async () => {
    renderWithPortico(<INodeLogs cuid={CUID} businessId={1} kind="dns" />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "DNS log" })).toBeTruthy();
    const table = screen.getByRole("table");
    await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(2));
    const domain = within(bodyRows(table)[0]!).getAllByRole("cell")[3]!.textContent!;
    await user.type(screen.getByLabelText("Keyword"), domain);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => {
      for (const row of bodyRows(table)) expect(row.textContent).toContain(domain);
    });
    expect((screen.getByLabelText("Keyword") as HTMLInputElement).value).toBe(domain);
  });

  it("shows the wifi client log of the 5G radio", async () => {
    renderWithPortico(<INodeLogs cuid={CUID} businessId={1} kind="wificlient" />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Wifi client log" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Radio"), "5g");
    const table = screen.getByRole("table");
    await waitFor(() => expect(within(table).getAllByText(/\(rai[0-3]\)$/).length).toBeGreaterThan(0));
  });

  it("shows the filters of its view state and reports a change with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(
      <INodeLogs
        cuid={CUID}
        businessId={1}
        kind="wificlient"
        state={{ radio: "5g", hours: 6 }}
        onStateChange={onStateChange}
      />,
      { baseUrl: srv.url, token },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Wifi client log" })).toBeTruthy();
    expect((screen.getByLabelText("Radio") as HTMLSelectElement).value).toBe("5g");
    const window = screen.getByLabelText("Time range") as HTMLSelectElement;
    expect(window.value).toBe("6");
    await waitFor(() =>
      expect(within(screen.getByRole("table")).getAllByText(/\(rai[0-3]\)$/).length).toBeGreaterThan(0),
    );
    await user.selectOptions(window, "72");
    expect(onStateChange).toHaveBeenLastCalledWith({ radio: "5g", hours: 72 });
  });

  it("charts and lists the site survey per radio within the band's channels", async () => {
    renderWithPortico(<INodeLogs cuid={CUID} businessId={1} kind="sitesurvey" />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    expect(await screen.findByRole("figure", { name: "Networks per channel, 2.4G" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Networks heard on 2.4G" });
    const channelsOf = () => bodyRows(table).map((r) => Number(within(r).getAllByRole("cell")[2]!.textContent));
    expect(channelsOf().length).toBeGreaterThan(0);
    for (const c of channelsOf()) expect(SITE_SURVEY_CHANNELS["2.4g"]).toContain(c);

    await user.selectOptions(screen.getByLabelText("Radio"), "5g");
    expect(await screen.findByRole("figure", { name: "Networks per channel, 5G" })).toBeTruthy();
    const table5 = await screen.findByRole("table", { name: "Networks heard on 5G" });
    await waitFor(() => {
      const cs = bodyRows(table5).map((r) => Number(within(r).getAllByRole("cell")[2]!.textContent));
      expect(cs.length).toBeGreaterThan(0);
      for (const c of cs) expect(SITE_SURVEY_CHANNELS["5g"]).toContain(c);
    });
  });
});
