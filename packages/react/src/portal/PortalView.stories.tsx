import { action, type Story, type StoryDefault } from "@ladle/react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { PortalView } from "./PortalView";
import { previewSession } from "./previewSession";
import type { ActivityContent, PortalCallbacks, PortalModule, PortalModuleProfile, PortalSession } from "./types";

export default { title: "Portal / Guest portal" } satisfies StoryDefault;

type Args = { locale: Locale };

const LANG: Record<Locale, string> = { tw: "zh-TW", zh: "zh-CN", en: "en-US", ja: "ja-JP", ru: "ru-RU" };
const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="${fill}"/><text x="24" y="130" font-size="40" fill="#fff">${label}</text></svg>`,
  )}`;
const TOS = {
  defaultLang: "en-US",
  localeHash: {
    "en-US": {
      language: "English",
      active: true,
      setting: { content: "<p>Use the network kindly. No illegal content.</p>" },
    },
    "zh-TW": { language: "繁體中文", active: true, setting: { content: "<p>請善用網路。</p>" } },
  },
};
const callbacks: PortalCallbacks = {
  onStep: action("step"),
  onSendCode: (phone) => {
    action("sendCode")(phone);
    return Promise.resolve({ retryAfter: 60 });
  },
  onSignIn: action("signIn"),
  onAnswers: action("answers"),
  onClaimCoupon: action("claimCoupon"),
  onLang: action("lang"),
  onOAuth: action("oauth"),
};

/** One module of the given type, shown as the guest's current (second of three) step. */
function sessionOf(profile: PortalModuleProfile, locale: Locale, extra: Partial<PortalSession> = {}): PortalSession {
  const mod = (id: string, p: PortalModuleProfile): PortalModule => ({ id, profile: p });
  const content: ActivityContent = {
    profile: { name: "Harbour Café WiFi", accessDuration: 7200, tos: TOS },
    modules: [
      mod("FirstMod01", { name: "Welcome", mode: "banner-list" }),
      mod("StoryMod01", profile),
      mod("GrantMod01", { name: "Go online", mode: "grant" }),
    ],
  };
  return {
    ...previewSession(content, LANG[locale], {
      step: 1,
      businessName: "Harbour Café",
      authApps: [{ id: 1, name: "Harbour ID", caption: "Continue with Harbour ID", buttonColor: null }],
    }),
    ...extra,
  };
}

const view = (session: PortalSession) => <PortalView session={session} {...callbacks} />;
const story = (profile: PortalModuleProfile, extra?: Partial<PortalSession>): Story<Args> => {
  const s: Story<Args> = ({ locale }) => (
    <PorticoStory locale={locale}>{view(sessionOf(profile, locale, extra))}</PorticoStory>
  );
  s.argTypes = localeArgTypes;
  return s;
};

export const Login = story(
  {
    name: "Sign in",
    mode: "login",
    showTosAgreementCheckbox: true,
    loginMethods: {
      sms: { enabled: true, order: 0 },
      member: { enabled: true, order: 1 },
      "app:1": { enabled: true, order: 2 },
      line: { enabled: true, order: 3 },
    },
  },
  { tos: "<p>Use the network kindly. No illegal content.</p>" },
);
export const Survey = story({
  name: "Tell us about your visit",
  mode: "survey-diy",
  form: [
    { type: "number", name: "number_party", label: "Party size", validator: { required: true } },
    {
      type: "radio",
      name: "radio_visit",
      label: "First visit?",
      choices: [
        { label: "Yes", value: "yes" },
        { label: "No", value: "no" },
      ],
    },
    { type: "email", name: "email_news", label: "Newsletter e-mail" },
  ],
  skippable: true,
});
export const Coupon = story({ name: "A gift", mode: "coupon", couponTitle: "Free refill", couponAmount: 60 });
export const CouponClaimed = story(
  { name: "A gift", mode: "coupon", couponTitle: "Free refill", couponAmount: 60 },
  {
    coupons: [
      { moduleId: "StoryMod01", code: "K3JD9QXA", title: "Free refill", amount: 60, url: "https://example.com/coupon" },
    ],
  },
);
export const Countdown = story({
  name: "One moment",
  mode: "countdown",
  countdownInterval: 10,
  htmlPortal: "<p>Thanks for waiting.</p>",
});
export const Video = story({
  name: "Our story",
  mode: "video",
  videoUrl: "/video.mp4",
  skippable: true,
  skipCaption: "Skip the video",
});
export const BannerList = story({
  name: "Today's specials",
  mode: "banner-list",
  items: [
    { imageUrl: picture("#1D5FD8", "Latte"), caption: "Latte of the day" },
    { imageUrl: picture("#2E7D32", "Cake"), caption: "Matcha cake", linkUrl: "https://example.com/cake" },
  ],
});
export const Carousel = story({
  name: "Our rooms",
  mode: "carousel",
  items: [
    { imageUrl: picture("#6A1B9A", "Room 1"), caption: "Harbour view" },
    { imageUrl: picture("#C62828", "Room 2"), caption: "Garden view" },
  ],
});
export const Iframe = story({ name: "Menu", mode: "iframe", iframeUrl: "about:blank" });
export const Redirect = story({ name: "Visit us", mode: "redirect", redirectUrl: "https://example.com/" });
export const Grant = story({ name: "Go online", mode: "grant", continueCaption: "Start browsing" });
export const OtherType = story({ name: "Rate us on Google", mode: "google-review", skippable: true });

export const Granted: Story<Args> = ({ locale }) => {
  const base = sessionOf({ name: "Go online", mode: "grant" }, locale);
  const now = Math.floor(Date.now() / 1000);
  const session: PortalSession = {
    ...base,
    step: base.activity.modules.length,
    coupons: [{ moduleId: "StoryMod01", code: "K3JD9QXA", title: "Free refill", amount: 60, url: null }],
    granted: { grantedTs: now, expiresTs: now + 7200, redirectUrl: "https://example.com/" },
  };
  return <PorticoStory locale={locale}>{view(session)}</PorticoStory>;
};
Granted.argTypes = localeArgTypes;

/** Usage control: the guest used the activity's grants of this period. */
export const Limited: Story<Args> = ({ locale }) => {
  const base = sessionOf({ name: "Go online", mode: "grant" }, locale);
  const session: PortalSession = { ...base, limitedUntil: Math.floor(Date.now() / 1000) + 3 * 3600 };
  return <PorticoStory locale={locale}>{view(session)}</PorticoStory>;
};
Limited.argTypes = localeArgTypes;
