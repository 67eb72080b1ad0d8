import { DEFAULT_TIME_ZONE } from "@portico/sdk/rules";
import { useEffect, useMemo, useRef, useState } from "react";
import { useBusiness } from "../../data/businesses";
import { useCreateConfigGroup, useUpdateConfigGroup } from "../../data/configGroups";
import type { ConfigGroup } from "../../data/configGroupTypes";
import { errorCode, errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useConfirm } from "../../ui/Confirm";
import { FormDialog } from "../../ui/FormDialog";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { timeZoneList } from "../../ui/timeZones";
import { configGroupMessages } from "./i18n";
import { activitiesOf, choiceOf, type SsidActivityChoice, SsidActivityFields } from "./SsidActivityFields";
import { SsidFields, type SsidsByBand, ssidProblems, ssidsOf, withSsids } from "./SsidFields";

/** Props of {@link ConfigGroupEditDialog}. */
export interface ConfigGroupEditDialogProps {
  businessId: number;
  /** The group to edit; omitted to add a new one (it starts from the server's defaults). */
  configGroup?: ConfigGroup;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(configGroup: ConfigGroup): void;
}

const NAME_MAX = 100;

/**
 * Edits a configuration group's name, time zone, SSIDs and (when editing) the activity of each SSID. Changing a configuration that several iNode groups
 * use asks first (part 1 section 5); everything typed stays when the server refuses.
 * @example <ConfigGroupEditDialog businessId={bid} configGroup={cg} open={open} onOpenChange={setOpen} />
 */
export function ConfigGroupEditDialog({
  businessId,
  configGroup,
  open,
  onOpenChange,
  onSaved,
}: ConfigGroupEditDialogProps) {
  useAreaMessages(configGroupMessages);
  const { t } = usePortico();
  const toast = useToast();
  const { confirm, element: confirmElement } = useConfirm();
  const create = useCreateConfigGroup(businessId);
  const update = useUpdateConfigGroup(businessId);
  // A new group starts in the business's time zone (the owner's browser's when the business was made), not a fixed one.
  const businessTimeZone = useBusiness(businessId).data?.profile.timeZone;
  const [name, setName] = useState("");
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [ssids, setSsids] = useState<SsidsByBand>({ "2.4g": [], "5g": [] });
  const [ssidActivities, setSsidActivities] = useState<SsidActivityChoice>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneList().map((z) => ({ value: z, label: z })), []);

  // Each opening starts from the group as stored; a refetch while open never overwrites what was typed.
  const latest = useRef(configGroup);
  latest.current = configGroup;
  const zoneRef = useRef(businessTimeZone);
  zoneRef.current = businessTimeZone;
  const openedFor = open ? (configGroup?.id ?? "new") : null;
  useEffect(() => {
    if (openedFor === null) return;
    const cg = latest.current;
    setName(cg?.name ?? "");
    setTimeZone(cg?.timeZone ?? (zoneRef.current || DEFAULT_TIME_ZONE));
    setSsids(ssidsOf(cg?.network));
    setSsidActivities(choiceOf(cg));
    setSubmitted(false);
    setFormError(null);
  }, [openedFor]);

  const nameError = !name.trim()
    ? t("validation.required")
    : name.length > NAME_MAX
      ? t("configgroups.edit.nameTooLong")
      : null;
  const invalid = Boolean(nameError) || Object.keys(ssidProblems(ssids)).length > 0;
  const busy = create.isPending || update.isPending;

  const askShared = (names: string) =>
    confirm({
      message: t("configgroups.edit.confirmShared", { names }),
      confirmText: t("configgroups.edit.saveAnyway"),
    });

  const submit = async () => {
    setSubmitted(true);
    setFormError(null);
    if (invalid) return;
    try {
      if (!configGroup) {
        const hasSsids = ssids["2.4g"].length + ssids["5g"].length > 0;
        const saved = await create.mutateAsync({
          name: name.trim(),
          timeZone,
          ...(hasSsids ? { network: withSsids(undefined, ssids) } : {}),
        });
        toast.success(t("configgroups.toast.add"));
        onSaved?.(saved);
        onOpenChange(false);
        return;
      }
      const body = {
        name: name.trim(),
        timeZone,
        network: withSsids(configGroup.network, ssids),
        activities: activitiesOf(ssidActivities, ssids),
      };
      let confirmed = false;
      if (configGroup.inodeGroups.length > 1) {
        if (!(await askShared(configGroup.inodeGroups.map((g) => g.name).join(", ")))) return;
        confirmed = true;
      }
      let saved: ConfigGroup;
      try {
        saved = await update.mutateAsync({ id: configGroup.id, body, confirm: confirmed });
      } catch (err) {
        // More groups may use it by now than when the list loaded: ask, then send again.
        if (errorCode(err) !== "CONFIG_GROUP_IN_USE" || confirmed) throw err;
        const names = (err as { userMessage?: string }).userMessage ?? "";
        if (!(await askShared(names))) return;
        saved = await update.mutateAsync({ id: configGroup.id, body, confirm: true });
      }
      toast.success(t("configgroups.toast.update"));
      onSaved?.(saved);
      onOpenChange(false);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  return (
    <>
      <FormDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={configGroup ? t("configgroups.edit.title") : t("configgroups.edit.titleNew")}
        formError={formError}
        onSubmit={() => void submit()}
        submitLabel={configGroup ? t("configgroups.save") : t("configgroups.create")}
        busy={busy}
      >
        <TextField
          label={t("configgroups.field.name")}
          name="name"
          value={name}
          maxLength={NAME_MAX}
          onChange={setName}
          error={submitted ? nameError : null}
          autoFocus
        />
        <SelectField label={t("configgroups.field.timeZone")} options={zones} value={timeZone} onChange={setTimeZone} />
        {configGroup || ssids["2.4g"].length + ssids["5g"].length > 0 ? (
          <SsidFields value={ssids} onChange={setSsids} showErrors={submitted} disabled={busy} />
        ) : (
          <p>{t("configgroups.edit.defaultsHint")}</p>
        )}
        {configGroup ? (
          <SsidActivityFields
            businessId={businessId}
            ssids={ssids}
            value={ssidActivities}
            onChange={setSsidActivities}
            known={configGroup.activities}
            disabled={busy}
          />
        ) : null}
      </FormDialog>
      {confirmElement}
    </>
  );
}
