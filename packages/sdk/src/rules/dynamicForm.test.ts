import { describe, expect, it } from "vitest";
import {
  checkedValues,
  DYNAMIC_FORM_MESSAGES,
  dynamicFormProblem,
  dynamicFormProblems,
  type FormField,
  hasValue,
  isBooleanField,
} from "./dynamicForm";

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
  it("knows which fields hold a value and which hold a boolean", () => {
    expect(hasValue(f("titleDesc"))).toBe(false);
    expect(hasValue(f("text"))).toBe(true);
    expect(isBooleanField(f("yesNo"))).toBe(true);
    expect(isBooleanField(f("checkbox"))).toBe(true);
    expect(isBooleanField(f("checkbox", { choices }))).toBe(false);
    expect(checkedValues("a,b")).toEqual(["a", "b"]);
    expect(checkedValues("")).toEqual([]);
    expect(checkedValues(true)).toEqual([]);
  });

  it("checks required fields, blank text counting as empty", () => {
    expect(dynamicFormProblem(f("text", req), " ")).toBe("required");
    expect(dynamicFormProblem(f("text", req), undefined)).toBe("required");
    expect(dynamicFormProblem(f("text", req), [])).toBe("required");
    expect(dynamicFormProblem(f("text"), "")).toBeNull();
    expect(dynamicFormProblem(f("titleDesc", req), undefined)).toBeNull();
  });

  it("needs a required lone checkbox ticked and a required yes/no answered", () => {
    expect(dynamicFormProblem(f("checkbox", req), false)).toBe("required");
    expect(dynamicFormProblem(f("checkbox", req), true)).toBeNull();
    expect(dynamicFormProblem(f("checkbox"), false)).toBeNull();
    expect(dynamicFormProblem(f("yesNo", req), false)).toBeNull();
    expect(dynamicFormProblem(f("yesNo", req), undefined)).toBe("required");
    expect(dynamicFormProblem(f("yesNo"), undefined)).toBeNull();
  });

  it("checks each type once filled", () => {
    expect(dynamicFormProblem(f("email"), "a@b")).toBe("email");
    expect(dynamicFormProblem(f("email"), "a@b.co")).toBeNull();
    expect(dynamicFormProblem(f("number"), "1e")).toBe("number");
    expect(dynamicFormProblem(f("number"), 4)).toBeNull();
    expect(dynamicFormProblem(f("number"), " -2.5 ")).toBeNull();
    expect(dynamicFormProblem(f("tel"), "+886 2 1234 5678")).toBeNull();
    expect(dynamicFormProblem(f("tel"), "call me")).toBe("tel");
    expect(dynamicFormProblem(f("url"), "example.com")).toBe("url");
    expect(dynamicFormProblem(f("url"), "ftp://example.com")).toBe("url");
    expect(dynamicFormProblem(f("url"), "https://example.com/menu")).toBeNull();
    expect(dynamicFormProblem(f("date"), "2026-13-01")).toBe("date");
    expect(dynamicFormProblem(f("date"), "2026-05-01")).toBeNull();
    expect(dynamicFormProblem(f("time"), "24:00")).toBe("time");
    expect(dynamicFormProblem(f("time"), "09:30")).toBeNull();
    expect(dynamicFormProblem(f("text"), "anything")).toBeNull();
  });

  it("keeps choices to the listed ones, as text or as a list", () => {
    expect(dynamicFormProblem(f("dropdown", { choices }), "c")).toBe("choice");
    expect(dynamicFormProblem(f("radio", { choices }), "b")).toBeNull();
    expect(dynamicFormProblem(f("radio"), "free")).toBeNull();
    expect(dynamicFormProblem(f("checkbox", { choices }), "a,b")).toBeNull();
    expect(dynamicFormProblem(f("checkbox", { choices }), ["a", "c"])).toBe("choice");
    expect(dynamicFormProblem(f("checkbox", { choices, ...req }), [])).toBe("required");
  });

  it("collects every problem by name and explains each with an i18n key", () => {
    const fields = [f("text", req), f("number"), f("email"), f("titleDesc")];
    expect(dynamicFormProblems(fields, { text_x: "", number_x: "x", email_x: "a@b.co", other: "?" })).toEqual({
      text_x: "required",
      number_x: "number",
    });
    expect(dynamicFormProblems(fields, { text_x: "Hi" })).toEqual({});
    expect(DYNAMIC_FORM_MESSAGES.required).toBe("validation.required");
    expect(DYNAMIC_FORM_MESSAGES.tel).toBe("dynamicForm.invalid.tel");
  });
});
