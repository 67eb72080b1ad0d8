import { useEffect, useState } from "react";
import { type SmsCampaign, useCreateSmsCampaign } from "../../data/smsCampaigns";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { smsMessages } from "./i18n";
import * as s from "./sms.css";

/** Props of {@link SmsCampaignDialog}. */
export interface SmsCampaignDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called with the new campaign (the list then opens its editor). */
  onSaved?(campaign: SmsCampaign): void;
}

const NAME_MAX = 100;

/**
 * The SMS campaign list's editor dialog: names a new campaign; segments, filters and text follow in the editor.
 * A refused save keeps what was typed.
 * @example <SmsCampaignDialog businessId={bid} open={open} onOpenChange={setOpen} onSaved={openEditor} />
 */
export function SmsCampaignDialog({ businessId, open, onOpenChange, onSaved }: SmsCampaignDialogProps) {
  useAreaMessages(smsMessages);
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateSmsCampaign(businessId);
  const [name, setName] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName("");
      setFormError(null);
    }
  }, [open]);

  const complete = name.trim() !== "";
  const submit = async () => {
    if (!complete || create.isPending) return;
    setFormError(null);
    try {
      const saved = await create.mutateAsync({ name: name.trim(), content: "" });
      toast.success(t("sms.toast.add"));
      onOpenChange(false);
      onSaved?.(saved);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("sms.dialog.title")}
      formError={formError}
      onSubmit={() => void submit()}
      submitLabel={t("sms.save")}
      busy={create.isPending}
      submitDisabled={!complete}
    >
      <TextField
        label={t("sms.field.name")}
        name="name"
        value={name}
        maxLength={NAME_MAX}
        onChange={setName}
        autoFocus
      />
      {complete ? null : <p className={s.muted}>{t("sms.field.required")}</p>}
    </FormDialog>
  );
}
