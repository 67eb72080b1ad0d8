import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { TableCardEditor } from "./TableCardEditor";

describe("TableCardEditor", () => {
  it("opens as a full-screen dialog with the four templates and the zoom and export controls", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithPortico(
      <TableCardEditor open onOpenChange={onOpenChange} url="https://portico.example/s/Cafe01" name="Harbour Café" />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Table card: Harbour Café" });
    const templates = within(dialog).getByRole("group", { name: "Template" });
    expect(
      within(templates)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["B&B", "Café", "Restaurant", "Hotel"]);
    expect(within(templates).getByRole("button", { name: "B&B" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(templates).getByRole("button", { name: "Café" }));
    expect(within(templates).getByRole("button", { name: "Café" }).getAttribute("aria-pressed")).toBe("true");
    for (const name of ["Zoom in", "Zoom out", "Fit", "Export PNG", "Close"])
      expect(within(dialog).getByRole("button", { name })).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Table card design" })).toBeTruthy();
    await waitFor(() =>
      expect(
        document.getElementById(within(dialog).getByRole("img").getAttribute("aria-describedby")!)?.textContent,
      ).toContain("Café template, 2480 × 3307 px"),
    );
    // jsdom has no canvas: the editor says so with the spec's message instead of failing silently.
    expect(await within(dialog).findByText("This function is not supported by your browser.")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Export PNG" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
