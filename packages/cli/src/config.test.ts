import { mkdtempSync, statSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configDir, configPath, DEFAULT_API_URL, readConfig, resolveSession, saveProfile } from "./config";

describe("config", () => {
  it("lives in PORTICO_CONFIG_DIR, else XDG_CONFIG_HOME/portico, else ~/.config/portico", () => {
    expect(configDir({ PORTICO_CONFIG_DIR: "/a", XDG_CONFIG_HOME: "/b" })).toBe("/a");
    expect(configPath({ XDG_CONFIG_HOME: "/b" })).toBe("/b/portico/config.json");
    expect(configDir({ HOME: "/home/x" })).toBe("/home/x/.config/portico");
    expect(configDir({})).toBe(join(homedir(), ".config", "portico"));
  });

  it("keeps named profiles in one 0600 file and resolves overrides", () => {
    const env = { PORTICO_CONFIG_DIR: join(mkdtempSync(join(tmpdir(), "portico-cfg-")), "nested") };
    expect(readConfig(env)).toEqual({ profiles: {} });
    expect(resolveSession(env)).toEqual({ profileName: "default", profile: {}, apiUrl: DEFAULT_API_URL });
    saveProfile(env, "default", { apiUrl: "http://a/", token: "t1" });
    saveProfile(env, "work", { apiUrl: "http://b", token: "t2" });
    expect(statSync(configPath(env)).mode & 0o777).toBe(0o600);
    expect(statSync(configDir(env)).mode & 0o777).toBe(0o700);
    expect(resolveSession(env)).toMatchObject({ apiUrl: "http://a", token: "t1" });
    expect(resolveSession(env, "work")).toMatchObject({ profileName: "work", apiUrl: "http://b", token: "t2" });
    expect(resolveSession({ ...env, PORTICO_PROFILE: "work" }).token).toBe("t2");
    expect(resolveSession({ ...env, PORTICO_TOKEN: "env", PORTICO_API_URL: "http://e" })).toMatchObject({
      apiUrl: "http://e",
      token: "env",
    });
    expect(resolveSession(env, undefined, "http://flag").apiUrl).toBe("http://flag");
    saveProfile(env, "work", undefined);
    expect(Object.keys(readConfig(env).profiles)).toEqual(["default"]);
  });
});
