import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { ShortLinkList } from "./ShortLinkList";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};
const row = async (name: string) =>
  (await screen.findAllByText(name, { selector: "td" }))[0]!.closest("tr") as HTMLElement;

describe("ShortLinkList against the reference server", () => {
  it("lists the café's links with content, short URL, QR code and the statistics action", async () => {
    const { navigate } = renderWithPortico(<ShortLinkList businessId={1} />, { baseUrl: srv.url, token });
    const welcome = await row("Welcome Portal");
    const link = (await api("GET", "/v3/businesses/1/links?campaignType=activity")).links.find(
      (l: { name: string }) => l.name === "Welcome Portal",
    );
    expect(within(welcome).getByText(link.porticoUrl).getAttribute("href")).toBe(link.porticoUrl);
    expect(within(welcome).getByRole("img", { name: "QR code of Welcome Portal" }).getAttribute("src")).toMatch(
      /^data:image\/png;base64,/,
    );
    const download = within(welcome).getByRole("link", { name: "Download PNG of the QR code of Welcome Portal" });
    expect(download.getAttribute("download")).toBe("Welcome-Portal-qrcode.png");
    await userEvent.setup().click(within(welcome).getByRole("button", { name: "Statistics of Welcome Portal" }));
    expect(navigate).toHaveBeenCalledWith(`/businesses/1/channels/shorturl/${link.id}/statistics`);
  });

  it("adds a short link only once campaign type, content and name are set", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ShortLinkList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add short link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add short link" });
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText("Campaign type"), "activity");
    const content = within(dialog).getByLabelText("Content") as HTMLSelectElement;
    await waitFor(() => expect([...content.options].map((o) => o.text)).toContain("Coffee Coupon"));
    await user.selectOptions(content, "Coffee Coupon");
    expect(save.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText("Name"), "Counter sticker");
    expect(save.disabled).toBe(false);
    await user.click(save);
    const made = await row("Counter sticker");
    expect(within(made).getByText("Coffee Coupon")).toBeTruthy();
    expect(within(made).getByText("Activity")).toBeTruthy();
  });

  it("keeps what was typed when the server refuses the save", async () => {
    const user = userEvent.setup();
    const [gone] = await srv.server.ctx.db.query<{ id: number }>(
      "insert into activities (business_id, name, created_ts, updated_ts) values (1, 'Short-lived', 0, 0) returning id",
    );
    renderWithPortico(<ShortLinkList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add short link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add short link" });
    await user.selectOptions(within(dialog).getByLabelText("Campaign type"), "activity");
    const content = within(dialog).getByLabelText("Content") as HTMLSelectElement;
    await waitFor(() => expect([...content.options].map((o) => o.text)).toContain("Short-lived"));
    await user.selectOptions(content, "Short-lived");
    await user.type(within(dialog).getByLabelText("Name"), "Too late");
    await srv.server.ctx.db.query("delete from activities where id = $1", [gone!.id]);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Not found.")).toBeTruthy();
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Too late");
    expect(content.value).toBe(String(gone!.id));
  });

  it("edits a link's name and deletes it after 'Do you really want to delete'", async () => {
    const [act] = await api("GET", "/v3/businesses/1/campaign-contents?campaignType=activity");
    await api("POST", "/v3/businesses/1/links", { campaignType: "activity", campaignId: act.id, name: "Flyer" });
    const user = userEvent.setup();
    renderWithPortico(<ShortLinkList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await within(await row("Flyer")).findByRole("button", { name: "Edit Flyer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit short link" });
    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    expect((within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, "Table flyer");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.click(await within(await row("Table flyer")).findByRole("button", { name: "Delete Table flyer" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Do you really want to delete Table flyer")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Table flyer", { selector: "td" })).toBeNull());
    const left = await api("GET", "/v3/businesses/1/links?limit=100");
    expect(left.links.map((l: { name: string }) => l.name)).not.toContain("Table flyer");
  });

  it("in the event menu type adds a link only with a selected project, and the link belongs to it", async () => {
    const ctx = srv.server.ctx as { menuType: string };
    ctx.menuType = "event";
    try {
      const user = userEvent.setup();
      const none = renderWithPortico(<ShortLinkList businessId={1} appId={0} />, { baseUrl: srv.url, token });
      await row("Welcome Portal");
      await user.click(await screen.findByRole("button", { name: "Add short link" }));
      expect(await screen.findByText("Please select a project first.")).toBeTruthy();
      expect(screen.queryByRole("dialog", { name: "Add short link" })).toBeNull();
      none.unmount();

      const { appId } = await api("POST", "/v3/businesses/1/projects", { name: "Harbour fair" });
      const map = await api("POST", "/v3/businesses/1/activities", { name: "Fair map", appId });
      await api("POST", "/v3/businesses/1/links", {
        campaignType: "activity",
        campaignId: map.id,
        name: "Booth",
        appId,
      });
      renderWithPortico(<ShortLinkList businessId={1} appId={appId} />, { baseUrl: srv.url, token });
      // Only the project's links: the café's own (no project) stay out.
      await row("Booth");
      expect(screen.queryByText("Welcome Portal", { selector: "td" })).toBeNull();
      await user.click(await screen.findByRole("button", { name: "Add short link" }));
      const dialog = await screen.findByRole("dialog", { name: "Add short link" });
      await user.selectOptions(within(dialog).getByLabelText("Campaign type"), "activity");
      const content = within(dialog).getByLabelText("Content") as HTMLSelectElement;
      // Only the project's activities to choose from.
      await waitFor(() => expect([...content.options].map((o) => o.text)).toEqual(["Select…", "Fair map"]));
      await user.selectOptions(content, "Fair map");
      await user.type(within(dialog).getByLabelText("Name"), "Fair entrance");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await row("Fair entrance");
      const list = await api("GET", "/v3/businesses/1/links?limit=100");
      expect(list.links.find((l: { name: string }) => l.name === "Fair entrance").appId).toBe(appId);
    } finally {
      ctx.menuType = "default";
    }
  });

  it("says so when the selected project has no short links", async () => {
    const { appId } = await api("POST", "/v3/businesses/1/projects", { name: "Quiet fair" });
    renderWithPortico(<ShortLinkList businessId={1} appId={appId} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("This project has no short links yet.")).toBeTruthy();
    expect(screen.queryByText("Welcome Portal", { selector: "td" })).toBeNull();
  });
});
