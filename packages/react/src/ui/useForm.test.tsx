import { PorticoError } from "@portico/sdk";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { Button } from "./Button";
import { Form, FormError } from "./Form";
import { TextField } from "./TextField";
import { useForm } from "./useForm";

// The server's VALIDATION_FAILED answer, as the SDK rejects it.
const rejected = new PorticoError({
  status: 400,
  code: "VALIDATION_FAILED",
  message: "Invalid request",
  userMessage: "body/name must NOT have more than 32 characters",
  fields: { "body/name": "must NOT have more than 32 characters" },
});

function NameForm() {
  const form = useForm({
    initialValues: { name: "", note: "" },
    validate: (v) => ({ name: v.name ? null : "required" }),
    onSubmit: async () => {
      throw rejected;
    },
  });
  return (
    <Form onSubmit={form.handleSubmit}>
      <FormError error={form.formError} />
      <TextField label="Name" {...form.field("name")} />
      <TextField label="Note" {...form.field("note")} />
      <Button type="submit">Save</Button>
    </Form>
  );
}

describe("useForm", () => {
  it("shows errors after blur or submit, not while typing the first time", async () => {
    renderWithPortico(<NameForm />);
    const user = userEvent.setup();
    expect(screen.queryByText("required")).toBeNull();
    await user.click(screen.getByLabelText("Name"));
    await user.tab();
    expect(screen.getByText("required")).toBeTruthy();
    await user.type(screen.getByLabelText("Name"), "x");
    expect(screen.queryByText("required")).toBeNull();
  });

  it("puts server field errors on the matching field, the form error on top, and keeps the values", async () => {
    renderWithPortico(<NameForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "A very long name");
    await user.type(screen.getByLabelText("Note"), "kept");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Some fields are not filled in correctly.");
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "must NOT have more than 32 characters",
    );
    expect(name.value).toBe("A very long name");
    expect((screen.getByLabelText("Note") as HTMLInputElement).value).toBe("kept");
    // Editing the field clears its server error.
    await user.type(name, "!");
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });
});
