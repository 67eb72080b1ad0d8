import { action, type Story, type StoryDefault } from "@ladle/react";
import { useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../../stories/PorticoStory";
import { CongratulationDialog } from "./CongratulationDialog";
import { DynamicForm } from "./DynamicForm";
import { type FormField, initialFormValues } from "./dynamicFormRules";
import { FirstActivityWizard } from "./FirstActivityWizard";

export default { title: "Activities / First-activity wizard" } satisfies StoryDefault;

type Args = { locale: Locale };

// The wizard on the hotel (wifi menu type: it never sends the user back to the list).
export const Wizard: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstActivityWizard businessId={2} menuType="wifi" onDone={action("done")} />
  </PorticoStory>
);
Wizard.argTypes = localeArgTypes;

// The restaurant template preselected (the route's ?wizard=restaurant).
export const RestaurantPreselected: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <FirstActivityWizard businessId={2} menuType="wifi" template="restaurant" onDone={action("done")} />
  </PorticoStory>
);
RestaurantPreselected.argTypes = localeArgTypes;

export const Congratulation: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <CongratulationDialog open onAssignSsid={action("assignSsid")} onGoToList={action("goToList")} />
  </PorticoStory>
);
Congratulation.argTypes = localeArgTypes;

const fields: FormField[] = [
  { type: "titleDesc", name: "titleDesc_k1", label: "Tell us about your visit", desc: "It takes a minute." },
  { type: "text", name: "text_k1", label: "Name", validator: { required: true } },
  { type: "email", name: "email_k1", label: "E-mail" },
  { type: "textarea", name: "textarea_k1", label: "Comments" },
  { type: "time", name: "time_k1", label: "Arrival time", format: { hourStep: 1, minuteStep: 15 } },
  {
    type: "radio",
    name: "radio_k1",
    label: "Seat",
    choices: [
      { label: "Inside", value: "in" },
      { label: "Terrace", value: "out" },
    ],
  },
  {
    type: "checkbox",
    name: "checkbox_k1",
    label: "Diet",
    choices: [
      { label: "Vegan", value: "vegan" },
      { label: "Halal", value: "halal" },
    ],
  },
  {
    type: "dropdown",
    name: "dropdown_k1",
    label: "How often do you come?",
    choices: [
      { label: "First time", value: "1" },
      { label: "Regularly", value: "n" },
    ],
  },
  { type: "yesNo", name: "yesNo_k1", label: "Newsletter" },
];

function FormDemo() {
  const [values, setValues] = useState(() => initialFormValues(fields));
  return <DynamicForm fields={fields} values={values} onChange={setValues} errors={{ email_k1: "validation.email" }} />;
}

// The dynamic form renderer alone, every kind of field, one error shown.
export const DynamicFormFields: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <FormDemo />
  </PorticoStory>
);
DynamicFormFields.argTypes = localeArgTypes;
