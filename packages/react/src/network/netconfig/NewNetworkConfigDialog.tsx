import { useCreateNetworkConfig } from "../../data/networkConfigs";
import type { NetworkConfig } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useForm } from "../../ui/useForm";
import { NETWORK_CONFIG_NAME_MAX } from "./NetworkConfigEditor";

/** Props of {@link NewNetworkConfigDialog}. */
interface NewNetworkConfigDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(c: NetworkConfig): void;
}

/** Asks a name and adds a template with the business's default configuration (section 9). */
export function NewNetworkConfigDialog(props: NewNetworkConfigDialogProps) {
  // Mounted per opening, so each one starts from an empty name.
  return props.open ? <NewForm {...props} /> : null;
}

function NewForm({ businessId, onOpenChange, onCreated }: NewNetworkConfigDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateNetworkConfig(businessId);
  const form = useForm({
    initialValues: { name: "" },
    validate: (v) => ({ name: v.name.trim() ? null : t("validation.required") }),
    onSubmit: async (v) => {
      const c = await create.mutateAsync({ name: v.name.trim() });
      toast.success(t("netconfig.toast.add"));
      onCreated(c);
    },
  });
  return (
    <FormDialog
      open
      onClose={() => onOpenChange(false)}
      title={t("netconfig.add")}
      description={t("netconfig.add.hint")}
      formError={form.formError}
      onSubmit={form.handleSubmit}
      submitLabel={t("netconfig.create")}
      busy={form.submitting}
    >
      <TextField
        label={t("netconfig.field.name")}
        maxLength={NETWORK_CONFIG_NAME_MAX}
        autoFocus
        {...form.field("name")}
      />
    </FormDialog>
  );
}
