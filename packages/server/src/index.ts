/**
 * @portico/server: the reference Portico v3 API (Fastify, PGlite or PostgreSQL, contract-validated).
 * @packageDocumentation
 */

export type { ServerContext } from "./context";
export { contractOperations, contractRoute } from "./contract";
export type { Db, Queryable, Row } from "./db/db";
export { migrate } from "./db/migrate";
export { ERROR_CODES, type ErrorCode, type ErrorExtras, errorBody, HttpError } from "./errors";
export { CLOSE_INVALID_TOKEN, LiveHub, type LiveMessage, type LiveScope } from "./live/liveHub";
export { authenticate, callerOf, requireActive } from "./modules/account/auth";
export { hashPassword, verifyPassword } from "./modules/account/password";
export type { Caller } from "./modules/account/sessions";
export {
  accessOf,
  type BusinessAccess,
  type BusinessIdOf,
  businessGuards,
  businessOf,
  requireBusinessAccess,
  requireOwner,
  requireSubscriber,
  VERBS,
  type Verb,
} from "./modules/business/access";
export { businessOfProject } from "./modules/business/projectRoutes";
export type { EmailProvider, OutgoingEmail } from "./providers/email/emailProvider";
export type { MailMessage, SmtpSink } from "./providers/email/smtpSink";
export { DEMO_BUSINESSES, DEMO_OWNER, DEMO_STAFF, seedDemo } from "./seed/seedDemo";
export { createPorticoServer, type PorticoServer, type PorticoServerOptions } from "./server";
