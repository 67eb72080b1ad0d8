import { dayKey } from "@portico/sdk/rules";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { timeZoneOf } from "../visitors/visitorsReport";
import { bookingNotFoundPage, bookingPage } from "./bookingPage";
import { pageLang } from "./bookingPageTexts";
import { bookableRange, type CheckoutInput, placeOrder, quoteOrder } from "./checkout";
import { type OrderBooking, orderBooking } from "./orderBookings";

const CODE = /^[A-Za-z0-9]{4,32}$/;
const FIELDS: (keyof CheckoutInput)[] = [
  "departureDate",
  "arrivalDate",
  "amount",
  "pickup",
  "pickupOther",
  "return",
  "returnOther",
  "couponCode",
  "name",
  "email",
  "phone",
  "card",
];

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .type("text/html; charset=utf-8")
    .send(html);

// The guest's language: ?lang, the lang cookie, the browser's first language, else the booking's own.
function langOf(req: FastifyRequest, booking: OrderBooking | null): string {
  const q = (req.query as { lang?: string }).lang;
  const cookie = /(?:^|;\s*)lang=([a-z]{2})/.exec(req.headers.cookie ?? "")?.[1];
  const accept = (req.headers["accept-language"] ?? "").toLowerCase();
  const browser = accept.startsWith("zh-tw") || accept.startsWith("zh-hant") ? "tw" : accept.slice(0, 2);
  for (const l of [q, cookie, browser, booking?.config.localeSetting?.language]) if (l && pageLang(l) === l) return l;
  return "en";
}

/**
 * The public booking page behind a booking's short link (`/s/{code}` redirects to `/book/{code}`): GET shows the
 * form; POST `action=quote` shows the price the server computes; POST `action=pay` places and pays the order.
 * Server-rendered HTML without scripts, so it works offline; never trusts a price from the client.
 */
export function registerBookingPageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const load = async (code: string) => {
    if (!CODE.test(code)) return null;
    const [link] = await ctx.db.query<{ business_id: number; campaign_id: number }>(
      "select business_id, campaign_id from links where code = $1 and campaign_type = 'booking'",
      [code],
    );
    return link ? orderBooking(ctx.db, Number(link.business_id), Number(link.campaign_id)) : null;
  };
  const range = async (b: OrderBooking) =>
    bookableRange(b, dayKey(new Date(ctx.now()), await timeZoneOf(ctx.db, b.businessId)));
  const sandbox = ctx.payments.name === "sandbox";

  app.get<{ Params: { code: string } }>("/book/:code", async (req, reply) => {
    const booking = await load(req.params.code);
    if (!booking) return send(reply, 404, bookingNotFoundPage(langOf(req, null)));
    const lang = langOf(req, booking);
    return send(reply, 200, bookingPage({ booking, lang, range: await range(booking), values: {}, sandbox }));
  });

  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { code: string }; Body: Record<string, string> | undefined }>(
      "/book/:code",
      { bodyLimit: 16_384 },
      async (req, reply) => {
        const booking = await load(req.params.code);
        if (!booking) return send(reply, 404, bookingNotFoundPage(langOf(req, null)));
        const lang = langOf(req, booking);
        const body = req.body ?? {};
        const values: Partial<CheckoutInput> = { lang };
        for (const f of FIELDS) if (typeof body[f] === "string") values[f] = body[f].slice(0, 300);
        const input = { departureDate: "", arrivalDate: "", amount: "", ...values };
        const view = { booking, lang, range: await range(booking), sandbox };
        // The card number is never echoed back into the page.
        const shown = { ...values, card: "" };
        if (body.action === "pay") {
          const r = await placeOrder(ctx, booking, input);
          if (!r.ok) return send(reply, 400, bookingPage({ ...view, values: shown, problems: r.problems }));
          const q = await quoteOrder(ctx, booking, input);
          return send(
            reply,
            200,
            bookingPage({ ...view, values: shown, order: r.order, ...(q.ok ? { quote: q.quote } : {}) }),
          );
        }
        const q = await quoteOrder(ctx, booking, input);
        if (!q.ok) return send(reply, 400, bookingPage({ ...view, values: shown, problems: q.problems }));
        return send(reply, 200, bookingPage({ ...view, values: shown, quote: q.quote }));
      },
    );
  });
}
