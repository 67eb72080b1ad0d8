import { matchPortalLanguage, stepAfterAutoSkip } from "@portico/sdk/rules";
import { useState } from "react";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { type ActivityContent, type PortalSession, PortalView, previewSession } from "../../portal";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { editorMessages } from "./i18n";
import * as s from "./portalPreview.css";
import { useModuleLanguages } from "./useModuleLanguages";

/** Props of {@link PortalPreview}. */
export interface PortalPreviewProps {
  /** The activity's (preview copy) content: its modules, terms and durations. */
  content: ActivityContent;
  /** The name shown on top of the portal (the business's, else the activity's). */
  title?: string | undefined;
  /** The business: its active portal languages become the preview's language list. */
  businessId?: number;
  className?: string;
}

// The owner's console language as the portal language the preview starts in.
const PORTAL_LANG = { tw: "zh-TW", zh: "zh-CN", en: "en-US", ja: "ja-JP", ru: "ru-RU" } as const;

/** What a preview guest did: kept locally, never sent (the preview counts nothing). */
interface Walk {
  step: number;
  signedIn: PortalSession["signedIn"];
  coupons: PortalSession["coupons"];
  lang: string | null;
  /** The modules skipped on the way (coupon auto-skip). */
  skipped: readonly string[];
}

/**
 * The editor's preview: the guest portal's own renderer ({@link PortalView}) on a session built from the
 * preview copy, walked locally (sign-ins, coupons and steps are simulated), so owners see exactly what guests
 * get and nothing is recorded.
 * @example <PortalPreview content={draft} title="Portico Café" />
 */
export function PortalPreview({ content, title, businessId = 0, className }: PortalPreviewProps) {
  useAreaMessages(editorMessages);
  const { t, locale } = usePortico();
  const [walk, setWalk] = useState<Walk>({ step: 0, signedIn: null, coupons: [], lang: null, skipped: [] });
  const modules = content.modules ?? [];
  const { languages } = useModuleLanguages(businessId);
  // Start in the owner's language when the portal speaks it (any variant: the console's en finds the portal's
  // en-GB), else in the portal's default language.
  const own = PORTAL_LANG[locale];
  const offered = languages.map((l) => l.code);
  const lang = walk.lang ?? (offered.length ? (matchPortalLanguage([own], offered) ?? offered[0]!) : own);
  const base = previewSession(content, lang, {
    step: walk.step,
    businessName: title ?? "",
    ...(languages.length ? { languages } : {}),
  });
  const session: PortalSession = { ...base, signedIn: walk.signedIn, coupons: walk.coupons };
  // As the live portal: the next module, past the coupons the guest's skips auto-skip.
  const next = (moduleId: string, action: "continue" | "skip") =>
    setWalk((w) => {
      const skipped = action === "skip" ? [...w.skipped, moduleId] : w.skipped;
      const after = stepAfterAutoSkip(modules, modules.findIndex((m) => m.id === moduleId) + 1, new Set(skipped));
      return { ...w, skipped, step: Math.max(w.step, after) };
    });

  if (!modules.length) return <p className={s.muted}>{t("editor.preview.empty")}</p>;
  return (
    <div className={className ? `${s.phone} ${className}` : s.phone}>
      <p className={s.muted}>{t("editor.preview.note")}</p>
      <PortalView
        session={session}
        onStep={(moduleId, action) => next(moduleId, action)}
        onSendCode={async () => ({ retryAfter: 60 })}
        onSignIn={async (body) =>
          setWalk((w) => ({
            ...w,
            signedIn: {
              method: body.method,
              name: body.name ?? null,
              email: body.email ?? null,
              phone: body.phone ?? null,
            },
          }))
        }
        onAnswers={async () => undefined}
        onClaimCoupon={async (moduleId) => {
          const m = modules.find((x) => x.id === moduleId);
          setWalk((w) => ({
            ...w,
            coupons: [
              ...w.coupons.filter((c) => c.moduleId !== moduleId),
              {
                moduleId,
                code: "PREVIEW1",
                title: m?.profile.couponTitle ?? m?.profile.name ?? "",
                amount: m?.profile.couponAmount ?? null,
                url: m?.profile.couponUrl ?? null,
              },
            ],
          }));
        }}
        onOAuth={async () => setWalk((w) => ({ ...w, signedIn: { method: "app", name: t("editor.preview.guest") } }))}
        onLang={(code) => setWalk((w) => ({ ...w, lang: code }))}
      />
      <div className={s.controls}>
        <Button
          variant="secondary"
          disabled={walk.step === 0}
          onClick={() => setWalk((w) => ({ ...w, step: Math.max(0, Math.min(w.step, modules.length) - 1) }))}
        >
          {t("editor.preview.back")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setWalk({ step: 0, signedIn: null, coupons: [], lang: walk.lang, skipped: [] })}
        >
          {t("editor.preview.restart")}
        </Button>
      </div>
    </div>
  );
}
