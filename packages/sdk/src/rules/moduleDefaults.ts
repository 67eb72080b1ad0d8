import type { UiLocale } from "./portalLocale";
import { portalUiLocale } from "./portalLocale";

/**
 * The module names and button captions the activity wizards write, in the five interface languages. A module whose
 * name or caption is still one of these (in any language) shows it in the guest's language, so a portal made from a
 * template never mixes languages; a text the owner typed is the owner's and stays as typed.
 */
export const MODULE_DEFAULT_TEXTS = {
  signIn: { tw: "登入", zh: "登录", en: "Sign in", ja: "サインイン", ru: "Вход" },
  getOnline: { tw: "連上網路", zh: "连接网络", en: "Get online", ja: "インターネットに接続", ru: "Выход в интернет" },
  coupon: { tw: "優惠券", zh: "优惠券", en: "Coupon", ja: "クーポン", ru: "Купон" },
  video: { tw: "影片", zh: "视频", en: "Video", ja: "動画", ru: "Видео" },
  banner: { tw: "橫幅", zh: "横幅", en: "Banner", ja: "バナー", ru: "Баннер" },
  share: { tw: "分享", zh: "分享", en: "Share", ja: "シェア", ru: "Поделиться" },
  menu: { tw: "菜單", zh: "菜单", en: "Menu", ja: "メニュー", ru: "Меню" },
  survey: { tw: "問卷", zh: "问卷", en: "Survey", ja: "アンケート", ru: "Опрос" },
  likeAndShare: { tw: "按讚與分享", zh: "点赞与分享", en: "Like and share", ja: "いいね＆シェア", ru: "Лайк и репост" },
  continue: { tw: "繼續", zh: "继续", en: "Continue", ja: "続ける", ru: "Продолжить" },
  connect: { tw: "連線", zh: "连接", en: "Connect", ja: "接続する", ru: "Подключиться" },
} as const satisfies Record<string, Record<UiLocale, string>>;

/** Each default text, in every language, to the set it belongs to. */
const BY_TEXT = new Map<string, Record<UiLocale, string>>(
  Object.values(MODULE_DEFAULT_TEXTS).flatMap((texts) => Object.values(texts).map((t) => [t, texts] as const)),
);

/**
 * A wizard's default module text in a portal language, or `text` itself when it is not one of them (the owner's).
 * @example defaultModuleText("Get online", "ja-JP") // "インターネットに接続"
 */
export function defaultModuleText(text: string, lang: string): string {
  return BY_TEXT.get(text.trim())?.[portalUiLocale(lang)] ?? text;
}
