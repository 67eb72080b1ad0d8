import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { BookingReport } from "./BookingReport";
import { CouponReport } from "./CouponReport";

let srv: TestServer;
let token: string;
let staff: string;
const BOOKING = 4242;

// Orders as the guest page leaves them (the public page is server-rendered HTML; these tests read the report).
async function order(no: string, status: string, extra: Record<string, unknown> = {}) {
  const o = { coupon_code: null, coupon_id: null, coupon_name: null, discount: 0, payment_ref: null, ...extra };
  await srv.server.ctx.db.query(
    `insert into orders (business_id, booking_id, merchant_order_no, status, amount, days, total, amt,
       departure_date, arrival_date, form_create_ts, guest_name, guest_email, guest_phone, coupon_code, coupon_id,
       coupon_name, discount, payment_ref)
     values (1, $1, $2, $3, 2, 3, 1840, 0, '2026-12-01', '2026-12-04', $4, 'Lin Mei', 'mei@example.com',
       '+886912345678', $5, $6, $7, $8, $9)`,
    [BOOKING, no, status, 1795000000, o.coupon_code, o.coupon_id, o.coupon_name, o.discount, o.payment_ref],
  );
}

beforeAll(async () => {
  srv = await startTestServer();
  ({ token } = await demoApi(srv.url));
  staff = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), {
      email: "staff@portico.dev",
      password: "portico-staff",
      subscriber: true,
    })
  ).token;
  await order("BKTESTPAID01", "PAYMENT_RECEIVED", {
    coupon_code: "WINTER-7Q2K",
    coupon_id: "c1",
    coupon_name: "Winter 10%",
    discount: 184,
  });
  await order("BKTESTPEND01", "ORDER_RECEIVED", { payment_ref: "sbx_pending_BKTESTPEND01" });
  // The coupon report's own order (the first test may cancel the one above, which gives its code back).
  await order("BKTESTCOUP01", "PAYMENT_RECEIVED", {
    coupon_code: "SPRING-3M8X",
    coupon_id: "c2",
    coupon_name: "Spring 5%",
    discount: 92,
  });
});
afterAll(() => srv?.close());

const rowOf = async (no: string) => (await screen.findByText(no, { selector: "td" })).closest("tr") as HTMLElement;

describe("BookingReport against the reference server", () => {
  it("shows the preselected booking's orders, their details, and the statuses cancel and sync answer", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BookingReport businessId={1} state={{ bookingId: BOOKING }} />, { baseUrl: srv.url, token });
    const paid = await rowOf("BKTESTPAID01");
    expect(within(paid).getByText("Payment received")).toBeTruthy();
    await user.click(within(paid).getByRole("button", { name: "Details of BKTESTPAID01" }));
    const dialog = await screen.findByRole("dialog", { name: "Details of BKTESTPAID01" });
    expect(within(dialog).getByText("WINTER-7Q2K")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));

    await user.click(within(await rowOf("BKTESTPEND01")).getByRole("button", { name: "Sync order BKTESTPEND01" }));
    await waitFor(async () => expect(within(await rowOf("BKTESTPEND01")).getByText("Payment received")).toBeTruthy());

    await user.click(within(await rowOf("BKTESTPAID01")).getByRole("button", { name: "Cancel order BKTESTPAID01" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(async () => expect(within(await rowOf("BKTESTPAID01")).getByText("Order canceled")).toBeTruthy());
  }, 30_000);

  it("filters by text and shows no write controls to a read-only sub-account", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BookingReport businessId={1} />, { baseUrl: srv.url, token: staff });
    await rowOf("BKTESTPAID01");
    expect(screen.queryByRole("button", { name: /Cancel order/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Sync order/ })).toBeNull();
    await user.type(screen.getByLabelText("Search", { selector: "input" }), "PEND");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.queryByText("BKTESTPAID01", { selector: "td" })).toBeNull());
    expect(await rowOf("BKTESTPEND01")).toBeTruthy();
  }, 30_000);
});

describe("CouponReport against the reference server", () => {
  it("lists redemptions per booking and coupon", async () => {
    renderWithPortico(<CouponReport businessId={1} />, { baseUrl: srv.url, token });
    const row = (await screen.findByText("Spring 5%", { selector: "td" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("92")).toBeTruthy();
    expect(within(row).getByText(`#${BOOKING}`)).toBeTruthy();
  }, 30_000);
});
