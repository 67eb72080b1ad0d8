import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** Default API origin: the reference server started by `npm start`. */
export const DEFAULT_API_URL = "http://127.0.0.1:8080";
export const DEFAULT_PROFILE = "default";

/** One named session as stored on disk. `expiresAt` is epoch seconds. */
export interface Profile {
  apiUrl?: string;
  token?: string;
  email?: string;
  kind?: "owner" | "subscriber";
  expiresAt?: number;
}

/** The whole config file. */
export interface ConfigFile {
  profiles: Record<string, Profile>;
}

type Env = Record<string, string | undefined>;

/** `$PORTICO_CONFIG_DIR`, else `$XDG_CONFIG_HOME/portico`, else `~/.config/portico`. */
export function configDir(env: Env): string {
  if (env.PORTICO_CONFIG_DIR) return env.PORTICO_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config"), "portico");
}

export function configPath(env: Env): string {
  return join(configDir(env), "config.json");
}

/** Reads the config file; a missing file is an empty config. */
export function readConfig(env: Env): ConfigFile {
  const path = configPath(env);
  if (!existsSync(path)) return { profiles: {} };
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<ConfigFile>;
  return { profiles: parsed.profiles && typeof parsed.profiles === "object" ? parsed.profiles : {} };
}

/** Writes the config atomically, readable by the owner only (it holds bearer tokens). */
export function writeConfig(env: Env, config: ConfigFile): void {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = configPath(env);
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, path);
}

/** Replaces one profile (or deletes it with `undefined`) and saves. */
export function saveProfile(env: Env, name: string, profile: Profile | undefined): void {
  const config = readConfig(env);
  if (profile) config.profiles[name] = profile;
  else delete config.profiles[name];
  writeConfig(env, config);
}

/** The session a command works with: the profile, overridden by PORTICO_API_URL and PORTICO_TOKEN. */
export interface Session {
  profileName: string;
  profile: Profile;
  apiUrl: string;
  token?: string;
}

/** Resolves the profile name (flag, else PORTICO_PROFILE, else "default") and the effective session. */
export function resolveSession(env: Env, profileFlag?: string, apiUrlFlag?: string): Session {
  const profileName = profileFlag || env.PORTICO_PROFILE || DEFAULT_PROFILE;
  const profile = readConfig(env).profiles[profileName] ?? {};
  const apiUrl = (apiUrlFlag || env.PORTICO_API_URL || profile.apiUrl || DEFAULT_API_URL).replace(/\/+$/, "");
  const token = env.PORTICO_TOKEN || profile.token;
  return { profileName, profile, apiUrl, ...(token ? { token } : {}) };
}
