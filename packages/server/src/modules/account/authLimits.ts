import type { RateLimit } from "../../guards/rateLimit";

/**
 * The abuse limits of the anonymous account calls, in one place (README "Security"):
 * - `signInPerAccount`: failed sign-ins of one account (`/auth/token`, `/auth/subscriber_login`); a success
 *   clears them. 10 per 15 minutes stops guessing while a user who mistypes a few times is never locked out long.
 * - `signInPerAddress`: failed sign-ins from one client address across all accounts (spraying one password
 *   over many accounts); 50 per 15 minutes leaves room for an office behind one NAT.
 * - `mailPerAddress`: sign-ups, reset and verification requests from one client address (each sends an
 *   e-mail, so they could be used to spam an inbox); every request counts, 20 per 15 minutes.
 * While a limit is used up every attempt answers 429 RATE_LIMITED with `Retry-After`, the right password too.
 */
export interface AuthLimits {
  signInPerAccount: RateLimit;
  signInPerAddress: RateLimit;
  mailPerAddress: RateLimit;
}

const FIFTEEN_MINUTES = 15 * 60;

/** The defaults every server uses unless `createPorticoServer({ limits })` overrides one (tests only). */
export const AUTH_LIMITS: AuthLimits = {
  signInPerAccount: { name: "signin:account", max: 10, windowSeconds: FIFTEEN_MINUTES },
  signInPerAddress: { name: "signin:address", max: 50, windowSeconds: FIFTEEN_MINUTES },
  mailPerAddress: { name: "mail:address", max: 20, windowSeconds: FIFTEEN_MINUTES },
};

/** Overrides for tests: each given limit replaces only the numbers it names. */
export type AuthLimitOverrides = { [K in keyof AuthLimits]?: Partial<Omit<RateLimit, "name">> };

/** The defaults with `overrides` applied. */
export function authLimits(overrides: AuthLimitOverrides = {}): AuthLimits {
  const out = { ...AUTH_LIMITS };
  for (const key of Object.keys(AUTH_LIMITS) as (keyof AuthLimits)[]) {
    out[key] = { ...AUTH_LIMITS[key], ...overrides[key] };
  }
  return out;
}
