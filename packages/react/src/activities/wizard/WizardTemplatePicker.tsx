import type { WizardTemplate, WizardTemplateCode } from "../../data/activityWizards";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Form } from "../../ui/Form";
import * as s from "./wizard.css";

/** Props of {@link WizardTemplatePicker}. */
export interface WizardTemplatePickerProps {
  templates: readonly WizardTemplate[];
  value: WizardTemplateCode | null;
  onChange(code: WizardTemplateCode): void;
}

/** The wizard's template cards: a radio group (arrow keys move between templates), each with its description. */
export function WizardTemplatePicker({ templates, value, onChange }: WizardTemplatePickerProps) {
  const { t } = usePortico();
  return (
    <fieldset className={s.templates}>
      <legend className={s.legend}>{t("activities.wizard.templates")}</legend>
      {templates.map((tpl) => {
        const descId = `wizard-tpl-${tpl.templateCode}-desc`;
        const nameId = `wizard-tpl-${tpl.templateCode}-name`;
        return (
          <label key={tpl.templateCode} className={value === tpl.templateCode ? s.cardChosen : s.card}>
            <input
              type="radio"
              name="wizard-template"
              value={tpl.templateCode}
              checked={value === tpl.templateCode}
              aria-labelledby={nameId}
              aria-describedby={descId}
              onChange={() => onChange(tpl.templateCode)}
            />
            <span className={s.cardText}>
              <span id={nameId} className={s.cardName}>
                {tpl.name}
              </span>
              <span id={descId} className={s.muted}>
                {tpl.description}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The wizard's first step: the template cards and Next. */
export function WizardTemplateStep(p: WizardTemplatePickerProps & { onNext(): void }) {
  const { t } = usePortico();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        p.onNext();
      }}
    >
      <h3 className={s.sectionTitle}>{t("activities.wizard.step.template")}</h3>
      <WizardTemplatePicker templates={p.templates} value={p.value} onChange={p.onChange} />
      <div className={s.actions}>
        <Button type="submit">{t("activities.wizard.next")}</Button>
      </div>
    </Form>
  );
}
