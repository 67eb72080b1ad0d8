import { portalUiLocale } from "@portico/sdk/rules";

// The sign-in code text a guest gets when the login module has no SMS template of its own, in the five
// interface languages: the session's portal language picks one, so the text reads as the portal does.
const DEFAULT_SMS = {
  tw: "{network}：您的登入驗證碼是 {code}（10 分鐘內有效）。",
  zh: "{network}：您的登录验证码是 {code}（10 分钟内有效）。",
  en: "{network}: your sign-in code is {code} (valid 10 minutes).",
  ja: "{network}：サインインコードは {code} です（10 分間有効）。",
  ru: "{network}: ваш код для входа {code} (действует 10 минут).",
} as const;

/**
 * The default sign-in SMS in a portal language (zh-TW -> tw, ja-JP -> ja, an unknown language -> en), naming the
 * network as the business's name plus ' WiFi' (the specification's default SSID), unless the name says WiFi already.
 * @example defaultSmsText("ja-JP", "Portico Café", "123456") // "Portico Café WiFi：サインインコードは 123456 です…"
 */
export function defaultSmsText(lang: string, business: string, code: string): string {
  const network = /wi-?fi$/i.test(business.trim()) ? business.trim() : `${business} WiFi`;
  return DEFAULT_SMS[portalUiLocale(lang)].replace("{network}", network).replace("{code}", code);
}
