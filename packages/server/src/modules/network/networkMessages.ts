import { NETWORK_RULE_TEXTS, RULE_TEXTS } from "@portico/sdk/rules";
import type { FastifyRequest } from "fastify";

/** The console's languages. */
export type Lang = "tw" | "zh" | "en" | "ja" | "ru";

type Texts = Record<Lang, string>;

// The server's own message keys in the five languages; the rules' keys (RULE_MESSAGES) take their texts from the
// one catalogue of @portico/sdk/rules (RULE_TEXTS, NETWORK_RULE_TEXTS), which the widgets use too. `{{items}}` lists offending items.
const CATALOGUE: Record<string, Texts> = {
  "validation.timeZone": {
    tw: "未知的時區。",
    zh: "未知的时区。",
    en: "Unknown time zone.",
    ja: "不明なタイムゾーンです。",
    ru: "Неизвестный часовой пояс.",
  },
  "validation.notInBusiness": {
    tw: "此商家中沒有這個項目。",
    zh: "此商家中没有这个项目。",
    en: "There is no such item in this business.",
    ja: "このビジネスにはその項目がありません。",
    ru: "В этом бизнесе нет такого элемента.",
  },
  "validation.dateRange": {
    tw: "結束日期不可早於開始日期。",
    zh: "结束日期不可早于开始日期。",
    en: "The end date cannot be before the start date.",
    ja: "終了日を開始日より前にすることはできません。",
    ru: "Дата окончания не может быть раньше даты начала.",
  },
  "validation.entryDate": {
    tw: "時間必須落在這一天。",
    zh: "时间必须落在这一天。",
    en: "The time must fall on this date.",
    ja: "時刻はこの日付内である必要があります。",
    ru: "Время должно приходиться на эту дату.",
  },
  "validation.preauthTarget": {
    tw: "請指定 iNode 群組或漫遊頻道其中之一。",
    zh: "请指定 iNode 群组或漫游频道其中之一。",
    en: "Give either an iNode group or a roaming channel.",
    ja: "iNode グループかローミングチャネルのどちらか一方を指定してください。",
    ru: "Укажите либо группу iNode, либо канал роуминга.",
  },
  "There is no schedule from today on to enable.": {
    tw: "今天起沒有可啟用的排程。",
    zh: "今天起没有可启用的排程。",
    en: "There is no schedule from today on to enable.",
    ja: "今日以降に有効にできるスケジュールがありません。",
    ru: "С сегодняшнего дня нет расписания, которое можно включить.",
  },
  "configGroup.inUse": {
    tw: "此設定被多個 iNode 群組使用：{{items}}。確認後才能更新。",
    zh: "此设置被多个 iNode 群组使用：{{items}}。确认后才能更新。",
    en: "This configuration is used by several iNode groups: {{items}}. Confirm to update it.",
    ja: "この設定は複数の iNode グループで使われています：{{items}}。確認してから更新してください。",
    ru: "Эта конфигурация используется несколькими группами iNode: {{items}}. Подтвердите изменение.",
  },
  "configGroup.nameTaken": {
    tw: "已有設定群組名為「{{name}}」，請換一個名稱。",
    zh: "已有设置群组名为“{{name}}”，请换一个名称。",
    en: "Another configuration group is already named '{{name}}'. Choose another name.",
    ja: "「{{name}}」という名前の設定グループが既にあります。別の名前にしてください。",
    ru: "Группа конфигурации с именем «{{name}}» уже есть. Выберите другое имя.",
  },
};

const LANGS: readonly Lang[] = ["tw", "zh", "en", "ja", "ru"];

// Accept-Language tags to the console's codes: zh-TW/zh-HK/zh-Hant are traditional, other zh simplified.
function fromTag(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(t)) return "tw";
  const base = t.split("-")[0] ?? "";
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : null;
}

/** The request's language: the `lang` cookie (as the console sets it), else Accept-Language, else en. */
export function requestLang(req: FastifyRequest): Lang {
  const cookie = /(?:^|;\s*)lang=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (cookie && (LANGS as readonly string[]).includes(cookie)) return cookie as Lang;
  for (const part of (req.headers["accept-language"] ?? "").split(",")) {
    const lang = fromTag(part.split(";")[0] ?? "");
    if (lang) return lang;
  }
  return "en";
}

/** The values a message's `{{name}}` placeholders take; a list fills `{{items}}`. */
export type MessageValues = Readonly<Record<string, string | number>> | readonly string[];

/**
 * A message key in one language (the key itself when no catalogue has it), its placeholders filled in.
 * @example localize("tw", "Scheduled.") // "此時間已排程。"
 */
export function localize(lang: Lang, key: string, values?: MessageValues): string {
  const rules: Readonly<Record<string, string>> = { ...RULE_TEXTS[lang], ...NETWORK_RULE_TEXTS[lang] };
  const text = CATALOGUE[key]?.[lang] ?? rules[key] ?? key;
  const vars: Readonly<Record<string, string | number>> = Array.isArray(values)
    ? { items: values.join(", ") }
    : ((values as Readonly<Record<string, string | number>>) ?? {});
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => String(vars[name] ?? (name === "items" ? "" : m)));
}

/** Every key of the server's own catalogue (a test checks each has all five languages). */
export const NETWORK_MESSAGE_KEYS = Object.keys(CATALOGUE);
