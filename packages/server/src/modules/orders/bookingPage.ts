import type { MethodChoice } from "@portico/sdk/rules";
import { escapeHtml as e } from "../../escapeHtml";
import { pageTexts } from "./bookingPageTexts";
import type { CheckoutInput, CheckoutProblems, Quote } from "./checkout";
import type { OrderBooking } from "./orderBookings";
import type { OrderRow } from "./orders";

/** What the page shows besides the form: the server's quote, the problems, or the order's outcome. */
export interface BookingPageView {
  booking: OrderBooking;
  lang: string;
  /** The first and last day that may be picked. */
  range: { first: string; last: string };
  values: Partial<CheckoutInput>;
  quote?: Quote;
  problems?: CheckoutProblems;
  order?: OrderRow;
  /** The local sandbox takes the payments: show its test cards. */
  sandbox: boolean;
}

const CSS =
  "body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2328}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}.err{color:#b42318;margin:.25rem 0}.price{font-size:1.4rem;font-weight:700}.box{padding:1rem;border:1px solid #d0d7de;border-radius:8px;margin:1rem 0}button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;border-radius:6px;border:1px solid #1f6feb;background:#1f6feb;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#1f6feb}.muted{color:#57606a}";

/** The booking page (form, quote, outcome), plain HTML with no script: it works offline and without JavaScript. */
export function bookingPage(v: BookingPageView): string {
  const t = pageTexts(v.lang);
  const form = v.booking.config.form;
  const p = v.problems ?? {};
  const val = (k: keyof CheckoutInput) => e(String(v.values[k] ?? ""));
  const problem = (k: keyof CheckoutProblems) => {
    const key = p[k];
    if (!key) return "";
    const r = key === "days" ? form.orderDays : key === "units" ? form.orderUnits : { min: 0, max: 0 };
    const mm = { min: r.min, max: r.max };
    return `<p class="err" id="${k}-err" role="alert">${e(t(`problem.${key}` as Parameters<typeof t>[0], mm))}</p>`;
  };
  const invalid = (k: keyof CheckoutProblems) => (p[k] ? ` aria-invalid="true" aria-describedby="${k}-err"` : "");
  const methods = (k: "pickup" | "return", list: readonly MethodChoice[]) => {
    if (!list.length) return "";
    const options = list
      .map(
        (m) =>
          `<option value="${e(m.value)}"${v.values[k] === m.value ? " selected" : ""}>${e(m.label)}${m.price ? ` (+${m.price})` : ""}</option>`,
      )
      .join("");
    const other = list.some((m) => m.showOther)
      ? `<label for="${k}Other">${e(t("other"))}</label><input id="${k}Other" name="${k}Other" value="${val(`${k}Other`)}" maxlength="200"${invalid(`${k}Other`)}>${problem(`${k}Other`)}`
      : "";
    return `<label for="${k}">${e(t(k))}</label><select id="${k}" name="${k}"${invalid(k)}><option value=""></option>${options}</select>${problem(k)}${other}`;
  };
  const outcome = v.order ? outcomeBox(v.order, t) : "";
  const quote = v.quote
    ? `<div class="box" aria-live="polite"><p>${e(t("price"))}: <span class="price" data-testid="price">${v.quote.total}</span> ${e(v.booking.config.localeSetting?.currency || "TWD")}</p><p class="muted">${e(t("days", { n: v.quote.days + 1 }))}${v.quote.discount ? ` · ${e(t("discount"))}: −${v.quote.discount}` : ""}</p></div>`
    : "";
  const done = v.order && v.order.status !== "PAYMENT_FAILED";
  const fields = done
    ? ""
    : `<form method="post">
<div class="row"><div><label for="departureDate">${e(t("departureDate"))}</label><input type="date" id="departureDate" name="departureDate" min="${v.range.first}" max="${v.range.last}" value="${val("departureDate")}" required${invalid("departureDate")}>${problem("departureDate")}</div>
<div><label for="arrivalDate">${e(t("arrivalDate"))}</label><input type="date" id="arrivalDate" name="arrivalDate" min="${v.range.first}" max="${v.range.last}" value="${val("arrivalDate")}" required${invalid("arrivalDate")}>${problem("arrivalDate")}</div></div>
<label for="amount">${e(t("amount"))}</label><input type="number" id="amount" name="amount" min="${form.orderUnits.min}" max="${form.orderUnits.max}" value="${val("amount") || form.orderUnits.min}" required${invalid("amount")}>${problem("amount")}
${methods("pickup", v.booking.config.pickupMethods ?? [])}
${methods("return", v.booking.config.returnMethods ?? [])}
<label for="couponCode">${e(t("couponCode"))}</label><input id="couponCode" name="couponCode" value="${val("couponCode")}" maxlength="64" autocomplete="off"${invalid("couponCode")}>${problem("couponCode")}
${problem("stock")}
<button type="submit" name="action" value="quote" class="secondary">${e(t("quote"))}</button>
${quote}
<label for="name">${e(t("name"))}</label><input id="name" name="name" value="${val("name")}" maxlength="100" autocomplete="name"${invalid("name")}>${problem("name")}
<label for="email">${e(t("email"))}</label><input type="email" id="email" name="email" value="${val("email")}" maxlength="200" autocomplete="email"${invalid("email")}>${problem("email")}
<label for="phone">${e(t("phone"))}</label><input type="tel" id="phone" name="phone" value="${val("phone")}" maxlength="30" autocomplete="tel"${invalid("phone")}>${problem("phone")}
<label for="card">${e(t("card"))}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" maxlength="23"${invalid("card")}>${problem("card")}
${v.sandbox ? `<p class="muted">${e(t("sandbox"))}</p>` : ""}
<button type="submit" name="action" value="pay">${e(t("pay"))}</button>
</form>`;
  const desc = form.bookingDesc ? `<p>${e(form.bookingDesc)}</p>` : "";
  return `<!doctype html><html lang="${e(v.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(v.booking.name)}</title><style>${CSS}</style></head><body><main><h1>${e(v.booking.name)}</h1>${desc}${outcome}${fields}</main></body></html>`;
}

function outcomeBox(o: OrderRow, t: ReturnType<typeof pageTexts>): string {
  const no = o.merchant_order_no;
  const text =
    o.status === "PAYMENT_FAILED"
      ? t("failed", { no, error: o.payment_error ?? "" })
      : o.status === "PAYMENT_RECEIVED"
        ? t("paid", { no })
        : t("pending", { no });
  return `<div class="box" role="status" data-status="${e(o.status)}" data-order="${e(no)}"><p>${e(text)}</p></div>`;
}

/** The page for an unknown link. */
export function bookingNotFoundPage(lang: string): string {
  const t = pageTexts(lang);
  return `<!doctype html><html lang="${e(lang)}"><head><meta charset="utf-8"><title>${e(t("title"))}</title><style>${CSS}</style></head><body><main><p>${e(t("notFound"))}</p></main></body></html>`;
}
