import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { usePortico } from "../provider/context";
import { clearCookie } from "../provider/cookies";
import { useMe } from "../provider/useMe";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { Alert } from "../ui/Form";
import * as s from "../ui/styles.css";

/** Props of {@link AccountStatusGate}. */
export interface AccountStatusGateProps {
  /**
   * Called after a disabled account acknowledged the notice and was signed out (token revoked, `token` and
   * `useragent` cookies cleared). Default: navigate to "/login".
   */
  onSignedOut?(): void;
  /** Shown while the account loads. @default a "Loading…" status line */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Loads the account (GET /v3/me) and applies the session rules: a failure goes to "/login"; suspended 1 shows the
 * Account-Suspend-Desc notice above the children; suspended 2 shows the 'Account Disabled' box whose OK signs out.
 * @example <AccountStatusGate><Shell /></AccountStatusGate>
 */
export function AccountStatusGate({ onSignedOut, fallback, children }: AccountStatusGateProps) {
  const { client, t, navigate } = usePortico();
  const queryClient = useQueryClient();
  const me = useMe();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (me.isError) navigate("/login");
  }, [me.isError, navigate]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await client.POST("/auth/signout/");
    } catch {
      // The token may already be invalid; the local sign-out below still has to happen.
    }
    clearCookie("token");
    clearCookie("useragent");
    queryClient.clear();
    if (onSignedOut) onSignedOut();
    else navigate("/login");
  };

  if (me.isPending || me.isError) {
    return <>{fallback ?? <PorticoRoot role="status">{t("Loading")}</PorticoRoot>}</>;
  }
  if (me.data.suspended === 2) {
    return (
      <Dialog
        open
        modalStatic
        role="alertdialog"
        title={t("Account Disabled")}
        description={t("Account-Disabled-Desc")}
        actions={
          <Button onClick={signOut} loading={signingOut} autoFocus>
            {t("OK")}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {me.data.suspended === 1 ? (
        <PorticoRoot className={s.stack} style={{ marginBottom: "16px" }}>
          <Alert tone="warning" title={t("gate.suspendedTitle")}>
            {t("Account-Suspend-Desc")}
          </Alert>
        </PorticoRoot>
      ) : null}
      {children}
    </>
  );
}
