import { useCreateNetworkConfig } from "../../data/networkConfigs";
import type { NetworkConfig } from "../../data/networkConfigTypes";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { Form, FormError } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { useForm } from "../../ui/useForm";
import { NETWORK_CONFIG_NAME_MAX } from "./NetworkConfigEditor";
import * as s from "./netconfig.css";

/** Asks a name and adds a template with the business's default configuration (section 9). */
export function NewNetworkConfigDialog(props: {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(c: NetworkConfig): void;
}) {
  const { t } = usePortico();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={t("netconfig.add")}>
      {props.open ? <NewForm {...props} /> : null}
    </Dialog>
  );
}

function NewForm({ businessId, onOpenChange, onCreated }: Parameters<typeof NewNetworkConfigDialog>[0]) {
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
    <Form onSubmit={form.handleSubmit}>
      <FormError error={form.formError} />
      <p className={s.muted}>{t("netconfig.add.hint")}</p>
      <TextField
        label={t("netconfig.field.name")}
        maxLength={NETWORK_CONFIG_NAME_MAX}
        autoFocus
        {...form.field("name")}
      />
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("Cancel")}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t("netconfig.create")}
        </Button>
      </div>
    </Form>
  );
}
