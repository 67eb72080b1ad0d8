import { type DayKey, DEFAULT_TIME_ZONE, dayKey, isScheduleDateEditable } from "@portico/sdk/rules";
import { type ReactNode, useState } from "react";
import { useActivities } from "../../data/activities";
import { useConfigGroup } from "../../data/configGroups";
import type { ScheduleEvent } from "../../data/configGroupTypes";
import { useDateSchedule, useSaveDateSchedule } from "../../data/schedule";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert, FormError } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import * as s from "./configgroups.css";
import { DayScheduleEntry } from "./DayScheduleEntry";
import { dayLabel, daysBetween } from "./dates";
import { activityOptions, draftProblems, type EntryDraft, fromDraft, ssidOptions, toDrafts } from "./dayEntries";
import { configGroupMessages } from "./i18n";

/** Props of {@link DaySchedule}. */
export interface DayScheduleProps {
  businessId: number;
  configGroupId: number;
  /** The calendar event whose days are shown (the route passes it as JSON in `event`). */
  event: ScheduleEvent;
  /** The day shown first; default today when the event runs today, else its first day. */
  date?: DayKey;
  /** Back to the calendar; default navigates to /businesses/{bid}/configgroups/{cgid}/calendar. */
  onBack?(): void;
  className?: string;
}

let nextKey = 1;

/**
 * /configgroups/{cgid}/calendar/schedule: the time entries of each day of an event, each switching SSIDs to
 * activities. Past days are view-only and past entries locked; every new or changed entry is checked with the
 * section 5 rules before the server checks it again.
 * @example <DaySchedule businessId={bid} configGroupId={cgid} event={event} />
 */
export function DaySchedule({ businessId, configGroupId, event, date, onBack, className }: DayScheduleProps) {
  useAreaMessages(configGroupMessages);
  const { t, locale, navigate } = usePortico();
  const toast = useToast();
  const tag = LOCALE_TAGS[locale];
  const cg = useConfigGroup(businessId, configGroupId);
  // The one permission helper: without put, the calendar and lists are for viewing.
  const readOnly = !useCan(businessId, "put");
  const timeZone = cg.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = dayKey(new Date(), timeZone);
  const days = daysBetween(event.start, event.end ?? event.start);
  const [day, setDay] = useState<DayKey>(date ?? (days.includes(today) ? today : (days[0] ?? event.start)));
  const schedule = useDateSchedule(businessId, configGroupId, day);
  const save = useSaveDateSchedule(businessId, configGroupId, day);
  // Unsaved drafts per day, so switching days loses nothing typed.
  const [drafts, setDrafts] = useState<Record<DayKey, EntryDraft[]>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const stored = schedule.data?.entries ?? [];
  const list = drafts[day] ?? toDrafts(stored, timeZone);
  const dirty = drafts[day] !== undefined;
  const editable = !readOnly && isScheduleDateEditable(day, today) && schedule.data?.past !== true;
  const ssids = ssidOptions(cg.data);
  const listed = useActivities(businessId);
  const activities = activityOptions(listed.data ?? [], cg.data, stored);
  const nowTs = () => Math.floor(Date.now() / 1000);
  const setList = (next: EntryDraft[]) => setDrafts((d) => ({ ...d, [day]: next }));

  const add = () => {
    // Today: the next full hour; later days: 09:00.
    const hour =
      day === today
        ? Math.min(
            23,
            Number(
              new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(new Date()),
            ) + 1,
          )
        : 9;
    setList([...list, { key: `new-${nextKey++}`, time: `${String(hour).padStart(2, "0")}:00`, activities: {} }]);
  };

  const submit = async () => {
    setFormError(null);
    const found = draftProblems(list, day, timeZone, nowTs());
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return toast.error(t(first));
    try {
      const entries = list.map((d) => fromDraft(d, day, timeZone)).map((e) => ({ ...e, startTs: e.startTs as number }));
      await save.mutateAsync(entries.sort((a, b) => a.startTs - b.startTs));
      setDrafts(({ [day]: _, ...rest }) => rest);
      toast.success(t("configgroups.toast.scheduleSaved"), 5000);
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const back = () => (onBack ? onBack() : navigate(`/businesses/${businessId}/configgroups/${configGroupId}/calendar`));

  let body: ReactNode;
  if (schedule.error || cg.error) {
    body = (
      <Alert tone="danger" title={t("Error")}>
        <p>{errorMessage(t, schedule.error ?? cg.error)}</p>
        <Button variant="secondary" onClick={() => void schedule.refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  } else if (!schedule.data || !cg.data) body = <p role="status">{t("Loading")}</p>;
  else
    body = (
      <>
        {!editable && day < today ? <Alert tone="warning">{t("configgroups.day.viewOnly")}</Alert> : null}
        {listed.error ? (
          <Alert tone="danger" title={t("Error")}>
            <p>{t("configgroups.activities.loadFailed")}</p>
            <Button variant="secondary" onClick={() => void listed.refetch()}>
              {t("Retry")}
            </Button>
          </Alert>
        ) : listed.isPending ? (
          <p role="status" className={s.muted}>
            {t("configgroups.activities.loading")}
          </p>
        ) : activities.length === 0 && editable ? (
          <p className={s.muted}>{t("configgroups.activities.empty")}</p>
        ) : null}
        <FormError error={formError} />
        {list.length === 0 ? <p className={s.muted}>{t("configgroups.day.empty")}</p> : null}
        <ol className={s.list} aria-label={t("configgroups.day.entries")}>
          {list.map((d, i) => (
            <DayScheduleEntry
              key={d.key}
              draft={d}
              position={i + 1}
              ssids={ssids}
              activities={activities}
              locked={!editable || (d.saved !== undefined && d.saved.startTs <= nowTs())}
              problem={problems[d.key] ? t(problems[d.key] as string) : null}
              onChange={(next) => setList(list.map((x) => (x.key === d.key ? next : x)))}
              onRemove={() => setList(list.filter((x) => x.key !== d.key))}
            />
          ))}
        </ol>
        {editable ? (
          <div className={s.actions}>
            <WriteControl businessId={businessId} verb="put">
              <Button variant="secondary" onClick={add}>
                {t("configgroups.day.add")}
              </Button>
            </WriteControl>
            <WriteControl businessId={businessId} verb="put">
              <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty}>
                {t("configgroups.save")}
              </Button>
            </WriteControl>
            {dirty ? (
              <Button variant="link" onClick={() => setDrafts(({ [day]: _, ...rest }) => rest)}>
                {t("configgroups.day.discard")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </>
    );

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("configgroups.day.title", { title: event.title })}</h2>
        <Button variant="secondary" onClick={back}>
          {t("configgroups.day.back")}
        </Button>
      </div>
      <nav aria-label={t("configgroups.day.days")}>
        <ul className={cx(s.dayTabs, s.list)} style={{ flexDirection: "row" }}>
          {days.map((d) => (
            <li key={d}>
              <button
                type="button"
                className={s.dayTab}
                aria-current={d === day ? "date" : undefined}
                onClick={() => setDay(d)}
              >
                {dayLabel(d, tag)}
                {drafts[d] ? " *" : ""}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </PorticoRoot>
  );
}
