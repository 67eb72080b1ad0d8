import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type Harness, startHarness } from "../../../testkit/harness";

// The first-activity wizard: nine templates with their forms; each completed form becomes a real activity.
const FORMS: Record<string, { form: Record<string, string | number | boolean>; modes: string[] }> = {
  bus: {
    form: { name: "Route 5", videoUrl: "https://videos.example.com/ad.mp4", tripMinutes: 45 },
    modes: ["video", "grant"],
  },
  public: { form: { name: "Plaza", venueName: "City Plaza", welcomeText: "Hi <there>" }, modes: ["login", "grant"] },
  party: {
    form: { name: "Launch", eventName: "Launch night", bannerUrl: "https://img.example.com/b.png", hashtag: "#launch" },
    modes: ["login", "banner-list", "social-web", "grant"],
  },
  community: {
    form: { name: "Residents", communityName: "Maple Court" },
    modes: ["login", "registration-form", "grant"],
  },
  restaurant: {
    form: { name: "Dinner WiFi", menuUrl: "https://menu.example.com", couponTitle: "Dessert", couponAmount: 80 },
    modes: ["login", "iframe", "coupon", "grant"],
  },
  multiLogin: { form: { name: "Many ways", facebook: "yes", line: "no", google: true }, modes: ["login", "grant"] },
  social: { form: { name: "Like us", facebookPage: "https://facebook.com/portico" }, modes: ["social-web", "grant"] },
  "survey-coupon": {
    form: { name: "Feedback", question: "Rate us", couponTitle: "Cookie" },
    modes: ["survey-diy", "coupon", "grant"],
  },
  empty: { form: { name: "Blank" }, modes: [] },
};

describe.each(backends)("activity wizards on %s", (backend) => {
  let h: Harness;
  let token: string;
  let bid: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    token = await h.signIn("demo@portico.dev", "portico-demo");
    bid = (await h.api("POST", "/v3/businesses", { token, body: { profile: { name: "Wizard Bistro" } } })).body.id;
  });
  afterAll(() => h?.close());
  const complete = (templateCode: string, form: object) =>
    h.api("POST", `/v3/businesses/${bid}/activity-wizards`, { token, body: { templateCode, form } });

  it("lists the nine templates, each with a name, description and its own form", async () => {
    const res = await h.api("GET", `/v3/businesses/${bid}/activity-wizards`, { token });
    const list = res.body.templateList as {
      templateCode: string;
      name: string;
      formJson: { items: { name: string }[] };
    }[];
    expect(list.map((t) => t.templateCode)).toEqual(Object.keys(FORMS));
    for (const t of list) {
      expect(t.name).toBeTruthy();
      expect(t.formJson.items[0]).toMatchObject({ name: "name", type: "text", validator: { required: true } });
    }
    const restaurant = list.find((t) => t.templateCode === "restaurant")!.formJson.items;
    expect(restaurant.map((f) => f.name)).toEqual([
      "name",
      "restaurantName",
      "menuUrl",
      "couponTitle",
      "couponAmount",
      "openingHours",
    ]);
    expect(new Set(list.map((t) => t.formJson.items.map((f) => f.name).join())).size).toBe(list.length);
  });

  it("refuses an invalid form with a field per problem", async () => {
    const res = await complete("restaurant", { name: " ", menuUrl: "not a url", couponAmount: "many" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.fields).toEqual({
      "form/name": "is required",
      "form/menuUrl": "must be an http(s) URL",
      "form/couponAmount": "must be a number",
    });
    const email = await complete("survey-coupon", {
      name: "S",
      question: "Q",
      couponTitle: "C",
      contactEmail: "nobody",
    });
    expect(Object.keys(email.body.error.fields)).toEqual(["form/contactEmail"]);
    expect(Object.keys((await complete("bus", { name: "Bus" })).body.error.fields)).toEqual(["form/videoUrl"]);
    // The dynamic form's checks of @portico/sdk/rules, as the browser runs them; wizard numbers are never negative.
    const party = await complete("party", { name: "P", eventName: "E", eventDate: "next friday" });
    expect(party.body.error.fields).toEqual({ "form/eventDate": "must be a date (YYYY-MM-DD)" });
    const negative = await complete("restaurant", { name: "R", couponAmount: -5 });
    expect(negative.body.error.fields).toEqual({ "form/couponAmount": "must be a number" });
  });

  for (const [code, { form, modes }] of Object.entries(FORMS)) {
    it(`makes a ${code} activity with its modules and link`, async () => {
      const res = await complete(code, form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.profile).toMatchObject({ name: form.name, mode: "modules" });
      const a = (await h.api("GET", `/v3/activities/${res.body.aId}`, { token })).body;
      expect(a.modules.map((m: { profile: { mode: string } }) => m.profile.mode)).toEqual(modes);
      if (modes.length) {
        expect(a.modules[0].profile.showTosAgreementCheckbox).toBe(true);
        expect(a.modules.at(-1).profile.isLastModule).toBe(true);
      }
      expect(a.links).toHaveLength(1);
      expect(a.links[0]).toMatchObject({ campaignType: "activity", name: form.name });
    });
  }

  it("builds what the forms ask for and marks the first-activity step done", async () => {
    const list = (await h.api("GET", `/v3/businesses/${bid}/activities`, { token })).body as {
      id: number;
      name: string;
    }[];
    const get = async (name: string) =>
      (await h.api("GET", `/v3/activities/${list.find((a) => a.name === name)!.id}`, { token })).body;
    const many = await get("Many ways");
    expect(Object.keys(many.modules[0].profile.loginMethods).sort()).toEqual(["facebook", "google", "member", "sms"]);
    const dinner = await get("Dinner WiFi");
    expect(dinner.modules[2].profile).toMatchObject({ couponTitle: "Dessert", couponAmount: 80 });
    expect(dinner.modules[1].profile.iframeUrl).toBe("https://menu.example.com");
    // A template that sets no durations keeps the template defaults of part 1 section 9.
    expect(dinner.profile).toMatchObject({ accessDuration: 43200, activityFreeDuration: 86400, grantTimes: 2 });
    expect((await get("Route 5")).profile.accessDuration).toBe(2700);
    expect((await get("Plaza")).modules[0].profile.htmlPortal).toBe("<p>Hi &lt;there&gt;</p>");
    const pref = await h.api("GET", `/v3/businesses/${bid}/preference`, { token });
    expect(pref.body.status.isFirstActivityDone).toBe(true);
  });
});
