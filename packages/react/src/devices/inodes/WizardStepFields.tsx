import { useINodeModels } from "../../data/inodeModels";
import { useConfigGroupOptions } from "../../data/networkOptions";
import { useNewINodes } from "../../data/newINodes";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { timeZoneList } from "../../ui/timeZones";
import * as s from "./inodes.css";

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
  errors: Partial<Record<keyof WizardValues, string>>;
  onChange(patch: Partial<WizardValues>): void;
}

/** The fields of one wizard step. */
export function WizardStepFields({ businessId, step, values, errors, onChange }: Props) {
  const { t } = usePortico();
  const models = useINodeModels();
  const found = useNewINodes(businessId, step === "device");
  const configs = useConfigGroupOptions(businessId);
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
      return <TextField label={t("inodes.field.ssid")} hint={t("inodes.field.ssidHint")} {...field("ssid")} />;
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
              { value: "new", label: t("inodes.wizard.newConfiguration", { name: t("My First Setting") }) },
              ...(configs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            {...field("configuration")}
          />
          <p className={s.muted}>
            {values.configuration === "new" ? t("inodes.wizard.newConfigurationHint", { ssid: values.ssid }) : null}
          </p>
        </>
      );
  }
}
