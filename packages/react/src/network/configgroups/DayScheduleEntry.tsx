import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./configgroups.css";
import type { EntryDraft, SsidOption } from "./dayEntries";

/** Props of {@link DayScheduleEntry}. */
export interface DayScheduleEntryProps {
  draft: EntryDraft;
  /** 1-based, for the labels. */
  position: number;
  ssids: SsidOption[];
  activities: { value: string; label: string }[];
  /** A past entry, or a view-only day. */
  locked: boolean;
  problem: string | null;
  onChange(next: EntryDraft): void;
  onRemove(): void;
}

/** One time entry of a day: its time and the activity each SSID switches to. */
export function DayScheduleEntry({
  draft,
  position,
  ssids,
  activities,
  locked,
  problem,
  onChange,
  onRemove,
}: DayScheduleEntryProps) {
  const { t } = usePortico();
  const options = [{ value: "", label: t("configgroups.day.noActivity") }, ...activities];
  return (
    <li className={s.entry} aria-label={t("configgroups.day.entry", { n: position, time: draft.time })}>
      <TextField
        label={t("configgroups.day.time", { n: position })}
        type="time"
        value={draft.time}
        disabled={locked}
        error={problem}
        onChange={(time) => onChange({ ...draft, time })}
      />
      <div className={s.ssidGrid}>
        {ssids.map((ssid) => (
          <SelectField
            key={ssid.index}
            label={t("configgroups.day.activityFor", { ssid: ssid.name, n: position })}
            options={options}
            value={draft.activities[ssid.index] ?? ""}
            disabled={locked}
            onChange={(id) => onChange({ ...draft, activities: { ...draft.activities, [ssid.index]: id } })}
          />
        ))}
      </div>
      {locked ? (
        <span className={s.badge}>{t("configgroups.day.locked")}</span>
      ) : (
        <Button variant="danger" onClick={onRemove} aria-label={t("configgroups.day.removeN", { n: position })}>
          {t("configgroups.remove")}
        </Button>
      )}
    </li>
  );
}
