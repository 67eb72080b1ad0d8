import { NETWORK_RULE_TEXTS, RULE_MESSAGES, RULE_TEXTS } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { localize, NETWORK_MESSAGE_KEYS, requestLang } from "./networkMessages";

const req = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe("network messages", () => {
  it("translates the rules' keys from the one catalogue of @portico/sdk/rules", () => {
    for (const l of ["tw", "zh", "en", "ja", "ru"] as const) {
      expect(localize(l, RULE_MESSAGES.netmask)).toBe(RULE_TEXTS[l]["validation.netmask"]);
      expect(localize(l, RULE_MESSAGES.scheduleDuplicate)).toBe(RULE_TEXTS[l]["Scheduled."]);
    }
  });

  it("has a distinct text in each of the five languages for its own keys", () => {
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
    expect(localize("en", "validation.hostList", ["a..b", "c"])).toBe("Invalid or repeated items: a..b, c");
    expect(localize("ja", "validation.wifiKey", { min: 8, max: 63 })).toBe(
      NETWORK_RULE_TEXTS.ja["validation.wifiKey"].replace("{{min}}", "8").replace("{{max}}", "63"),
    );
    expect(localize("en", "unknown.key")).toBe("unknown.key");
  });
});
