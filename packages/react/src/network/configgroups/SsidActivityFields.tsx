import { useActivities } from "../../data/activities";
import type { ConfigGroup } from "../../data/configGroupTypes";
import { usePortico } from "../../provider/context";
import { Alert } from "../../ui/Form";
import { SelectField } from "../../ui/SelectField";
import * as s from "./configgroups.css";
import type { SsidsByBand } from "./SsidFields";

/** The activity id (or "" for none) chosen per SSID index. */
export type SsidActivityChoice = Record<string, string>;

/** The choice as the stored group has it. */
export function choiceOf(cg: ConfigGroup | undefined): SsidActivityChoice {
  return Object.fromEntries(Object.entries(cg?.activities ?? {}).map(([i, a]) => [i, String(a.activityId)]));
}

/** The contract's `activities` map of a choice, only SSIDs still enabled on some radio. */
export function activitiesOf(choice: SsidActivityChoice, ssids: SsidsByBand): ConfigGroup["activities"] {
  const enabled = new Set([...ssids["2.4g"], ...ssids["5g"]].filter((x) => x.enable).map((x) => String(x.index)));
  return Object.fromEntries(
    Object.entries(choice)
      .filter(([i, id]) => id && enabled.has(i))
      .map(([i, id]) => [i, { activityId: Number(id) }]),
  );
}

/** Props of {@link SsidActivityFields}. */
export interface SsidActivityFieldsProps {
  businessId: number;
  ssids: SsidsByBand;
  value: SsidActivityChoice;
  onChange(next: SsidActivityChoice): void;
  /** Names of activities already chosen, shown even when the list cannot load. */
  known?: ConfigGroup["activities"];
  disabled?: boolean;
}

/** The activity (captive portal) of each enabled SSID, picked from the business's activity list. */
export function SsidActivityFields({ businessId, ssids, value, onChange, known, disabled }: SsidActivityFieldsProps) {
  const { t } = usePortico();
  const list = useActivities(businessId);
  const names = new Map((list.data ?? []).map((a) => [String(a.id), a.name]));
  for (const a of Object.values(known ?? {}))
    if (!names.has(String(a.activityId))) names.set(String(a.activityId), a.activityName ?? `#${a.activityId}`);
  const options = [
    { value: "", label: t("configgroups.ssidActivity.none") },
    ...[...names].map(([v, l]) => ({ value: v, label: l })),
  ];
  const byIndex = new Map<number, string>();
  for (const band of ["2.4g", "5g"] as const)
    for (const x of ssids[band])
      if (x.enable && !byIndex.has(x.index)) byIndex.set(x.index, x.name || `SSID-${x.index}`);
  return (
    <fieldset className={s.section} disabled={disabled}>
      <legend className={s.sectionTitle}>{t("configgroups.ssidActivity.title")}</legend>
      {list.error ? (
        <Alert tone="danger" title={t("Error")}>
          {t("configgroups.activities.loadFailed")}
        </Alert>
      ) : list.isPending ? (
        <p role="status" className={s.muted}>
          {t("configgroups.activities.loading")}
        </p>
      ) : names.size === 0 ? (
        <p className={s.muted}>{t("configgroups.activities.emptyList")}</p>
      ) : null}
      {[...byIndex]
        .sort((a, b) => a[0] - b[0])
        .map(([index, name]) => (
          <SelectField
            key={index}
            label={t("configgroups.ssidActivity.for", { ssid: name })}
            options={options}
            value={value[String(index)] ?? ""}
            onChange={(id) => onChange({ ...value, [String(index)]: id })}
          />
        ))}
    </fieldset>
  );
}
