import type { MenuType } from "@portico/sdk/rules";
import type { Db } from "./db/db";
import type { JobQueue } from "./jobs/jobQueue";
import type { LiveHub } from "./live/liveHub";
import type { AuthLimits } from "./modules/account/authLimits";
import type { EmailProvider } from "./providers/email/emailProvider";
import type { SmtpSink } from "./providers/email/smtpSink";
import type { PaymentProvider } from "./providers/payments/paymentProvider";
import type { SmsOutbox, SmsProvider } from "./providers/sms/smsProvider";

/** What every route module gets: the database, clock, providers and settings of this server. */
export interface ServerContext {
  db: Db;
  /** Current time in milliseconds (injectable so that tests can expire tokens without waiting). */
  now(): number;
  /** Access token lifetime in seconds. */
  tokenTtl: number;
  /** Origin used in e-mailed links. */
  publicUrl(): string;
  menuType: MenuType;
  version: string;
  email: EmailProvider;
  /** The embedded SMTP sink, when no real relay is configured. */
  sink?: SmtpSink;
  live: LiveHub;
  /** The job queue (pg-boss on this database): enqueue, cancel, and the workers of this instance. */
  jobs: JobQueue;
  /** Text messages (guest sign-in codes); the local outbox unless PORTICO_SMS_URL names a gateway. */
  sms: SmsProvider;
  /** The local outbox, when no gateway is configured (GET /dev/sms). */
  smsOutbox?: SmsOutbox;
  /** Guests' payments of booking orders: the local sandbox unless PORTICO_PAYMENT_URL names a provider adapter. */
  payments: PaymentProvider;
  /** Abuse limits of sign-in, sign-up and the e-mailing calls. */
  limits: AuthLimits;
  /** The development endpoints under /dev/ (absent with PORTICO_DEV_TOOLS=0) and the token that reads them all. */
  devTools?: { token: string };
}
