import { type FormEvent, useState } from "react";
import { useDispatchAir2Test } from "../../data/air2";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;
const split = (v: string) =>
  v
    .split(/[,;\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The e-mails and phones of the test dialog, or the first malformed entry of each. */
export function testRecipients(emails: string, phones: string) {
  const e = split(emails);
  const p = split(phones);
  return {
    emails: e,
    phones: p,
    badEmail: e.find((x) => !EMAIL.test(x)) ?? null,
    badPhone: p.find((x) => !PHONE.test(x)) ?? null,
  };
}

/** Props of {@link Air2TestDialog}. */
export interface Air2TestDialogProps {
  campaignId: number;
  open: boolean;
  onClose(): void;
}

/** The recipient test dialog: e-mails and phones (comma or space separated) get the saved channels (type=test). */
export function Air2TestDialog({ campaignId, open, onClose }: Air2TestDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const dispatch = useDispatchAir2Test(campaignId);
  const [emails, setEmails] = useState("");
  const [phones, setPhones] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const r = testRecipients(emails, phones);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (r.badEmail || r.badPhone) return;
    if (!r.emails.length && !r.phones.length) return setFormError(t("air2.test.none"));
    dispatch.mutate(
      { emails: r.emails, phones: r.phones },
      {
        onSuccess: () => {
          toast.success(t("air2.test.sent"));
          onClose();
        },
        onError: (err) => setFormError(errorMessage(t, err)),
      },
    );
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("air2.test.title")}
      description={t("air2.test.description")}
      formError={formError}
      onSubmit={submit}
      submitLabel={t("air2.test.send")}
      busy={dispatch.isPending}
    >
      <TextField
        label={t("air2.test.emails")}
        value={emails}
        onChange={setEmails}
        error={r.badEmail ? t("air2.test.badEmail", { value: r.badEmail }) : null}
      />
      <TextField
        label={t("air2.test.phones")}
        value={phones}
        onChange={setPhones}
        error={r.badPhone ? t("air2.test.badPhone", { value: r.badPhone }) : null}
      />
    </FormDialog>
  );
}
