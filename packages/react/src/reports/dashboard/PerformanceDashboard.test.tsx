import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { PerformanceDashboard } from "./PerformanceDashboard";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const cardValue = (name: string) => {
  const card = screen.getByRole("listitem", { name });
  return card.children[1]!.textContent;
};

describe("PerformanceDashboard against the reference server", () => {
  it("opens on the demo's past week: health, figures with their change and channel split, and charts", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<PerformanceDashboard businessId={1} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token,
    });
    const figures = await screen.findByRole("list", { name: "Figures" }, { timeout: 10_000 });
    expect(within(figures).getAllByRole("listitem")).toHaveLength(10);
    expect(Number(cardValue("Impressions")!.replace(/\D/g, ""))).toBeGreaterThan(0);
    expect(
      within(screen.getByRole("listitem", { name: "Impressions" })).getByText(/WiFi: \d+ · QRCode: \d+/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText("Health at a glance").textContent).toMatch(
        /Devices online\d+Devices offline\d+Guests online now\d+/,
      ),
    );
    expect(await screen.findByRole("figure", { name: "Impressions, clicks and conversions per day" })).toBeTruthy();
    expect(screen.queryByRole("note", { name: "No guests yet in this period" })).toBeNull();
    expect((screen.getByLabelText("Period") as HTMLSelectElement).value).toBe("1w");

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Media channel"), "wifi");
    expect(onStateChange).toHaveBeenLastCalledWith({ period: "1w", channel: "wifi" });
    await waitFor(() => expect(screen.queryByText(/QRCode: \d+/)).toBeNull());
    expect(screen.queryByRole("figure", { name: "Impressions by media channel" })).toBeNull();
  });

  it("refuses a custom range over 30 days with the rule's message, and asks nothing of the server", async () => {
    renderWithPortico(
      <PerformanceDashboard
        businessId={1}
        state={{ period: "custom", startDate: "2026-01-01", endDate: "2026-02-15" }}
      />,
      { baseUrl: srv.url, token },
    );
    expect(await screen.findByText("The date range is at most 30 days.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Figures" })).toBeNull();
  });

  it("shows a new business what to do next, with links", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "dash");
    const view = renderWithPortico(<PerformanceDashboard businessId={owner.businessId} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    const note = await screen.findByRole("note", { name: "No guests yet in this period" }, { timeout: 10_000 });
    const links = within(note).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `/businesses/${owner.businessId}/activities`,
      `/businesses/${owner.businessId}/inodegroups/list`,
      `/businesses/${owner.businessId}/configgroups/list`,
    ]);
    await userEvent.setup().click(links[0]!);
    expect(view.navigate).toHaveBeenCalledWith(`/businesses/${owner.businessId}/activities`);
    expect(cardValue("Impressions")).toBe("0");
    expect(screen.getByTestId("health-guests").textContent).toBe("0");
  });
});
