import { dayKey, evaluateBookingPrice, type MethodChoice, orderDays, roundMoney } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import { timeZoneOf } from "../visitors/visitorsReport";
import type { OrderBooking } from "./orderBookings";
import { type FoundCouponCode, findCouponCode, redeemCouponCodeOnce } from "./orderCoupons";
import { moveAndNotify } from "./orderFlow";
import { insertOrder, type OrderRow, reserveStock } from "./orders";

/** What the guest filled in on the booking page (strings as a form posts them). */
export interface CheckoutInput {
  departureDate: string;
  arrivalDate: string;
  amount: string | number;
  pickup?: string;
  pickupOther?: string;
  return?: string;
  returnOther?: string;
  couponCode?: string;
  name?: string;
  email?: string;
  phone?: string;
  card?: string;
  lang?: string;
}

/** A problem of one field, as a text key of the booking page. */
export type CheckoutProblems = Partial<Record<keyof CheckoutInput | "stock", string>>;

/** The price the server computed (never the client's) and what it was computed from. */
export interface Quote {
  amount: number;
  /** Nights between the dates (the formulas' `days`). */
  days: number;
  total: number;
  /** What the coupon took off (0 without one). */
  discount: number;
  coupon: FoundCouponCode | null;
  pickup: MethodChoice | null;
  pickupLabel: string | null;
  return: MethodChoice | null;
  returnLabel: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const ts = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

/** The days a guest may pick (first and last), by the booking's availableDate rule, in the business's time zone. */
export function bookableRange(booking: OrderBooking, today: string): { first: string; last: string } {
  const a = booking.config.form.availableDate;
  if (a.type === "absolute") return { first: a.startDate ?? today, last: a.endDate ?? today };
  return { first: addDays(today, a.startOffset ?? 0), last: addDays(today, a.endOffset ?? 0) };
}

function method(list: readonly MethodChoice[], value: string | undefined, other: string | undefined) {
  if (!list.length) return { ok: true as const, choice: null, label: null };
  const choice = list.find((m) => m.value === value);
  if (!choice) return { ok: false as const, problem: "required" };
  if (choice.showOther) {
    const text = (other ?? "").trim().slice(0, 200);
    if (!text) return { ok: false as const, problem: "otherRequired" };
    return { ok: true as const, choice, label: `${choice.label}: ${text}` };
  }
  return { ok: true as const, choice, label: choice.label };
}

/**
 * Checks the guest's choice against the booking's form rules (dates within availableDate, units and days within
 * their min..max, a method of each list, a usable coupon code) and computes the price with the booking's formulas
 * through the shared evaluator. Resolves to the quote, or the problems by field.
 */
export async function quoteOrder(
  ctx: ServerContext,
  booking: OrderBooking,
  input: CheckoutInput,
): Promise<{ ok: true; quote: Quote } | { ok: false; problems: CheckoutProblems }> {
  const problems: CheckoutProblems = {};
  const form = booking.config.form;
  const today = dayKey(new Date(ctx.now()), await timeZoneOf(ctx.db, booking.businessId));
  const range = bookableRange(booking, today);
  const { departureDate: from, arrivalDate: to } = input;
  if (!DATE.test(from ?? "") || Number.isNaN(ts(from))) problems.departureDate = "date";
  else if (from < range.first || from > range.last) problems.departureDate = "outOfRange";
  if (!DATE.test(to ?? "") || Number.isNaN(ts(to))) problems.arrivalDate = "date";
  else if (to > range.last) problems.arrivalDate = "outOfRange";
  else if (!problems.departureDate && to < from) problems.arrivalDate = "beforeDeparture";
  if (!problems.departureDate && !problems.arrivalDate) {
    const days = orderDays(from, to) + 1;
    if (days < form.orderDays.min || days > form.orderDays.max) problems.arrivalDate = "days";
  }
  const amount = Number(input.amount);
  if (!Number.isInteger(amount) || amount < form.orderUnits.min || amount > form.orderUnits.max)
    problems.amount = "units";
  const pickup = method(booking.config.pickupMethods ?? [], input.pickup, input.pickupOther);
  if (!pickup.ok) problems[pickup.problem === "otherRequired" ? "pickupOther" : "pickup"] = pickup.problem;
  const ret = method(booking.config.returnMethods ?? [], input.return, input.returnOther);
  if (!ret.ok) problems[ret.problem === "otherRequired" ? "returnOther" : "return"] = ret.problem;
  const nowTs = Math.floor(ctx.now() / 1000);
  const code = (input.couponCode ?? "").trim();
  const coupon = code ? await findCouponCode(ctx.db, booking, code, nowTs) : null;
  if (code && !coupon) problems.couponCode = "coupon";
  if (Object.keys(problems).length || !pickup.ok || !ret.ok) return { ok: false, problems };
  const base = {
    price: booking.config.price,
    formulas: booking.config.formulas,
    choice: {
      amount,
      startTs: ts(from),
      endTs: ts(to),
      pickupPrice: pickup.choice?.price ?? 0,
      returnPrice: ret.choice?.price ?? 0,
    },
  };
  const plain = evaluateBookingPrice(base);
  const priced = coupon ? evaluateBookingPrice({ ...base, couponDerivation: coupon.coupon.derivation }) : plain;
  if (!plain.ok || !priced.ok) return { ok: false, problems: { amount: "price" } };
  return {
    ok: true,
    quote: {
      amount,
      days: Math.max(0, Math.round(plain.values.days ?? orderDays(from, to))),
      total: priced.total,
      discount: Math.max(0, roundMoney(plain.total - priced.total)),
      coupon,
      pickup: pickup.choice,
      pickupLabel: pickup.label,
      return: ret.choice,
      returnLabel: ret.label,
    },
  };
}

/**
 * Places and pays a guest's order: recomputes the quote, takes the units from the stock and the coupon code (both
 * atomically, once), records the order (NEW_ORDER, then ORDER_RECEIVED), charges it through the payment provider
 * and moves it to PAYMENT_RECEIVED (confirmation and webhooks follow) or PAYMENT_FAILED (its units go back); a
 * pending payment stays ORDER_RECEIVED until a sync.
 */
export async function placeOrder(
  ctx: ServerContext,
  booking: OrderBooking,
  input: CheckoutInput,
): Promise<{ ok: true; order: OrderRow } | { ok: false; problems: CheckoutProblems }> {
  const q = await quoteOrder(ctx, booking, input);
  if (!q.ok) return q;
  const problems: CheckoutProblems = {};
  const name = (input.name ?? "").trim().slice(0, 100);
  const email = (input.email ?? "").trim().slice(0, 200);
  const phone = (input.phone ?? "").trim().slice(0, 30);
  if (!name) problems.name = "required";
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = "email";
  if (phone && !/^\+?[0-9 ()-]{6,20}$/.test(phone)) problems.phone = "phone";
  if (!email && !phone) problems.email = "contact";
  if (!(input.card ?? "").trim()) problems.card = "required";
  if (Object.keys(problems).length) return { ok: false, problems };
  const quote = q.quote;
  const nowTs = Math.floor(ctx.now() / 1000);
  const placed = await ctx.db
    .transaction(async (tx) => {
      if (!(await reserveStock(tx, booking.businessId, booking.id, quote.amount, booking.config.form.stock)))
        return { problems: { stock: "soldOut" } as CheckoutProblems };
      if (quote.coupon && !(await redeemCouponCodeOnce(tx, booking, quote.coupon.code, nowTs)))
        throw Object.assign(new Error("coupon taken"), { couponTaken: true });
      const order = await insertOrder(tx, {
        businessId: booking.businessId,
        bookingId: booking.id,
        amount: quote.amount,
        days: quote.days,
        total: quote.total,
        currency: booking.config.localeSetting?.currency || "TWD",
        departureDate: input.departureDate,
        arrivalDate: input.arrivalDate,
        formCreateTs: nowTs,
        coupon: quote.coupon
          ? {
              code: quote.coupon.code,
              id: quote.coupon.coupon.id,
              name: quote.coupon.coupon.name,
              discount: quote.discount,
            }
          : null,
        pickupMethod: quote.pickupLabel,
        returnMethod: quote.returnLabel,
        guest: { name, email, phone },
        lang: input.lang ?? "en",
      });
      return { order };
    })
    .catch((err: { couponTaken?: boolean }) => {
      if (err.couponTaken) return { problems: { couponCode: "coupon" } as CheckoutProblems };
      throw err;
    });
  if (!("order" in placed) || !placed.order) return { ok: false, problems: placed.problems ?? {} };
  let order = await moveAndNotify(ctx, placed.order, "ORDER_RECEIVED", { form_complete_ts: nowTs });
  const paid = await ctx.payments
    .charge({
      merchantOrderNo: order.merchant_order_no,
      amount: Number(order.total),
      currency: order.currency,
      card: input.card ?? "",
      description: booking.name,
    })
    .catch((err: Error) => ({ state: "failed" as const, reference: "", error: err.message }));
  await ctx.db.query("update orders set payment_provider = $2, payment_ref = $3 where id = $1", [
    order.id,
    ctx.payments.name,
    paid.reference || null,
  ]);
  order = { ...order, payment_provider: ctx.payments.name, payment_ref: paid.reference || null };
  const payTs = Math.floor(ctx.now() / 1000);
  if (paid.state === "paid")
    order = await moveAndNotify(ctx, order, "PAYMENT_RECEIVED", {
      pay_ts: payTs,
      amt: order.total,
      payment_error: null,
    });
  else if (paid.state === "failed")
    order = await moveAndNotify(ctx, order, "PAYMENT_FAILED", { payment_error: paid.error ?? "Payment failed" });
  return { ok: true, order };
}
