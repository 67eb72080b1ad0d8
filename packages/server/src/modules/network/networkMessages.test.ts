import { RULE_MESSAGES } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { localize, NETWORK_MESSAGE_KEYS, requestLang } from "./networkMessages";

const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("network messages", () => {
  it("has every rule message and a distinct text in each of the five languages", () => {
    for (const key of Object.values(RULE_MESSAGES)) expect(NETWORK_MESSAGE_KEYS).toContain(key);
    for (const key of NETWORK_MESSAGE_KEYS) {
      // A missing translation falls back to the key, which is the English text for the spec's messages.
      for (const l of ["tw", "zh", "ja", "ru"] as const)
        expect(localize(l, key), `${l} ${key}`).not.toBe(localize("en", key));
    }
  });

  it("takes the language from the lang cookie, else Accept-Language, else en", () => {
    expect(requestLang(req({ cookie: "a=1; lang=ja" }))).toBe("ja");
    expect(requestLang(req({ "accept-language": "zh-TW,zh;q=0.9" }))).toBe("tw");
    expect(requestLang(req({ "accept-language": "fr, zh-CN;q=0.8" }))).toBe("zh");
    expect(requestLang(req({ cookie: "lang=xx" }))).toBe("en");
    expect(localize("en", "validation.hostList", ["a..b", "c"])).toBe("Invalid or duplicate items: a..b, c");
    expect(localize("en", "unknown.key")).toBe("unknown.key");
  });
});
