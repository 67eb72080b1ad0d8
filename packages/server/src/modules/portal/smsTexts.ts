import { portalUiLocale } from "@portico/sdk/rules";

// The sign-in code text a guest gets when the login module has no SMS template of its own, in the five
// interface languages: the session's portal language picks one, so the text reads as the portal does.
const DEFAULT_SMS = {
  tw: "{business} WiFi：您的登入驗證碼是 {code}（10 分鐘內有效）。",
  zh: "{business} WiFi：您的登录验证码是 {code}（10 分钟内有效）。",
  en: "{business} WiFi: your sign-in code is {code} (valid 10 minutes).",
  ja: "{business} WiFi：サインインコードは {code} です（10 分間有効）。",
  ru: "{business} WiFi: ваш код для входа {code} (действует 10 минут).",
} as const;

/**
 * The default sign-in SMS in a portal language (zh-TW -> tw, ja-JP -> ja, an unknown language -> en).
 * @example defaultSmsText("ja-JP", "Portico Café", "123456")
 */
export function defaultSmsText(lang: string, business: string, code: string): string {
  return DEFAULT_SMS[portalUiLocale(lang)].replace("{business}", business).replace("{code}", code);
}
