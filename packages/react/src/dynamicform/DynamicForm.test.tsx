import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { DynamicForm } from "./DynamicForm";
import { type FormField, type FormValues, initialFormValues, validateForm } from "./dynamicFormRules";
import { SAMPLE_FIELDS } from "./sampleFields";

const fields = SAMPLE_FIELDS; // the form itself calls no server

function Harness({ onValues }: { onValues(v: FormValues): void }) {
  const [values, setValues] = useState(() => initialFormValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors(validateForm(fields, values));
        onValues(values);
      }}
    >
      <DynamicForm fields={fields} values={values} onChange={setValues} errors={errors} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("DynamicForm", () => {
  it("draws every field type with its label, validates by type and keeps the values", async () => {
    const onValues = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(<Harness onValues={onValues} />);
    expect(screen.getByRole("heading", { name: "About you" })).toBeTruthy();
    expect(screen.getByText("Tell us a little.")).toBeTruthy();
    expect(screen.getByLabelText("Comments").tagName).toBe("TEXTAREA");
    expect((screen.getByLabelText("Secret") as HTMLInputElement).type).toBe("password");
    expect((screen.getByLabelText("Arrival") as HTMLInputElement).step).toBe("900");
    await user.type(screen.getByLabelText("E-mail"), "ada@");
    await user.type(screen.getByLabelText("Website"), "https://ada.example");
    await user.click(screen.getByRole("radio", { name: "Terrace" }));
    await user.click(screen.getByRole("checkbox", { name: "Halal" }));
    await user.click(screen.getByRole("checkbox", { name: "Vegan" }));
    await user.selectOptions(screen.getByLabelText("Visits"), "Regular");
    await user.click(within(screen.getByRole("group", { name: "Newsletter" })).getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect((screen.getByLabelText("Nickname *") as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(onValues).toHaveBeenLastCalledWith(
      expect.objectContaining({
        email_a1: "ada@",
        url_a1: "https://ada.example",
        radio_a1: "out",
        checkbox_a1: "vegan,halal",
        checkbox_b2: false,
        dropdown_a1: "n",
        yesNo_a1: true,
      }),
    );
  });

  it("steps a time field by its minute step, else by its hour step", () => {
    const time = (name: string, format: FormField["format"]): FormField => ({
      type: "time",
      name,
      label: name,
      format,
    });
    renderWithPortico(
      <DynamicForm
        fields={[
          time("Quarter", { hourStep: 1, minuteStep: 15 }),
          time("Even hours", { hourStep: 2 }),
          time("Free", {}),
        ]}
        values={{}}
        onChange={() => {}}
      />,
    );
    expect((screen.getByLabelText("Quarter") as HTMLInputElement).step).toBe("900");
    expect((screen.getByLabelText("Even hours") as HTMLInputElement).step).toBe("7200");
    expect((screen.getByLabelText("Free") as HTMLInputElement).getAttribute("step")).toBeNull();
  });
});
