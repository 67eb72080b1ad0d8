import { isSafeLink } from "@portico/sdk/rules";
import type { StoredContent } from "./activities";
import type { FieldProblems } from "./activityChecks";

// Links guests follow or frames they load: absolute http(s) only.
const MODULE_LINKS = ["redirectUrl", "couponUrl", "iframeUrl", "shareUrl", "facebookPage"] as const;
// Pictures and clips may be this server's own uploads (`/assets/...`), so a same-origin path passes too.
const MODULE_MEDIA = ["videoUrl"] as const;
const PROBLEM = "must be an http(s) URL";

/**
 * The owner-entered URLs of an activity that are not http(s) (`javascript:` and every other scheme), by
 * field path: module links, carousel and banner pictures and their links, the skip module's redirect, the
 * survey URL and the mobile web favicon. The forms check the same with `isSafeLink`. (cmxUrl, fetched by the
 * server, goes through the outbound guard instead.)
 * @example linkProblems(content); // { "modules/0/profile/redirectUrl": "must be an http(s) URL" }
 */
export function linkProblems(c: StoredContent): FieldProblems {
  const p: FieldProblems = {};
  const check = (path: string, value: string | null | undefined, relative = false) => {
    if (!isSafeLink(value, { relative })) p[path] = PROBLEM;
  };
  for (const [i, m] of c.modules.entries()) {
    for (const k of MODULE_LINKS) check(`modules/${i}/profile/${k}`, m.profile[k]);
    for (const k of MODULE_MEDIA) check(`modules/${i}/profile/${k}`, m.profile[k], true);
    for (const [j, item] of (m.profile.items ?? []).entries()) {
      check(`modules/${i}/profile/items/${j}/linkUrl`, item.linkUrl);
      check(`modules/${i}/profile/items/${j}/imageUrl`, item.imageUrl, true);
    }
  }
  for (const [i, s] of c.skipModules.entries()) check(`skipModules/${i}/redirectUrl`, s?.redirectUrl);
  check("profile/surveyUrl", c.profile.surveyUrl);
  check("profile/mobileWeb/faviconUrl", c.profile.mobileWeb?.faviconUrl, true);
  return p;
}
