import type { ReactNode } from "react";
import type { WizardTemplate } from "../../data/activityWizards";
import { DynamicForm } from "../../dynamicform/DynamicForm";
import type { FormValues } from "../../dynamicform/dynamicFormRules";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Alert, Form } from "../../ui/Form";
import * as s from "./wizard.css";

/** Props of {@link WizardFormStep}. */
export interface WizardFormStepProps {
  template: WizardTemplate;
  values: FormValues;
  onChange(values: FormValues): void;
  /** Problems by field name (i18n keys or the server's text). */
  errors: Record<string, string>;
  /** The last submit was refused: 'Invalid Form Field Detected!'. */
  invalid: boolean;
  busy: boolean;
  /** Fields shown above the template's form (the business name). */
  before?: ReactNode;
  onBack(): void;
  onComplete(): void;
}

/** The wizard's second step: the template's dynamic form with Back and Complete; every value survives a refusal. */
export function WizardFormStep(p: WizardFormStepProps) {
  const { t } = usePortico();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        p.onComplete();
      }}
    >
      <h3 className={s.sectionTitle}>{t("activities.wizard.step.form", { name: p.template.name })}</h3>
      <p className={s.muted}>{p.template.description}</p>
      {p.invalid ? (
        <Alert tone="danger" title={t("Invalid Form Field Detected!")}>
          {t("Please make sure all fields are filled correctly before updating activity settings.")}
        </Alert>
      ) : null}
      {p.before}
      <DynamicForm fields={p.template.formJson.items} values={p.values} onChange={p.onChange} errors={p.errors} />
      <div className={s.actions}>
        <Button type="button" variant="secondary" onClick={p.onBack}>
          {t("activities.wizard.back")}
        </Button>
        <Button type="submit" loading={p.busy}>
          {t("activities.wizard.complete")}
        </Button>
      </div>
    </Form>
  );
}
