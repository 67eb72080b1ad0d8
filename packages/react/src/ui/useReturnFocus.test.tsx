import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { Button } from "./Button";
import { useConfirm } from "./Confirm";
import { FormDialog } from "./FormDialog";

/** A list row whose Delete asks first (opened by state, no Radix Trigger), and whose Edit opens a form. */
function Row({ removeOnYes = false }: { removeOnYes?: boolean }) {
  const { confirm, element } = useConfirm();
  const [editing, setEditing] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      {gone ? null : (
        <Button
          variant="danger"
          onClick={async () => {
            if ((await confirm({ message: "Delete it?", danger: true })) && removeOnYes) setGone(true);
          }}
        >
          Delete
        </Button>
      )}
      <Button onClick={() => setEditing(true)}>Edit</Button>
      <FormDialog open={editing} onClose={() => setEditing(false)} title="Edit" onSubmit={() => {}} submitLabel="Save">
        <input aria-label="name" />
      </FormDialog>
      {element}
    </>
  );
}

describe("focus returns to the opener", () => {
  it("after Escape and after Cancel of a confirmation", async () => {
    renderWithPortico(<Row />, { baseUrl: "http://127.0.0.1:1" });
    const user = userEvent.setup();
    const del = screen.getByRole("button", { name: "Delete" });
    await user.click(del);
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(del));

    await user.click(del);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(del));
  });

  it("after Escape and after Cancel of an edit dialog opened by state", async () => {
    renderWithPortico(<Row />, { baseUrl: "http://127.0.0.1:1" });
    const user = userEvent.setup();
    const edit = screen.getByRole("button", { name: "Edit" });
    await user.click(edit);
    await screen.findByRole("dialog", { name: "Edit" });
    await waitFor(() => expect(document.activeElement).not.toBe(edit));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));

    await user.click(edit);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it("leaves focus to the document when the opener is gone", async () => {
    renderWithPortico(<Row removeOnYes />, { baseUrl: "http://127.0.0.1:1" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.body));
  });
});
