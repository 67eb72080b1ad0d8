import { DEFAULT_INODE_GROUP_NAME, DEFAULT_TIME_ZONE, isNameLengthValid } from "@portico/sdk/rules";
import { type FormEvent, useId, useMemo } from "react";
import { useCreateINodeGroup, useUpdateINodeGroup } from "../../data/inodeGroups";
import { useINodeModelDescription, useINodeModels } from "../../data/inodeModels";
import type { INodeGroup } from "../../data/inodeTypes";
import { useConfigGroupOptions } from "../../data/networkOptions";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { FormDialog } from "../../ui/FormDialog";
import { RoamingChannelSelect } from "../../ui/roaming/RoamingChannelSelect";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { timeZoneList } from "../../ui/timeZones";
import { useForm } from "../../ui/useForm";
import { inodesMessages } from "./i18n";
import { useVlanDrafts } from "./useVlanDrafts";
import { VlanTabs } from "./VlanTabs";
import * as vs from "./vlanTabs.css";

/** Props of {@link INodeGroupDialog}. */
export interface INodeGroupDialogProps {
  businessId: number;
  /** The group to edit, or null to add one. */
  group: INodeGroup | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(group: INodeGroup): void;
}

/**
 * Adds or edits an iNode group: name, time zone, model, configuration, roaming channel, and the VLANs of each WAN
 * of the chosen model in tabs (kept in the group's `wanVlans`, since a group save strips `network.wan`).
 * @example <INodeGroupDialog businessId={bid} group={null} open={open} onOpenChange={setOpen} />
 */
export function INodeGroupDialog(props: INodeGroupDialogProps) {
  useAreaMessages(inodesMessages);
  // Mounted per opening and per group, so each one starts from the group's values.
  return props.open ? <GroupForm key={props.group?.id ?? "new"} {...props} /> : null;
}

function GroupForm({ businessId, group, onOpenChange, onSaved }: INodeGroupDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const models = useINodeModels();
  const configs = useConfigGroupOptions(businessId);
  const create = useCreateINodeGroup(businessId);
  const update = useUpdateINodeGroup(businessId);
  const headingId = useId();
  const form = useForm({
    initialValues: {
      name: group?.name ?? DEFAULT_INODE_GROUP_NAME,
      timeZone: group?.timeZone ?? DEFAULT_TIME_ZONE,
      modelId: group?.modelId ?? "",
      configurationId: group?.configurationId ? String(group.configurationId) : "",
      roamingId: group?.roamingId ? String(group.roamingId) : "",
    },
    validate: (v) => ({
      name: !v.name.trim()
        ? t("validation.required")
        : isNameLengthValid(v.name.trim())
          ? null
          : t("inodes.error.nameLength"),
    }),
    onSubmit: async (v) => {
      // VLANs go only when the model's WANs are known; otherwise the stored ones stay as they are.
      const wanVlans = !v.modelId ? {} : description.data ? vlans.value() : undefined;
      const body = {
        name: v.name.trim(),
        timeZone: v.timeZone,
        ...(v.modelId ? { modelId: v.modelId } : {}),
        configurationId: v.configurationId ? Number(v.configurationId) : null,
        roamingId: v.roamingId ? Number(v.roamingId) : null,
        ...(wanVlans ? { wanVlans } : {}),
      };
      let saved: INodeGroup;
      try {
        saved = group ? await update.mutateAsync({ groupId: group.id, body }) : await create.mutateAsync(body);
      } catch (err) {
        vlans.takeServerErrors((err as { fields?: Record<string, string> } | null)?.fields);
        throw err;
      }
      toast.success(t(group ? "Update" : "Add"));
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const description = useINodeModelDescription(form.values.modelId || null);
  const wans = useMemo(() => (description.data?.wan ?? []).map((w) => w.interface), [description.data]);
  const vlans = useVlanDrafts(group?.wanVlans, wans);
  // The VLAN rules run with the form's: a refused VLAN field stops the save and its tab is shown.
  const submit = (e: FormEvent) => {
    if (vlans.validate()) void form.handleSubmit(e);
  };
  return (
    <FormDialog
      open
      onClose={() => onOpenChange(false)}
      title={t(group ? "inodes.groupDialog.editTitle" : "inodes.groupDialog.newTitle")}
      formError={form.formError}
      onSubmit={submit}
      submitLabel={t("inodes.save")}
      busy={form.submitting}
    >
      <TextField label={t("inodes.field.groupName")} {...form.field("name")} />
      <SelectField
        label={t("inodes.field.timeZone")}
        options={timeZoneList().map((z) => ({ value: z, label: z }))}
        value={form.values.timeZone}
        onChange={(v) => form.setValue("timeZone", v)}
      />
      <SelectField
        label={t("inodes.field.model")}
        options={[
          { value: "", label: models.isError ? t("Cannot load iNode models!") : t("inodes.field.chooseModel") },
          ...(models.data ?? []).map((m) => ({ value: m.id, label: m.name })),
        ]}
        value={form.values.modelId}
        onChange={(v) => form.setValue("modelId", v)}
      />
      <SelectField
        label={t("inodes.field.configuration")}
        options={[
          { value: "", label: t("inodes.field.noConfiguration") },
          ...(configs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={form.values.configurationId}
        onChange={(v) => form.setValue("configurationId", v)}
      />
      <RoamingChannelSelect
        businessId={businessId}
        label={t("inodes.field.roaming")}
        value={form.values.roamingId ? Number(form.values.roamingId) : null}
        onChange={(id) => form.setValue("roamingId", id === null ? "" : String(id))}
      />
      <section className={vs.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={vs.heading}>
          {t("inodes.vlan.heading")}
        </h3>
        {!form.values.modelId ? (
          <p className={vs.muted}>{t("inodes.vlan.chooseModel")}</p>
        ) : description.isError ? (
          <p role="alert" className={vs.wanError}>
            {t("inodes.vlan.descriptionFailed")}
          </p>
        ) : description.isPending ? (
          <p className={vs.muted}>{t("inodes.vlan.loading")}</p>
        ) : wans.length === 0 ? (
          <p className={vs.muted}>{t("inodes.vlan.noWan")}</p>
        ) : (
          <VlanTabs wans={wans} editor={vlans} />
        )}
      </section>
    </FormDialog>
  );
}
