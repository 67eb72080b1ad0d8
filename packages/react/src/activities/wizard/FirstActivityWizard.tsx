import { isPorticoError } from "@portico/sdk";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { businessMessages } from "../../business";
import { type Activity, useBusinessActivities } from "../../data/activities";
import {
  type ActivityByWizard,
  useActivityWizards,
  useCreateActivityByWizard,
  type WizardTemplateCode,
} from "../../data/activityWizards";
import { useBusiness, useUpdateBusiness } from "../../data/businesses";
import { activityAddBlocker } from "../../data/businessSelection";
import { type FormValues, formPayload, initialFormValues, serverFieldErrors } from "../../dynamicform/dynamicFormRules";
import { errorMessage } from "../../i18n/errorMessage";
import { useAreaMessages } from "../../i18n/useAreaMessages";
import { usePortico } from "../../provider/context";
import { useEnvSettings } from "../../provider/useEnvSettings";
import { cx } from "../../theme/cx";
import { PorticoRoot } from "../../theme/PorticoRoot";
import { Button } from "../../ui/Button";
import { Alert } from "../../ui/Form";
import { TextField } from "../../ui/TextField";
import { useToast } from "../../ui/Toast";
import { ActivityAddButton } from "../list/ActivityAddButton";
import { activityPaths } from "../list/activityPaths";
import { activityListMessages } from "../list/i18n";
import { CongratulationDialog } from "./CongratulationDialog";
import { wizardMessages } from "./i18n";
import { localizeTemplate } from "./localizeTemplate";
import { useAssignPortal } from "./useAssignPortal";
import { WizardFormStep } from "./WizardFormStep";
import { WizardTemplateStep } from "./WizardTemplatePicker";
import * as s from "./wizard.css";
import { wizardFormProblems } from "./wizardFormRules";

/** Menu types in which the wizard sends the user back to the list once activities exist (part 1 section 2). */
export const WIZARD_BACK_TO_LIST_MENU_TYPES: readonly string[] = ["onePageBooking", "event"];

/** Props of {@link FirstActivityWizard}. */
export interface FirstActivityWizardProps {
  businessId: number;
  /** Event mode: the selected project the activity belongs to (0 or none: not chosen). */
  appId?: number;
  /** leftMenuType; default from the environment settings. */
  menuType?: string;
  /** A template to preselect (the route's `wizard` parameter). */
  template?: string | null;
  /**
   * The congratulation dialog's choice: 'configGroups' ('Assign WiFi Captive Portal to SSID': the activity is put
   * on the SSIDs first, see {@link useAssignPortal}) or 'activities' ('Go to Marketing Campaigns List'), with the
   * path the widget would go to: the first-configuration wizard, the configuration group list or the activities.
   * Default navigates to that path.
   */
  onDone?(next: "configGroups" | "activities", activity: ActivityByWizard, path: string): void;
  /** onePageBooking and event with activities already there: leave for the list; default navigates to it. */
  onBackToList?(): void;
  className?: string;
}

/**
 * /activities/first-activity: pick one of the nine templates, fill its form, complete; then 'Congratulations! Your
 * first marketing campaign is ready.' with its two choices. 'Advanced editor' asks the new activity's name,
 * creates it on confirm and opens the editor; 'Cancel' goes back to the campaign list. The server marks the first-activity guide step done.
 * @example <FirstActivityWizard businessId={bid} />
 */
export function FirstActivityWizard(props: FirstActivityWizardProps) {
  const { businessId, appId, onDone, onBackToList, className } = props;
  // activityAddBlocker answers with the business catalogue's texts (select a business / a project first).
  useAreaMessages(businessMessages);
  useAreaMessages(wizardMessages);
  useAreaMessages(activityListMessages); // the name dialog of 'Advanced editor'
  const { t, navigate } = usePortico();
  const toast = useToast();
  const env = useEnvSettings();
  const menuType = props.menuType ?? env.data?.leftMenuType;
  const project = appId && appId > 0 ? appId : undefined;
  const paths = activityPaths(businessId, project);
  const wizards = useActivityWizards(businessId);
  const activities = useBusinessActivities(businessId, project);
  const create = useCreateActivityByWizard(businessId);
  const business = useBusiness(businessId);
  const rename = useUpdateBusiness();
  const assign = useAssignPortal(businessId);
  // The business name guests will see (a new business is 'Unnamed'): asked before the portal is made from it.
  const [businessName, setBusinessName] = useState<string | null>(null);
  const savedName = business.data?.profile.name ?? "";
  const shownName = businessName ?? savedName;
  const [code, setCode] = useState<WizardTemplateCode | null>(null);
  const [step, setStep] = useState<"template" | "form">("template");
  const [valuesByCode, setValuesByCode] = useState<Partial<Record<WizardTemplateCode, FormValues>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<ActivityByWizard | null>(null);
  const finishing = useRef(false);
  const blocker = activityAddBlocker({ businessId, eventMode: menuType === "event", appId: project ?? 0 });

  // The server's English texts in the user's language (on every render: a language chunk may arrive late).
  const templates = (wizards.data ?? []).map((x) => localizeTemplate(x, t));
  const tpl = templates.find((x) => x.templateCode === code);
  const fields = tpl?.formJson.items ?? [];
  const values = (code && valuesByCode[code]) || initialFormValues(fields);

  // The route's template is preselected once the templates are known.
  useEffect(() => {
    const wanted = wizards.data?.find((x) => x.templateCode === props.template);
    if (wanted && code === null) setCode(wanted.templateCode);
  }, [wizards.data, props.template, code]);

  // onePageBooking and event: with activities already there, the wizard is not for this business.
  const hasActivities = (activities.data?.length ?? 0) > 0 && !activities.isFetching;
  const backToList = hasActivities && WIZARD_BACK_TO_LIST_MENU_TYPES.includes(menuType ?? "");
  useEffect(() => {
    if (!backToList || finishing.current) return;
    if (onBackToList) onBackToList();
    else navigate(paths.list);
  }, [backToList, onBackToList, navigate, paths.list]);

  const setValues = (next: FormValues) => code && setValuesByCode((cur) => ({ ...cur, [code]: next }));
  const complete = async () => {
    if (!tpl) return;
    setFormError(null);
    if (blocker) return setFormError(t(blocker));
    const problems = wizardFormProblems(fields, values);
    if (business.data && !shownName.trim()) problems.businessName = "validation.required";
    setErrors(problems);
    setInvalid(Object.keys(problems).length > 0);
    if (Object.keys(problems).length > 0) return;
    finishing.current = true;
    try {
      if (business.data && shownName.trim() !== savedName)
        await rename.mutateAsync({ businessId, body: { profile: { name: shownName.trim() } } });
      const payload = { templateCode: tpl.templateCode, form: formPayload(fields, values) };
      const made = await create.mutateAsync(project ? { ...payload, appId: project } : payload);
      toast.success(t("activities.wizard.toast.add"));
      setCreated(made);
    } catch (err) {
      finishing.current = false;
      const fromServer = isPorticoError(err) ? serverFieldErrors(err.fields) : {};
      setErrors(fromServer);
      setInvalid(Object.keys(fromServer).length > 0);
      if (Object.keys(fromServer).length === 0) setFormError(errorMessage(t, err));
    }
  };
  // 'Advanced editor' names the activity first (the list's add dialog); it exists only once the owner confirms.
  const advanced = (a: Activity) => {
    finishing.current = true;
    navigate(paths.editor(a.id, "modules"));
  };
  const finish = async (next: "configGroups" | "activities") => {
    if (!created) return;
    let path = paths.list;
    if (next === "configGroups") {
      try {
        const done = await assign(created.aId);
        path = done.path;
        if (done.kind === "assigned")
          toast.success(
            t("activities.wizard.assigned", {
              ssids: done.ssids.join(", "),
              config: done.config,
              activity: created.profile.name ?? "",
            }),
          );
        if (done.kind === "noFreeSsid") toast.error(t("activities.wizard.noFreeSsid", { config: done.config }));
      } catch (err) {
        toast.error(err);
        path = paths.configGroups;
      }
    }
    if (onDone) onDone(next, created, path);
    else navigate(path);
  };

  let body: ReactNode;
  if (!(businessId > 0)) body = <Alert tone="warning">{t("intro-global-step-business")}</Alert>;
  else if (wizards.error)
    body = (
      <Alert tone="danger" title={t("Error")}>
        <p>{errorMessage(t, wizards.error)}</p>
        <Button variant="secondary" onClick={() => void wizards.refetch()}>
          {t("Retry")}
        </Button>
      </Alert>
    );
  else if (!wizards.data) body = <p role="status">{t("Loading")}</p>;
  else if (templates.length === 0) body = <p className={s.muted}>{t("activities.wizard.noTemplates")}</p>;
  else if (step === "form" && tpl)
    body = (
      <WizardFormStep
        template={tpl}
        values={values}
        onChange={setValues}
        errors={errors}
        invalid={invalid}
        busy={create.isPending || rename.isPending}
        before={
          business.data ? (
            <TextField
              label={t("activities.wizard.field.businessName")}
              hint={t("activities.wizard.field.businessNameHint")}
              name="businessName"
              value={shownName}
              maxLength={100}
              onChange={setBusinessName}
              error={errors.businessName ? t(errors.businessName) : null}
            />
          ) : null
        }
        onBack={() => setStep("template")}
        onComplete={() => void complete()}
      />
    );
  else
    body = (
      <WizardTemplateStep
        templates={templates}
        value={code}
        onChange={(c) => {
          setCode(c);
          setErrors({});
          setInvalid(false);
          setFormError(null);
        }}
        onNext={() => (code ? setStep("form") : setFormError(t("activities.wizard.pickTemplate")))}
      />
    );

  return (
    <PorticoRoot className={cx(s.page, className)}>
      <div className={s.head}>
        <h2 className={s.title}>{t("activities.wizard.title")}</h2>
        {businessId > 0 ? (
          <>
            <ActivityAddButton
              businessId={businessId}
              blocker={blocker}
              appId={project}
              label={t("activities.wizard.advanced")}
              variant="secondary"
              onAdded={advanced}
            />
            <Button variant="link" onClick={() => navigate(paths.list)}>
              {t("activities.wizard.cancel")}
            </Button>
          </>
        ) : null}
      </div>
      <p className={s.muted}>{t("activities.wizard.intro")}</p>
      {formError ? (
        <Alert tone="danger" title={t("Error")}>
          {formError}
        </Alert>
      ) : null}
      {body}
      <CongratulationDialog
        open={created !== null}
        onAssignSsid={() => void finish("configGroups")}
        onGoToList={() => void finish("activities")}
      />
    </PorticoRoot>
  );
}
