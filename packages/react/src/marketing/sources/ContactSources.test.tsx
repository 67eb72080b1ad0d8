import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { ContactSourceEditor } from "./ContactSourceEditor";
import { ContactSourceList } from "./ContactSourceList";
import { ContactSourcePreview } from "./ContactSourcePreview";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
});
afterAll(() => srv?.close());

const seeded = async () =>
  ((await call("GET", "/v3/businesses/1/air2-sources")) as { id: number; name: string }[]).find(
    (s) => s.name === "Café members",
  )!;

describe("contact source widgets against the reference server", () => {
  it("lists the café's sources and adds a draft that opens in the editor", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    renderWithPortico(<ContactSourceList businessId={1} onEdit={onEdit} />, { baseUrl: srv.url, token });
    const row = (await screen.findByText("Café members", { selector: "td" })).closest("tr")!;
    expect(within(row as HTMLElement).getByText("Submitted")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("12")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add source" }));
    const dialog = await screen.findByRole("dialog", { name: "Add source" });
    await user.type(within(dialog).getByLabelText("Name", { selector: "input" }), "Walk-ins");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: "Walk-ins", status: "draft" })),
    );
  });

  it("defines columns by the rules and submits the draft on save", async () => {
    const user = userEvent.setup();
    const draft = await call("POST", "/v3/businesses/1/air2-sources", { name: "Newsletter" });
    const onSaved = vi.fn();
    renderWithPortico(<ContactSourceEditor businessId={1} sourceId={draft.id} onSaved={onSaved} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("Save the source to import contacts into it.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add column" }));
    const name = screen.getByLabelText("Column 1 name", { selector: "input" });
    // A new string column is 8 long.
    expect((screen.getByLabelText("Length", { selector: "input" }) as HTMLInputElement).value).toBe("8");
    await user.type(name, "e mail");
    expect(await screen.findByText("Use letters, digits, underscore or CJK characters only.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSaved).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, "電郵_1");
    await user.click(screen.getByLabelText("Filterable"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = await call("GET", `/v3/air2-sources/${draft.id}`);
    expect(saved).toMatchObject({
      status: "submitted",
      columns: [{ name: "電郵_1", dataType: "string", length: 8, fiilterable: true, schedulerable: false }],
    });
  });

  it("imports a csv file through preview and confirm, and shows the import info block", async () => {
    const user = userEvent.setup();
    const cols = [
      { name: "email", dataType: "string", length: 40 },
      { name: "points", dataType: "number" },
    ];
    const made = await call("POST", "/v3/businesses/1/air2-sources", { name: "Fair", columns: cols });
    await call("PUT", `/v3/air2-sources/${made.id}`, { name: "Fair", columns: cols });
    renderWithPortico(<ContactSourceEditor businessId={1} sourceId={made.id} />, { baseUrl: srv.url, token });
    expect((await screen.findByTestId("source-import-api")).textContent).toBe(
      `POST ${srv.url}/v3/air2-sources/${made.id}/rows`,
    );
    expect(screen.getByRole("link", { name: "Download the csv template" }).getAttribute("href")).toContain(
      `/v3/air2-sources/${made.id}/import-template?expires=`,
    );
    await user.click(screen.getByRole("button", { name: "Import a file" }));
    const dialog = await screen.findByRole("dialog", { name: "Import into Fair" });
    const file = new File(["email,points,extra\na@example.test,1,x\nb@example.test,two,y\n"], "fair.csv", {
      type: "text/csv",
    });
    await user.upload(within(dialog).getByLabelText("File (csv or xlsx, at most 5 MB)"), file);
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("fair.csv: 1 of 2 rows can be imported.")).toBeTruthy();
    expect(within(dialog).getByText("Ignored headers: extra")).toBeTruthy();
    expect(within(dialog).getByText("Line 3: points is not a number.")).toBeTruthy();
    expect(within(dialog).getByText("a@example.test")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Import 1 rows" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Import into Fair" })).toBeNull());
    expect((await call("GET", `/v3/air2-sources/${made.id}`)).rowCount).toBe(1);
  });

  it("previews a submitted source's rows 10 a page, and none of a draft", async () => {
    const user = userEvent.setup();
    const source = await seeded();
    const view = renderWithPortico(<ContactSourcePreview businessId={1} sourceId={source.id} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("ann@example.test")).toBeTruthy();
    expect(screen.getAllByRole("row").length).toBe(11);
    await user.click(screen.getByRole("button", { name: /next/i }));
    expect(await screen.findByText("kai@example.test")).toBeTruthy();
    view.unmount();
    const draft = await call("POST", "/v3/businesses/1/air2-sources", { name: "Empty" });
    renderWithPortico(<ContactSourcePreview businessId={1} sourceId={draft.id} />, { baseUrl: srv.url, token });
    expect(
      await screen.findByText("This source is a draft: save it in the editor to import and see its rows."),
    ).toBeTruthy();
  });
});
