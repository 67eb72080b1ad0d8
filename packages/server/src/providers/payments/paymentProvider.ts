/** One charge of an order. */
export interface PaymentRequest {
  merchantOrderNo: string;
  /** In the currency's main unit (e.g. 1840 TWD). */
  amount: number;
  currency: string;
  /** The card number the guest typed (the sandbox reads its test numbers; a real provider tokenises it). */
  card: string;
  description: string;
}

/** What a provider says about a payment: paid, declined, or still on its way (a pending transfer). */
export type PaymentState = "paid" | "failed" | "pending";

/** The provider's answer to a charge. */
export interface PaymentResult {
  state: PaymentState;
  /** The provider's reference of the payment (what a later `status` asks about). */
  reference: string;
  /** Why it failed, in the provider's words. */
  error?: string;
}

/** Takes the guests' payments; the server charges orders through this only. */
export interface PaymentProvider {
  /** `sandbox` or `http`. */
  readonly name: string;
  charge(req: PaymentRequest): Promise<PaymentResult>;
  /** The payment's state now (a sync asks); null when the provider does not know the reference. */
  status(reference: string): Promise<PaymentState | null>;
}

/** Sandbox card numbers (the usual test numbers): the first is declined, the second stays pending until asked. */
export const SANDBOX_CARDS = {
  paid: "4242424242424242",
  declined: "4000000000000002",
  pending: "4000000000000077",
} as const;

const digits = (s: string) => s.replace(/[\s-]/g, "");

/** Luhn check of a card number (13 to 19 digits). */
export function isCardNumber(card: string): boolean {
  const d = digits(card);
  if (!/^\d{13,19}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * The local default (works offline, keeps nothing): any valid card number is paid, except the sandbox's declined
 * number (and invalid numbers), which fail, and its pending number, which stays pending until a `status` asks
 * (then it is paid). The reference carries the outcome, so any instance answers `status` the same.
 * @example const r = await createSandboxPayments().charge({ merchantOrderNo, amount, currency: "TWD", card, description });
 */
export function createSandboxPayments(): PaymentProvider {
  return {
    name: "sandbox",
    async charge(req) {
      const card = digits(req.card);
      const ref = (state: string) => `sbx_${state}_${req.merchantOrderNo}`;
      if (!isCardNumber(card)) return { state: "failed", reference: ref("failed"), error: "Invalid card number" };
      if (card === SANDBOX_CARDS.declined) return { state: "failed", reference: ref("failed"), error: "Card declined" };
      if (card === SANDBOX_CARDS.pending) return { state: "pending", reference: ref("pending") };
      return { state: "paid", reference: ref("paid") };
    },
    async status(reference) {
      const m = /^sbx_(paid|failed|pending)_/.exec(reference);
      if (!m) return null;
      return m[1] === "failed" ? "failed" : "paid";
    },
  };
}

/**
 * A real provider behind a small adapter (PORTICO_PAYMENT_URL): `POST {url}/charges` with the request as JSON
 * answers `{state, reference, error?}`; `GET {url}/charges/{reference}` answers `{state}`. Like the SMS gateway,
 * the URL is the operator's setting, not user input.
 */
export function createHttpPayments(url: string, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = url.replace(/\/+$/, "");
  const states = new Set<PaymentState>(["paid", "failed", "pending"]);
  return {
    name: "http",
    async charge(req) {
      const res = await fetchImpl(`${base}/charges`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(req),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) return { state: "failed", reference: "", error: `Payment provider answered ${res.status}` };
      const body = (await res.json()) as Partial<PaymentResult>;
      const state = states.has(body.state as PaymentState) ? (body.state as PaymentState) : "failed";
      return { state, reference: String(body.reference ?? ""), ...(body.error ? { error: String(body.error) } : {}) };
    },
    async status(reference) {
      if (!reference) return null;
      const res = await fetchImpl(`${base}/charges/${encodeURIComponent(reference)}`, {
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Payment provider answered ${res.status}`);
      const body = (await res.json()) as { state?: string };
      return states.has(body.state as PaymentState) ? (body.state as PaymentState) : null;
    },
  };
}

/** The provider this server uses: the HTTP adapter when PORTICO_PAYMENT_URL (or `url`) is set, else the sandbox. */
export function paymentProviderFor(url = process.env.PORTICO_PAYMENT_URL): PaymentProvider {
  return url ? createHttpPayments(url) : createSandboxPayments();
}
