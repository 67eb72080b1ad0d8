import { type FormEvent, useState } from "react";
import { useCreateEdmTemplate } from "../../data/edmTemplates";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";

/** Props of {@link EdmSaveTemplateDialog}. */
export interface EdmSaveTemplateDialogProps {
  businessId: number;
  open: boolean;
  subject: string;
  content: string;
  onClose(): void;
}

/** Save-as-template: names the wizard's subject and content as a template ('EDM template is saved!', 5 s). */
export function EdmSaveTemplateDialog({ businessId, open, subject, content, onClose }: EdmSaveTemplateDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateEdmTemplate(businessId);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!name.trim()) return setError(t("edm.field.required"));
    setError(null);
    try {
      await create.mutateAsync({ name: name.trim(), subject, content });
      toast.success(t("EDM template is saved!"), 5000);
      setName("");
      onClose();
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t("edm.template.saveTitle")}
      onSubmit={(e) => void submit(e)}
      submitLabel={t("edm.template.save")}
      busy={create.isPending}
      formError={formError}
    >
      <TextField label={t("edm.template.name")} value={name} maxLength={100} error={error} onChange={setName} />
    </FormDialog>
  );
}
