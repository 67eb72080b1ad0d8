import { DEFAULT_TIME_ZONE, isNameLengthValid, UNASSIGNED_GROUP_ID } from "@portico/sdk/rules";
import { useState } from "react";
import { useINodeGroups } from "../../data/inodeGroups";
import { useINodeModels } from "../../data/inodeModels";
import { useBindINode } from "../../data/inodes";
import type { INode } from "../../data/inodeTypes";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { timeZoneList } from "../../ui/timeZones";
import { useForm } from "../../ui/useForm";
import { bindKey, toAccessCode } from "./accessCode";
import { inodesMessages } from "./i18n";

/** Props of {@link BindINodeDialog}. */
export interface BindINodeDialogProps {
  businessId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Prefill from a scanned device or the current group filter. */
  initial?: { ac?: string; modelId?: string; groupId?: number };
  onBound?(node: INode): void;
}

/**
 * Binds a device by its access code (the MAC on its label, any spelling), model, nickname, group and time
 * zone. The access code and nickname are checked with the shared rules before the call; a refusal (already
 * bound here or elsewhere) shows in the form and keeps what was typed.
 * @example <BindINodeDialog businessId={bid} open={open} onOpenChange={setOpen} />
 */
export function BindINodeDialog(props: BindINodeDialogProps) {
  useAreaMessages(inodesMessages);
  // Mounted per opening, so each one starts from the prefill.
  return props.open ? <BindForm {...props} /> : null;
}

function BindForm({ businessId, initial, onOpenChange, onBound }: BindINodeDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const models = useINodeModels();
  const groups = useINodeGroups(businessId);
  const bind = useBindINode(businessId);
  // One key prefix per dialog: a retried submit of the same device binds it once.
  const [keyPrefix] = useState(() => `bind-ui:${crypto.randomUUID()}`);
  const groupOf = (id: string) => groups.data?.find((g) => String(g.id) === id);
  const form = useForm({
    initialValues: {
      ac: initial?.ac ?? "",
      modelId: initial?.modelId ?? "",
      nickname: "",
      groupId: String(initial?.groupId ?? UNASSIGNED_GROUP_ID),
      timeZone: "",
    },
    validate: (v) => ({
      ac: !v.ac.trim() ? t("validation.required") : toAccessCode(v.ac) ? null : t("inodes.error.ac"),
      modelId: v.modelId ? null : t("validation.required"),
      nickname: v.nickname.trim() && !isNameLengthValid(v.nickname.trim()) ? t("inodes.error.nameLength") : null,
    }),
    onSubmit: async (v) => {
      const group = Number(v.groupId);
      const body = {
        ac: toAccessCode(v.ac) ?? v.ac,
        modelId: v.modelId,
        timeZone: v.timeZone || groupOf(v.groupId)?.timeZone || DEFAULT_TIME_ZONE,
        ...(v.nickname.trim() ? { nickname: v.nickname.trim() } : {}),
        ...(group !== UNASSIGNED_GROUP_ID ? { groupId: group } : {}),
      };
      const node = await bind.mutateAsync({ idempotencyKey: bindKey(keyPrefix, body), body });
      toast.success(t("Add"));
      onBound?.(node);
      onOpenChange(false);
    },
  });
  const modelOptions = [
    { value: "", label: models.isError ? t("Cannot load iNode models!") : t("inodes.field.chooseModel") },
    ...(models.data ?? []).map((m) => ({ value: m.id, label: m.name })),
  ];
  const groupOptions = (groups.data ?? []).map((g) => ({
    value: String(g.id),
    label: g.id === UNASSIGNED_GROUP_ID ? t("Unassigned Group INodes") : g.name,
  }));
  if (!groupOptions.length)
    groupOptions.push({ value: String(UNASSIGNED_GROUP_ID), label: t("Unassigned Group INodes") });
  const zoneDefault = groupOf(form.values.groupId)?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <FormDialog
      open
      onClose={() => onOpenChange(false)}
      title={t("inodes.bind.title")}
      formError={form.formError}
      onSubmit={form.handleSubmit}
      submitLabel={t("inodes.bind.submit")}
      busy={form.submitting}
    >
      <TextField
        label={t("inodes.field.ac")}
        hint={t("inodes.field.acHint")}
        autoComplete="off"
        spellCheck={false}
        {...form.field("ac")}
      />
      <SelectField
        label={t("inodes.field.model")}
        options={modelOptions}
        value={form.values.modelId}
        error={form.errorOf("modelId")}
        name="modelId"
        onChange={(v) => form.setValue("modelId", v)}
      />
      <TextField label={t("inodes.field.nickname")} placeholder={t("My First iNode")} {...form.field("nickname")} />
      <SelectField
        label={t("inodes.field.group")}
        options={groupOptions}
        value={form.values.groupId}
        onChange={(v) => form.setValue("groupId", v)}
      />
      <SelectField
        label={t("inodes.field.timeZone")}
        options={timeZoneList().map((z) => ({ value: z, label: z }))}
        value={form.values.timeZone || zoneDefault}
        onChange={(v) => form.setValue("timeZone", v)}
      />
    </FormDialog>
  );
}
