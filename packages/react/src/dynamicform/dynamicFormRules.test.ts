import { describe, expect, it } from "vitest";
import {
  type FormField,
  formPayload,
  initialFormValues,
  serverFieldErrors,
  validateForm,
  validateFormField,
} from "./dynamicFormRules";

// The checks are tested in @portico/sdk/rules; here the form's state and the problems' i18n keys.
const ab = ["a", "b"].map((value) => ({ label: value.toUpperCase(), value }));
const many: FormField = { type: "checkbox", name: "many", label: "Many", choices: ab, value: ["a", "b"] };

describe("dynamic form state", () => {
  it("starts from each field's value, empty text or false", () => {
    const fields: FormField[] = [
      { type: "text", name: "nick", label: "Nick", value: "Hi" },
      { type: "number", name: "size", label: "Size", value: 3 },
      { type: "yesNo", name: "news", label: "News", value: "yes" },
      { type: "checkbox", name: "terms", label: "Terms" },
      many,
      { type: "titleDesc", name: "about", label: "About" },
    ];
    expect(initialFormValues(fields)).toEqual({ nick: "Hi", size: "3", news: true, terms: false, many: "a,b" });
  });

  it("explains each problem with an i18n key", () => {
    const email: FormField = { type: "email", name: "email", label: "E-mail", validator: { required: true } };
    expect(validateFormField(email, " ")).toBe("validation.required");
    expect(validateFormField(email, "a@b")).toBe("dynamicForm.invalid.email");
    expect(validateFormField(email, "a@b.co")).toBeNull();
    expect(validateFormField(many, "a,c")).toBe("dynamicForm.invalid.choice");
  });

  it("collects every problem, sends numbers as numbers and maps server field names", () => {
    const fields: FormField[] = [
      { type: "text", name: "nick", label: "Nick", validator: { required: true } },
      { type: "number", name: "size", label: "Size" },
      { type: "titleDesc", name: "about", label: "About" },
    ];
    expect(validateForm(fields, { nick: "", size: "x" })).toEqual({
      nick: "validation.required",
      size: "dynamicForm.invalid.number",
    });
    expect(formPayload(fields, { nick: "a", size: "12", about: "x" })).toEqual({ nick: "a", size: 12 });
    expect(serverFieldErrors({ "form.name": "too long", "/form/url": "bad", other: "x" })).toEqual({
      name: "too long",
      url: "bad",
      other: "x",
    });
  });
});
