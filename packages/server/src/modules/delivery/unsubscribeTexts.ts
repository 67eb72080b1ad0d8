/** The texts of the unsubscribe footer and page, in the five interface languages. */
export interface UnsubscribeTexts {
  link: string;
  title: string;
  ask: string;
  button: string;
  done: string;
  invalid: string;
}

const TEXTS: Record<string, UnsubscribeTexts> = {
  en: {
    link: "Unsubscribe",
    title: "Unsubscribe",
    ask: "Stop receiving messages from {business} at {address}?",
    button: "Unsubscribe",
    done: "{address} will not receive messages from {business} again.",
    invalid: "This unsubscribe link is not valid.",
  },
  tw: {
    link: "取消訂閱",
    title: "取消訂閱",
    ask: "要停止以 {address} 接收 {business} 的訊息嗎？",
    button: "取消訂閱",
    done: "{address} 將不再收到 {business} 的訊息。",
    invalid: "此取消訂閱連結無效。",
  },
  zh: {
    link: "退订",
    title: "退订",
    ask: "要停止以 {address} 接收 {business} 的消息吗？",
    button: "退订",
    done: "{address} 将不再收到 {business} 的消息。",
    invalid: "此退订链接无效。",
  },
  ja: {
    link: "配信停止",
    title: "配信停止",
    ask: "{address} への {business} からの配信を停止しますか？",
    button: "配信停止",
    done: "{address} には今後 {business} からの配信は届きません。",
    invalid: "この配信停止リンクは無効です。",
  },
  ru: {
    link: "Отписаться",
    title: "Отписка",
    ask: "Больше не получать сообщения от {business} на {address}?",
    button: "Отписаться",
    done: "{address} больше не будет получать сообщения от {business}.",
    invalid: "Эта ссылка для отписки недействительна.",
  },
};

/** The texts in `lang` (a UI locale), English for any other. */
export function unsubscribeTexts(lang: string): UnsubscribeTexts {
  return TEXTS[lang] ?? TEXTS.en!;
}
