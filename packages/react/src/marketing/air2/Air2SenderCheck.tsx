import { useEdmSender, useVerifyEdmSender } from "../../data/edmSender";
import { errorCode } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./air2.css";

/** Props of {@link Air2SenderCheck}. */
export interface Air2SenderCheckProps {
  businessId: number;
  /** Opens the business profile to set its e-mail; default navigates to /businesses/{bid}/detail. */
  onSetBusinessEmail?(): void;
}

/**
 * The sender check of the projects screen (part 3): nothing while the sender is verified (Success); otherwise the
 * offer to send a verification e-mail, or, without a business e-mail (EDM_NO_EMAIL), to set it. A verification
 * answer Pending is an info, NotAvailable a warning; any other failure is 'Check Email Server Error Desc'.
 */
export function Air2SenderCheck({ businessId, onSetBusinessEmail }: Air2SenderCheckProps) {
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const sender = useEdmSender(businessId);
  const verify = useVerifyEdmSender(businessId);
  if (sender.isPending || sender.data?.status === "Success") return null;
  if (sender.isError) {
    if (errorCode(sender.error) === "EDM_NO_EMAIL")
      return (
        <Alert tone="warning" title={t("air2.sender.noEmail.title")}>
          <p className={s.muted}>{t("air2.sender.noEmail")}</p>
          <WriteControl businessId={businessId} verb="put">
            <Button
              variant="secondary"
              onClick={() => (onSetBusinessEmail ? onSetBusinessEmail() : navigate(`/businesses/${businessId}/detail`))}
            >
              {t("air2.sender.setEmail")}
            </Button>
          </WriteControl>
        </Alert>
      );
    return <Alert tone="danger">{t("air2.sender.checkError")}</Alert>;
  }
  const status = verify.data?.status ?? sender.data?.status;
  return (
    <Alert tone="warning" title={t("air2.sender.notVerified.title")}>
      <p className={s.muted}>
        {status === "Pending"
          ? t("air2.sender.pending")
          : status === "NotAvailable"
            ? t("air2.sender.notAvailable")
            : t("air2.sender.notVerified")}
      </p>
      <WriteControl businessId={businessId} verb="post">
        <Button
          variant="secondary"
          loading={verify.isPending}
          onClick={() => verify.mutate(locale, { onError: (e) => toast.error(e) })}
        >
          {t("air2.sender.verify")}
        </Button>
      </WriteControl>
    </Alert>
  );
}
