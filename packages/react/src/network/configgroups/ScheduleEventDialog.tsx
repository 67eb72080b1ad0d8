import { calendarDateProblem, type DayKey, scheduleDeleteProblem } from "@portico/sdk/rules";
import { useEffect, useId, useState } from "react";
import type { ScheduleEvent } from "../../data/configGroupTypes";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { FormDialog } from "../../ui/FormDialog";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import * as s from "./configgroups.css";

/** Colours offered for an event (the first is the calendar's default). */
export const EVENT_COLORS = ["#3a87ad", "#2e7d32", "#c62828", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037", "#455a64"];

/** An event being edited; a new one has no id until it is saved. */
export type EventDraft = Omit<ScheduleEvent, "id"> & { id?: string };

/** Props of {@link ScheduleEventDialog}. */
export interface ScheduleEventDialogProps {
  /** The event to edit or the new event's draft; null closes the dialog. */
  event: EventDraft | null;
  today: DayKey;
  readOnly?: boolean;
  onClose(): void;
  /** Saves the event (the whole calendar); rejects with the server's error. */
  onSave(event: EventDraft): Promise<void>;
  /** Deletes a saved event. */
  onDelete(id: string): Promise<void>;
  /** Opens the day schedule of a saved event. */
  onOpenDay?(event: ScheduleEvent): void;
}

/**
 * Adds or edits one calendar event: title, colour, first and last day. An event that ended before today is
 * view-only; a new or moved event may not start before today; an unsaved event cannot be deleted.
 */
export function ScheduleEventDialog({
  event,
  today,
  readOnly,
  onClose,
  onSave,
  onDelete,
  onOpenDay,
}: ScheduleEventDialogProps) {
  const { t } = usePortico();
  const toast = useToast();
  const formId = useId();
  const { confirm, element: confirmElement } = useConfirm();
  const [draft, setDraft] = useState<EventDraft | null>(event);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(event);
    setSubmitted(false);
    setFormError(null);
  }, [event]);

  if (!draft || !event) return null;
  const ended = Boolean(event.id) && (event.end ?? event.start) < today;
  const locked = readOnly || ended || busy;
  const startMoved = !event.id || draft.start !== event.start;
  const errors = {
    title: draft.title.trim() ? null : t("validation.required"),
    start: startMoved ? calendarDateProblem(draft.start, today) : null,
    end: (draft.end ?? draft.start) < draft.start ? t("configgroups.event.endBeforeStart") : null,
  };
  const set = (patch: Partial<EventDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  const save = async () => {
    setSubmitted(true);
    setFormError(null);
    if (errors.title || errors.start || errors.end) return;
    setBusy(true);
    try {
      await onSave({ ...draft, title: draft.title.trim() });
    } catch (err) {
      setFormError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const problem = scheduleDeleteProblem(draft);
    if (problem || !draft.id) {
      toast.error(t(problem ?? "Can not delete unsaved schedule."));
      return;
    }
    if (!(await confirm({ message: t("configgroups.event.deleteConfirm"), danger: true }))) return;
    setBusy(true);
    try {
      await onDelete(draft.id);
    } catch (err) {
      setFormError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        title={event.id ? t("configgroups.event.title") : t("configgroups.event.titleNew")}
        description={ended ? t("configgroups.event.viewOnly") : undefined}
        formError={formError}
        onSubmit={() => void save()}
        submitLabel={t("configgroups.save")}
        busy={busy}
        hideSubmit={locked && !busy}
        extraActions={
          <>
            {event.id && onOpenDay ? (
              <Button variant="secondary" onClick={() => onOpenDay(event as ScheduleEvent)} disabled={busy}>
                {t("configgroups.event.openDay")}
              </Button>
            ) : null}
            {locked && !busy ? null : (
              <Button variant="danger" onClick={() => void remove()} disabled={busy}>
                {t("configgroups.event.delete")}
              </Button>
            )}
          </>
        }
      >
        <TextField
          label={t("configgroups.event.name")}
          name="title"
          value={draft.title}
          maxLength={100}
          disabled={locked}
          onChange={(title) => set({ title })}
          error={submitted ? errors.title : null}
          autoFocus
        />
        <div className={s.grid2}>
          <TextField
            label={t("configgroups.event.start")}
            name="start"
            type="date"
            min={startMoved ? today : undefined}
            value={draft.start}
            disabled={locked}
            onChange={(start) => set({ start, end: (draft.end ?? start) < start ? start : draft.end })}
            error={errors.start ? t(errors.start) : null}
          />
          <TextField
            label={t("configgroups.event.end")}
            name="end"
            type="date"
            min={draft.start}
            value={draft.end ?? draft.start}
            disabled={locked}
            onChange={(end) => set({ end })}
            error={errors.end}
          />
        </div>
        <fieldset className={s.swatches} disabled={locked}>
          <legend className={s.sectionTitle}>{t("configgroups.event.color")}</legend>
          {EVENT_COLORS.map((c, i) => (
            <label key={c} className={s.swatchLabel}>
              <input
                type="radio"
                name={`${formId}-color`}
                className={s.swatchInput}
                checked={(draft.color ?? EVENT_COLORS[0]) === c}
                onChange={() => set({ color: c })}
                aria-label={t("configgroups.event.colorN", { n: i + 1 })}
              />
              <span className={s.swatchDot} style={{ background: c }} />
            </label>
          ))}
          <label className={s.actions}>
            <input
              type="color"
              className={s.colorInput}
              value={draft.color ?? EVENT_COLORS[0]}
              onChange={(e) => set({ color: e.currentTarget.value })}
            />
            {t("configgroups.event.customColor")}
          </label>
        </fieldset>
      </FormDialog>
      {confirmElement}
    </>
  );
}
