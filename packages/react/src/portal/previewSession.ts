import type { components } from "@portico/sdk";
import { ACTIVITY_DEFAULTS } from "@portico/sdk/rules";
import type { ActivityContent, PortalSession } from "./types";

type LocaleSetting = components["schemas"]["LocaleSetting"];
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

/** The terms text of a language (else the default language's), as the server's portal picks it. */
export function tosHtml(tos: LocaleSetting | null | undefined, lang: string): string | null {
  if (!tos) return null;
  const entry = tos.localeHash[lang] ?? tos.localeHash[tos.defaultLang];
  const setting = entry?.setting as { content?: unknown; html?: unknown; text?: unknown } | undefined;
  const text = setting?.content ?? setting?.html ?? setting?.text;
  return typeof text === "string" && text.trim() ? text : null;
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
  // The server already set showTosAgreementCheckbox and isLastModule on save.
  const modules = (content.modules ?? []).map((m) => ({ id: m.id, profile: m.profile }));
  const fromTos = Object.entries(profile.tos?.localeHash ?? {})
    .filter(([, e]) => e.active)
    .map(([code, e]) => ({ code, language: e.language }));
  const languages = options.languages ?? (fromTos.length ? fromTos : [{ code: lang, language: lang }]);
  const step = Math.max(0, Math.min(options.step ?? 0, modules.length));
  const accessDuration = profile.accessDuration ?? ACTIVITY_DEFAULTS.accessDuration;
  const now = Math.floor(Date.now() / 1000);
  return {
    sessionId: "preview",
    code: "preview",
    lang,
    languages,
    businessName: options.businessName ?? "",
    tos: tosHtml(profile.tos, lang),
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
    granted: step >= modules.length ? { grantedTs: now, expiresTs: now + accessDuration, redirectUrl: null } : null,
  };
}
