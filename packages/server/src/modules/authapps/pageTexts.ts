import type { Lang } from "../network/networkMessages";

// The texts of the HTML pages this module serves (sign-in callback, dev consent page) in the five languages.
const TEXTS = {
  signedInTitle: {
    tw: "登入成功",
    zh: "登录成功",
    en: "Signed in",
    ja: "サインインしました",
    ru: "Вход выполнен",
  },
  signedInAs: {
    tw: "已登入為 {{name}}。您可以關閉此視窗。",
    zh: "已登录为 {{name}}。您可以关闭此窗口。",
    en: "Signed in as {{name}}. You can close this window.",
    ja: "{{name}} としてサインインしました。このウィンドウを閉じてかまいません。",
    ru: "Вы вошли как {{name}}. Это окно можно закрыть.",
  },
  failedTitle: {
    tw: "登入失敗",
    zh: "登录失败",
    en: "Sign-in failed",
    ja: "サインインに失敗しました",
    ru: "Не удалось войти",
  },
  unknownState: {
    tw: "此登入要求未知或已過期。",
    zh: "此登录请求未知或已过期。",
    en: "This sign-in request is unknown or has expired.",
    ja: "このサインイン要求は不明か、期限切れです。",
    ru: "Этот запрос на вход неизвестен или устарел.",
  },
  consentTitle: {
    tw: "測試 OAuth2 供應者",
    zh: "测试 OAuth2 提供方",
    en: "Test OAuth2 provider",
    ja: "テスト用 OAuth2 プロバイダー",
    ru: "Тестовый поставщик OAuth2",
  },
  consentAsk: {
    tw: "應用程式「{{name}}」想要取得您的名稱與電子郵件。請選擇測試使用者：",
    zh: "应用“{{name}}”想要获取您的名称和电子邮件。请选择测试用户：",
    en: "The app “{{name}}” asks for your name and e-mail. Sign in as a test user:",
    ja: "アプリ「{{name}}」が名前とメールアドレスを求めています。テストユーザーを選んでください：",
    ru: "Приложение «{{name}}» запрашивает ваше имя и e-mail. Войдите как тестовый пользователь:",
  },
  userName: { tw: "使用者名稱", zh: "用户名", en: "User name", ja: "ユーザー名", ru: "Имя пользователя" },
  allow: { tw: "允許", zh: "允许", en: "Allow", ja: "許可", ru: "Разрешить" },
  deny: { tw: "拒絕", zh: "拒绝", en: "Deny", ja: "拒否", ru: "Отклонить" },
  badRequest: {
    tw: "要求缺少 client_id、redirect_uri 或 response_type=code。",
    zh: "请求缺少 client_id、redirect_uri 或 response_type=code。",
    en: "The request lacks client_id, redirect_uri or response_type=code.",
    ja: "リクエストに client_id、redirect_uri または response_type=code がありません。",
    ru: "В запросе нет client_id, redirect_uri или response_type=code.",
  },
} satisfies Record<string, Record<Lang, string>>;

/** One page text in a language, `{{name}}` filled in. */
export function pageText(lang: Lang, key: keyof typeof TEXTS, name = ""): string {
  return TEXTS[key][lang].replace("{{name}}", name);
}

/** Escapes text for HTML. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A small self-contained HTML page (no external assets: works offline). */
export function htmlPage(lang: Lang, title: string, body: string, script = ""): string {
  return `<!doctype html><html lang="${lang === "tw" ? "zh-Hant" : lang === "zh" ? "zh-Hans" : lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .25rem 0 0;border-radius:.375rem;border:1px solid #9ca3af;background:#fff;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}
label{display:block;margin:1rem 0 .25rem}</style></head><body><main><h1>${esc(title)}</h1>${body}</main>${script}</body></html>`;
}
