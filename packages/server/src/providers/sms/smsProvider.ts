/** A text message as the local outbox keeps it (GET /dev/sms). */
export interface SmsMessage {
  id: number;
  to: string;
  text: string;
  sentAt: number;
  /** The business whose portal sent it (a signed-in owner reads only their own businesses' texts). */
  businessId?: number;
}

/** Sends text messages (guest sign-in codes). */
export interface SmsProvider {
  send(to: string, text: string, businessId?: number): Promise<void>;
}

/** The local default: keeps what it "sends" in memory, newest first, so it works offline. */
export interface SmsOutbox extends SmsProvider {
  messages(to?: string): SmsMessage[];
}

const MAX_MESSAGES = 200;

/** An in-memory outbox (development, demos and tests). */
export function createSmsOutbox(now: () => number = Date.now): SmsOutbox {
  const store: SmsMessage[] = [];
  let nextId = 1;
  return {
    async send(to, text, businessId) {
      const sentAt = Math.floor(now() / 1000);
      store.unshift({ id: nextId++, to, text, sentAt, ...(businessId !== undefined ? { businessId } : {}) });
      store.length = Math.min(store.length, MAX_MESSAGES);
    },
    messages: (to) => (to ? store.filter((m) => m.to === to) : [...store]),
  };
}

/**
 * A real gateway: POSTs `{to, text}` as JSON to `url` (PORTICO_SMS_URL), e.g. a small adapter in front of a
 * carrier's API. Fails loudly so the guest sees that no code went out.
 */
export function createHttpSmsProvider(url: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(to, text) {
      // The gateway URL is the operator's setting (PORTICO_SMS_URL), not user input: no outbound guard needed.
      const res = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
