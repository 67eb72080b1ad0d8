import { escapeHtml } from "../../escapeHtml";
/** Languages of the verification e-mail (the console's). */
export type SenderLang = "tw" | "zh" | "en" | "ja" | "ru";

const COPY: Record<SenderLang, { subject: string; body: string; ignore: string }> = {
  en: {
    subject: "Verify the sender e-mail of your Portico campaigns",
    body: "Open this link to confirm that Portico may send e-mail campaigns from this address:",
    ignore: "If you did not ask for this, you can ignore this e-mail.",
  },
  tw: {
    subject: "驗證 Portico 電子郵件行銷的寄件者",
    body: "請開啟以下連結，確認 Portico 可以使用此地址寄送電子郵件行銷活動：",
    ignore: "如果這不是您提出的要求，請忽略此郵件。",
  },
  zh: {
    subject: "验证 Portico 电子邮件营销的发件人",
    body: "请打开以下链接，确认 Portico 可以使用此地址发送电子邮件营销活动：",
    ignore: "如果这不是您发起的请求，请忽略此邮件。",
  },
  ja: {
    subject: "Portico メールキャンペーンの送信者の確認",
    body: "Portico がこのアドレスからメールキャンペーンを送信できることを確認するため、次のリンクを開いてください：",
    ignore: "お心当たりのない場合は、このメールを無視してください。",
  },
  ru: {
    subject: "Подтвердите адрес отправителя рассылок Portico",
    body: "Откройте эту ссылку, чтобы подтвердить, что Portico может отправлять рассылки с этого адреса:",
    ignore: "Если вы не запрашивали подтверждение, просто проигнорируйте это письмо.",
  },
};

/**
 * The sender verification e-mail in a language: the link on its own line (text) and as the only anchor (HTML).
 * @example senderVerificationEmail("en", "http://127.0.0.1:8080/v3/edm-verification/abc...")
 */
export function senderVerificationEmail(lang: SenderLang, link: string) {
  const c = COPY[lang] ?? COPY.en;
  return {
    subject: c.subject,
    text: `${c.body}\n\n${link}\n\n${c.ignore}\n`,
    html: `<p>${escapeHtml(c.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(c.ignore)}</p>`,
  };
}
