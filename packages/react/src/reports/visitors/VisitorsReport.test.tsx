import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { VisitorsReport } from "./VisitorsReport";

let srv: TestServer;
let token: string;
// A seeded visitor of the café in the last 7 days.
let mei: { name: string; email: string | null; phone: string | null };
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
  const res = await fetch(`${srv.url}/v3/businesses/1/visitors/search`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ query: "email:@example.com", limit: 1 }),
  });
  mei = (await res.json()).hits[0];
});
afterAll(() => srv?.close());

const bodyRows = () =>
  within(screen.getByRole("table", { name: "Authenticated visitors" }))
    .getAllByRole("row")
    .slice(1);

describe("VisitorsReport against the reference server", () => {
  it("shows the last 7 days' visitors with their charts and a paged table", async () => {
    renderWithPortico(<VisitorsReport businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText(/^\d+ visitors$/)).toBeTruthy();
    for (const title of ["Gender", "Location"]) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows().length).toBe(20));
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText("To") as HTMLInputElement;
    expect((Date.parse(to.value) - Date.parse(from.value)) / 86_400_000).toBe(6);
  });

  it("finds a visitor by e-mail and keeps only the filtered gender", async () => {
    const user = userEvent.setup();
    renderWithPortico(<VisitorsReport businessId={1} />, { baseUrl: srv.url, token });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText("Search in"), "email");
    await user.type(screen.getByLabelText("Search", { selector: "input" }), mei.email!);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText(mei.email!)).toBeTruthy();

    await user.clear(screen.getByLabelText("Search", { selector: "input" }));
    await user.click(screen.getByRole("button", { name: "Another filter" }));
    await user.selectOptions(screen.getByLabelText("Value"), "male");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => {
      const rows = bodyRows();
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(within(r).getByText("Male")).toBeTruthy();
    });
  });
});
