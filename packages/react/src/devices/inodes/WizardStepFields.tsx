import type { ConfigGroup } from "../../data/configGroupTypes";
import { useINodeModels } from "../../data/inodeModels";
import { useNewINodes } from "../../data/newINodes";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { timeZoneList } from "../../ui/timeZones";
import * as s from "./inodes.css";
import { baseSsidOf, portalOf } from "./wizardConfiguration";

/** The wizard's steps, in order (part 1 section 2: device, name, SSID, time zone, configuration). */
export const WIZARD_STEPS = ["device", "name", "ssid", "timeZone", "configuration"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Everything the wizard collects, as typed. */
export interface WizardValues {
  ac: string;
  modelId: string;
  nickname: string;
  groupName: string;
  ssid: string;
  timeZone: string;
  /** A configuration group id, or "new". */
  configuration: string;
}

interface Props {
  businessId: number;
  step: WizardStep;
  values: WizardValues;
  /** The business's configuration groups (the first is the default configuration). */
  configGroups: readonly ConfigGroup[];
  /** The name a new configuration would get. */
  newConfigName: string;
  errors: Partial<Record<keyof WizardValues, string>>;
  onChange(patch: Partial<WizardValues>): void;
}

/** The fields of one wizard step. */
export function WizardStepFields(props: Props) {
  const { businessId, step, values, errors, onChange, configGroups, newConfigName } = props;
  const { t } = usePortico();
  const models = useINodeModels();
  const found = useNewINodes(businessId, step === "device");
  const chosen = configGroups.find((c) => String(c.id) === values.configuration);
  const portal = portalOf(chosen);
  const field = (name: keyof WizardValues) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (v: string) => onChange({ [name]: v }),
  });
  switch (step) {
    case "device": {
      const picked = found.data?.find((d) => d.ac === values.ac.trim().toUpperCase());
      return (
        <>
          <SelectField
            label={t("inodes.wizard.found")}
            options={[
              { value: "", label: found.data?.length ? t("inodes.wizard.typeAc") : t("inodes.scan.none") },
              ...(found.data ?? []).map((d) => ({ value: d.ac, label: `${d.ac} · ${d.modelId}` })),
            ]}
            value={picked?.ac ?? ""}
            onChange={(ac) => {
              const d = found.data?.find((x) => x.ac === ac);
              onChange(d ? { ac: d.ac, modelId: d.modelId } : { ac: "" });
            }}
          />
          <TextField label={t("inodes.field.ac")} hint={t("inodes.field.acHint")} autoComplete="off" {...field("ac")} />
          <SelectField
            label={t("inodes.field.model")}
            options={[
              { value: "", label: models.isError ? t("Cannot load iNode models!") : t("inodes.field.chooseModel") },
              ...(models.data ?? []).map((m) => ({ value: m.id, label: m.name })),
            ]}
            {...field("modelId")}
          />
          <TextField label={t("inodes.field.nickname")} {...field("nickname")} />
        </>
      );
    }
    case "name":
      return <TextField label={t("inodes.field.groupName")} {...field("groupName")} />;
    case "ssid":
      return (
        <>
          <TextField label={t("inodes.field.ssid")} hint={t("inodes.field.ssidHint")} {...field("ssid")} />
          {chosen ? (
            <p className={s.muted}>
              {t(
                values.ssid.trim() === baseSsidOf(chosen)
                  ? "inodes.wizard.ssidOfConfiguration"
                  : "inodes.wizard.ssidRenamesConfiguration",
                { name: chosen.name },
              )}
            </p>
          ) : null}
        </>
      );
    case "timeZone":
      return (
        <SelectField
          label={t("inodes.field.timeZone")}
          options={timeZoneList().map((z) => ({ value: z, label: z }))}
          {...field("timeZone")}
        />
      );
    case "configuration":
      return (
        <>
          <SelectField
            label={t("inodes.field.configuration")}
            options={[
              ...configGroups.map((c) => ({ value: String(c.id), label: c.name })),
              { value: "new", label: t("inodes.wizard.newConfiguration", { name: newConfigName }) },
            ]}
            {...field("configuration")}
          />
          <p className={s.muted} role="status">
            {chosen
              ? t("inodes.wizard.usesConfiguration", { name: chosen.name, ssid: values.ssid })
              : t("inodes.wizard.newConfigurationHint", { ssid: values.ssid })}{" "}
            {chosen
              ? portal
                ? t("inodes.wizard.portalOn", { ssid: values.ssid, activity: portal })
                : t("inodes.wizard.noPortal", { ssid: values.ssid })
              : null}
          </p>
        </>
      );
  }
}
