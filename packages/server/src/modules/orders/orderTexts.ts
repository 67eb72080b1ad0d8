/** The guest's confirmation in the five languages; `{no}`, `{name}`, `{from}`, `{to}`, `{total}` are filled in. */
const CONFIRMATION = {
  en: {
    subject: "Booking confirmed: {no}",
    body: "Thank you, {name}. Your booking {no} of {booking} from {from} to {to} is paid: {total}.",
  },
  tw: {
    subject: "預訂確認：{no}",
    body: "{name} 您好，您的預訂 {no}（{booking}，{from} 至 {to}）已完成付款：{total}。",
  },
  zh: {
    subject: "预订确认：{no}",
    body: "{name} 您好，您的预订 {no}（{booking}，{from} 至 {to}）已完成付款：{total}。",
  },
  ja: {
    subject: "予約確定：{no}",
    body: "{name} 様、{booking} のご予約 {no}（{from}〜{to}）のお支払いを受け付けました：{total}。",
  },
  ru: {
    subject: "Бронирование подтверждено: {no}",
    body: "Спасибо, {name}. Ваше бронирование {no} ({booking}, с {from} по {to}) оплачено: {total}.",
  },
} as const;

/** The confirmation's subject and text in `lang` (English for an unknown one). */
export function confirmationText(
  lang: string,
  values: Record<"no" | "name" | "booking" | "from" | "to" | "total", string>,
): { subject: string; body: string } {
  const t = CONFIRMATION[(lang in CONFIRMATION ? lang : "en") as keyof typeof CONFIRMATION];
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? values[k as keyof typeof values] : m));
  return { subject: fill(t.subject), body: fill(t.body) };
}
