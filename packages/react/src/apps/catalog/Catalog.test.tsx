import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { OnePageBookingEditor } from "./OnePageBookingEditor";
import { PaymentEditor } from "./PaymentEditor";
import { ProductEditor } from "./ProductEditor";
import { ProductList } from "./ProductList";
import { VendorConfig } from "./VendorConfig";
import { VoucherEditor } from "./VoucherEditor";
import { VoucherList } from "./VoucherList";
import { WifiGrantList } from "./WifiGrantList";

let srv: TestServer;
let token: string;
let staff: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
// The hotel holds the seeded catalogue; the café is the one the read-only staff account may see.
const HOTEL = 2;
const CAFE = 1;
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
  const client = createPorticoClient({ baseUrl: srv.url });
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
});
afterAll(() => srv?.close());

const render = (ui: React.ReactElement, as = token) => renderWithPortico(ui, { baseUrl: srv.url, token: as });

describe("catalogue widgets against the reference server", () => {
  it("lists the hotel's products by order with their category, and removes one after asking", async () => {
    const user = userEvent.setup();
    const made = await call("POST", `/v3/businesses/${HOTEL}/opage_products`, { name: "Spare product", order: 99 });
    render(<ProductList businessId={HOTEL} />);
    const row = (await screen.findByText("Airport pickup", { selector: "td" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Transfers")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Spare product" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Do you really want to delete the product Spare product?")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Spare product", { selector: "td" })).toBeNull());
    expect((await call("GET", `/v3/opage_products/${made.id}`)).error.code).toBe("NOT_FOUND");
  });

  it("adds a category in the dialog and a new product in it (pid 0)", async () => {
    const user = userEvent.setup();
    render(<ProductList businessId={HOTEL} />);
    await user.click(await screen.findByRole("button", { name: "Categories" }));
    const dialog = await screen.findByRole("dialog", { name: "Categories" });
    await user.type(within(dialog).getByLabelText("Add category", { selector: "input" }), "Spa");
    await user.click(within(dialog).getByRole("button", { name: "Add category" }));
    await within(dialog).findByText("Spa");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const onSaved = vi.fn();
    render(<ProductEditor businessId={HOTEL} productId={0} onSaved={onSaved} />);
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    await user.type(screen.getByLabelText("Name", { selector: "input" }), "Massage");
    const category = await screen.findByLabelText("Category");
    await waitFor(() => expect(within(category).getByRole("option", { name: "Spa" })).toBeTruthy());
    await user.selectOptions(category, "Spa");
    await user.click(screen.getByLabelText("Show on guest pages"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      name: "Massage",
      checked: false,
      categoryId: expect.any(Number),
    });
  });

  it("offers the ticked products of a one-page booking in the order set with move up", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<OnePageBookingEditor businessId={HOTEL} bookingId={0} onSaved={onSaved} />);
    await user.type(await screen.findByLabelText("Name", { selector: "input" }), "Winter shuttle");
    await user.click(screen.getByLabelText("Japanese"));
    await user.click(await screen.findByLabelText("Airport drop-off"));
    await user.click(screen.getByLabelText("Harbour cruise"));
    await user.click(screen.getByRole("button", { name: "Move Harbour cruise up" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const products = (await call("GET", `/v3/businesses/${HOTEL}/opage_products`)) as { id: number; name: string }[];
    const id = (n: string) => products.find((p) => p.name === n)!.id;
    expect(onSaved.mock.calls[0]![0]).toMatchObject({
      languages: ["en", "ja"],
      products: [id("Harbour cruise"), id("Airport drop-off")],
    });
  });

  it("saves a payment config's provider and instalments", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    render(<PaymentEditor businessId={HOTEL} paymentId={0} onSaved={onSaved} />);
    await user.type(await screen.findByLabelText("Name", { selector: "input" }), "Card 24");
    await user.selectOptions(screen.getByLabelText("Provider"), "tappay");
    await user.click(screen.getByLabelText("24 months"));
    await user.click(screen.getByLabelText("6 months"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ setting: { provider: "tappay" }, installments: [6, 24] });
  });

  it("shows a voucher's QR at its size, and redeems a code once: the second try is refused", async () => {
    const user = userEvent.setup();
    const v = await call("POST", `/v3/businesses/${HOTEL}/opage_vouchers`, { name: "Free cake", qrSize: 250 });
    render(<VoucherEditor businessId={HOTEL} voucherId={v.id} />);
    const img = (await screen.findByAltText("QR code of Free cake")) as HTMLImageElement;
    expect(img.width).toBe(250);
    expect(screen.getByText(v.redeemUrl)).toBeTruthy();
    render(<VoucherList businessId={HOTEL} />);
    for (const attempt of [1, 2]) {
      await user.click(await screen.findByRole("button", { name: "Redeem a code" }));
      const dialog = await screen.findByRole("dialog", { name: "Redeem a code" });
      await user.type(within(dialog).getByLabelText(/Voucher code/, { selector: "input" }), v.code);
      await user.click(within(dialog).getByRole("button", { name: "Redeem" }));
      if (attempt === 1) await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      else expect(await within(dialog).findByText(/already redeemed/)).toBeTruthy();
    }
    expect((await call("GET", `/v3/opage_vouchers/${v.id}`)).redeemedTs).toBeGreaterThan(0);
  });

  it("checks vendor webhooks: http(s) in the form, internal addresses refused by the server", async () => {
    const user = userEvent.setup();
    render(<VendorConfig businessId={HOTEL} />);
    const checkin = await screen.findByLabelText("Check-in webhook");
    expect((checkin as HTMLInputElement).value).toBe("https://vendor.example/hooks/checkin");
    await user.clear(checkin);
    await user.type(checkin, "javascript:alert(1)");
    expect(await screen.findByText("Enter an http(s) URL.")).toBeTruthy();
    await user.clear(checkin);
    await user.type(checkin, "http://127.0.0.1/hook");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findAllByText(/only public http\(s\) addresses/)).not.toHaveLength(0);
    await user.clear(checkin);
    await user.type(checkin, "https://vendor.example/new");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(async () =>
      expect((await call("GET", `/v3/businesses/${HOTEL}/opage_vendor`)).checkinWebhook).toBe(
        "https://vendor.example/new",
      ),
    );
  });

  it("lists WiFi grants and removes one after asking", async () => {
    const user = userEvent.setup();
    render(<WifiGrantList businessId={HOTEL} />);
    expect(await screen.findByText("Bar purchase: 60 min")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Remove Spa check-in: 120 min" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Spa check-in: 120 min")).toBeNull());
  });

  it("shows an empty list its empty text", async () => {
    const bid = (await call("POST", "/v3/businesses", { profile: { name: "No vouchers" } })).id;
    render(<VoucherList businessId={bid} />);
    expect(await screen.findByText("No vouchers yet. Add one; its QR code redeems it once.")).toBeTruthy();
  });

  it("shows the read-only sub-account no enabled write control", async () => {
    render(<VoucherList businessId={CAFE} />, staff);
    expect(await screen.findByText("Welcome drink")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove Welcome drink" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Welcome drink" })).toBeNull();
    for (const name of ["Add voucher", "Redeem a code"])
      await waitFor(() => expect(screen.getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true"));
  });
});
