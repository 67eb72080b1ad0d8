import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, demoOwner, type Harness, startHarness } from "../../testkit/harness";

// Issue 11: owner-entered links accept http(s) only (pictures and clips also a same-origin path).
describe.each(backends)("activity links on %s", (backend) => {
  let h: Harness;
  let token: string;
  let id: number;
  beforeAll(async () => {
    h = await startHarness(backend);
    let cafeId: number;
    ({ token, cafeId } = await demoOwner(h));
    id = (await h.api("POST", `/v3/businesses/${cafeId}/activities`, { token, body: { name: "Links" } })).body.id;
  });
  afterAll(() => h?.close());

  const mod = (mid: string, mode: string, extra: object = {}) => ({ id: mid, profile: { name: mode, mode, ...extra } });
  const content = (url: string, picture: string) => ({
    profile: { surveyUrl: url, mobileWeb: { faviconUrl: picture } },
    modules: [
      mod("LLLLLLLLL1", "redirect", { redirectUrl: url }),
      mod("LLLLLLLLL2", "coupon", { couponUrl: url }),
      mod("LLLLLLLLL3", "iframe", { iframeUrl: url }),
      mod("LLLLLLLLL4", "carousel", { items: [{ imageUrl: picture, linkUrl: url }] }),
      mod("LLLLLLLLL5", "video", { videoUrl: picture }),
    ],
    skipModules: [{}, {}, { mode: "countdown", redirectUrl: url }],
  });
  const FIELDS = [
    "modules/0/profile/redirectUrl",
    "modules/1/profile/couponUrl",
    "modules/2/profile/iframeUrl",
    "modules/3/profile/items/0/linkUrl",
    "profile/surveyUrl",
    "skipModules/2/redirectUrl",
  ];

  it("refuses javascript: and other schemes in every link field, on save and on the preview save", async () => {
    for (const bad of ["javascript:alert(document.cookie)", " JavaScript:alert(1)", "data:text/html,<b>x</b>"]) {
      for (const path of [`/v3/activities/${id}`, `/v3/activities/${id}/preview`]) {
        const res = await h.api("PUT", path, { token, body: content(bad, bad) });
        expect(res.status, `${path} ${bad}`).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION_FAILED");
        expect(Object.keys(res.body.error.fields).sort()).toEqual(
          [
            ...FIELDS,
            "modules/3/profile/items/0/imageUrl",
            "modules/4/profile/videoUrl",
            "profile/mobileWeb/faviconUrl",
          ].sort(),
        );
      }
    }
  });

  it("refuses a relative link, but keeps relative pictures (this server's uploads)", async () => {
    const res = await h.api("PUT", `/v3/activities/${id}`, {
      token,
      body: content("/somewhere", "/assets/uploads/1/2/original.png"),
    });
    expect(Object.keys(res.body.error.fields).sort()).toEqual(FIELDS.sort());
  });

  it("saves http(s) links and same-origin pictures", async () => {
    const res = await h.api("PUT", `/v3/activities/${id}`, {
      token,
      body: content("https://example.com/menu?x=1", "/assets/uploads/1/2/original.png"),
    });
    expect(res.status).toBe(200);
    expect(res.body.modules[0].profile.redirectUrl).toBe("https://example.com/menu?x=1");
  });
});
