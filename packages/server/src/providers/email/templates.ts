import { escapeHtml } from "../../escapeHtml";
/** Languages the e-mails are written in (the console's languages). */
export type EmailLang = "tw" | "zh" | "en" | "ja" | "ru";

const EMAIL_LANGS = new Set<string>(["tw", "zh", "en", "ja", "ru"]);

/** The first of the choices that is an interface language, else English. */
export const emailLang = (...choices: (string | null | undefined)[]): EmailLang =>
  (choices.find((l) => l && EMAIL_LANGS.has(l)) as EmailLang | undefined) ?? "en";
/** The account e-mails. */
export type EmailKind = "reset" | "verify" | "exists";

interface Copy {
  subject: string;
  body: string;
  action: string;
  ignore: string;
}

// How every e-mail greets its reader, per language.
const GREETING: Record<EmailLang, (name: string) => string> = {
  en: (n) => `Hello ${n},`,
  tw: (n) => `${n} 您好：`,
  zh: (n) => `${n}，您好：`,
  ja: (n) => `${n} 様`,
  ru: (n) => `Здравствуйте, ${n}!`,
};

// Real text per language; {link} is put on its own line so that mail clients and the sink find it whole.
const COPY: Record<EmailKind, Record<EmailLang, Copy>> = {
  reset: {
    en: {
      subject: "Reset your Portico password",
      body: "We received a request to reset the password of your Portico account. Open this link within one hour to choose a new password:",
      action: "Choose a new password",
      ignore: "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    },
    tw: {
      subject: "重設您的 Portico 密碼",
      body: "我們收到重設您 Portico 帳號密碼的要求。請在一小時內開啟以下連結設定新密碼：",
      action: "設定新密碼",
      ignore: "如果這不是您提出的要求，請忽略此郵件，您的密碼不會變更。",
    },
    zh: {
      subject: "重置您的 Portico 密码",
      body: "我们收到了重置您 Portico 账号密码的请求。请在一小时内打开以下链接设置新密码：",
      action: "设置新密码",
      ignore: "如果这不是您发起的请求，请忽略此邮件，您的密码不会改变。",
    },
    ja: {
      subject: "Portico のパスワードの再設定",
      body: "Portico アカウントのパスワード再設定のリクエストを受け付けました。1 時間以内に次のリンクを開いて、新しいパスワードを設定してください：",
      action: "新しいパスワードを設定する",
      ignore: "お心当たりのない場合は、このメールを無視してください。パスワードは変更されません。",
    },
    ru: {
      subject: "Сброс пароля Portico",
      body: "Мы получили запрос на сброс пароля вашей учётной записи Portico. Откройте эту ссылку в течение часа, чтобы задать новый пароль:",
      action: "Задать новый пароль",
      ignore: "Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.",
    },
  },
  verify: {
    en: {
      subject: "Confirm your e-mail address for Portico",
      body: "Welcome to Portico. Please confirm your e-mail address by opening this link:",
      action: "Confirm e-mail address",
      ignore: "If you did not create a Portico account, you can ignore this e-mail.",
    },
    tw: {
      subject: "確認您的 Portico 電子郵件地址",
      body: "歡迎使用 Portico。請開啟以下連結確認您的電子郵件地址：",
      action: "確認電子郵件地址",
      ignore: "如果您沒有建立 Portico 帳號，請忽略此郵件。",
    },
    zh: {
      subject: "确认您的 Portico 电子邮件地址",
      body: "欢迎使用 Portico。请打开以下链接确认您的电子邮件地址：",
      action: "确认电子邮件地址",
      ignore: "如果您没有注册 Portico 账号，请忽略此邮件。",
    },
    ja: {
      subject: "Portico のメールアドレスの確認",
      body: "Portico へようこそ。次のリンクを開いて、メールアドレスを確認してください：",
      action: "メールアドレスを確認する",
      ignore: "Portico のアカウントを作成した覚えがない場合は、このメールを無視してください。",
    },
    ru: {
      subject: "Подтвердите адрес электронной почты для Portico",
      body: "Добро пожаловать в Portico. Подтвердите адрес электронной почты, открыв эту ссылку:",
      action: "Подтвердить адрес",
      ignore: "Если вы не создавали учётную запись Portico, просто проигнорируйте это письмо.",
    },
  },
  // Sent instead of an error when someone signs up with a taken address (sign-up must not reveal accounts).
  exists: {
    en: {
      subject: "You already have a Portico account",
      body: "Someone, perhaps you, tried to create a Portico account with this e-mail address, which already has one. Sign in as usual; if you forgot your password, open this link within one hour to choose a new one:",
      action: "Choose a new password",
      ignore: "If this was not you, you can ignore this e-mail; nothing has changed in your account.",
    },
    tw: {
      subject: "您已經有 Portico 帳號",
      body: "有人（可能是您）嘗試以此電子郵件地址建立 Portico 帳號，但此地址已有帳號。請照常登入；如果忘記密碼，請在一小時內開啟以下連結設定新密碼：",
      action: "設定新密碼",
      ignore: "如果這不是您本人，請忽略此郵件，您的帳號沒有任何變更。",
    },
    zh: {
      subject: "您已经有 Portico 账号",
      body: "有人（可能是您）尝试用此电子邮件地址注册 Portico 账号，但该地址已有账号。请照常登录；如果忘记密码，请在一小时内打开以下链接设置新密码：",
      action: "设置新密码",
      ignore: "如果这不是您本人，请忽略此邮件，您的账号没有任何变化。",
    },
    ja: {
      subject: "Portico のアカウントはすでにあります",
      body: "どなたか（ご本人かもしれません）がこのメールアドレスで Portico のアカウントを作成しようとしましたが、このアドレスのアカウントはすでにあります。いつもどおりサインインしてください。パスワードをお忘れの場合は、1 時間以内に次のリンクを開いて新しいパスワードを設定してください：",
      action: "新しいパスワードを設定する",
      ignore: "お心当たりのない場合は、このメールを無視してください。アカウントは何も変更されていません。",
    },
    ru: {
      subject: "У вас уже есть учётная запись Portico",
      body: "Кто-то, возможно вы, пытался создать учётную запись Portico с этим адресом электронной почты, но она уже существует. Входите как обычно; если вы забыли пароль, откройте эту ссылку в течение часа, чтобы задать новый:",
      action: "Задать новый пароль",
      ignore: "Если это были не вы, просто проигнорируйте это письмо: в вашей учётной записи ничего не изменилось.",
    },
  },
};

/**
 * Renders an account e-mail in one language: subject, plain text and simple HTML.
 * @example renderEmail("reset", "ja", { link, name: "Ada" })
 */
export function renderEmail(kind: EmailKind, lang: EmailLang, v: { link: string; name: string }) {
  const c = COPY[kind][lang];
  const text = [GREETING[lang](v.name), "", c.body, "", v.link, "", c.ignore, "", "-- Portico"].join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(GREETING[lang](v.name))}</p>
<p>${escapeHtml(c.body)}</p>
<p><a href="${escapeHtml(v.link)}" style="display:inline-block;padding:8px 16px;background:#1677ff;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(c.action)}</a></p>
<p style="color:#666">${escapeHtml(c.ignore)}</p>
<p>Portico</p>
</body></html>`;
  return { subject: c.subject, text, html };
}
