import { escapeHtml } from "../../../escapeHtml";
import { couponModule, field, grantModule, loginModule, makeModule, nameField, num, text } from "./moduleFactory";
import type { WizardTemplate } from "./wizardTemplate";

// Templates for a place guests pass through: a bus, a public space, a party, a residential community, a restaurant.

const bus: WizardTemplate = {
  templateCode: "bus",
  name: "Bus WiFi",
  description: "Passengers watch a short video, then ride online for the length of the trip.",
  items: [
    nameField("Bus WiFi"),
    field("text", "operator", "Bus operator"),
    field("url", "videoUrl", "Video URL", { required: true, desc: "The clip passengers watch before going online." }),
    field("number", "tripMinutes", "Trip length (minutes)", { value: 60 }),
  ],
  build: (form, random) => {
    const minutes = num(form, "tripMinutes");
    const operator = text(form, "operator");
    return {
      modules: [
        makeModule(
          { name: operator ? `${operator} video` : "Video", mode: "video", videoUrl: text(form, "videoUrl") },
          random,
        ),
        grantModule(random),
      ],
      profile: minutes !== undefined ? { accessDuration: Math.round(minutes * 60) } : {},
    };
  },
};

const publicSpace: WizardTemplate = {
  templateCode: "public",
  name: "Public WiFi",
  description: "Free WiFi for a public space: guests sign in by SMS or as members and accept the terms.",
  items: [
    nameField("Public WiFi"),
    field("text", "venueName", "Venue name", { required: true }),
    field("textarea", "welcomeText", "Welcome message"),
    field("number", "accessHours", "Hours online per visit", { value: 12 }),
  ],
  build: (form, random) => {
    const hours = num(form, "accessHours");
    const welcome = text(form, "welcomeText");
    const login = loginModule(["sms", "member"], random);
    login.profile.name = `Welcome to ${text(form, "venueName")}`;
    if (welcome) login.profile.htmlPortal = `<p>${escapeHtml(welcome)}</p>`;
    return {
      modules: [login, grantModule(random)],
      profile: hours !== undefined ? { accessDuration: Math.round(hours * 3600) } : {},
    };
  },
};

const party: WizardTemplate = {
  templateCode: "party",
  name: "Party",
  description: "Guests sign in with Facebook or LINE, see the event banner and join the party hashtag.",
  items: [
    nameField("Party WiFi"),
    field("text", "eventName", "Event name", { required: true }),
    field("date", "eventDate", "Event date"),
    field("url", "bannerUrl", "Banner image URL"),
    field("text", "hashtag", "Hashtag", { desc: "Shown on the sharing page, e.g. #PorticoParty" }),
  ],
  build: (form, random) => {
    const modules = [loginModule(["facebook", "line"], random)];
    const banner = text(form, "bannerUrl");
    if (banner) {
      const caption = [text(form, "eventName"), text(form, "eventDate")].filter(Boolean).join(" · ");
      modules.push(makeModule({ name: "Banner", mode: "banner-list", items: [{ imageUrl: banner, caption }] }, random));
    }
    const tag = text(form, "hashtag").replace(/^#?/, "");
    if (tag) {
      modules.push(
        makeModule(
          {
            name: "Share",
            mode: "social-web",
            shareUrl: `https://www.facebook.com/hashtag/${encodeURIComponent(tag)}`,
          },
          random,
        ),
      );
    }
    modules.push(grantModule(random));
    return { modules };
  },
};

const community: WizardTemplate = {
  templateCode: "community",
  name: "Community",
  description: "Residents register once with their unit number and sign in as members afterwards.",
  items: [
    nameField("Community WiFi"),
    field("text", "communityName", "Community name", { required: true }),
    field("email", "managerEmail", "Management office e-mail"),
  ],
  build: (form, random) => ({
    modules: [
      loginModule(["member"], random),
      makeModule(
        {
          name: `${text(form, "communityName")} registration`,
          mode: "registration-form",
          form: [
            field("text", "resident", "Name", { required: true }),
            field("text", "unit", "Unit number", { required: true }),
            field("tel", "phone", "Phone"),
          ],
        },
        random,
      ),
      grantModule(random),
    ],
  }),
};

const restaurant: WizardTemplate = {
  templateCode: "restaurant",
  name: "Restaurant",
  description: "Diners sign in as members or by SMS, see the menu and get a coupon for their next visit.",
  items: [
    nameField("Restaurant WiFi"),
    field("text", "restaurantName", "Restaurant name"),
    field("url", "menuUrl", "Menu URL"),
    field("text", "couponTitle", "Coupon title", { value: "10% off your next meal" }),
    field("number", "couponAmount", "Coupon amount", { value: 100 }),
    field("text", "openingHours", "Opening hours", { value: "11:00-21:00" }),
  ],
  build: (form, random) => {
    const login = loginModule(["member", "sms"], random);
    const place = text(form, "restaurantName");
    if (place) login.profile.name = `Welcome to ${place}`;
    const hours = text(form, "openingHours");
    if (hours) login.profile.htmlPortal = `<p>Opening hours: ${escapeHtml(hours)}</p>`;
    const modules = [login];
    const menu = text(form, "menuUrl");
    if (menu) modules.push(makeModule({ name: "Menu", mode: "iframe", iframeUrl: menu, skippable: true }, random));
    modules.push(couponModule(text(form, "couponTitle") || "Coupon", num(form, "couponAmount"), random));
    modules.push(grantModule(random));
    return { modules };
  },
};

/** bus, public, party, community and restaurant. */
export const VENUE_TEMPLATES: readonly WizardTemplate[] = [bus, publicSpace, party, community, restaurant];
