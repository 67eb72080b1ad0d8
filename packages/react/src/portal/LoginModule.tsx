import { useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import { MemberSignIn } from "./MemberSignIn";
import * as s from "./portal.css";
import { portalErrorText, succeeded } from "./portalErrors";
import { SmsSignIn } from "./SmsSignIn";
import type { PortalCallbacks, PortalModule, PortalSession } from "./types";

/** Methods a guest can use without reaching an outside service (the portal works before the grant). */
const OFFLINE = new Set(["member", "sms", "smsPassword"]);

/** Props of {@link LoginModule}. */
export interface LoginModuleProps extends Pick<PortalCallbacks, "onSendCode" | "onSignIn" | "onOAuth"> {
  module: PortalModule;
  session: PortalSession;
  busy?: boolean | undefined;
  error?: unknown;
}

/** Who the guest signed in as, in one phrase. */
function identityName(session: PortalSession): string {
  const id = session.signedIn;
  return id?.name || id?.email || id?.phone || id?.method || "";
}

/**
 * A login module: one button per enabled, visible method in `order`; member (e-mail) and SMS sign in here,
 * custom OAuth2 apps through `onOAuth`, and methods that need an outside service (social networks) show as
 * unavailable offline.
 */
export function LoginModule({ module, session, busy, error, onSendCode, onSignIn, onOAuth }: LoginModuleProps) {
  const { t } = usePortico();
  const methods = Object.entries(module.profile.loginMethods ?? {})
    .filter(([, m]) => m.enabled && !m.invisible)
    .sort(([, a], [, b]) => a.order - b.order);
  const usable = methods.filter(([k]) => OFFLINE.has(k)).map(([k]) => k);
  const [chosen, setChosen] = useState<string | null>(null);
  const method = chosen && usable.includes(chosen) ? chosen : (usable[0] ?? null);
  const kind = method === "member" ? "member" : method ? "sms" : null;

  if (session.signedIn) return <p role="status">{t("portal.login.signedIn", { name: identityName(session) })}</p>;

  const label = (key: string, caption?: string) => {
    if (caption) return caption;
    if (key === "member") return t("portal.login.member");
    if (key === "sms" || key === "smsPassword") return t("portal.login.sms");
    if (key.startsWith("app:")) {
      const app = session.activity.authApps?.find((a) => `app:${a.id}` === key);
      return app?.caption || app?.name || key;
    }
    return t(`portal.method.${key}`);
  };
  return (
    <>
      <p className={s.muted}>{t("portal.login.title")}</p>
      {methods.length > 1 || !usable.length ? (
        <ul className={s.methods} aria-label={t("portal.login.methods")}>
          {methods.map(([key, m]) => {
            const offline = OFFLINE.has(key);
            const appId = key.startsWith("app:") ? Number(key.slice(4)) : null;
            const name = label(key, m.caption);
            if (appId !== null)
              return (
                <li key={key}>
                  <Button
                    variant="secondary"
                    className={s.wide}
                    disabled={!onOAuth || busy}
                    onClick={() => succeeded(() => onOAuth?.(appId))}
                  >
                    {name}
                  </Button>
                </li>
              );
            return (
              <li key={key}>
                <Button
                  variant={offline && key === method ? "primary" : "secondary"}
                  className={s.wide}
                  disabled={!offline}
                  aria-pressed={offline ? key === method : undefined}
                  onClick={() => setChosen(key)}
                >
                  {offline ? name : t("portal.login.offline", { name })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? <Alert tone="danger">{portalErrorText(t, error, kind ?? undefined)}</Alert> : null}
      {kind === "member" ? <MemberSignIn busy={busy} error={error} onSignIn={onSignIn} /> : null}
      {kind === "sms" ? <SmsSignIn busy={busy} error={error} onSendCode={onSendCode} onSignIn={onSignIn} /> : null}
    </>
  );
}
