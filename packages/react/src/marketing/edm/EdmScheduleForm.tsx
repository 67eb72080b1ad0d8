import { fromLocalInput, toLocalInput } from "@portico/sdk/rules";
import { usePortico } from "../../provider/context";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import * as s from "./edm.css";
import {
  defaultSchedule,
  EDM_DEFAULTS,
  type EdmDeliveryMode,
  type EdmSchedule,
  type EdmScheduleType,
  withScheduleType,
} from "./edmModel";

/** Props of {@link EdmScheduleForm}. */
export interface EdmScheduleFormProps {
  schedule: EdmSchedule;
  onChange(next: EdmSchedule): void;
  timeZone: string;
  /** Field keys with a problem (from `scheduleProblems`). */
  problems?: readonly string[];
  disabled?: boolean;
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` }));
const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));

/**
 * Step 6: the delivery mode (customized, scheduleToBirthday, scheduleToInvitation) and its variant: once at a date,
 * weekly on a day or monthly on a day of the month; the birthday mode and days before; days after the last or the
 * first visit; each with its send hour in the business's time zone.
 */
export function EdmScheduleForm({ schedule, onChange, timeZone, problems = [], disabled }: EdmScheduleFormProps) {
  const { t } = usePortico();
  const err = (k: string) => (problems.includes(k) ? t("edm.field.required") : null);
  const hour = (value: number, set: (h: number) => void) => (
    <SelectField
      label={t("edm.schedule.sendHour")}
      options={HOURS}
      value={String(value)}
      disabled={disabled}
      error={err("sendHour")}
      onChange={(v) => set(Number(v))}
    />
  );
  let detail: React.ReactNode = null;
  if (schedule.deliveryMode === "customized") {
    const type = schedule.type ?? "scheduleOnDate";
    const r = schedule.routine ?? { sendHour: EDM_DEFAULTS.sendHour };
    detail = (
      <>
        <SelectField<EdmScheduleType>
          label={t("edm.schedule.type")}
          options={(["scheduleOnDate", "weekly", "monthly"] as const).map((v) => ({
            value: v,
            label: t(`edm.type.${v}`),
          }))}
          value={type}
          disabled={disabled}
          onChange={(v) => onChange(withScheduleType(schedule, v, timeZone))}
        />
        {type === "scheduleOnDate" ? (
          <TextField
            type="datetime-local"
            label={t("edm.schedule.at")}
            value={schedule.at !== undefined ? toLocalInput(schedule.at, timeZone) : ""}
            disabled={disabled}
            error={problems.includes("at") ? t("edm.schedule.atPast") : null}
            onChange={(v) => onChange({ ...schedule, at: fromLocalInput(v, timeZone) ?? undefined })}
          />
        ) : null}
        {type === "weekly" ? (
          <SelectField
            label={t("edm.schedule.dayOfWeek")}
            options={[0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: String(d), label: t(`edm.day.${d}`) }))}
            value={String(r.dayOfWeek ?? EDM_DEFAULTS.dayOfWeek)}
            disabled={disabled}
            onChange={(v) => onChange({ ...schedule, routine: { ...r, dayOfWeek: Number(v) } })}
          />
        ) : null}
        {type === "monthly" ? (
          <SelectField
            label={t("edm.schedule.dayOfMonth")}
            options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            value={String(r.dayOfMonth ?? EDM_DEFAULTS.dayOfMonth)}
            disabled={disabled}
            onChange={(v) => onChange({ ...schedule, routine: { ...r, dayOfMonth: Number(v) } })}
          />
        ) : null}
        {type !== "scheduleOnDate"
          ? hour(r.sendHour, (sendHour) => onChange({ ...schedule, routine: { ...r, sendHour } }))
          : null}
      </>
    );
  } else if (schedule.deliveryMode === "scheduleToBirthday") {
    const b = schedule.birthday ?? {
      mode: "daily" as const,
      daysBefore: EDM_DEFAULTS.birthdayDaysBefore,
      sendHour: EDM_DEFAULTS.sendHour,
    };
    detail = (
      <>
        <SelectField<"daily" | "monthly">
          label={t("edm.schedule.birthdayMode")}
          options={(["daily", "monthly"] as const).map((v) => ({ value: v, label: t(`edm.birthday.${v}`) }))}
          value={b.mode}
          disabled={disabled}
          onChange={(mode) => onChange({ ...schedule, birthday: { ...b, mode } })}
        />
        <TextField
          type="number"
          min={0}
          max={60}
          label={t("edm.schedule.daysBefore")}
          value={Number.isNaN(b.daysBefore) ? "" : String(b.daysBefore)}
          disabled={disabled}
          error={err("daysBefore")}
          onChange={(v) => onChange({ ...schedule, birthday: { ...b, daysBefore: num(v) } })}
        />
        {hour(b.sendHour, (sendHour) => onChange({ ...schedule, birthday: { ...b, sendHour } }))}
      </>
    );
  } else {
    const which = schedule.firstVisit ? "firstVisit" : "lastVisit";
    const v = schedule[which] ?? { days: EDM_DEFAULTS.invitationDays, sendHour: EDM_DEFAULTS.sendHour };
    const put = (k: "firstVisit" | "lastVisit", trigger: typeof v) =>
      onChange({ deliveryMode: "scheduleToInvitation", [k]: trigger });
    detail = (
      <>
        <SelectField<"lastVisit" | "firstVisit">
          label={t("edm.schedule.visit")}
          options={(["lastVisit", "firstVisit"] as const).map((k) => ({ value: k, label: t(`edm.visit.${k}`) }))}
          value={which}
          disabled={disabled}
          onChange={(k) => put(k, v)}
        />
        <TextField
          type="number"
          min={1}
          max={3650}
          label={t("edm.schedule.days")}
          value={Number.isNaN(v.days) ? "" : String(v.days)}
          disabled={disabled}
          error={err("days")}
          onChange={(d) => put(which, { ...v, days: num(d) })}
        />
        {hour(v.sendHour, (sendHour) => put(which, { ...v, sendHour }))}
      </>
    );
  }
  return (
    <div className={s.page}>
      <div className={s.row}>
        <SelectField<EdmDeliveryMode>
          label={t("edm.schedule.mode")}
          options={(["customized", "scheduleToBirthday", "scheduleToInvitation"] as const).map((m) => ({
            value: m,
            label: t(`edm.mode.${m}`),
          }))}
          value={schedule.deliveryMode}
          disabled={disabled}
          onChange={(m) => onChange(m === schedule.deliveryMode ? schedule : defaultSchedule(m, timeZone))}
        />
        {detail}
      </div>
      <p className={s.muted}>{t("edm.schedule.timeZone", { timeZone })}</p>
    </div>
  );
}
