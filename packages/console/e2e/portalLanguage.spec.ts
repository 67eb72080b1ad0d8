import type { APIRequestContext, Page } from "@playwright/test";
import { MODULE_DEFAULT_TEXTS } from "@portico/sdk/rules";
import en from "../../react/src/portal/i18n/en";
import ja from "../../react/src/portal/i18n/ja";
import { expect, test } from "./cspGuard";
import { devHeaders, freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

// A guest walks the portal in one language, English or Japanese, from the server-rendered first step to 'online':
// every text on screen is in that language (none of the other language's portal texts or wizard defaults shows),
// the terms are readable before they are accepted, the SMS code is sent only after that and in the guest's
// language, and the module placed after the grant module is shown ('Step 3 of 3') before 'You are online'.
const locale = (language: string) => ({ language, active: true, setting: {} });
type Lang = "en" | "ja";
const CATALOGUE = { en, ja } as const;

/** The texts of `other` that differ from `lang`'s (brand names such as 'LINE' read the same in both). */
function foreignTexts(lang: Lang, other: Lang): RegExp[] {
  const mine = CATALOGUE[lang] as Record<string, string>;
  const theirs = CATALOGUE[other] as Record<string, string>;
  const portal = Object.entries(theirs)
    .filter(([key, text]) => mine[key] !== text)
    .map(([, text]) => text);
  const defaults = Object.values(MODULE_DEFAULT_TEXTS)
    .map((t) => t[other])
    .filter((t) => !Object.values(MODULE_DEFAULT_TEXTS).some((d) => d[lang] === t));
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A text with placeholders ('Step {{n}} of {{count}}') matches with anything in their place.
  return [...portal, ...defaults].map(
    (t) =>
      new RegExp(
        t
          .split(/\{\{\s*\w+\s*\}\}/)
          .map(literal)
          .join(".+"),
      ),
  );
}

/** Fails when any text the guest can see (or a button's label) is one of the other language's. */
async function expectOnly(guest: Page, lang: Lang, other: Lang) {
  const seen = await guest.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: what the guest sees (closed terms and hidden parts excluded)
      document.body.innerText,
      document.title,
      ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label") ?? ""),
    ].join("\n"),
  );
  const lines = seen.split("\n").map((l) => l.trim());
  for (const text of foreignTexts(lang, other))
    expect(
      lines.filter((l) => text.test(l)),
      `${other} text ${text} on the ${lang} page`,
    ).toEqual([]);
}

async function smsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`/dev/sms?to=${encodeURIComponent(phone)}`, { headers: devHeaders() });
  const body = await res.json();
  return ((body.result ?? body).messages as { text: string }[]).map((m) => m.text);
}

const WORDS = {
  en: {
    step: (n: number) => `Step ${n} of 3`,
    read: "Read the terms of service",
    agree: "I agree to the terms of service",
    phone: "Mobile number",
    send: "Send code",
    code: "Code",
    verify: "Verify",
    continue: "Continue",
    getOnline: "Get online",
    connect: "Connect",
    coupon: "Coffee on us",
    online: "You are online",
    sms: /^Harbour WiFi: your sign-in code is (\d{6})/,
  },
  ja: {
    step: (n: number) => `ステップ ${n} / 3`,
    read: "利用規約を読む",
    agree: "利用規約に同意します",
    phone: "携帯電話番号",
    send: "コードを送信",
    code: "コード",
    verify: "確認",
    continue: "続ける",
    getOnline: "インターネットに接続",
    connect: "接続する",
    coupon: "コーヒーをどうぞ",
    online: "インターネットに接続しました",
    sms: /^Harbour WiFi：サインインコードは (\d{6}) です/,
  },
};

for (const [lang, other, tag, phone] of [
  ["en", "ja", "en-US", "+886911000001"],
  ["ja", "en", "ja-JP", "+886911000002"],
] as const) {
  test(`a guest reading ${lang} walks the whole portal in ${lang}, terms first, past the grant to 'online'`, async ({
    page,
    browser,
    request,
  }) => {
    const w = WORDS[lang];
    expect(w.phone).toBe(CATALOGUE[lang]["portal.sms.phone"]);
    expect(w.send).toBe(CATALOGUE[lang]["portal.sms.send"]);
    expect(w.verify).toBe(CATALOGUE[lang]["portal.sms.submit"]);
    expect(w.online).toBe(CATALOGUE[lang]["portal.granted.title"]);
    // An owner named 'Harbour WiFi' offers the portal in English and Japanese beside the default Chinese.
    await signUpUi(page, freshEmail(`portal${lang}`), `portal${lang}-pass-1`);
    const bid = await landedBusinessId(page);
    const headers = { Authorization: `Bearer ${await tokenCookie(page)}` };
    expect(
      (await request.put(`/v3/businesses/${bid}`, { headers, data: { profile: { name: "Harbour WiFi" } } })).ok(),
    ).toBe(true);
    const branding = await (await request.get(`/v3/businesses/${bid}/branding`, { headers })).json();
    branding.continuePortal.localeSetting.localeHash["en-US"] = locale("English (United States)");
    branding.continuePortal.localeSetting.localeHash["ja-JP"] = locale("日本語");
    expect((await request.put(`/v3/businesses/${bid}/branding`, { headers, data: branding })).ok()).toBe(true);
    // The wizard's 'Public WiFi' (SMS sign-in, then the grant), with a coupon placed after the grant module.
    const made = await request.post(`/v3/businesses/${bid}/activity-wizards`, {
      headers,
      data: { templateCode: "public", form: { name: "Harbour", venueName: "Harbour", accessHours: 2 } },
    });
    const activityId = (await made.json()).aId as number;
    const activity = await (await request.get(`/v3/activities/${activityId}`, { headers })).json();
    const texts = (name: string, title?: string) => ({
      defaultLang: "zh-TW",
      localeHash: {
        "en-US": { language: "English", active: true, setting: { name, ...(title ? { couponTitle: title } : {}) } },
        "ja-JP": {
          language: "日本語",
          active: true,
          setting: {
            name: name === "Harbour" ? "ハーバー" : "クーポン",
            ...(title ? { couponTitle: "コーヒーをどうぞ" } : {}),
          },
        },
      },
    });
    const [login, grant] = activity.modules;
    const modules = [
      { ...login, profile: { ...login.profile, localeSetting: texts("Harbour") } },
      grant,
      {
        id: "CouponLang",
        profile: {
          name: "優惠券",
          mode: "coupon",
          couponTitle: "請你喝咖啡",
          localeSetting: texts("Coupon", "Coffee on us"),
        },
      },
    ];
    expect((await request.put(`/v3/activities/${activityId}`, { headers, data: { modules } })).ok()).toBe(true);
    const link = await (
      await request.post(`/v3/businesses/${bid}/links`, {
        headers,
        data: { campaignType: "activity", campaignId: activityId, name: "Door" },
      })
    ).json();

    // The guest's phone, in its own language; the first step comes rendered by the server.
    const context = await browser.newContext({ locale: tag, viewport: { width: 390, height: 844 } });
    const guest = await context.newPage();
    const first = await guest.request.get(`/portal/${link.code}`, { headers: { "accept-language": tag } });
    expect(await first.text()).toContain(w.step(1));
    await guest.goto(`/portal/${link.code}`);
    await expect(guest.getByText(w.step(1))).toBeVisible();
    await expect(guest.locator("html")).toHaveAttribute("lang", lang);
    await expectOnly(guest, lang, other);

    // The terms can be read before they are accepted; until then nothing can be sent.
    await guest.getByText(w.read).click();
    await expect(guest.getByRole("region", { name: CATALOGUE[lang]["portal.tos.title"] })).toBeVisible();
    await expect(guest.getByRole("button", { name: w.send })).toBeDisabled();
    await expect(guest.getByLabel(w.phone)).toBeDisabled();
    expect(await smsTo(request, phone)).toEqual([]);
    await expectOnly(guest, lang, other);
    await guest.getByLabel(w.agree).check();

    // The SMS code, in the guest's language.
    await guest.getByLabel(w.phone).fill(phone);
    await guest.getByRole("button", { name: w.send }).click();
    await expect.poll(() => smsTo(request, phone)).toHaveLength(1);
    const [sms] = await smsTo(request, phone);
    expect(sms).toMatch(w.sms);
    await guest.getByLabel(w.code, { exact: true }).fill(w.sms.exec(sms!)![1]!);
    await guest.getByRole("button", { name: w.verify }).click();
    await expect(guest.getByRole("button", { name: w.continue })).toBeEnabled();
    await expectOnly(guest, lang, other);
    await guest.getByRole("button", { name: w.continue }).click();

    // The grant module, then the coupon after it: the guest is online and still sees it.
    await expect(guest.getByText(w.step(2))).toBeVisible();
    await expect(guest.getByRole("heading", { name: w.getOnline })).toBeVisible();
    await expectOnly(guest, lang, other);
    await guest.getByRole("button", { name: w.connect }).click();
    await expect(guest.getByText(w.step(3))).toBeVisible();
    await expect(guest.getByText(w.coupon)).toBeVisible();
    await expect(guest.getByRole("status").first()).toHaveText(CATALOGUE[lang]["portal.granted.online"]);
    await expectOnly(guest, lang, other);
    await guest.getByRole("button", { name: w.continue }).click();
    await expect(guest.getByRole("heading", { name: w.online })).toBeVisible();
    await expectOnly(guest, lang, other);
    await context.close();
  });
}
