import type { Db } from "./db/db";
import type { LiveHub } from "./live/liveHub";
import type { EmailProvider } from "./providers/email/emailProvider";
import type { SmtpSink } from "./providers/email/smtpSink";

/** The contract's leftMenuType values. */
export const MENU_TYPES = [
  "default",
  "wifi",
  "iwifi-pro",
  "event",
  "onePageBooking",
  "private",
  "si",
  "ttshow",
  "sso",
] as const;
/** One leftMenuType. */
export type MenuType = (typeof MENU_TYPES)[number];

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
}
