import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { LotteryEditDialog } from "./LotteryEditDialog";
import { LotteryList } from "./LotteryList";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
});
afterAll(() => srv?.close());

async function workbook(prizes: [string, number][], names: string[]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const p = wb.addWorksheet("Prizes");
  p.addRow(["Prize", "Quantity"]);
  for (const r of prizes) p.addRow(r);
  const c = wb.addWorksheet("Candidates");
  c.addRow(["Name", "Table"]);
  for (const [i, n] of names.entries()) c.addRow([n, `T${i + 1}`]);
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  return new File([bytes], "party.xlsx", {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
}

describe("lottery widgets against the reference server", () => {
  it("lists the café's lottery and shows its prizes, candidates and draw link in the dialog", async () => {
    const user = userEvent.setup();
    renderWithPortico(<LotteryList businessId={1} />, { baseUrl: srv.url, token });
    const row = (await screen.findByText("Year-end party", { selector: "td" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("Dark Red")).toBeTruthy();
    expect(within(row).getByText("12")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Edit Year-end party" }));
    const dialog = await screen.findByRole("dialog", { name: "Lottery Year-end party" });
    expect(await within(dialog).findByText("Espresso machine")).toBeTruthy();
    expect(await within(dialog).findByText("Ann Lee")).toBeTruthy();
    const open = await within(dialog).findByRole("link", { name: "Open the draw page" });
    expect(open.getAttribute("href")).toMatch(/\/lottery\/\d+\?expires=\d+&sig=[0-9a-f]{64}$/);
    expect(within(dialog).getByRole("img", { name: "QR code of the draw page" }).getAttribute("src")).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it("adds a lottery with the Custom template and its colours", async () => {
    const user = userEvent.setup();
    renderWithPortico(<LotteryList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add lottery" }));
    const dialog = await screen.findByRole("dialog", { name: "New lottery" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Name", { selector: "input" }), "Spring fair");
    await user.type(within(dialog).getByLabelText("Title of the draw page", { selector: "input" }), "Spring draw");
    await user.click(within(dialog).getByRole("radio", { name: "Custom" }));
    await user.click(within(dialog).getByRole("button", { name: "Add colour" }));
    expect(within(dialog).getByLabelText("Background colour 2")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("dialog", { name: "Lottery Spring fair" })).toBeTruthy();
    const list = (await call("GET", "/v3/businesses/1/lotteries")) as { name: string; config: unknown }[];
    expect(list.find((l) => l.name === "Spring fair")?.config).toEqual({
      templateType: 3,
      stripImage: null,
      templateParams: { fontColor: "#ffffff", colors: ["#8b0000", "#ffffff"] },
    });
  });

  it("imports an Excel file: preview of its sheets, the overwrite confirmation, then the new data", async () => {
    const user = userEvent.setup();
    const made = await call("POST", "/v3/businesses/1/lotteries", {
      name: "Gala",
      title: "Gala draw",
      config: { templateType: 2, stripImage: null, templateParams: { fontColor: "#000000", colors: ["#ffffff"] } },
    });
    renderWithPortico(<LotteryEditDialog businessId={1} lottery={made} open onClose={() => {}} />, {
      baseUrl: srv.url,
      token,
    });
    const dialog = await screen.findByRole("dialog", { name: "Lottery Gala" });
    expect(await within(dialog).findByText("No candidates yet: import them from Excel.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Import from Excel" }));
    const imp = await screen.findByRole("dialog", { name: "Import Gala from Excel" });
    await user.upload(
      within(imp).getByLabelText("Excel file (.xlsx)"),
      await workbook([["Bike", 1]], ["Mia", "Noah", "Olga"]),
    );
    await user.click(within(imp).getByRole("button", { name: "Upload and preview" }));
    expect(await within(imp).findByText("Candidates: 3 rows")).toBeTruthy();
    expect(within(imp).getByText("Prizes: 1 rows")).toBeTruthy();
    expect(within(imp).getByText("Noah")).toBeTruthy();
    await user.click(within(imp).getByRole("button", { name: "Import" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText(/The 3 candidates of Candidates replace/)).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(
      () =>
        expect(
          screen.queryByRole("dialog", { name: "Import Gala from Excel" }),
          screen.queryByRole("dialog", { name: "Import Gala from Excel" })?.textContent ?? "",
        ).toBeNull(),
      { timeout: 10_000 },
    );
    expect(await within(dialog).findByText("Olga", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(dialog).getByText("Bike")).toBeTruthy();
    expect((await call("GET", `/v3/lotteries/${made.id}`)).candidateCount).toBe(3);
  }, 30_000);

  it("refuses a file that is not xlsx before uploading", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const made = await call("POST", "/v3/businesses/1/lotteries", {
      name: "Bad file",
      title: "",
      config: { templateType: 0, stripImage: null, templateParams: { fontColor: "#000000", colors: ["#ffffff"] } },
    });
    renderWithPortico(<LotteryEditDialog businessId={1} lottery={made} open onClose={() => {}} />, {
      baseUrl: srv.url,
      token,
    });
    await user.click(await screen.findByRole("button", { name: "Import from Excel" }));
    const imp = await screen.findByRole("dialog", { name: "Import Bad file from Excel" });
    await user.upload(
      within(imp).getByLabelText("Excel file (.xlsx)"),
      new File(["a,b"], "list.csv", { type: "text/csv" }),
    );
    await user.click(within(imp).getByRole("button", { name: "Upload and preview" }));
    expect(await within(imp).findByText("Lottery Excel file must be valid: choose an .xlsx file.")).toBeTruthy();
  });
});
