import type { AddressInfo } from "node:net";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message received by the sink, in the contract's `MailMessage` shape. */
export interface MailMessage {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: number;
  links: string[];
}

/** The embedded SMTP server that keeps what it receives in memory (development and tests). */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Messages newest first, optionally only those addressed to `to` (case-insensitive). */
  messages(to?: string): MailMessage[];
  close(): Promise<void>;
}

const MAX_MESSAGES = 200;
const LINK = /https?:\/\/[^\s"'<>)\]]+/g;

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? "")).filter(Boolean);

/** Starts the sink on a free loopback port. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const store: MailMessage[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const text = mail.text ?? "";
          const html = typeof mail.html === "string" ? mail.html : null;
          store.unshift({
            id: nextId++,
            from: mail.from?.text ?? "",
            to: addresses(mail.to),
            subject: mail.subject ?? "",
            text,
            html,
            receivedAt: Math.floor(Date.now() / 1000),
            links: [...new Set(text.match(LINK) ?? [])],
          });
          store.length = Math.min(store.length, MAX_MESSAGES);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: (to) => (to ? store.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase())) : [...store]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
