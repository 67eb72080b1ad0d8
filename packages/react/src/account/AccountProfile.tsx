import { type ReactNode, useId } from "react";
import { useAccountProfile } from "../data/accountProfile";
import { errorMessage } from "../i18n/errorMessage";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { useMe } from "../provider/useMe";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import { Button } from "../ui/Button";
import { Alert } from "../ui/Form";
import * as s from "./account.css";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { accountMessages } from "./i18n";
import { ProfileForm } from "./ProfileForm";

/** Props of {@link AccountProfile}. */
export interface AccountProfileProps {
  /** Extra class on the widget root. */
  className?: string;
}

/**
 * The signed-in account's profile (/account/profile). Owners change name and e-mail (GET/PUT
 * /v3/people/me/profile) and their password with the current one (PUT /v3/people/me/password); sub-accounts
 * change only e-mail and password (/v3/subscribers/me/profile). A failed load shows 'Cannot get user profile!'.
 * @example <PorticoProvider baseUrl="" getToken={() => getCookie("token")}><AccountProfile /></PorticoProvider>
 */
export function AccountProfile({ className }: AccountProfileProps) {
  useAreaMessages(accountMessages);
  const { t } = usePortico();
  const me = useMe();
  const kind = me.data?.kind;
  const profile = useAccountProfile(kind);
  const error = me.error ?? profile.error;
  const titleId = useId();

  let body: ReactNode;
  if (error) {
    body = (
      <Alert tone="danger" title={t("Cannot get user profile!")}>
        <p>{errorMessage(t, error)}</p>
        <Button variant="secondary" onClick={() => void (me.error ? me.refetch() : profile.refetch())}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  } else if (!profile.data) {
    body = (
      <p role="status" className={s.state}>
        {t("Loading")}
      </p>
    );
  } else {
    body = <ProfileForm key={`${profile.data.kind}:${profile.data.id}`} profile={profile.data} />;
  }

  return (
    <PorticoRoot className={cx(s.page, s.narrow, className)}>
      <section className={s.section} aria-labelledby={titleId}>
        <div className={s.sectionHead}>
          <h2 id={titleId} className={s.sectionTitle}>
            {t("account.profile.title")}
          </h2>
        </div>
        {body}
      </section>
      {kind && profile.data ? (
        <section className={s.section} aria-labelledby={`${titleId}-password`}>
          <div className={s.sectionHead}>
            <h2 id={`${titleId}-password`} className={s.sectionTitle}>
              {t("account.password.title")}
            </h2>
          </div>
          <ChangePasswordForm kind={kind} />
        </section>
      ) : null}
    </PorticoRoot>
  );
}
