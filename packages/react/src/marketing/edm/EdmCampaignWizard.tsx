import { DEFAULT_TIME_ZONE } from "@portico/sdk/rules";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useBusiness } from "../../data/businesses";
import {
  type EdmCampaign,
  type EdmCampaignInput,
  useCreateEdmCampaign,
  useEdmCampaign,
  useEnableEdmSchedule,
  useSendEdmCampaign,
  useUpdateEdmCampaign,
} from "../../data/edmCampaigns";
import { useEdmSender } from "../../data/edmSender";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useConfirm } from "../../ui/Confirm";
import { Dialog } from "../../ui/Dialog";
import { Alert } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import { EdmRecipientTable } from "./EdmRecipientTable";
import { EdmSaveTemplateDialog } from "./EdmSaveTemplateDialog";
import { EdmScheduleForm } from "./EdmScheduleForm";
import { EdmSenderBanner } from "./EdmSenderBanner";
import { EdmTemplatePicker } from "./EdmTemplatePicker";
import * as s from "./edm.css";
import {
  defaultEdmFilter,
  EDM_STEP_NAMES,
  EDM_STEPS,
  type EdmDraft,
  type EdmSchedule,
  type EdmStep,
  fillVisitRange,
  nextStep,
  offersStartScheduling,
  previousStep,
  scheduleOnReachingStep6,
  scheduleProblems,
  splitAddresses,
  stepProblems,
  withFilterDefaults,
} from "./edmModel";
import { edmMessages } from "./i18n";

/** Props of {@link EdmCampaignWizard}. */
export interface EdmCampaignWizardProps {
  businessId: number;
  /** The campaign to edit; 0 = a new one. */
  campaignId: number;
  /** The first step shown (1 to 6). @default 1 */
  step?: EdmStep;
  /** Called once the wizard is done or closed. */
  onClose(): void;
  /** A new campaign got its id (first save). */
  onSaved?(campaignId: number): void;
  /** A read-only viewer: every field and action is disabled. */
  readOnly?: boolean;
}

const emptyDraft = (): EdmDraft => ({
  templateId: null,
  subject: "",
  content: "",
  filter: defaultEdmFilter(),
  schedule: null,
  testAddresses: "",
});

/**
 * The e-mail campaign editor: a six-step wizard in a dialog (1 template, 2 content, 3 recipients, 4 test send,
 * 5 send now, 6 schedule). Back is always allowed; Next needs a valid step ('Please complete the form in this step
 * before proceeding.') except for a campaign already Sent; reaching step 6 sets the schedule type to
 * scheduleOnDate (tomorrow 8:00 in the business's time zone). A saved draft with a schedule but no next delivery
 * offers to start scheduling now.
 * @example <EdmCampaignWizard businessId={bid} campaignId={0} onClose={close} />
 */
export function EdmCampaignWizard(props: EdmCampaignWizardProps) {
  const { businessId, onClose, onSaved, readOnly } = props;
  useAreaMessages(edmMessages);
  const { t } = usePortico();
  const toast = useToast();
  const timeZone = useBusiness(businessId).data?.profile.timeZone ?? DEFAULT_TIME_ZONE;
  const [id, setId] = useState(props.campaignId);
  const campaign = useEdmCampaign(businessId, props.campaignId);
  const create = useCreateEdmCampaign(businessId);
  const update = useUpdateEdmCampaign(businessId);
  const send = useSendEdmCampaign(businessId);
  const enable = useEnableEdmSchedule(businessId);
  const { confirm, element: confirmElement } = useConfirm();
  const [draft, setDraft] = useState<EdmDraft>(emptyDraft);
  const [step, setStep] = useState<EdmStep>(props.step ?? 1);
  const [problems, setProblems] = useState<string[]>([]);
  const [stepError, setStepError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saveTemplate, setSaveTemplate] = useState(false);
  const loaded = useRef(props.campaignId === 0);
  const contentId = useId();
  const status = campaign.data?.status;
  // Only a verified sender (Success) may send or schedule; the banner says why and offers the way out.
  const senderOk = useEdmSender(businessId).data?.status === "Success";
  const busy = create.isPending || update.isPending || send.isPending || enable.isPending;

  const enableNow = async (c: { id: number }, schedule: EdmSchedule) => {
    // The contract types the parts with defaults as present; the server fills a part left out.
    await enable.mutateAsync({ id: c.id, schedule: schedule as unknown as NonNullable<EdmCampaign["schedule"]> });
    toast.success(t("The EDM has been scheduled to send!"), 5000);
  };
  // A saved campaign fills the draft once; a draft with a schedule that is not running offers to start it.
  useEffect(() => {
    const c = campaign.data;
    if (!c || loaded.current) return;
    loaded.current = true;
    setDraft({
      templateId: null,
      subject: c.subject,
      content: c.content,
      filter: withFilterDefaults(c.filter),
      schedule: (c.schedule as EdmSchedule | null) ?? null,
      testAddresses: "",
    });
    if (!readOnly && offersStartScheduling(c) && c.schedule) {
      const schedule = c.schedule as EdmSchedule;
      void confirm({ message: t("edm.confirm.startNow") }).then(async (ok) => {
        if (!ok) return;
        try {
          await enableNow(c, schedule);
        } catch (err) {
          toast.error(err);
        }
      });
    }
  });

  const patch = (p: Partial<EdmDraft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setStepError(null);
  };
  const body = (): EdmCampaignInput => {
    const now = Math.floor(Date.now() / 1000);
    const f = draft.filter;
    return {
      subject: draft.subject.trim(),
      content: draft.content,
      filter: { ...f, firstVisit: fillVisitRange(f.firstVisit, now), lastVisit: fillVisitRange(f.lastVisit, now) },
      schedule: draft.schedule as EdmCampaignInput["schedule"],
    };
  };
  // Saves the draft (creates it the first time); answers the saved campaign.
  const save = async (): Promise<EdmCampaign> => {
    const saved = id > 0 ? await update.mutateAsync({ id, body: body() }) : await create.mutateAsync(body());
    if (id === 0) {
      setId(saved.id);
      onSaved?.(saved.id);
    }
    return saved;
  };
  // Runs an action after the given steps are complete; a failure keeps what was typed and shows why.
  const run = async (mustBeValid: EdmStep[], action: () => Promise<void>) => {
    setFormError(null);
    const now = Math.floor(Date.now() / 1000);
    const bad = mustBeValid.find((st) => stepProblems(st, draft, now).length > 0);
    if (bad) {
      setStep(bad);
      setProblems(stepProblems(bad, draft, now));
      setStepError(t("Please complete the form in this step before proceeding."));
      return;
    }
    try {
      await action();
    } catch (err) {
      setFormError(errorMessage(t, err));
    }
  };
  const saveDraft = () =>
    run([2], async () => {
      await save();
      toast.success(t("Draft is saved!"), 5000);
    });
  const testSend = () =>
    run([2, 4], async () => {
      const testAddresses = splitAddresses(draft.testAddresses);
      if (testAddresses.length === 0) {
        setProblems(["testAddresses"]);
        return;
      }
      const c = await save();
      await send.mutateAsync({ id: c.id, testAddresses });
      toast.success(t("EDM has been successfully sent."));
    });
  const sendNow = () =>
    run([2, 3], async () => {
      const c = await save();
      await send.mutateAsync({ id: c.id });
      toast.success(t("EDM has been successfully sent."));
      onClose();
    });
  const schedule = () =>
    run([2, 3, 6], async () => {
      const c = await save();
      await enableNow(c, draft.schedule!);
      onClose();
    });

  const goNext = () => {
    const r = nextStep(step, draft, status, Math.floor(Date.now() / 1000));
    setProblems(r.problems);
    setStepError(r.error ? t(r.error) : null);
    if (r.step === 6 && step !== 6) patch({ schedule: scheduleOnReachingStep6(draft.schedule, timeZone) });
    setStep(r.step);
  };
  const goBack = () => {
    setProblems([]);
    setStepError(null);
    setStep(previousStep(step));
  };
  const err = (k: string) => (problems.includes(k) ? t("edm.field.required") : null);

  let content: ReactNode;
  if (props.campaignId > 0 && !campaign.data)
    content = campaign.error ? (
      <Alert tone="danger" title={t("Error")}>
        {errorMessage(t, campaign.error)}
      </Alert>
    ) : (
      <p role="status">{t("Loading")}</p>
    );
  else if (step === 1)
    content = (
      <EdmTemplatePicker
        businessId={businessId}
        value={draft.templateId ?? null}
        onPick={(tpl) =>
          patch(tpl ? { templateId: tpl.id, subject: tpl.subject, content: tpl.content } : { templateId: null })
        }
      />
    );
  else if (step === 2)
    content = (
      <div className={s.page}>
        <TextField
          label={t("edm.field.subject")}
          hint={t("edm.field.subjectHint", { name: "{{name}}", email: "{{email}}" })}
          value={draft.subject}
          maxLength={200}
          error={err("subject")}
          onChange={(subject) => patch({ subject })}
        />
        <label className={s.label} htmlFor={contentId}>
          {t("edm.field.content")}
        </label>
        <div className={s.label}>
          <textarea
            id={contentId}
            className={s.content}
            value={draft.content}
            aria-invalid={problems.includes("content") || undefined}
            onChange={(e) => patch({ content: e.currentTarget.value })}
          />
          {problems.includes("content") ? <span className={s.error}>{t("edm.field.required")}</span> : null}
        </div>
        <WriteControl businessId={businessId} verb="post">
          <Button variant="secondary" onClick={() => setSaveTemplate(true)} disabled={!draft.subject.trim()}>
            {t("edm.wizard.saveTemplate")}
          </Button>
        </WriteControl>
      </div>
    );
  else if (step === 3)
    content = (
      <EdmRecipientTable
        businessId={businessId}
        filter={draft.filter}
        onFilterChange={(filter) => patch({ filter })}
        timeZone={timeZone}
        showProblems={problems.length > 0}
      />
    );
  else if (step === 4)
    content = (
      <div className={s.page}>
        <TextField
          label={t("edm.test.addresses")}
          hint={t("edm.test.hint")}
          value={draft.testAddresses}
          error={problems.includes("testAddresses") ? t("edm.test.invalid") : null}
          onChange={(testAddresses) => patch({ testAddresses })}
        />
        <div className={s.actions}>
          <Button variant="secondary" loading={send.isPending} disabled={!senderOk} onClick={() => void testSend()}>
            {t("edm.test.send")}
          </Button>
        </div>
      </div>
    );
  else if (step === 5)
    content = (
      <div className={s.page}>
        <p className={s.muted}>{t("edm.review.text")}</p>
        <div className={s.actions}>
          <Button loading={send.isPending} disabled={!senderOk} onClick={() => void sendNow()}>
            {t("edm.wizard.sendNow")}
          </Button>
        </div>
      </div>
    );
  else
    content = (
      <EdmScheduleForm
        schedule={draft.schedule ?? scheduleOnReachingStep6(null, timeZone)}
        onChange={(sch) => patch({ schedule: sch })}
        timeZone={timeZone}
        problems={problems.length ? scheduleProblems(draft.schedule, Math.floor(Date.now() / 1000)) : []}
      />
    );

  const verb = id > 0 ? "put" : "post";
  return (
    <>
      <Dialog
        open
        onOpenChange={(o) => (o ? undefined : onClose())}
        title={t(props.campaignId > 0 ? "edm.wizard.titleEdit" : "edm.wizard.titleNew")}
        description={t("edm.wizard.stepOf", { step, name: t(`edm.step.${EDM_STEP_NAMES[step]}`) })}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t("edm.wizard.close")}
            </Button>
            <Button variant="secondary" disabled={step === 1} onClick={goBack}>
              {t("edm.wizard.back")}
            </Button>
            <WriteControl businessId={businessId} verb={verb}>
              <Button
                variant="secondary"
                loading={create.isPending || update.isPending}
                onClick={() => void saveDraft()}
              >
                {t("edm.wizard.saveDraft")}
              </Button>
            </WriteControl>
            {step < 6 ? (
              <Button onClick={goNext}>{t("edm.wizard.next")}</Button>
            ) : (
              <WriteControl businessId={businessId} verb="post">
                <Button loading={enable.isPending} disabled={!senderOk} onClick={() => void schedule()}>
                  {t("edm.wizard.schedule")}
                </Button>
              </WriteControl>
            )}
          </>
        }
      >
        <div className={s.page}>
          <ol className={s.steps} aria-label={t("edm.wizard.titleNew")}>
            {EDM_STEPS.map((n) => (
              <li
                key={n}
                className={n === step ? s.stepCurrent : s.stepItem}
                aria-current={n === step ? "step" : undefined}
              >
                {n}. {t(`edm.step.${EDM_STEP_NAMES[n]}`)}
              </li>
            ))}
          </ol>
          {status === "Sent" ? <p className={s.muted}>{t("edm.wizard.sentNote")}</p> : null}
          {step >= 4 ? <EdmSenderBanner businessId={businessId} /> : null}
          {stepError ? (
            <Alert tone="danger" title={t("Error")}>
              {stepError}
            </Alert>
          ) : null}
          {formError ? (
            <Alert tone="danger" title={t("Error")}>
              {formError}
            </Alert>
          ) : null}
          {readOnly ? (
            <WriteFieldset businessId={businessId} verb="put">
              {content}
            </WriteFieldset>
          ) : (
            <fieldset className={s.bare} disabled={busy}>
              {content}
            </fieldset>
          )}
        </div>
      </Dialog>
      <EdmSaveTemplateDialog
        businessId={businessId}
        open={saveTemplate}
        subject={draft.subject}
        content={draft.content}
        onClose={() => setSaveTemplate(false)}
      />
      {confirmElement}
    </>
  );
}
