import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { BusinessEditor } from "./BusinessEditor";

let srv: TestServer;
let owner: string;
let staff: string;
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  owner = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
  staff = (await signIn(client, { email: "staff@portico.dev", password: "portico-staff", subscriber: true })).token;
});
afterAll(() => srv?.close());

const api = async (token: string, path: string) =>
  (await fetch(`${srv.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();

describe("BusinessEditor against the reference server", () => {
  it("keeps a bad e-mail with its inline error, then saves the edited profile", async () => {
    const onSaved = vi.fn();
    renderWithPortico(<BusinessEditor businessId={1} open onOpenChange={() => {}} onSaved={onSaved} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const user = userEvent.setup();
    const name = (await screen.findByLabelText("Business name")) as HTMLInputElement;
    expect(name.value).toBe("Portico Café");
    const email = screen.getByLabelText("E-mail") as HTMLInputElement;
    await user.clear(email);
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(email.value).toBe("not-an-email");
    expect(onSaved).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, "hello@cafe.example");
    await user.clear(name);
    await user.type(name, "Portico Café Xinyi");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]![0].profile).toMatchObject({
      name: "Portico Café Xinyi",
      email: "hello@cafe.example",
    });
    const list = (await api(owner, "/v3/businesses")) as { id: number; profile: { name: string } }[];
    expect(list.find((b) => b.id === 1)?.profile.name).toBe("Portico Café Xinyi");
  });

  it("edits the terms of service per portal language and saves the branding", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BusinessEditor businessId={1} open onOpenChange={() => {}} tab="branding" />, {
      baseUrl: srv.url,
      token: owner,
    });
    const tos = await screen.findByRole("region", { name: "Terms of service" });
    await user.selectOptions(within(tos).getByLabelText("Add a language"), "en-US");
    await user.click(within(tos).getByRole("button", { name: "Add" }));
    await user.type(within(tos).getByLabelText("Text in English (United States)"), "Be kind to the network.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(async () => {
      const branding = await api(owner, "/v3/businesses/1/branding");
      expect(branding.tos.localeSetting.localeHash["en-US"].setting.text).toBe("Be kind to the network.");
    });
  });

  it("opens the tab of its view state and reports a tab the user opens through onStateChange", async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    const view = renderWithPortico(
      <BusinessEditor
        businessId={1}
        open
        onOpenChange={() => {}}
        state={{ tab: "website" }}
        onStateChange={onStateChange}
      />,
      { baseUrl: srv.url, token: owner },
    );
    expect((await screen.findByRole("tab", { name: "Website" })).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Subscribers" }));
    expect(onStateChange).toHaveBeenLastCalledWith({ tab: "subscribers" });
    // Controlled: the host's tab stays until the host takes the change.
    expect(screen.getByRole("tab", { name: "Website" }).getAttribute("aria-selected")).toBe("true");
    view.rerender(
      <BusinessEditor
        businessId={1}
        open
        onOpenChange={() => {}}
        state={{ tab: "subscribers" }}
        onStateChange={onStateChange}
      />,
    );
    expect(screen.getByRole("tab", { name: "Subscribers" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the café read-only to the staff sub-account and no hotel at all", async () => {
    const { unmount } = renderWithPortico(<BusinessEditor businessId={1} open onOpenChange={() => {}} />, {
      baseUrl: srv.url,
      token: staff,
    });
    expect(await screen.findByText("You can view this business but not change it.")).toBeTruthy();
    expect((screen.getByLabelText("Business name") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove business" })).toBeNull();
    unmount();
    renderWithPortico(<BusinessEditor businessId={2} open onOpenChange={() => {}} />, {
      baseUrl: srv.url,
      token: staff,
    });
    expect(await screen.findByText("No business info.")).toBeTruthy();
    expect(screen.queryByText("Portico Hotel")).toBeNull();
  });

  it("refuses to remove a business with a bound iNode (Remove-Business-Remind-Msg)", async () => {
    await srv.server.ctx.db.query(
      "insert into inodes (business_id, cuid, nickname, created_ts) values (2, 'test-cuid-1', 'Lobby', 0)",
    );
    const onRemoved = vi.fn();
    renderWithPortico(<BusinessEditor businessId={2} open onOpenChange={() => {}} onRemoved={onRemoved} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove business" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "Do you really want to delete Portico Hotel?",
    );
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText(/still has iNodes bound to it/)).toBeTruthy();
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it("creates a new business with the user's e-mail and removes it after the confirm", async () => {
    const onSaved = vi.fn();
    const { unmount } = renderWithPortico(
      <BusinessEditor businessId="new" open onOpenChange={() => {}} onSaved={onSaved} />,
      { baseUrl: srv.url, token: owner },
    );
    const user = userEvent.setup();
    const email = (await screen.findByLabelText("E-mail")) as HTMLInputElement;
    expect(email.value).toBe("demo@portico.dev");
    await user.type(screen.getByLabelText("Business name"), "Pop-up");
    await user.click(screen.getByRole("button", { name: "Create business" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const created = onSaved.mock.calls[0]![0] as { id: number };
    unmount();

    const onRemoved = vi.fn();
    renderWithPortico(<BusinessEditor businessId={created.id} open onOpenChange={() => {}} onRemoved={onRemoved} />, {
      baseUrl: srv.url,
      token: owner,
    });
    await user.click(await screen.findByRole("button", { name: "Remove business" }));
    await user.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(created.id));
  });
});
