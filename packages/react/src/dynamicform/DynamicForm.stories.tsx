import type { Story, StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { DynamicForm } from "./DynamicForm";
import { initialFormValues } from "./dynamicFormRules";
import { SAMPLE_FIELDS } from "./sampleFields";

export default { title: "Dynamic form" } satisfies StoryDefault;

type Args = { locale: Locale };

function FormDemo() {
  const [values, setValues] = useState(() => initialFormValues(SAMPLE_FIELDS));
  return (
    <DynamicForm
      fields={SAMPLE_FIELDS}
      values={values}
      onChange={setValues}
      errors={{ email_a1: "dynamicForm.invalid.email" }}
    />
  );
}

// The dynamic form renderer alone, every kind of field, one error shown.
export const DynamicFormFields: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <FormDemo />
  </PorticoStory>
);
DynamicFormFields.argTypes = localeArgTypes;
