import { describe, expect, it } from "vitest";
import {
  type FormField,
  formPayload,
  initialFormValues,
  serverFieldErrors,
  validateForm,
  validateFormField,
} from "./dynamicFormRules";

const f = (type: FormField["type"], extra: Partial<FormField> = {}): FormField => ({
  type,
  name: `${type}_x`,
  label: type,
  ...extra,
});
const req = { validator: { required: true } };
const choices = [
  { label: "A", value: "a" },
  { label: "B", value: "b" },
];

describe("dynamic form rules", () => {
  it("starts from each field's value, empty text or false", () => {
    expect(
      initialFormValues([
        f("text", { value: "Hi" }),
        f("number", { value: 3 }),
        f("yesNo"),
        f("checkbox"),
        f("checkbox", { name: "many", choices, value: ["a", "b"] }),
        f("titleDesc"),
      ]),
    ).toEqual({ text_x: "Hi", number_x: "3", yesNo_x: false, checkbox_x: false, many: "a,b" });
  });

  it("checks required fields and each type", () => {
    expect(validateFormField(f("text", req), " ")).toBe("validation.required");
    expect(validateFormField(f("text"), "")).toBeNull();
    expect(validateFormField(f("email"), "a@b")).toBe("dynamicForm.invalid.email");
    expect(validateFormField(f("email"), "a@b.co")).toBeNull();
    expect(validateFormField(f("number"), "1e")).toBe("dynamicForm.invalid.number");
    expect(validateFormField(f("tel"), "+886 2 1234 5678")).toBeNull();
    expect(validateFormField(f("tel"), "call me")).toBe("dynamicForm.invalid.tel");
    expect(validateFormField(f("url"), "example.com")).toBe("dynamicForm.invalid.url");
    expect(validateFormField(f("url"), "https://example.com/menu")).toBeNull();
    expect(validateFormField(f("date"), "2026-13-01")).toBe("dynamicForm.invalid.date");
    expect(validateFormField(f("time"), "24:00")).toBe("dynamicForm.invalid.time");
    expect(validateFormField(f("time"), "09:30")).toBeNull();
    expect(validateFormField(f("dropdown", { choices }), "c")).toBe("dynamicForm.invalid.choice");
    expect(validateFormField(f("checkbox", { choices }), "a,b")).toBeNull();
    expect(validateFormField(f("checkbox", req), false)).toBe("validation.required");
    expect(validateFormField(f("yesNo", req), false)).toBeNull();
    expect(validateFormField(f("titleDesc", req), undefined)).toBeNull();
  });

  it("collects every problem, sends numbers as numbers and maps server field names", () => {
    const fields = [f("text", req), f("number"), f("titleDesc")];
    expect(validateForm(fields, { text_x: "", number_x: "x" })).toEqual({
      text_x: "validation.required",
      number_x: "dynamicForm.invalid.number",
    });
    expect(formPayload(fields, { text_x: "a", number_x: "12" })).toEqual({ text_x: "a", number_x: 12 });
    expect(serverFieldErrors({ "form.name": "too long", "/form/url": "bad", other: "x" })).toEqual({
      name: "too long",
      url: "bad",
      other: "x",
    });
  });
});
