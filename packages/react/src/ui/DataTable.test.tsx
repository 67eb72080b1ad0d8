import { PorticoError } from "@portico/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { DataTable, type DataTableColumn } from "./DataTable";

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { key: "id", header: "ID", cell: (r) => r.id },
  { key: "name", header: "Name", cell: (r) => r.name },
];
const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const base = { columns, getRowKey: (r: Row) => r.id, page: 0, pageSize: 20, onPageChange: () => {} };

describe("DataTable", () => {
  it("shows loading, empty and error states", async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithPortico(<DataTable {...base} rows={undefined} total={0} />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    rerender(<DataTable {...base} rows={[]} total={0} />);
    expect(screen.getByText("No data")).toBeTruthy();
    rerender(
      <DataTable
        {...base}
        rows={undefined}
        total={0}
        error={new PorticoError({ status: 403, code: "FORBIDDEN", message: "x" })}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("You do not have permission to do this.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("pages on the server's total and offers only the sizes the count reaches", async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    renderWithPortico(
      <DataTable {...base} rows={rows} total={30} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />,
    );
    expect(screen.getAllByRole("row")).toHaveLength(21);
    expect(screen.getByText("1–20 of 30")).toBeTruthy();
    const select = screen.getByLabelText("Rows per page") as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["5", "10", "20", "25", "50"]);
    const user = userEvent.setup();
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await user.selectOptions(select, "50");
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it("lets the keyboard open a row", async () => {
    const onRowClick = vi.fn();
    renderWithPortico(<DataTable {...base} rows={rows.slice(0, 2)} total={2} onRowClick={onRowClick} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toContain("Row 1");
    await user.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });
});
