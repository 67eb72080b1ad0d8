import { useEffect, useState } from "react";
import { useAuthApp, useSignInTest, useStartSignInTest } from "../data/authApps";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { WriteControl } from "../ui/WriteControl";
import { authAppEditorPath } from "./AuthAppList";
import * as s from "./authapps.css";
import { authAppMessages } from "./i18n";

/** Props of {@link AuthAppPreview}. */
export interface AuthAppPreviewProps {
  businessId: number;
  appId: number;
  className?: string;
}

/** Black or white text, whichever reads better on a #RRGGBB background. */
export function textColorOn(hex: string): "#ffffff" | "#111111" {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return l > 0.179 ? "#111111" : "#ffffff";
}

/** What the callback page posts to its opener when the provider sent the browser back. */
const CALLBACK_MESSAGE = "portico:auth-app-sign-in";

/**
 * /apps/authapps/{aid}/preview: the login button as a guest sees it, and 'Test sign-in', which runs the real
 * authorization-code flow in a new window against the configured endpoints (the reference server's callback
 * swaps the code and maps the profile) and shows the mapped profile that came back.
 * @example <AuthAppPreview businessId={bid} appId={aid} />
 */
export function AuthAppPreview({ businessId, appId, className }: AuthAppPreviewProps) {
  useAreaMessages(authAppMessages);
  const { t, navigate } = usePortico();
  const app = useAuthApp(businessId, appId);
  const start = useStartSignInTest();
  const [test, setTest] = useState<{ state: string; authorizeUrl: string; blocked: boolean } | null>(null);
  const status = useSignInTest(businessId, appId, test?.state ?? null);

  // The callback page tells its opener at once; polling covers a closed or cross-origin opener.
  const refetch = status.refetch;
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const d = e.data as { type?: string; state?: string } | null;
      if (d?.type === CALLBACK_MESSAGE && d.state === test?.state) void refetch();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [test?.state, refetch]);

  const runTest = async () => {
    // Opened inside the click, so popup blockers allow it; it is sent to the provider once the server answers.
    const popup = window.open("", "_blank");
    try {
      const started = await start.mutateAsync(appId);
      if (popup) popup.location.href = started.authorizeUrl!;
      setTest({ state: started.state, authorizeUrl: started.authorizeUrl!, blocked: !popup });
    } catch {
      popup?.close();
    }
  };

  if (app.error)
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <Alert tone="danger" title={t("authapps.editor.loadFailed")}>
          <p>{errorMessage(t, app.error)}</p>
          <Button variant="secondary" onClick={() => void app.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      </PorticoRoot>
    );
  if (!app.data)
    return (
      <PorticoRoot className={cx(s.page, className)}>
        <p className={s.muted} role="status" aria-busy="true">
          {t("Loading")}
        </p>
      </PorticoRoot>
    );

  const a = app.data;
  const result = status.data;
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("authapps.preview.title", { name: a.name })}</h2>
        <WriteControl businessId={businessId} verb="put" hide>
          <Button variant="secondary" onClick={() => navigate(authAppEditorPath(businessId, a))}>
            {t("authapps.preview.edit")}
          </Button>
        </WriteControl>
        <Button variant="secondary" onClick={() => navigate(`/businesses/${businessId}/apps/authapps`)}>
          {t("authapps.preview.back")}
        </Button>
      </div>
      <section className={s.phone} aria-label={t("authapps.preview.guestView")}>
        <p className={s.muted}>{t("authapps.preview.guestView")}</p>
        <button
          type="button"
          className={s.loginButton}
          style={{ background: a.config.buttonColor, color: textColorOn(a.config.buttonColor) }}
          onClick={() => void runTest()}
        >
          {a.config.caption}
        </button>
      </section>
      <section className={s.section} aria-live="polite">
        <div className={s.head}>
          <Button onClick={() => void runTest()} disabled={start.isPending}>
            {t("authapps.preview.test")}
          </Button>
        </div>
        <p className={s.muted}>{t("authapps.preview.testHint")}</p>
        {start.error ? <Alert tone="danger">{errorMessage(t, start.error)}</Alert> : null}
        {test?.blocked && result?.status !== "done" ? (
          <p>
            {t("authapps.preview.popupBlocked")}{" "}
            <a href={test.authorizeUrl} target="_blank" rel="noopener">
              {t("authapps.preview.openWindow")}
            </a>
          </p>
        ) : null}
        {test && (!result || result.status === "pending") ? (
          <p role="status" className={s.muted}>
            {t("authapps.preview.waiting")}
          </p>
        ) : null}
        {result?.status === "failed" ? (
          <Alert tone="danger">{t("authapps.preview.failed", { error: result.error ?? "" })}</Alert>
        ) : null}
        {result?.status === "done" && result.profile ? (
          <div role="status">
            <p>{t("authapps.preview.done")}</p>
            <dl className={s.profile}>
              <dt className={s.term}>{t("authapps.profile.id")}</dt>
              <dd>{result.profile.id}</dd>
              <dt className={s.term}>{t("authapps.profile.name")}</dt>
              <dd>{result.profile.name ?? t("authapps.profile.none")}</dd>
              <dt className={s.term}>{t("authapps.profile.email")}</dt>
              <dd>{result.profile.email ?? t("authapps.profile.none")}</dd>
            </dl>
            <details>
              <summary>{t("authapps.preview.claims")}</summary>
              <pre className={s.claims}>{JSON.stringify(result.profile.claims, null, 2)}</pre>
            </details>
          </div>
        ) : null}
      </section>
    </PorticoRoot>
  );
}
