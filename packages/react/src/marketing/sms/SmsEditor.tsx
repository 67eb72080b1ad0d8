import { SMS_NAME_TOKEN } from "@portico/sdk/rules";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useBusiness } from "../../data/businesses";
import {
  type SmsCampaign,
  useCountVisitorsConditions,
  useCreateVisitorsSegment,
  useSendSmsCampaign,
  useSmsCampaign,
  useSmsCampaignReport,
  useUpdateSmsCampaign,
  useUpdateVisitorsSegment,
  useVisitorsSegment,
  useVisitorsSegments,
} from "../../data/smsCampaigns";
import { useCan } from "../../data/useCan";
import { LOCALE_TAGS } from "../../i18n/detectLocale";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { SelectField } from "../../ui/SelectField";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";
import { smsMessages } from "./i18n";
import { SmsResults } from "./SmsResults";
import {
  conditionsToFilters,
  DEFAULT_FILTERS,
  filterRangeProblem,
  filtersToConditions,
  insertAtCaret,
  type SegmentFilters,
} from "./segmentFilters";
import * as s from "./sms.css";

/** Props of {@link SmsEditor}. */
export interface SmsEditorProps {
  businessId: number;
  campaignId: number;
  /** Back to the list; default navigates to /businesses/{bid}/sms. */
  onBack?(): void;
  className?: string;
}

const CONTENT_MAX = 700;
const NAME_MAX = 100;
const DEFAULT_TIME_ZONE = "Asia/Taipei";

/**
 * /sms/{sid}: one SMS campaign: its segment (a named one, or this campaign's own filters: phone number, gender,
 * last sign-in days in the business's time zone, age 0-150) with a test that counts the guests, the text (one
 * line: Enter is blocked; the guest's name token is inserted at the caret), a dashboard, and the send.
 * @example <SmsEditor businessId={bid} campaignId={sid} />
 */
export function SmsEditor({ businessId, campaignId, onBack, className }: SmsEditorProps) {
  useAreaMessages(smsMessages);
  const { t, navigate, locale } = usePortico();
  const toast = useToast();
  const { confirm, element: confirmElement } = useConfirm();
  const timeZone = useBusiness(businessId).data?.profile.timeZone || DEFAULT_TIME_ZONE;
  const campaign = useSmsCampaign(businessId, campaignId);
  const named = useVisitorsSegments(businessId);
  const current = useVisitorsSegment(businessId, campaign.data?.segmentId ?? null);
  const update = useUpdateSmsCampaign(businessId);
  const createSegment = useCreateVisitorsSegment(businessId);
  const updateSegment = useUpdateVisitorsSegment(businessId);
  const test = useCountVisitorsConditions(businessId);
  const send = useSendSmsCampaign(businessId);
  const report = useSmsCampaignReport(businessId, campaignId);
  const canSaveSegment = useCan(businessId, "post");

  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [mode, setMode] = useState<"named" | "custom">("custom");
  const [namedId, setNamedId] = useState("");
  const [filters, setFilters] = useState<SegmentFilters>(DEFAULT_FILTERS);
  const [segmentName, setSegmentName] = useState("");
  const [count, setCount] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  // Each campaign (and its segment) fills the form once; refetches never overwrite what was typed.
  const loaded = useRef<string | null>(null);
  const c = campaign.data;
  const seg = current.data;
  const ready = c && (c.segmentId === null || seg);
  useEffect(() => {
    if (!c || !ready) return;
    const key = `${c.id}`;
    if (loaded.current === key) return;
    loaded.current = key;
    setName(c.name);
    setContent(c.content);
    if (seg?.name) {
      setMode("named");
      setNamedId(String(seg.id));
    } else {
      setMode("custom");
      setFilters(seg ? conditionsToFilters(seg.conditions, timeZone) : DEFAULT_FILTERS);
    }
    setCount(seg?.count ?? null);
  }, [c, seg, ready, timeZone]);

  const rangeProblem = mode === "custom" ? filterRangeProblem(filters) : null;
  const setFilter = <K extends keyof SegmentFilters>(k: K, v: SegmentFilters[K]) => {
    setFilters((f) => ({ ...f, [k]: v }));
    setCount(null);
  };

  const runTest = async () => {
    if (rangeProblem) return;
    try {
      setCount(await test.mutateAsync(filtersToConditions(filters, timeZone)));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };

  // Enter would start a second line: an SMS text is one line.
  const blockEnter = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter") e.preventDefault();
  };
  const insertName = () => {
    const el = textRef.current;
    const start = el?.selectionStart ?? content.length;
    const end = el?.selectionEnd ?? content.length;
    const next = insertAtCaret(content, start, end, SMS_NAME_TOKEN);
    if (next.text.length > CONTENT_MAX) return;
    setContent(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  // The segment the campaign is saved with: the picked named one, a new named one, or the campaign's own.
  const segmentIdToSave = async (): Promise<number | null> => {
    if (mode === "named") return namedId ? Number(namedId) : null;
    const conditions = filtersToConditions(filters, timeZone);
    if (segmentName.trim()) {
      const made = await createSegment.mutateAsync({ name: segmentName.trim(), conditions });
      toast.success(t("sms.toast.segment"));
      setSegmentName("");
      setMode("named");
      setNamedId(String(made.id));
      return made.id;
    }
    if (seg && !seg.name) return (await updateSegment.mutateAsync({ id: seg.id, body: { conditions } })).id;
    return (await createSegment.mutateAsync({ conditions })).id;
  };

  const save = async (): Promise<SmsCampaign | null> => {
    if (!c || rangeProblem || !name.trim()) return null;
    setFormError(null);
    try {
      const segmentId = await segmentIdToSave();
      const saved = await update.mutateAsync({ id: c.id, body: { name: name.trim(), content, segmentId } });
      setCount(saved.count);
      toast.success(t("sms.toast.save"));
      return saved;
    } catch (err) {
      setFormError(errorMessage(t, err));
      return null;
    }
  };

  const sendNow = async () => {
    const saved = await save();
    if (!saved) return;
    if (!saved.segmentId) return setFormError(t("sms.send.noSegment"));
    if (!saved.content.trim()) return setFormError(t("sms.send.noContent"));
    if (!(await confirm({ message: t("sms.sendConfirm", { name: saved.name, count: saved.count }) }))) return;
    try {
      await send.mutateAsync(saved.id);
      toast.success(t("sms.toast.sent"));
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };

  const back = () => (onBack ? onBack() : navigate(`/businesses/${businessId}/sms`));
  const busy = update.isPending || createSegment.isPending || updateSegment.isPending || send.isPending;
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short" });
  const namedOptions = [
    { value: "", label: "-" },
    ...(named.data ?? []).map((n) => ({ value: String(n.id), label: `${n.name} (${n.count})` })),
  ];

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{c?.name ?? t("sms.editor.title")}</h2>
        <Button variant="secondary" onClick={back}>
          {t("sms.editor.back")}
        </Button>
      </div>
      {campaign.error ? <p role="alert">{errorMessage(t, campaign.error)}</p> : null}

      <section className={s.section} aria-labelledby="sms-dashboard">
        <h3 id="sms-dashboard" className={s.legend}>
          {t("sms.dashboard.title")}
        </h3>
        <dl className={s.stats}>
          <div className={s.stat}>
            <dt className={s.muted}>{t("sms.dashboard.recipients")}</dt>
            <dd className={s.statValue}>{c?.count ?? "-"}</dd>
          </div>
          <div className={s.stat}>
            <dt className={s.muted}>{t("sms.dashboard.sends")}</dt>
            <dd className={s.statValue}>{c?.sends ?? "-"}</dd>
          </div>
          <div className={s.stat}>
            <dt className={s.muted}>{t("sms.dashboard.lastSent")}</dt>
            <dd className={s.statValue}>
              {c?.sentTs ? dateFormat.format(new Date(c.sentTs * 1000)) : t("sms.dashboard.never")}
            </dd>
          </div>
          {(["sent", "failed", "clicked", "pending"] as const).map((k) => (
            <div key={k} className={s.stat}>
              <dt className={s.muted}>{t(`sms.dashboard.${k}`)}</dt>
              <dd className={s.statValue} data-testid={`sms-report-${k}`}>
                {report.data ? report.data[k] : "-"}
              </dd>
            </div>
          ))}
        </dl>
        {c?.sends ? (
          <SmsResults
            businessId={businessId}
            campaignId={campaignId}
            version={(report.data?.sent ?? 0) + (report.data?.failed ?? 0)}
          />
        ) : null}
      </section>

      <TextField label={t("sms.field.name")} value={name} maxLength={NAME_MAX} onChange={setName} />

      <fieldset className={s.section}>
        <legend className={s.legend}>{t("sms.segment.title")}</legend>
        <div className={s.row}>
          <label className={s.radio}>
            <input type="radio" name="sms-segment" checked={mode === "custom"} onChange={() => setMode("custom")} />
            {t("sms.segment.custom")}
          </label>
          <label className={s.radio}>
            <input type="radio" name="sms-segment" checked={mode === "named"} onChange={() => setMode("named")} />
            {t("sms.segment.named")}
          </label>
        </div>
        {mode === "named" ? (
          <SelectField label={t("sms.segment.named")} options={namedOptions} value={namedId} onChange={setNamedId} />
        ) : (
          <>
            <h4 className={s.legend}>{t("sms.filter.title")}</h4>
            <label className={s.check}>
              <input
                type="checkbox"
                checked={filters.phone}
                onChange={(e) => setFilter("phone", e.currentTarget.checked)}
              />
              {t("sms.filter.phone")}
            </label>
            <SelectField
              label={t("sms.filter.gender")}
              options={[
                { value: "" as const, label: t("sms.filter.gender.any") },
                { value: "male" as const, label: t("sms.filter.gender.male") },
                { value: "female" as const, label: t("sms.filter.gender.female") },
              ]}
              value={filters.gender}
              onChange={(v) => setFilter("gender", v)}
            />
            <div className={s.row}>
              <TextField
                label={t("sms.filter.lastAuthFrom")}
                type="date"
                value={filters.lastAuthFrom}
                onChange={(v) => setFilter("lastAuthFrom", v)}
                error={rangeProblem === "lastAuth" ? t("sms.filter.range") : null}
              />
              <TextField
                label={t("sms.filter.lastAuthTo")}
                type="date"
                value={filters.lastAuthTo}
                onChange={(v) => setFilter("lastAuthTo", v)}
              />
            </div>
            <div className={s.row}>
              <TextField
                label={t("sms.filter.ageFrom")}
                type="number"
                min={0}
                max={150}
                value={filters.ageFrom}
                onChange={(v) => setFilter("ageFrom", v)}
                error={rangeProblem === "age" ? t("sms.filter.range") : null}
              />
              <TextField
                label={t("sms.filter.ageTo")}
                type="number"
                min={0}
                max={150}
                value={filters.ageTo}
                onChange={(v) => setFilter("ageTo", v)}
              />
            </div>
            <div className={s.row}>
              <Button
                variant="secondary"
                onClick={() => void runTest()}
                loading={test.isPending}
                disabled={!!rangeProblem}
              >
                {t("sms.filter.test")}
              </Button>
              {canSaveSegment ? (
                <TextField
                  label={t("sms.segment.saveAs")}
                  placeholder={t("sms.segment.name")}
                  value={segmentName}
                  maxLength={NAME_MAX}
                  onChange={setSegmentName}
                />
              ) : null}
            </div>
          </>
        )}
        {count !== null ? (
          <p className={s.muted} role="status" data-testid="sms-segment-count">
            {t("sms.filter.count", { count })}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={s.section}>
        <legend className={s.legend}>{t("sms.content.title")}</legend>
        <label htmlFor="sms-content">{t("sms.content.text")}</label>
        <textarea
          id="sms-content"
          ref={textRef}
          className={s.textarea}
          value={content}
          maxLength={CONTENT_MAX}
          aria-describedby="sms-content-hint"
          onKeyDown={blockEnter}
          onChange={(e) => setContent(e.currentTarget.value.replace(/[\r\n]+/g, " "))}
        />
        <p id="sms-content-hint" className={s.muted}>
          {t("sms.content.hint")} {t("sms.content.length", { count: content.length })}
        </p>
        <div className={s.row}>
          <Button variant="secondary" onClick={insertName}>
            {t("sms.content.insertName")}
          </Button>
        </div>
      </fieldset>

      {formError ? (
        <p role="alert" className={s.muted}>
          {formError}
        </p>
      ) : null}
      <div className={s.row}>
        <WriteControl businessId={businessId} verb="put">
          <Button onClick={() => void save()} loading={busy} disabled={!c || !name.trim() || !!rangeProblem}>
            {t("sms.save")}
          </Button>
        </WriteControl>
        <WriteControl businessId={businessId} verb="post">
          <Button onClick={() => void sendNow()} loading={send.isPending} disabled={!c || busy || !!rangeProblem}>
            {t("sms.send")}
          </Button>
        </WriteControl>
      </div>
      {confirmElement}
    </PorticoRoot>
  );
}
