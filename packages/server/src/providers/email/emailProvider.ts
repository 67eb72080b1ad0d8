import nodemailer from "nodemailer";

/** One outgoing e-mail: plain text plus a simple HTML alternative. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail; the server never talks SMTP except through this. */
export interface EmailProvider {
  send(mail: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * An {@link EmailProvider} that speaks real SMTP through nodemailer.
 * @param smtpUrl `smtp://user:pass@host:port` (or `smtps://`); the embedded sink's URL in development and tests.
 * @example createSmtpEmailProvider("smtp://127.0.0.1:2525", "Portico <no-reply@portico.dev>")
 */
export function createSmtpEmailProvider(smtpUrl: string, from: string): EmailProvider {
  const url = new URL(smtpUrl);
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  // The embedded sink has no certificate: plain SMTP on loopback only.
  const transport = nodemailer.createTransport(local ? { url: smtpUrl, ignoreTLS: true } : smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
