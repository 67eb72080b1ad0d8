import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { FormDialog } from "./FormDialog";

const unsaved = { title: "Unsaved", message: "Leave?", confirmText: "Leave", cancelText: "Stay" };

describe("FormDialog", () => {
  it("shows the form error, saves on submit and closes on Cancel (Cancel in the current language)", async () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    renderWithPortico(
      <FormDialog open onClose={onClose} title="Edit" formError="Refused" onSubmit={onSubmit} submitLabel="Save">
        <input aria-label="name" />
      </FormDialog>,
      { baseUrl: "http://127.0.0.1:1", locale: "ru" },
    );
    const user = userEvent.setup();
    expect((await screen.findByRole("alert")).textContent).toContain("Refused");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("blocks Cancel while busy", async () => {
    const onClose = vi.fn();
    renderWithPortico(<FormDialog open onClose={onClose} title="Edit" onSubmit={() => {}} submitLabel="Save" busy />, {
      baseUrl: "http://127.0.0.1:1",
    });
    expect((await screen.findByRole("button", { name: "Cancel" })).hasAttribute("disabled")).toBe(true);
  });

  it("asks before a dirty form is closed, and stays when the user keeps editing", async () => {
    const onClose = vi.fn();
    renderWithPortico(
      <FormDialog
        open
        onClose={onClose}
        title="Edit"
        onSubmit={() => {}}
        submitLabel="Save"
        dirty
        unsavedConfirm={unsaved}
      />,
      { baseUrl: "http://127.0.0.1:1" },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Stay" }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
