import type { Queryable } from "../../db/db";

/** A provider of authentication apps; pickers show only `oauth2` (part 3). */
export type AuthAppProvider = "oauth2" | "line" | "google" | "facebook";

/** Which userinfo claims give the guest's id, name and e-mail. */
export interface ProfileMapping {
  id: string;
  name: string;
  email: string;
}

/** The OAuth2 settings as stored (the secret lives in its own column). */
export interface StoredConfig {
  clientId: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  caption: string;
  buttonColor: string;
  profile: ProfileMapping;
}

/** The contract's AuthAppInput. */
export interface AuthAppInput {
  name: string;
  provider: AuthAppProvider;
  config: Partial<StoredConfig> &
    Pick<StoredConfig, "clientId" | "authorizeUrl" | "tokenUrl" | "userInfoUrl" | "caption"> & {
      clientSecret?: string;
    };
}

/** An app with its secret, for the server's own calls to the provider. */
export interface AuthAppRecord {
  id: number;
  businessId: number;
  name: string;
  provider: AuthAppProvider;
  updatedTs: number;
  config: StoredConfig;
  clientSecret: string | null;
}

/** Defaults of the optional settings. */
export const AUTH_APP_DEFAULTS = {
  scope: "openid profile email",
  buttonColor: "#1a73e8",
  profile: { id: "sub", name: "name", email: "email" },
} as const;

interface Row extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  provider: AuthAppProvider;
  config: StoredConfig;
  client_secret: string | null;
  updated_ts: number;
}

const COLUMNS = "id, business_id, name, provider, config, client_secret, updated_ts";

const toRecord = (r: Row): AuthAppRecord => ({
  id: Number(r.id),
  businessId: Number(r.business_id),
  name: r.name,
  provider: r.provider,
  updatedTs: Number(r.updated_ts),
  config: typeof r.config === "string" ? JSON.parse(r.config) : r.config,
  clientSecret: r.client_secret,
});

/** The stored config of an input: trimmed, with the defaults filled in, without the secret. */
export function storedConfig(input: AuthAppInput["config"]): StoredConfig {
  return {
    clientId: input.clientId.trim(),
    authorizeUrl: input.authorizeUrl.trim(),
    tokenUrl: input.tokenUrl.trim(),
    userInfoUrl: input.userInfoUrl.trim(),
    scope: (input.scope ?? AUTH_APP_DEFAULTS.scope).trim(),
    caption: input.caption.trim(),
    buttonColor: input.buttonColor ?? AUTH_APP_DEFAULTS.buttonColor,
    profile: { ...AUTH_APP_DEFAULTS.profile, ...input.profile },
  };
}

/** The contract's AuthApp: the record without its secret, with `hasSecret` and the callback to register. */
export function toAuthApp(a: AuthAppRecord, publicUrl: string) {
  return {
    id: a.id,
    businessId: a.businessId,
    name: a.name,
    provider: a.provider,
    updatedTs: a.updatedTs,
    config: { ...a.config, hasSecret: Boolean(a.clientSecret) },
    redirectUri: callbackUrl(publicUrl),
  };
}

/** Where providers send the browser back (see authAppRoutes' callback). */
export const callbackUrl = (publicUrl: string) => `${publicUrl}/auth-apps/callback`;

/** One app with its secret, or undefined. */
export async function authAppById(db: Queryable, id: number): Promise<AuthAppRecord | undefined> {
  const [r] = await db.query<Row>(`select ${COLUMNS} from auth_apps where id = $1`, [id]);
  return r && toRecord(r);
}

/**
 * The apps of a business, oldest first, duplicates removed by id (part 3 section 5).
 * @example const apps = await authAppsOf(db, 1);
 */
export async function authAppsOf(db: Queryable, businessId: number): Promise<AuthAppRecord[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from auth_apps where business_id = $1 order by id`, [businessId]);
  return uniqueById(rows.map(toRecord));
}

/** Keeps the first item of each id, in order. */
export function uniqueById<T extends { id: number }>(list: readonly T[]): T[] {
  const seen = new Set<number>();
  return list.filter((x) => !seen.has(x.id) && seen.add(x.id));
}

/** The business an app belongs to, or null (for the business guard). */
export async function businessOfAuthApp(db: Queryable, id: number): Promise<number | null> {
  const [r] = await db.query<{ business_id: number }>("select business_id from auth_apps where id = $1", [id]);
  return r ? Number(r.business_id) : null;
}

/** Adds an app; resolves to its id. */
export async function insertAuthApp(db: Queryable, businessId: number, input: AuthAppInput, now: number) {
  const [r] = await db.query<{ id: number }>(
    `insert into auth_apps (business_id, name, provider, config, client_secret, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [
      businessId,
      input.name.trim(),
      input.provider,
      JSON.stringify(storedConfig(input.config)),
      input.config.clientSecret ?? null,
      now,
    ],
  );
  return Number(r!.id);
}

/** Replaces an app's fields; a missing secret keeps the stored one. */
export async function updateAuthApp(db: Queryable, id: number, input: AuthAppInput, now: number): Promise<void> {
  await db.query(
    `update auth_apps set name = $2, provider = $3, config = $4, client_secret = coalesce($5, client_secret),
       updated_ts = $6 where id = $1`,
    [
      id,
      input.name.trim(),
      input.provider,
      JSON.stringify(storedConfig(input.config)),
      input.config.clientSecret ?? null,
      now,
    ],
  );
}
