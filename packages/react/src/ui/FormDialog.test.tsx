import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { FormDialog } from "./FormDialog";

const unsaved = { title: "Unsaved", message: "Leave?", confirmText: "Leave", cancelText: "Stay" };

/** A form whose save runs for a moment and is then refused. */
function Refusing() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open
      onClose={() => {}}
      title="Edit"
      formError={error}
      busy={busy}
      onSubmit={() => {
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setError("Refused");
        }, 50);
      }}
      submitLabel="Save"
    >
      <input aria-label="name" />
      <input aria-label="city" />
    </FormDialog>
  );
}

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

  it("blocks Cancel and Escape while busy, and closes on Escape otherwise", async () => {
    const onClose = vi.fn();
    const dialog = (busy: boolean) => (
      <FormDialog open onClose={onClose} title="Edit" onSubmit={() => {}} submitLabel="Save" busy={busy}>
        <input aria-label="name" />
      </FormDialog>
    );
    const { rerender } = renderWithPortico(dialog(true), { baseUrl: "http://127.0.0.1:1" });
    const user = userEvent.setup();
    expect((await screen.findByRole("button", { name: "Cancel" })).hasAttribute("disabled")).toBe(true);
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    rerender(dialog(false));
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
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

  it("submits on Enter in a field, is busy while saving, and keeps what was typed when the save is refused", async () => {
    renderWithPortico(<Refusing />, { baseUrl: "http://127.0.0.1:1" });
    const user = userEvent.setup();
    const name = await screen.findByLabelText("name");
    await user.type(name, "Harbour");
    await user.type(screen.getByLabelText("city"), "Keelung{Enter}");
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    expect((await screen.findByRole("alert")).textContent).toContain("Refused");
    expect((name as HTMLInputElement).value).toBe("Harbour");
    expect((screen.getByLabelText("city") as HTMLInputElement).value).toBe("Keelung");
  });

  it("names Cancel as asked and puts extra actions first, apart from Cancel and Save", async () => {
    const onClose = vi.fn();
    const onRemove = vi.fn();
    renderWithPortico(
      <FormDialog
        open
        onClose={onClose}
        title="Run"
        onSubmit={() => {}}
        submitLabel="Run"
        cancelLabel="Close"
        extraActions={
          <button type="button" onClick={onRemove}>
            Remove
          </button>
        }
      />,
      { baseUrl: "http://127.0.0.1:1" },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole("dialog", { name: "Run" });
    expect(within(dialog).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Remove", "Close", "Run"]);
    // Remove sits in its own group at the start of the footer; Close and Run share the footer's end.
    const remove = within(dialog).getByRole("button", { name: "Remove" });
    expect(remove.parentElement).not.toBe(within(dialog).getByRole("button", { name: "Close" }).parentElement);
    await user.click(remove);
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
