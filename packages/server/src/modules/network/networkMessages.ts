import type { FastifyRequest } from "fastify";

/** The console's languages. */
export type Lang = "tw" | "zh" | "en" | "ja" | "ru";

type Texts = Record<Lang, string>;

// The rules' message keys (@portico/sdk/rules RULE_MESSAGES: the spec's English text is the key where it gives
// one) and the network area's own keys, in the five languages. `{{items}}` lists the offending items.
const CATALOGUE: Record<string, Texts> = {
  "validation.required": {
    tw: "此欄位為必填。",
    zh: "此字段为必填。",
    en: "This field is required.",
    ja: "この項目は必須です。",
    ru: "Это поле обязательно.",
  },
  "validation.ipv4": {
    tw: "請輸入有效的 IPv4 位址。",
    zh: "请输入有效的 IPv4 地址。",
    en: "Enter a valid IPv4 address.",
    ja: "有効な IPv4 アドレスを入力してください。",
    ru: "Введите корректный IPv4-адрес.",
  },
  "validation.netmask": {
    tw: "子網路遮罩必須是有效的連續點分遮罩。",
    zh: "子网掩码必须是有效的连续点分掩码。",
    en: "Netmask must be a valid contiguous dotted mask.",
    ja: "サブネットマスクは有効な連続したドット区切りのマスクである必要があります。",
    ru: "Маска подсети должна быть корректной непрерывной маской в точечной записи.",
  },
  "validation.sameSubnet": {
    tw: "IP 與閘道必須在同一個子網路。",
    zh: "IP 与网关必须在同一个子网。",
    en: "IP and gateway must be in the same subnet.",
    ja: "IP とゲートウェイは同じサブネットにある必要があります。",
    ru: "IP-адрес и шлюз должны быть в одной подсети.",
  },
  "validation.hostList": {
    tw: "無效或重複的項目：{{items}}",
    zh: "无效或重复的项目：{{items}}",
    en: "Invalid or duplicate items: {{items}}",
    ja: "無効または重複した項目：{{items}}",
    ru: "Недопустимые или повторяющиеся элементы: {{items}}",
  },
  "validation.macList": {
    tw: "無效或重複的 MAC 位址：{{items}}",
    zh: "无效或重复的 MAC 地址：{{items}}",
    en: "Invalid or duplicate MAC addresses: {{items}}",
    ja: "無効または重複した MAC アドレス：{{items}}",
    ru: "Недопустимые или повторяющиеся MAC-адреса: {{items}}",
  },
  "validation.ipRange": {
    tw: "位址範圍必須在此 LAN 的子網路內，且起始不大於結束。",
    zh: "地址范围必须在此 LAN 的子网内，且起始不大于结束。",
    en: "The range must lie in the LAN's subnet, with the start not above the end.",
    ja: "範囲は LAN のサブネット内で、開始が終了以下である必要があります。",
    ru: "Диапазон должен лежать в подсети LAN, начало не больше конца.",
  },
  "validation.vlanRequired": {
    tw: "VLAN 模式至少需要一個 VLAN。",
    zh: "VLAN 模式至少需要一个 VLAN。",
    en: "VLAN mode needs at least one VLAN.",
    ja: "VLAN モードには少なくとも 1 つの VLAN が必要です。",
    ru: "Для режима VLAN нужен хотя бы один VLAN.",
  },
  "validation.wifiKey": {
    tw: "金鑰必須為 8 到 63 個字元。",
    zh: "密钥必须为 8 到 63 个字符。",
    en: "The key must have 8 to 63 characters.",
    ja: "キーは 8〜63 文字である必要があります。",
    ru: "Ключ должен содержать от 8 до 63 символов.",
  },
  "validation.duplicate": {
    tw: "此值重複。",
    zh: "此值重复。",
    en: "This value is repeated.",
    ja: "この値は重複しています。",
    ru: "Это значение повторяется.",
  },
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
  "Please select schedule activities.": {
    tw: "請選擇排程活動。",
    zh: "请选择排程活动。",
    en: "Please select schedule activities.",
    ja: "スケジュールのアクティビティを選択してください。",
    ru: "Выберите активности расписания.",
  },
  "Scheduled.": {
    tw: "已排程。",
    zh: "已排程。",
    en: "Scheduled.",
    ja: "スケジュール済みです。",
    ru: "Уже запланировано.",
  },
  "Schedule time should be later than current time.": {
    tw: "排程時間必須晚於目前時間。",
    zh: "排程时间必须晚于当前时间。",
    en: "Schedule time should be later than current time.",
    ja: "スケジュール時刻は現在時刻より後である必要があります。",
    ru: "Время расписания должно быть позже текущего.",
  },
  "The selected date is less than today's date.": {
    tw: "所選日期早於今天。",
    zh: "所选日期早于今天。",
    en: "The selected date is less than today's date.",
    ja: "選択した日付は今日より前です。",
    ru: "Выбранная дата раньше сегодняшней.",
  },
  "Can not delete unsaved schedule.": {
    tw: "無法刪除尚未儲存的排程。",
    zh: "无法删除尚未保存的排程。",
    en: "Can not delete unsaved schedule.",
    ja: "保存されていないスケジュールは削除できません。",
    ru: "Нельзя удалить несохранённое расписание.",
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

/**
 * A message key in one language (the key itself when the catalogue lacks it), `{{items}}` filled in.
 * @example localize("tw", "Scheduled.") // "已排程。"
 */
export function localize(lang: Lang, key: string, items?: readonly string[]): string {
  const text = CATALOGUE[key]?.[lang] ?? key;
  return text.replace("{{items}}", (items ?? []).join(", "));
}

/** Every key of the server's network catalogue (a test checks each has all five languages). */
export const NETWORK_MESSAGE_KEYS = Object.keys(CATALOGUE);
