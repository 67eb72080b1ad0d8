import { dayKey, type OrderStatus } from "@portico/sdk/rules";
import type { ServerContext } from "../../context";
import { escapeHtml } from "../../escapeHtml";
import { timeZoneOf } from "../visitors/visitorsReport";
import { emitWebhookEvent } from "../webhooks/emitWebhookEvent";
import { orderBooking } from "./orderBookings";
import { moveOrder, type OrderRow, toBookingResult } from "./orders";
import { confirmationText } from "./orderTexts";

const nowTs = (ctx: ServerContext) => Math.floor(ctx.now() / 1000);

/** The booking's notification switches (part 2: notifications default to enabled). */
function notificationOf(config: { notification?: { disableSms?: unknown; disableEmail?: unknown } } | undefined): {
  disableSms: boolean;
  disableEmail: boolean;
} {
  const n = config?.notification ?? {};
  return { disableSms: n.disableSms === true, disableEmail: n.disableEmail === true };
}

/**
 * Sends the guest's confirmation of a paid order once (e-mail and SMS, each unless the booking's notification
 * disables it). A failed send is logged: the payment stands.
 */
export async function sendConfirmation(ctx: ServerContext, order: OrderRow): Promise<void> {
  const [claimed] = await ctx.db.query(
    "update orders set confirmed_ts = $2 where id = $1 and confirmed_ts is null returning id",
    [order.id, nowTs(ctx)],
  );
  if (!claimed) return;
  const booking = await orderBooking(ctx.db, Number(order.business_id), Number(order.booking_id));
  const { disableSms, disableEmail } = notificationOf(booking?.config);
  const { subject, body } = confirmationText(order.lang, {
    no: order.merchant_order_no,
    name: order.guest_name,
    booking: booking?.name ?? "",
    from: order.departure_date,
    to: order.arrival_date,
    total: `${Number(order.amt)} ${order.currency}`,
  });
  try {
    if (!disableEmail && order.guest_email)
      await ctx.email.send({ to: order.guest_email, subject, text: body, html: `<p>${escapeHtml(body)}</p>` });
    if (!disableSms && order.guest_phone) await ctx.sms.send(order.guest_phone, body, Number(order.business_id));
  } catch (err) {
    console.error(`confirmation of order ${order.merchant_order_no} not sent:`, (err as Error).message);
  }
}

/**
 * The vendor's webhooks of an order event: the business's webhook (`order.<status>` through the signed delivery
 * queue) and, once the catalog part's vendor config is merged, its vendor webhooks too. Never throws.
 */
export async function notifyVendors(ctx: ServerContext, order: OrderRow): Promise<void> {
  await emitWebhookEvent(ctx, Number(order.business_id), `order.${order.status.toLowerCase()}`, {
    order: toBookingResult(order),
  });
}

/** What follows a status change: the confirmation when paid, the webhooks always. */
async function afterMove(ctx: ServerContext, order: OrderRow): Promise<void> {
  if (order.status === "PAYMENT_RECEIVED") await sendConfirmation(ctx, order);
  await notifyVendors(ctx, order);
}

/** Moves an order and runs what follows; resolves to the order now. */
export async function moveAndNotify(
  ctx: ServerContext,
  order: OrderRow,
  status: OrderStatus,
  set?: Parameters<typeof moveOrder>[3],
): Promise<OrderRow> {
  const r = await moveOrder(ctx.db, order, status, set);
  if (r.moved) await afterMove(ctx, r.order);
  return r.order;
}

/** Cancels an order (its units go back to the stock); a cancelled order stays as it is. */
export async function cancelOrder(ctx: ServerContext, order: OrderRow): Promise<OrderRow> {
  return moveAndNotify(ctx, order, "ORDER_CANCELED");
}

/**
 * Syncs an order with its payment provider: a payment found paid makes it PAYMENT_RECEIVED, a declined one
 * PAYMENT_FAILED; a paid order whose arrival date is past (business time zone) becomes ORDER_COMPLETED.
 */
export async function syncOrder(ctx: ServerContext, order: OrderRow): Promise<OrderRow> {
  let o = order;
  if (o.payment_ref && ["NEW_ORDER", "ORDER_RECEIVED", "PAYMENT_FAILED"].includes(o.status)) {
    const state = await ctx.payments.status(o.payment_ref);
    const ts = nowTs(ctx);
    if (state === "paid")
      o = await moveAndNotify(ctx, o, "PAYMENT_RECEIVED", {
        pay_ts: ts,
        amt: o.total,
        form_complete_ts: o.form_complete_ts ?? ts,
        payment_error: null,
      });
    else if (state === "failed" && o.status !== "PAYMENT_FAILED") o = await moveAndNotify(ctx, o, "PAYMENT_FAILED");
  }
  if (o.status === "PAYMENT_RECEIVED") {
    const today = dayKey(new Date(ctx.now()), await timeZoneOf(ctx.db, Number(o.business_id)));
    if (o.arrival_date < today) o = await moveAndNotify(ctx, o, "ORDER_COMPLETED");
  }
  return o;
}
