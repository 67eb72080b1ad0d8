import { describe, expect, it } from "vitest";
import { storedConfig, uniqueById } from "./authApps";
import { devUserClaims } from "./devOAuth2Provider";
import { claimOf, mapProfile } from "./signIns";

describe("authentication app helpers", () => {
  it("removes duplicate apps by id, keeping the first", () => {
    expect(
      uniqueById([
        { id: 1, n: "a" },
        { id: 2, n: "b" },
        { id: 1, n: "c" },
      ]),
    ).toEqual([
      { id: 1, n: "a" },
      { id: 2, n: "b" },
    ]);
  });

  it("fills the optional settings with their defaults and never keeps the secret", () => {
    const c = storedConfig({
      clientId: " id ",
      clientSecret: "s",
      authorizeUrl: "https://a.test/authorize",
      tokenUrl: "https://a.test/token",
      userInfoUrl: "https://a.test/me",
      caption: "Go",
      profile: { id: "uid", name: "name", email: "mail" },
    });
    expect(c).toEqual({
      clientId: "id",
      authorizeUrl: "https://a.test/authorize",
      tokenUrl: "https://a.test/token",
      userInfoUrl: "https://a.test/me",
      scope: "openid profile email",
      caption: "Go",
      buttonColor: "#1a73e8",
      profile: { id: "uid", name: "name", email: "mail" },
    });
  });

  it("maps claims by name or dotted path and needs an id", () => {
    const claims = { data: { user: { id: 42, nick: "Kai" } }, mail: "k@x.test", secret: "internal" };
    expect(claimOf(claims, "data.user.id")).toBe("42");
    expect(mapProfile(claims, { id: "data.user.id", name: "data.user.nick", email: "mail" })).toEqual({
      id: "42",
      name: "Kai",
      email: "k@x.test",
      // Only what the mapping reads comes back, never the whole answer.
      claims: { "data.user.id": "42", "data.user.nick": "Kai", mail: "k@x.test" },
    });
    expect(() => mapProfile(claims, { id: "sub", name: "n", email: "e" })).toThrow('"sub"');
  });

  it("gives test users stable ids and e-mails", () => {
    expect(devUserClaims("Alice")).toMatchObject({ sub: "dev-alice", email: "alice@example.test" });
    expect(devUserClaims("陳小明").sub).toMatch(/^dev-[0-9a-f]{12}$/);
  });
});
