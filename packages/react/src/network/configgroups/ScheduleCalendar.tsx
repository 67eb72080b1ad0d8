import { calendarDateProblem, type DayKey, DEFAULT_TIME_ZONE, dayKey } from "@portico/sdk/rules";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useConfigGroup } from "../../data/configGroups";
import type { ScheduleEvent } from "../../data/configGroupTypes";
import { useDeleteScheduleEvent, useSaveSchedule, useSchedule } from "../../data/schedule";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import * as s from "./configgroups.css";
import { dayLabel, keyTarget, monthGrid, monthLabel, parseDay, toDay, weekdayNames } from "./dates";
import { configGroupMessages } from "./i18n";
import { EVENT_COLORS, type EventDraft, ScheduleEventDialog } from "./ScheduleEventDialog";
import { ScheduleSwitch } from "./ScheduleSwitch";

/** Props of {@link ScheduleCalendar}. */
export interface ScheduleCalendarProps {
  businessId: number;
  configGroupId: number;
  /** Opens an event's day schedule; default navigates to .../calendar/schedule?event=<JSON>&past=<bool>. */
  onOpenDay?(event: ScheduleEvent, past: boolean): void;
  className?: string;
}

const newEventId = () => `ev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * /configgroups/{cgid}/calendar: a month of a configuration group's schedule. Click (or Enter on) a date from
 * today on to add an event with a title and colour; past dates are view-only ('The selected date is less than
 * today's date.'). Arrow keys move between days, Page Up/Down between months.
 * @example <ScheduleCalendar businessId={bid} configGroupId={cgid} />
 */
export function ScheduleCalendar({ businessId, configGroupId, onOpenDay, className }: ScheduleCalendarProps) {
  useAreaMessages(configGroupMessages);
  const { t, locale, navigate } = usePortico();
  const toast = useToast();
  const tag = LOCALE_TAGS[locale];
  const cg = useConfigGroup(businessId, configGroupId);
  const schedule = useSchedule(businessId, configGroupId);
  // The one permission helper: without put, the calendar and lists are for viewing.
  const readOnly = !useCan(businessId, "put");
  const saveAll = useSaveSchedule(businessId, configGroupId);
  const deleteOne = useDeleteScheduleEvent(businessId, configGroupId);
  // Until the group's zone is known there is no "today" to draw: a fallback zone could be a day off.
  const zone = schedule.data?.timeZone ?? cg.data?.timeZone;
  const timeZone = zone ?? DEFAULT_TIME_ZONE;
  const today = dayKey(new Date(), timeZone);
  const [focused, setFocused] = useState<DayKey>(today);
  useEffect(() => {
    if (zone) setFocused(dayKey(new Date(), zone));
  }, [zone]);
  const [editing, setEditing] = useState<EventDraft | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const { year, month } = parseDay(focused);
  const days = monthGrid(year, month);
  const events = schedule.data?.events ?? [];

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (day: DayKey, focus = true) => {
    moved.current = focus;
    setFocused(day);
  };
  const onKey = (e: KeyboardEvent) => {
    const next = keyTarget(focused, e.key);
    if (next) {
      e.preventDefault();
      go(next);
    }
  };

  const pick = (day: DayKey) => {
    setFocused(day);
    const problem = calendarDateProblem(day, today);
    if (problem) return toast.error(t(problem));
    if (readOnly) return;
    setEditing({ start: day, end: day, title: "", color: EVENT_COLORS[0] });
  };

  const openDay = (ev: ScheduleEvent) => {
    const past = (ev.end ?? ev.start) < today;
    if (onOpenDay) return onOpenDay(ev, past);
    const q = new URLSearchParams({ event: JSON.stringify(ev), past: String(past) });
    navigate(`/businesses/${businessId}/configgroups/${configGroupId}/calendar/schedule?${q.toString()}`);
  };

  const save = async (draft: EventDraft) => {
    const ev: ScheduleEvent = { ...draft, id: draft.id ?? newEventId() };
    const rest = events.filter((x) => x.id !== ev.id);
    await saveAll.mutateAsync([...rest, ev]);
    toast.success(t("configgroups.toast.scheduleSaved"), 5000);
    setEditing(null);
  };
  const remove = async (id: string) => {
    await deleteOne.mutateAsync(id);
    toast.success(t("configgroups.toast.remove"));
    setEditing(null);
  };

  const weekdays = weekdayNames(tag);
  const failed = schedule.error ?? cg.error;
  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("configgroups.calendar.title", { name: cg.data?.name ?? "" })}</h2>
        {cg.data ? <ScheduleSwitch businessId={businessId} configGroup={cg.data} showLabel /> : null}
      </div>
      <div className={s.head}>
        <Button
          variant="secondary"
          onClick={() => go(toDay(year, month - 1, 1), false)}
          aria-label={t("configgroups.calendar.prev")}
        >
          ‹
        </Button>
        <Button variant="secondary" onClick={() => go(today, false)}>
          {t("configgroups.calendar.today")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => go(toDay(year, month + 1, 1), false)}
          aria-label={t("configgroups.calendar.next")}
        >
          ›
        </Button>
        <h3 className={s.title} aria-live="polite" id={`cal-${configGroupId}-month`}>
          {monthLabel(year, month, tag)}
        </h3>
      </div>
      <p className={s.muted}>{t("configgroups.calendar.help")}</p>
      {failed ? (
        <Alert tone="danger" title={t("Error")}>
          <p>{errorMessage(t, failed)}</p>
          <Button variant="secondary" onClick={() => void schedule.refetch()}>
            {t("Retry")}
          </Button>
        </Alert>
      ) : null}
      {!schedule.data && !failed ? <p role="status">{t("Loading")}</p> : null}
      {zone || failed ? (
        <table ref={gridRef} className={s.calendar} aria-labelledby={`cal-${configGroupId}-month`} onKeyDown={onKey}>
          <thead>
            <tr>
              {weekdays.map((w) => (
                <th key={w.long} scope="col" className={s.weekday} abbr={w.long}>
                  {w.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[0, 1, 2, 3, 4, 5].map((week) => (
              <tr key={week}>
                {days.slice(week * 7, week * 7 + 7).map((day) => {
                  const past = day < today;
                  const dayEvents = events.filter((ev) => ev.start <= day && day <= (ev.end ?? ev.start));
                  return (
                    <td key={day} className={s.dayCell}>
                      <button
                        type="button"
                        data-day={day}
                        className={s.dayButton}
                        tabIndex={day === focused ? 0 : -1}
                        data-outside={parseDay(day).month !== month}
                        data-past={past}
                        data-today={day === today}
                        aria-current={day === today ? "date" : undefined}
                        aria-label={`${dayLabel(day, tag)}${past ? `, ${t("configgroups.calendar.pastDay")}` : ""}`}
                        onClick={() => pick(day)}
                      >
                        {parseDay(day).day}
                      </button>
                      {dayEvents.map((ev) => (
                        <button
                          key={ev.id}
                          type="button"
                          tabIndex={day === focused ? 0 : -1}
                          className={s.eventChip}
                          style={{ borderLeftColor: ev.color ?? EVENT_COLORS[0] }}
                          onClick={() => setEditing(ev)}
                          aria-label={t("configgroups.calendar.eventLabel", { title: ev.title })}
                        >
                          {ev.title}
                        </button>
                      ))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ScheduleEventDialog
        event={editing}
        today={today}
        readOnly={readOnly}
        onClose={() => setEditing(null)}
        onSave={save}
        onDelete={remove}
        onOpenDay={openDay}
      />
    </PorticoRoot>
  );
}
