import { matchPortalLanguage } from "@portico/sdk/rules";
import type { PortalActivity } from "./portalActivity";

/** The tags of an Accept-Language header, best first (q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/**
 * The portal language a new session starts in: of the business's offered languages, the one closest to the
 * guest's (the `lang` asked for, then the browser's Accept-Language; "ja" finds "ja-JP"), else the default.
 * One language for the whole session: the UI texts, the owner's texts and the SMS all follow it.
 */
export function sessionLanguage(activity: PortalActivity, lang: string | undefined, acceptLanguage?: string): string {
  const offered = activity.languages.map((l) => l.code);
  const wanted = [...(lang ? [lang] : []), ...acceptedLanguages(acceptLanguage)];
  return matchPortalLanguage(wanted, offered) ?? activity.defaultLang;
}
