import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { BusinessEditor } from "./BusinessEditor";
import { PricingPlanDialog } from "./PricingPlanDialog";
import { ProjectEditor } from "./ProjectEditor";
import { ProjectSwitcher } from "./ProjectSwitcher";

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  owner = (await signIn(client, { email: "demo@portico.dev", password: "portico-demo" })).token;
});
afterAll(() => srv?.close());

const projectNames = async () =>
  (
    (await (
      await fetch(`${srv.url}/v3/businesses/1/projects`, { headers: { Authorization: `Bearer ${owner}` } })
    ).json()) as { name: string }[]
  ).map((p) => p.name);

describe("projects against the reference server", () => {
  it("adds ('My Project' by default), renames and removes a project with Remove-Project-Remind-Msg", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const first = renderWithPortico(
      <ProjectEditor businessId={1} projectId="new" open onOpenChange={() => {}} onSaved={onSaved} />,
      { baseUrl: srv.url, token: owner },
    );
    const name = (await screen.findByLabelText("Project name")) as HTMLInputElement;
    expect(name.value).toBe("My Project");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const appId = onSaved.mock.calls[0]![0].appId as number;
    expect(await projectNames()).toContain("My Project");
    first.unmount();

    const onRemoved = vi.fn();
    renderWithPortico(
      <ProjectEditor
        businessId={1}
        projectId={appId}
        open
        onOpenChange={() => {}}
        onSaved={onSaved}
        onRemoved={onRemoved}
      />,
      { baseUrl: srv.url, token: owner },
    );
    const field = (await screen.findByDisplayValue("My Project")) as HTMLInputElement;
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a project name (up to 100 characters).")).toBeTruthy();
    await user.type(field, "Spring Fair");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(await projectNames()).toContain("Spring Fair");
  });

  it("lists 'All Items' (appId 0) first in the switcher and removes a project after the confirm", async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    const r = renderWithPortico(<ProjectSwitcher businessId={1} projectId={0} onSwitch={onSwitch} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const trigger = await screen.findByRole("button", { name: "Project: All Items" });
    await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
    trigger.focus();
    await user.keyboard("{Enter}");
    const items = within(await screen.findByRole("menu")).getAllByRole("menuitemradio");
    expect(items[0]!.textContent).toContain("All Items");
    expect(items.map((i) => i.textContent).join()).toContain("Spring Fair");
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(onSwitch).toHaveBeenCalledTimes(1));
    const appId = onSwitch.mock.calls[0]![0] as number;
    expect(appId).toBeGreaterThan(0);
    r.unmount();

    const onRemoved = vi.fn();
    renderWithPortico(
      <ProjectEditor businessId={1} projectId={appId} open onOpenChange={() => {}} onRemoved={onRemoved} />,
      {
        baseUrl: srv.url,
        token: owner,
        locale: "tw",
      },
    );
    // Clickable once each dialog's layer takes pointer events (a race under load).
    const remove = await screen.findByRole("button", { name: "刪除專案" });
    await waitFor(() => user.click(remove));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("確定要刪除此專案嗎？");
    const ok = screen.getByRole("button", { name: "確定" });
    await waitFor(() => user.click(ok));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(appId));
  });
});

describe("PricingPlanDialog and the editor's other tabs", () => {
  it("shows the pricing in points per day", async () => {
    renderWithPortico(<PricingPlanDialog open onOpenChange={() => {}} />, { baseUrl: srv.url, token: owner });
    const dialog = await screen.findByRole("dialog", { name: "Pricing" });
    // The plans the server's migration lists, with their points per day.
    await waitFor(() => expect(within(dialog).getByText("Website service").closest("tr")!.textContent).toContain("10"));
    expect(within(dialog).getByText("SMS marketing")).toBeTruthy();
  });

  it("generates a developer key that is shown once, then only its preview", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BusinessEditor businessId={1} open onOpenChange={() => {}} tab="developer" />, {
      baseUrl: srv.url,
      token: owner,
    });
    await user.click(await screen.findByRole("button", { name: "Generate key" }));
    const key = await screen.findByTestId("developer-key");
    expect(key.textContent?.length).toBeGreaterThan(8);
    expect(screen.getByText("Copy this key now: it is shown only once.")).toBeTruthy();
    expect(await screen.findByText(`The current key ends in ${key.textContent!.slice(-4)}.`)).toBeTruthy();
  });

  it("asks Enable-Charge-Service-Remind-Msg before enabling a paid website service", async () => {
    const user = userEvent.setup();
    renderWithPortico(<BusinessEditor businessId={1} open onOpenChange={() => {}} tab="website" />, {
      baseUrl: srv.url,
      token: owner,
    });
    // The pricing list is one click away from the paid service it explains.
    await user.click(await screen.findByRole("button", { name: "View pricing" }));
    const pricing = await screen.findByRole("dialog", { name: "Pricing" });
    await waitFor(() => expect(within(pricing).getByText("Website service")).toBeTruthy());
    await user.keyboard("{Escape}");
    const enable = await screen.findByRole("button", { name: "Enable the website service" });
    await user.click(enable);
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toMatch(/points per day from today/);
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    expect(await screen.findByText("The website service is enabled.")).toBeTruthy();
  });
});
