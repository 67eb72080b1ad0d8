import {
  couponModule,
  field,
  grantModule,
  type LoginMethodKey,
  loginModule,
  makeModule,
  nameField,
  num,
  text,
  yes,
} from "./moduleFactory";
import type { WizardTemplate } from "./wizardTemplate";

// Templates built around a marketing goal: many login methods, social reach, survey answers, or a blank start.

const YES_NO = [
  { label: "Yes", value: "yes" },
  { label: "No", value: "no" },
];

const multiLogin: WizardTemplate = {
  templateCode: "multiLogin",
  name: "Multiple logins",
  description: "One sign-in page with members, SMS and the social accounts you choose.",
  items: [
    nameField("Sign in and go"),
    field("text", "smsMessage", "SMS text", { value: "Your WiFi code is {code}" }),
    field("yesNo", "facebook", "Offer Facebook", { value: "yes", choices: YES_NO }),
    field("yesNo", "line", "Offer LINE", { value: "yes", choices: YES_NO }),
    field("yesNo", "google", "Offer Google", { value: "no", choices: YES_NO }),
  ],
  build: (form, random) => {
    const methods: LoginMethodKey[] = ["member", "sms"];
    for (const m of ["facebook", "line", "google"] as const) if (yes(form, m)) methods.push(m);
    const login = loginModule(methods, random);
    const sms = text(form, "smsMessage");
    if (sms) login.profile.smsMessage = sms;
    return { modules: [login, grantModule(random)] };
  },
};

const social: WizardTemplate = {
  templateCode: "social",
  name: "Social",
  description: "Guests like your Facebook page or share your site before they go online.",
  items: [
    nameField("Like us on Facebook"),
    field("url", "facebookPage", "Facebook page URL", { required: true }),
    field("url", "shareUrl", "Page to share"),
  ],
  build: (form, random) => {
    const share = text(form, "shareUrl");
    const profile = { name: "Like and share", mode: "social-web" as const, facebookPage: text(form, "facebookPage") };
    return {
      modules: [makeModule(share ? { ...profile, shareUrl: share } : profile, random), grantModule(random)],
    };
  },
};

const surveyCoupon: WizardTemplate = {
  templateCode: "survey-coupon",
  name: "Survey and coupon",
  description: "Guests answer a short survey and get a coupon as thanks.",
  items: [
    nameField("Tell us what you think"),
    field("text", "question", "Survey question", { required: true, value: "How was your visit?" }),
    field("text", "couponTitle", "Coupon title", { required: true, value: "Free drink" }),
    field("number", "couponAmount", "Coupon amount"),
    field("email", "contactEmail", "Where answers are sent"),
  ],
  build: (form, random) => {
    const survey = makeModule(
      {
        name: "Survey",
        mode: "survey-diy",
        form: [
          field("radio", "rating", text(form, "question"), {
            required: true,
            choices: ["1", "2", "3", "4", "5"].map((v) => ({ label: v, value: v })),
          }),
          field("textarea", "comment", "Anything else?"),
        ],
      },
      random,
    );
    return {
      modules: [
        survey,
        couponModule(text(form, "couponTitle"), num(form, "couponAmount"), random),
        grantModule(random),
      ],
    };
  },
};

const empty: WizardTemplate = {
  templateCode: "empty",
  name: "Empty",
  description: "Start from a blank activity and add modules in the editor.",
  items: [nameField("My activity")],
  build: () => ({ modules: [] }),
};

/** multiLogin, social, survey-coupon and empty. */
export const CAMPAIGN_TEMPLATES: readonly WizardTemplate[] = [multiLogin, social, surveyCoupon, empty];
