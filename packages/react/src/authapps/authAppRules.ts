import type { AuthApp, AuthAppInput, AuthAppProvider } from "../data/authAppTypes";

/** Providers the picker offers (part 3: oauth2 is the only one shown). */
export const SHOWN_PROVIDERS: readonly AuthAppProvider[] = ["oauth2"];
/** Providers that exist but are hidden from the picker. */
export const HIDDEN_PROVIDERS: readonly AuthAppProvider[] = ["line", "google", "facebook"];

/** The editor's flat, all-string form values. */
export interface AuthAppFormValues extends Record<string, string> {
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
  caption: string;
  buttonColor: string;
  profileId: string;
  profileName: string;
  profileEmail: string;
}

/** Form values of a new app, or of a stored one (the secret field starts empty: it is write-only). */
export function formValuesOf(app?: AuthApp): AuthAppFormValues {
  const c = app?.config;
  return {
    name: app?.name ?? "",
    clientId: c?.clientId ?? "",
    clientSecret: "",
    authorizeUrl: c?.authorizeUrl ?? "",
    tokenUrl: c?.tokenUrl ?? "",
    userInfoUrl: c?.userInfoUrl ?? "",
    scope: c?.scope ?? "openid profile email",
    caption: c?.caption ?? "",
    buttonColor: c?.buttonColor ?? "#1a73e8",
    profileId: c?.profile.id ?? "sub",
    profileName: c?.profile.name ?? "name",
    profileEmail: c?.profile.email ?? "email",
  };
}

/** The request body of form values; an empty secret is left out so the stored one stays. */
export function inputOf(v: AuthAppFormValues, provider: AuthAppProvider): AuthAppInput {
  return {
    name: v.name.trim(),
    provider,
    config: {
      clientId: v.clientId.trim(),
      ...(v.clientSecret ? { clientSecret: v.clientSecret } : {}),
      authorizeUrl: v.authorizeUrl.trim(),
      tokenUrl: v.tokenUrl.trim(),
      userInfoUrl: v.userInfoUrl.trim(),
      scope: v.scope.trim(),
      caption: v.caption.trim(),
      buttonColor: v.buttonColor,
      profile: { id: v.profileId.trim(), name: v.profileName.trim(), email: v.profileEmail.trim() },
    },
  };
}

/** True for an absolute http(s) URL with a host (what the server accepts). */
export function isHttpUrl(s: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(s.trim())) return false;
  try {
    return Boolean(new URL(s.trim()).host);
  } catch {
    return false;
  }
}

/** A problem of one field: an i18n key and its values. */
export type Problem = { key: string; max?: number };

const REQUIRED = [
  "name",
  "clientId",
  "authorizeUrl",
  "tokenUrl",
  "userInfoUrl",
  "caption",
  "profileId",
  "profileName",
  "profileEmail",
] as const;
const MAX: Partial<Record<keyof AuthAppFormValues, number>> = {
  name: 100,
  clientId: 200,
  clientSecret: 500,
  scope: 500,
  caption: 60,
  profileId: 100,
  profileName: 100,
  profileEmail: 100,
};

/**
 * The problems of form values, the same rules the server enforces: required fields, http(s) URLs, #RRGGBB
 * colour, lengths.
 * @example authAppProblems(values).tokenUrl // { key: "authapps.invalid.url" }
 */
export function authAppProblems(v: AuthAppFormValues): Partial<Record<keyof AuthAppFormValues, Problem>> {
  const p: Partial<Record<keyof AuthAppFormValues, Problem>> = {};
  for (const [k, max] of Object.entries(MAX))
    if ((v[k] ?? "").trim().length > max!) p[k] = { key: "authapps.invalid.tooLong", max };
  for (const k of ["authorizeUrl", "tokenUrl", "userInfoUrl"] as const)
    if (v[k].trim() && !isHttpUrl(v[k])) p[k] = { key: "authapps.invalid.url" };
  if (!/^#[0-9A-Fa-f]{6}$/.test(v.buttonColor)) p.buttonColor = { key: "authapps.invalid.color" };
  for (const k of REQUIRED) if (!v[k].trim()) p[k] = { key: "validation.required" };
  return p;
}

/**
 * The form field of a server `fields` key: `config/tokenUrl` is `tokenUrl`, `config/profile/id` is `profileId`;
 * keys without a form field stay as they are.
 * @example formFieldOf("config/userInfoUrl"); // "userInfoUrl"
 */
export function formFieldOf(key: string): string {
  const path = key.replace(/^body[/.]/, "").replace(/^config[/.]/, "");
  const profile = /^profile[/.](id|name|email)$/.exec(path);
  return profile ? `profile${profile[1]![0]!.toUpperCase()}${profile[1]!.slice(1)}` : path;
}
