import { type FormEvent, useState } from "react";
import { DynamicFormField } from "../dynamicform/DynamicFormField";
import {
  type FormValues,
  formPayload,
  hasValue,
  initialFormValues,
  problemKey,
  validateForm,
} from "../dynamicform/dynamicFormRules";
import { dynamicFormMessages } from "../dynamicform/i18n";
import { useAreaMessages } from "../i18n/useAreaMessages";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import { Form } from "../ui/Form";
import * as s from "./portal.css";
import { errorFields, fieldText, succeeded } from "./portalErrors";
import type { PortalCallbacks, PortalModule } from "./types";

/** Props of {@link SurveyModule}. */
export interface SurveyModuleProps extends Pick<PortalCallbacks, "onAnswers" | "onStep"> {
  module: PortalModule;
  busy?: boolean | undefined;
  error?: unknown;
  /** False while the terms are not agreed to. */
  canContinue: boolean;
}

/**
 * A survey, survey-diy or registration-form module: its fields (the shared DynamicFormField); Continue sends the
 * answers and, once stored, moves on. Skip only when the module is skippable.
 */
export function SurveyModule({ module, busy, error, canContinue, onAnswers, onStep }: SurveyModuleProps) {
  useAreaMessages(dynamicFormMessages); // the problems below are explained in the dynamic form's texts
  const { t } = usePortico();
  const fields = module.profile.form ?? [];
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields));
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = errorFields(error);
  const errors = Object.fromEntries(
    fields.map((f) => [f.name, fieldText(t, local[f.name] ?? problemKey(server[f.name]))] as const),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateForm(fields, values);
    setLocal(problems);
    if (Object.keys(problems).length) return;
    const stored = await succeeded(() => onAnswers(module.id, formPayload(fields, values)));
    if (stored !== false) await succeeded(() => onStep(module.id, "continue"));
  };
  return (
    <Form onSubmit={submit}>
      {fields.map((f) => (
        <DynamicFormField
          key={f.name}
          field={f}
          value={values[f.name]}
          onChange={(v) => setValues((prev) => ({ ...prev, [f.name]: v }))}
          error={hasValue(f) ? errors[f.name] : null}
          disabled={busy}
        />
      ))}
      <div className={s.actions}>
        <Button type="submit" className={s.wide} loading={busy} disabled={!canContinue}>
          {module.profile.continueCaption || t("portal.continue")}
        </Button>
        {module.profile.skippable ? (
          <Button
            variant="secondary"
            className={s.wide}
            disabled={busy || !canContinue}
            onClick={() => succeeded(() => onStep(module.id, "skip"))}
          >
            {module.profile.skipCaption || t("portal.skip")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
