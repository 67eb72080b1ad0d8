import nodemailer from "nodemailer";

/** One outgoing e-mail: plain text plus a simple HTML alternative. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A fixed Message-ID (`<id@host>`): a campaign message keeps the same one if it is ever sent again. */
  messageId?: string;
  replyTo?: string;
  /** Extra headers (`List-Unsubscribe` ...). */
  headers?: Record<string, string>;
}

/** Whether an SMTP failure is permanent (a 5xx answer: unknown mailbox ...), so the address is not tried again. */
export function isPermanentEmailFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Sends e-mail; the server never talks SMTP except through this. */
export interface EmailProvider {
  send(mail: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP connections one server instance keeps open to its relay. */
const POOL_CONNECTIONS = 5;

/**
 * An {@link EmailProvider} that speaks real SMTP through nodemailer.
 * @param smtpUrl `smtp://user:pass@host:port` (or `smtps://`); the embedded sink's URL in development and tests.
 * @example createSmtpEmailProvider("smtp://127.0.0.1:2525", "Portico <no-reply@portico.dev>")
 */
export function createSmtpEmailProvider(smtpUrl: string, from: string): EmailProvider {
  const url = new URL(smtpUrl);
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  // Pooled: campaign sends reuse a few connections instead of one per message. The embedded sink has no
  // certificate: plain SMTP on loopback only.
  const pool = { pool: true, maxConnections: POOL_CONNECTIONS, maxMessages: Number.POSITIVE_INFINITY };
  const transport = nodemailer.createTransport(
    local ? { url: smtpUrl, ignoreTLS: true, ...pool } : { url: smtpUrl, ...pool },
  );
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
