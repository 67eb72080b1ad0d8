import type { components } from "@portico/sdk";
import { DEFAULT_ACCESS_DURATION, localeText, localizeModule } from "@portico/sdk/rules";
import type { ActivityContent, PortalSession } from "./types";

type PortalAuthApp = components["schemas"]["PortalAuthApp"];

/** Options of {@link previewSession}: what the activity's content does not hold. */
export interface PreviewSessionOptions {
  /** The module to show (index); the module count shows the granted screen. @default 0 */
  step?: number;
  businessName?: string;
  /** The business's active portal languages; default: the terms' active languages, else `lang` alone. */
  languages?: components["schemas"]["PortalLanguage"][];
  /** The custom authentication apps the login modules name (`app:<id>`). */
  authApps?: PortalAuthApp[];
  activityId?: number;
}

/**
 * A PortalSession-shaped object built from an activity's (preview) content, so the editor's preview renders
 * the same {@link PortalView} guests get, without opening a session (nothing is counted).
 * @example <PortalView session={previewSession(preview, "en", { step })} {...noopCallbacks} />
 */
export function previewSession(
  content: ActivityContent,
  lang: string,
  options: PreviewSessionOptions = {},
): PortalSession {
  const profile = content.profile ?? {};
  // The server already set showTosAgreementCheckbox and isLastModule on save; texts follow `lang` as for guests.
  const modules = (content.modules ?? []).map((m) => ({ id: m.id, profile: localizeModule(m.profile, lang) }));
  const fromTos = Object.entries(profile.tos?.localeHash ?? {})
    .filter(([, e]) => e.active)
    .map(([code, e]) => ({ code, language: e.language }));
  const languages = options.languages ?? (fromTos.length ? fromTos : [{ code: lang, language: lang }]);
  const step = Math.max(0, Math.min(options.step ?? 0, modules.length));
  const accessDuration = profile.accessDuration ?? DEFAULT_ACCESS_DURATION;
  const now = Math.floor(Date.now() / 1000);
  return {
    sessionId: "preview",
    code: "preview",
    lang,
    languages,
    businessName: options.businessName ?? "",
    tos: localeText(profile.tos, lang),
    activity: {
      id: options.activityId ?? 0,
      name: profile.name ?? "",
      accessDuration,
      modules,
      authApps: options.authApps ?? [],
    },
    step,
    signedIn: null,
    coupons: [],
    limitedUntil: null,
    granted: step >= modules.length ? { grantedTs: now, expiresTs: now + accessDuration, redirectUrl: null } : null,
  };
}
