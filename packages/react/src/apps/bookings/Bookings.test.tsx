import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { BookingEditor } from "./BookingEditor";
import { BookingList } from "./BookingList";
import { CouponCodeSearch } from "./CouponCodeSearch";
import { CouponCodes } from "./CouponCodes";
import { CouponList } from "./CouponList";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
});
afterAll(() => srv?.close());

const SEEDED = "Airport transfer & bike rental";
const seeded = async () =>
  ((await call("GET", "/v3/businesses/1/bookings")) as { id: number; name: string }[]).find((b) => b.name === SEEDED)!;

describe("booking widgets against the reference server", () => {
  it("lists the café's booking, duplicates it with ' Copy' and deletes the copy after the confirm", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BookingList businessId={1} />, { baseUrl: srv.url, token });
    const row = (await screen.findByText(SEEDED, { selector: "td" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("2.0")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: `Duplicate ${SEEDED}` }));
    const copy = (await screen.findByText(`${SEEDED} Copy`, { selector: "td" })).closest("tr") as HTMLElement;
    await user.click(within(copy).getByRole("button", { name: `Delete ${SEEDED} Copy` }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Do you really want to delete the booking/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText(`${SEEDED} Copy`, { selector: "td" })).toBeNull());
  });

  it("opens the raw config JSON of a booking", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BookingList businessId={1} />, { baseUrl: srv.url, token });
    await screen.findByText(SEEDED, { selector: "td" });
    await user.click(screen.getAllByRole("button", { name: `Config JSON of ${SEEDED}` })[0]!);
    const text = (await screen.findByLabelText("Config JSON")) as HTMLTextAreaElement;
    expect(JSON.parse(text.value).coupons[0].id).toBe("welcome10");
  });

  it("previews the formula's price live and requires the other-option label before saving", async () => {
    const user = userEvent.setup();
    const booking = await call("GET", `/v3/bookings/${(await seeded()).id}`);
    renderWithPortico(<BookingEditor businessId={1} booking={booking} onClose={() => {}} />, {
      baseUrl: srv.url,
      token,
    });
    // (100 + 800 * 1) * 1 * 100 * 0.01 - 0 + lobby 0 + lobby 0 = 900
    expect(await screen.findByText("Total: 900")).toBeTruthy();
    const unit = screen.getByLabelText("Unit price", { selector: "input" });
    await user.clear(unit);
    await user.type(unit, "1000");
    expect(await screen.findByText("Total: 1100")).toBeTruthy();
    const derivation = screen.getByLabelText("Formula 3 derivation", { selector: "input" });
    await user.clear(derivation);
    await user.type(derivation, "constructor");
    expect(await screen.findByText("Formula 3: Unknown name")).toBeTruthy();
    await user.clear(derivation);
    await user.type(derivation, "unitPrice * amount");
    const other = screen.getByLabelText("Other text label", { selector: "input" });
    await user.clear(other);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required")).toBeTruthy();
  });

  it("lists the coupons, the coupon's 25 codes and finds a code by its start", async () => {
    const { id } = await seeded();
    renderWithPortico(<CouponList businessId={1} bookingId={id} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("Welcome 10%")).toBeTruthy();
    expect(screen.getByText("2027-12-31")).toBeTruthy();
    renderWithPortico(<CouponCodes businessId={1} bookingId={id} couponId="welcome10" />, { baseUrl: srv.url, token });
    expect(await screen.findByText("25 codes, 0 redeemed")).toBeTruthy();
    const user = userEvent.setup();
    renderWithPortico(<CouponCodeSearch businessId={1} bookingId={id} />, { baseUrl: srv.url, token });
    await user.type(screen.getByLabelText("Code", { selector: "input" }), "welcome20");
    expect(await screen.findByText("WELCOME2027")).toBeTruthy();
  });

  it("resets a redeemed coupon's redeemedTs to 0 after the confirm", async () => {
    const user = userEvent.setup();
    const { id } = await seeded();
    const config = await call("GET", `/v3/bookings/${id}/config`);
    config.coupons[0].redeemedTs = 1_800_000_000;
    await call("PUT", `/v3/bookings/${id}/config`, config);
    renderWithPortico(<CouponList businessId={1} bookingId={id} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Reset Welcome 10%" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(async () => expect((await call("GET", `/v3/bookings/${id}/config`)).coupons[0].redeemedTs).toBe(0));
  });
});
