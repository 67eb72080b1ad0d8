import { useState } from "react";
import { type Activity, useCreateActivity } from "../../data/activities";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";

/** Props of {@link ActivityAddButton}. */
export interface ActivityAddButtonProps {
  businessId: number;
  /** Why an activity cannot be added yet (an i18n key), or null. */
  blocker: string | null;
  /** Event mode: the project the new activity belongs to. */
  appId?: number | undefined;
  onAdded(activity: Activity): void;
  /** The button's text (default 'Add activity'); the first-activity wizard's 'Advanced editor' asks the same way. */
  label?: string | undefined;
  /** The button's look (default primary). */
  variant?: "primary" | "secondary" | undefined;
}

/**
 * Add: asks the new activity's name first and creates it only when the owner confirms, toasts 'Add' and hands it
 * on; Cancel leaves nothing behind. A blocker shows its message instead of the dialog.
 */
export function ActivityAddButton({ businessId, blocker, appId, onAdded, label, variant }: ActivityAddButtonProps) {
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateActivity(businessId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const start = () => {
    if (blocker) {
      toast.error(t(blocker), blocker === "Msg-Must-Select-Project-First" ? 5000 : undefined); // the spec's 5 s
      return;
    }
    setName("");
    setSubmitted(false);
    setFormError(null);
    setOpen(true);
  };
  const add = async () => {
    setSubmitted(true);
    setFormError(null);
    if (!name.trim()) return;
    try {
      const a = await create.mutateAsync(appId ? { name: name.trim(), appId } : { name: name.trim() });
      setOpen(false);
      toast.success(t("activities.toast.add"));
      onAdded(a);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  return (
    <>
      <WriteControl businessId={businessId} verb="post">
        <Button variant={variant} onClick={start}>
          {label ?? t("activities.list.add")}
        </Button>
      </WriteControl>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("activities.add.title")}
        formError={formError}
        onSubmit={() => void add()}
        submitLabel={t("activities.add.create")}
        busy={create.isPending}
      >
        <TextField
          label={t("activities.add.name")}
          name="name"
          value={name}
          maxLength={100}
          onChange={setName}
          error={submitted && !name.trim() ? t("validation.required") : null}
        />
      </FormDialog>
    </>
  );
}
