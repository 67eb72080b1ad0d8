import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { CheckioEditor, draftProblems } from "./CheckioEditor";
import { CheckioExport } from "./CheckioExport";
import { CheckioList } from "./CheckioList";
import { CheckioSearch } from "./CheckioSearch";
import { HolidayPickup } from "./HolidayPickup";
import { SupplierReport } from "./SupplierReport";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
});
afterAll(() => srv?.close());

const seeded = async () =>
  ((await call("GET", "/v3/businesses/1/checkins")) as { items: { id: number; name: string }[] }).items.find(
    (c) => c.name === "Harbour bike counter",
  )!;

describe("check-in/out widgets against the reference server", () => {
  it("lists the café's counter and opens its stock and counter status", async () => {
    const user = userEvent.setup();
    renderWithPortico(<CheckioList businessId={1} />, { baseUrl: srv.url, token });
    const cell = await screen.findByText("Harbour bike counter", { selector: "td" });
    await user.click(within(cell.closest("tr") as HTMLElement).getByRole("button", { name: /^Stock and status of/ }));
    const detail = await screen.findByTestId("checkio-detail");
    expect(await within(detail).findByText("BIKE-E")).toBeTruthy();
    expect(within(detail).getByRole("columnheader", { name: "Available" })).toBeTruthy();
    await waitFor(() => expect(within(detail).getByText(/^Check-ins: \d+/)).toBeTruthy());
  });

  it("creates a counter with a vendor (the root subscriber) and a supplier", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithPortico(<CheckioEditor businessId={1} checkinId={0} onSaved={onSaved} />, { baseUrl: srv.url, token });
    await user.type(await screen.findByLabelText("Name", { selector: "input" }), "Ferry desk");
    await user.click(screen.getByRole("button", { name: "Add vendor" }));
    const vendor = screen.getByLabelText("Subscriber", { selector: "select" });
    await waitFor(() => expect(within(vendor).getByText("Demo Owner (root subscriber)")).toBeTruthy());
    const root = within(vendor).getByText("Demo Owner (root subscriber)") as HTMLOptionElement;
    await user.selectOptions(vendor, root.value);
    await user.type(screen.getByLabelText("Booking ID", { selector: "input" }), "7");
    await user.click(screen.getByRole("button", { name: "Add supplier" }));
    await user.type(screen.getByLabelText("Supplier ID", { selector: "input" }), "bad id");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("1-32 letters, digits, - or _")).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Supplier ID", { selector: "input" }));
    await user.type(screen.getByLabelText("Supplier ID", { selector: "input" }), "ferry");
    await user.type(screen.getByLabelText("Supplier name", { selector: "input" }), "Ferry Co");
    await user.type(screen.getByLabelText("E-mail", { selector: "input" }), "ops@ferry.example");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = onSaved.mock.calls[0]![0];
    expect(saved).toMatchObject({
      name: "Ferry desk",
      vendors: { [root.value]: 7 },
      suppliers: { ferry: { name: "Ferry Co", email: "ops@ferry.example" } },
    });
  });

  it("corrects an 8-day export range to 6 days and shows the results of today", async () => {
    const user = userEvent.setup();
    const c = await seeded();
    renderWithPortico(<CheckioExport businessId={1} checkinId={c.id} />, { baseUrl: srv.url, token });
    const start = screen.getByLabelText("Start date", { selector: "input" }) as HTMLInputElement;
    const end = screen.getByLabelText("End date", { selector: "input" }) as HTMLInputElement;
    const today = end.value;
    const minus = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(start, { target: { value: minus(8) } });
    expect(end.value).toBe(minus(2));
    expect(screen.getByTestId("checkio-range-corrected").textContent).toContain(`${minus(8)} – ${minus(2)}`);
    fireEvent.change(start, { target: { value: "2015-06-01" } });
    expect(start.value).toBe("2016-01-01");
    fireEvent.change(start, { target: { value: minus(9) } });
    fireEvent.change(end, { target: { value: today } });
    await user.click(screen.getByRole("button", { name: "Show results" }));
    expect((await screen.findAllByText(/^B-\d+$/)).length).toBeGreaterThan(0);
  });

  it("builds the supplier report link and searches records", async () => {
    const user = userEvent.setup();
    const c = await seeded();
    const { unmount } = renderWithPortico(<SupplierReport businessId={1} checkinId={c.id} />, {
      baseUrl: srv.url,
      token,
    });
    await waitFor(() => expect(screen.getByRole("option", { name: "Harbour Rentals" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Supplier", { selector: "select" }), "harbour");
    await user.click(screen.getByRole("button", { name: "Show results" }));
    const link = (await screen.findByTestId("supplier-report-link")) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe("https://wms.example/report");
    expect(url.searchParams.get("cs")).toBe("true");
    expect(url.searchParams.get("access_token")).toBeTruthy();
    unmount();
    renderWithPortico(<CheckioSearch businessId={1} checkinId={c.id} />, { baseUrl: srv.url, token });
    await user.type(screen.getByLabelText("Search", { selector: "input" }), "B-1003");
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(screen.getByText("B-1003")).toBeTruthy();
  });

  it("imports holidays from a csv through preview and confirm", async () => {
    const user = userEvent.setup();
    renderWithPortico(<HolidayPickup businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("Christmas")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Import holidays" }));
    const dialog = await screen.findByRole("dialog", { name: "Import holidays" });
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("No valid file is selected")).toBeTruthy();
    const file = new File(["day,name,pickup,note\n2031-05-01,Labour Day,yes,Short hours\nx,Bad,no,\n"], "h.csv", {
      type: "text/csv",
    });
    await user.upload(within(dialog).getByLabelText("File"), file);
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("1 of 2 rows can be imported.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Import 1 days" }));
    expect(await screen.findByText("Labour Day")).toBeTruthy();
  });
});

describe("draftProblems", () => {
  it("needs a name, a prefix when codes are required, and http(s) links", () => {
    const base = {
      name: "",
      appId: "",
      requireCode: true,
      codePrefix: "",
      changeBarcodeOn: false,
      changeBarcodeMessage: "",
      changeStripPictureOn: false,
      notifyEnabled: true,
      notifyMessage: "",
      notifyStripImage: "javascript:alert(1)",
      vendors: [{ subscriberId: "1", bookingId: "x" }],
      suppliers: [{ id: "a", name: "A", email: "nope", wmsReportUrl: "ftp://x" }],
      links: [],
    };
    expect(draftProblems(base)).toEqual({
      name: "required",
      codePrefix: "required",
      notifyStripImage: "url",
      "vendors/0/bookingId": "bookingId",
      "suppliers/0/email": "email",
      "suppliers/0/wmsReportUrl": "url",
    });
  });
});
