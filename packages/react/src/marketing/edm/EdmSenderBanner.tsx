import { isPorticoError } from "@portico/sdk";
import { useEdmSender, useVerifyEdmSender } from "../../data/edmSender";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./edm.css";
import { edmMessages } from "./i18n";

/** Props of {@link EdmSenderBanner}. */
export interface EdmSenderBannerProps {
  businessId: number;
  /** 'Set the business e-mail'; default navigates to the business's detail. */
  onSetEmail?(): void;
}

/**
 * The sender check (part 3 sections 4 and 8): nothing when the sender is verified (Success); otherwise why
 * campaigns are blocked, with the offer to send a verification e-mail (Pending answers an info message,
 * NotAvailable a warning) or, without a business e-mail (EDM_NO_EMAIL), to set it.
 * @example <EdmSenderBanner businessId={bid} />
 */
export function EdmSenderBanner({ businessId, onSetEmail }: EdmSenderBannerProps) {
  useAreaMessages(edmMessages);
  const { t, navigate, locale } = usePortico();
  const sender = useEdmSender(businessId);
  const verify = useVerifyEdmSender(businessId);
  if (sender.isPending || sender.data?.status === "Success") return null;
  if (sender.error) {
    if (isPorticoError(sender.error) && sender.error.code === "EDM_NO_EMAIL")
      return (
        <Alert tone="warning">
          <p className={s.line}>{t("edm.sender.noEmail")}</p>
          <Button
            variant="secondary"
            onClick={() => (onSetEmail ? onSetEmail() : navigate(`/businesses/${businessId}/detail`))}
          >
            {t("edm.sender.setEmail")}
          </Button>
        </Alert>
      );
    return (
      <Alert tone="danger" title={t("Error")}>
        {t("Check Email Server Error Desc")}
      </Alert>
    );
  }
  const { status, email } = sender.data;
  if (status === "Pending")
    return (
      <Alert tone="success">
        <p className={s.line}>{t("edm.sender.Pending", { email })}</p>
      </Alert>
    );
  return (
    <Alert tone="warning">
      <p className={s.line}>
        {t(status === "NotAvailable" ? "edm.sender.NotAvailable" : "edm.sender.notVerified", { email })}
      </p>
      <WriteControl businessId={businessId} verb="post">
        <Button variant="secondary" loading={verify.isPending} onClick={() => verify.mutate(locale)}>
          {t("edm.sender.verify")}
        </Button>
      </WriteControl>
    </Alert>
  );
}
