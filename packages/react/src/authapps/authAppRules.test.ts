import { describe, expect, it } from "vitest";
import { uniqueAuthApps } from "../data/authApps";
import type { AuthApp } from "../data/authAppTypes";
import { authAppProblems, formFieldOf, formValuesOf, inputOf, isHttpUrl } from "./authAppRules";

const filled = {
  ...formValuesOf(),
  name: "Harbour ID",
  clientId: "harbour",
  authorizeUrl: "https://id.example.com/authorize",
  tokenUrl: "https://id.example.com/token",
  userInfoUrl: "http://127.0.0.1:8080/dev/oauth2/userinfo",
  caption: "Sign in",
};

describe("authentication app form rules", () => {
  it("maps the server's field paths to the form's fields", () => {
    expect(formFieldOf("config/userInfoUrl")).toBe("userInfoUrl");
    expect(formFieldOf("body/config/tokenUrl")).toBe("tokenUrl");
    expect(formFieldOf("config/profile/email")).toBe("profileEmail");
    expect(formFieldOf("name")).toBe("name");
  });

  it("accepts only absolute http and https URLs", () => {
    expect(isHttpUrl("https://a.example/x?y=1")).toBe(true);
    expect(isHttpUrl("http://127.0.0.1:8080/p")).toBe(true);
    for (const bad of [
      "ftp://a.example",
      "a.example/authorize",
      "https://",
      "https:// a.example",
      "javascript:alert(1)",
    ])
      expect(isHttpUrl(bad)).toBe(false);
  });

  it("names every required, malformed or too long field", () => {
    expect(authAppProblems(filled)).toEqual({});
    const p = authAppProblems({ ...formValuesOf(), tokenUrl: "ftp://x", buttonColor: "blue", caption: "x".repeat(61) });
    expect(p.name).toEqual({ key: "validation.required" });
    expect(p.tokenUrl).toEqual({ key: "authapps.invalid.url" });
    expect(p.authorizeUrl).toEqual({ key: "validation.required" });
    expect(p.buttonColor).toEqual({ key: "authapps.invalid.color" });
    expect(p.caption).toEqual({ key: "authapps.invalid.tooLong", max: 60 });
  });

  it("leaves an empty secret out so the server keeps the stored one", () => {
    expect(inputOf(filled, "oauth2").config).not.toHaveProperty("clientSecret");
    expect(inputOf({ ...filled, clientSecret: "s" }, "oauth2").config.clientSecret).toBe("s");
    expect(inputOf(filled, "oauth2").config.profile).toEqual({ id: "sub", name: "name", email: "email" });
  });

  it("removes duplicate apps by id, keeping the first", () => {
    const app = (id: number, name: string) => ({ id, name }) as AuthApp;
    expect(uniqueAuthApps([app(1, "a"), app(2, "b"), app(1, "again")]).map((a) => a.name)).toEqual(["a", "b"]);
  });
});
