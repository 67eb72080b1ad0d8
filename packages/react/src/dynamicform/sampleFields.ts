import type { FormField } from "./dynamicFormRules";

// Every field type of part 3 'Dynamic form', shared by the story and the test (not exported from the package).
const options = (...pairs: [label: string, value: string][]) => pairs.map(([label, value]) => ({ label, value }));

/** A form with one field of each type; 'Nickname' and 'I accept the terms' are required. */
export const SAMPLE_FIELDS: FormField[] = [
  { type: "titleDesc", name: "titleDesc_a1", label: "About you", desc: "Tell us a little." },
  { type: "text", name: "text_a1", label: "Nickname", validator: { required: true } },
  { type: "textarea", name: "textarea_a1", label: "Comments" },
  { type: "password", name: "password_a1", label: "Secret" },
  { type: "number", name: "number_a1", label: "Party size" },
  { type: "email", name: "email_a1", label: "E-mail" },
  { type: "date", name: "date_a1", label: "Birthday" },
  { type: "tel", name: "tel_a1", label: "Phone" },
  { type: "time", name: "time_a1", label: "Arrival", format: { hourStep: 1, minuteStep: 15 } },
  { type: "url", name: "url_a1", label: "Website" },
  { type: "radio", name: "radio_a1", label: "Seat", choices: options(["Inside", "in"], ["Terrace", "out"]) },
  { type: "checkbox", name: "checkbox_a1", label: "Diet", choices: options(["Vegan", "vegan"], ["Halal", "halal"]) },
  { type: "checkbox", name: "checkbox_b2", label: "I accept the terms", validator: { required: true } },
  { type: "dropdown", name: "dropdown_a1", label: "Visits", choices: options(["First", "1"], ["Regular", "n"]) },
  { type: "yesNo", name: "yesNo_a1", label: "Newsletter" },
];
