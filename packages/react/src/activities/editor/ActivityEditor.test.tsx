import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { usePermission } from "../../data/useCan";
import { ActivityEditor } from "./ActivityEditor";
import { BUILT_IN_LOGIN_METHODS } from "./LoginMethodsField";

let srv: TestServer;
let api: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  api = await demoApi(srv.url);
});
afterAll(() => srv?.close());

const SLOW = { timeout: 8000 };
const newActivity = async (name: string) =>
  (await api.call("POST", "/v3/businesses/1/activities", { name })).id as number;
const render = (activityId: number, businessId = 1) =>
  renderWithPortico(<ActivityEditor businessId={businessId} activityId={activityId} menuType="default" />, {
    baseUrl: srv.url,
    token: api.token,
  });
type Mod = { id: string; profile: Record<string, unknown> };
const preview = async (aid: number) => api.call("GET", `/v3/activities/${aid}/preview`);

async function addModule(user: ReturnType<typeof userEvent.setup>, type: string) {
  await user.click(await screen.findByRole("button", { name: "Add module" }));
  const picker = await screen.findByRole("dialog", { name: "Add a module" });
  const pick = within(picker).getByRole("button", { name: type });
  await waitFor(() => user.click(pick)); // clickable once the dialog's layer is mounted
  return screen.findByRole("dialog", { name: `${type} module` });
}

/** Says whether the caller may put in business 1, once its business list has answered (the editor's gate). */
function PutPermission() {
  return <output data-testid="may-put">{String(usePermission(1, "put"))}</output>;
}

describe("ActivityEditor against the reference server", () => {
  it("shows 'Deprecated' for an activity that is not made of modules", async () => {
    const list = (await api.call("GET", "/v3/businesses/2/activities")) as { id: number; name: string; mode: string }[];
    const legacy = list.find((a) => a.mode === "legacy");
    expect(legacy).toBeTruthy();
    render(legacy!.id, 2);
    expect(await screen.findByText("Deprecated")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add module" })).toBeNull();
  });

  it("adds, configures, reorders and removes modules, auto-saves into the preview and saves with a link", async () => {
    const aid = await newActivity("Editor flow");
    const user = userEvent.setup();
    render(aid);
    expect(await screen.findByText("No modules yet. Add the first one.")).toBeTruthy();

    // Cancelling the type picker adds nothing.
    await user.click(await screen.findByRole("button", { name: "Add module" }));
    const cancel = within(await screen.findByRole("dialog", { name: "Add a module" })).getByRole("button", {
      name: "Cancel",
    });
    // The dialog takes pointer events only once its layer is mounted; on a loaded machine that is a moment later.
    await waitFor(() => user.click(cancel));
    expect(within(screen.getByRole("list", { name: "Modules" })).queryAllByRole("listitem")).toHaveLength(0);

    let dialog = await addModule(user, "Countdown");
    const interval = within(dialog).getByLabelText("Countdown (seconds, up to 600)");
    await user.clear(interval);
    await user.type(interval, "30");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));

    dialog = await addModule(user, "Login");
    await user.click(within(dialog).getByRole("checkbox", { name: "Member" }));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));

    expect(await screen.findByText("saved", {}, SLOW)).toBeTruthy();
    let saved = await preview(aid);
    expect(saved.modules.map((m: Mod) => m.profile.mode)).toEqual(["countdown", "login"]);
    expect(saved.modules[0].profile).toMatchObject({ countdownInterval: 30, showTosAgreementCheckbox: true });
    expect(saved.modules[1].profile).toMatchObject({ isLastModule: true, loginMethods: { member: { enabled: true } } });

    // Keyboard reorder: the login module moves first and takes the terms-of-service flag.
    await user.click(screen.getByRole("button", { name: "Move Login up" }));
    await user.click(screen.getByRole("button", { name: "Remove Countdown" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Do you want to remove this module?")).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove Countdown" })).toBeNull());
    await waitFor(async () => {
      saved = await preview(aid);
      expect(saved.modules.map((m: Mod) => m.profile.mode)).toEqual(["login"]);
    }, SLOW);
    expect(saved.modules[0].profile).toMatchObject({ showTosAgreementCheckbox: true, isLastModule: true });
    // The running copy is untouched until Save.
    expect((await api.call("GET", `/v3/activities/${aid}`)).modules).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: "Reset visitors' grant status" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This activity has been saved.", {}, SLOW)).toBeTruthy();
    const running = await api.call("GET", `/v3/activities/${aid}`);
    expect(running.modules.map((m: Mod) => m.profile.mode)).toEqual(["login"]);
    expect(running.links.length).toBe(1);
    expect(await screen.findByText(running.links[0].porticoUrl)).toBeTruthy();
    expect(screen.getByText("Saved; no iNode selected to deploy to.")).toBeTruthy();
  });

  it("offers earlier skippable modules as coupon auto-skip options, reorders by drag and keeps one banner", async () => {
    const aid = await newActivity("Coupons");
    const user = userEvent.setup();
    render(aid);
    let dialog = await addModule(user, "Countdown");
    await user.click(within(dialog).getByRole("checkbox", { name: "Skippable" }));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    dialog = await addModule(user, "Coupon");
    const option = within(dialog).getByRole("checkbox", { name: "Countdown (Countdown)" });
    await user.click(option);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(async () => {
      const p = await preview(aid);
      expect(p.modules[1].profile.autoSkipCheckOptions).toEqual([
        expect.objectContaining({ name: "Countdown", mode: "countdown", check: true }),
      ]);
    }, SLOW);

    // Dragging the coupon onto the first row puts it first (no earlier module left to skip).
    const rows = within(screen.getByRole("list", { name: "Modules" })).getAllByRole("listitem");
    fireEvent.dragStart(rows[1]!, { dataTransfer: { setData: () => {}, effectAllowed: "" } });
    fireEvent.dragOver(rows[0]!);
    fireEvent.drop(rows[0]!);
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Modules" })).getAllByRole("listitem")[0]!.textContent).toContain(
        "Coupon",
      ),
    );
    await waitFor(async () => {
      const p = await preview(aid);
      expect(p.modules.map((m: Mod) => m.profile.mode)).toEqual(["coupon", "countdown"]);
    }, SLOW);

    dialog = await addModule(user, "Banner list");
    expect((within(dialog).getByRole("button", { name: "Remove picture 1" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Add picture" }));
    expect((within(dialog).getByRole("button", { name: "Remove picture 1" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove picture 2" }));
    expect((within(dialog).getByRole("button", { name: "Remove picture 1" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses javascript: links in the module and skip-module dialogs, keeping what was typed (issue 11)", async () => {
    const aid = await newActivity("Links");
    const user = userEvent.setup();
    render(aid);
    const LINK = "Enter a link that starts with http:// or https://.";
    const dialog = await addModule(user, "Web page (iframe)");
    const page = within(dialog).getByLabelText("Page URL") as HTMLInputElement;
    await user.type(page, "javascript:alert(1)");
    expect(within(dialog).getByText(LINK)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.getByRole("dialog", { name: "Web page (iframe) module" })).toBeTruthy();
    expect(page.value).toBe("javascript:alert(1)");
    await user.clear(page);
    await user.type(page, "https://menu.example.com");
    expect(within(dialog).queryByText(LINK)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(async () => {
      expect((await preview(aid)).modules[0].profile.iframeUrl).toBe("https://menu.example.com");
    }, SLOW);

    await user.click(await screen.findByRole("button", { name: "Edit skip modules" }));
    const skip = await screen.findByRole("dialog", { name: "Skip modules" });
    const redirect = within(skip).getByLabelText("Redirect URL after the grant") as HTMLInputElement;
    // The closing module dialog's layer may still refuse pointer events for a moment under load.
    await waitFor(() => user.click(redirect));
    await user.keyboard("JavaScript:alert(1)");
    expect(within(skip).getByText(LINK)).toBeTruthy();
    await user.click(within(skip).getByRole("button", { name: "Done" }));
    expect(screen.getByRole("dialog", { name: "Skip modules" })).toBeTruthy();
    expect(redirect.value).toBe("JavaScript:alert(1)");
  });

  it("applies the skip-module rules and keeps the usage control in days, hours and minutes", async () => {
    const aid = await newActivity("Skip rules");
    const user = userEvent.setup();
    render(aid);
    await user.click(await screen.findByRole("button", { name: "Edit skip modules" }));
    let dialog = await screen.findByRole("dialog", { name: "Skip modules" });
    await user.type(within(dialog).getByLabelText("Redirect URL after the grant"), "https://example.com/thanks");
    await user.selectOptions(within(dialog).getByLabelText("Skip module"), "redirect-activity");
    expect((within(dialog).getByLabelText("Grant mode") as HTMLSelectElement).value).toBe("bypass");
    expect((within(dialog).getByLabelText("Delay the grant (seconds)") as HTMLInputElement).value).toBe("15");
    await user.selectOptions(within(dialog).getByLabelText("Skip module"), "video");
    expect((within(dialog).getByLabelText("Delay the grant (seconds)") as HTMLInputElement).value).toBe("");
    // Video clears the redirect settings: the URL is gone, and stays gone when the field comes back.
    expect(within(dialog).queryByLabelText("Redirect URL after the grant")).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("Skip module"), "");
    expect((within(dialog).getByLabelText("Redirect URL after the grant") as HTMLInputElement).value).toBe("");
    await user.selectOptions(within(dialog).getByLabelText("Skip module"), "video");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Skip module: Video. Grant: Bypass (grant without a module).")).toBeTruthy();

    const usage = screen.getByRole("region", { name: "Usage control" });
    const days = within(within(usage).getByRole("group", { name: "Access duration" })).getByLabelText("Days");
    await user.clear(days);
    await user.type(days, "1");
    const network = screen.getByRole("region", { name: "Network config" });
    await user.type(within(network).getByLabelText("Upload limit"), "512");
    await waitFor(async () => {
      const p = await preview(aid);
      expect(p.networkConfig).toEqual({ uploadLimit: 512 });
      expect(p.skipModules[2]).toMatchObject({ mode: "video", redirectUrl: null, redirectActivity: null });
      expect(p.skipModules[1].delayGrant).toBeNull();
      // The demo default 12 h plus one day.
      expect(p.profile.accessDuration).toBe(86400 + 43200);
    }, SLOW);

    // Without a skip module, granted guests go on to the redirect URL (skip module 2's redirectUrl).
    await user.click(screen.getByRole("button", { name: "Edit skip modules" }));
    dialog = await screen.findByRole("dialog", { name: "Skip modules" });
    await user.selectOptions(within(dialog).getByLabelText("Skip module"), "");
    await user.type(within(dialog).getByLabelText("Redirect URL after the grant"), "https://example.com/next");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(async () => {
      expect((await preview(aid)).skipModules[2]).toMatchObject({
        mode: null,
        redirectUrl: "https://example.com/next",
      });
    }, SLOW);
  });

  it("offers the module types of the menu type and sets the grant app at once", async () => {
    const aid = await newActivity("Menu types");
    const apps = (await api.call("GET", "/v3/businesses/1/auth-apps")) as { id: number; name: string }[];
    const user = userEvent.setup();
    renderWithPortico(<ActivityEditor businessId={1} activityId={aid} menuType="event" />, {
      baseUrl: srv.url,
      token: api.token,
    });
    await user.click(await screen.findByRole("button", { name: "Add module" }));
    const picker = await screen.findByRole("dialog", { name: "Add a module" });
    expect(within(picker).getByRole("button", { name: "Coupon" })).toBeTruthy();
    expect(within(picker).queryByRole("button", { name: "Grant" })).toBeNull();
    expect(within(picker).queryByRole("button", { name: "Booking" })).toBeNull();
    await user.click(within(picker).getByRole("button", { name: "Cancel" }));

    expect(apps.length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Edit skip modules" }));
    const dialog = await screen.findByRole("dialog", { name: "Skip modules" });
    const grantApp = within(dialog).getByLabelText("Grant app") as HTMLSelectElement;
    await waitFor(() => expect(grantApp.options.length).toBe(apps.length + 1));
    await user.selectOptions(grantApp, String(apps[0]!.id));
    await waitFor(async () => {
      const a = await api.call("GET", `/v3/activities/${aid}`);
      expect(a.profile).toMatchObject({ grantAppId: apps[0]!.id, grantAppName: apps[0]!.name });
    }, SLOW);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    // The login module offers the business's custom authentication apps beside the built-in methods.
    const login = await addModule(user, "Login");
    await user.click(await within(login).findByRole("checkbox", { name: apps[0]!.name }, SLOW));
    const caption = within(within(login).getByRole("group", { name: apps[0]!.name })).getByLabelText("Caption");
    await user.type(caption, "Staff");
    await user.click(within(login).getByRole("button", { name: "Done" }));
    await waitFor(async () => {
      expect((await preview(aid)).modules[0].profile.loginMethods).toEqual({
        [`app:${apps[0]!.id}`]: { enabled: true, order: BUILT_IN_LOGIN_METHODS.length, caption: "Staff" },
      });
    }, SLOW);
  });

  it("generates a CMX validator, validates the URL and resets the badge when the URL changes", async () => {
    const aid = await newActivity("CMX");
    // A stand-in for the owner's CMX receiver: it answers with the validator the editor generated.
    let answer = "";
    const cmx = createServer((_req, res) => res.end(answer));
    await new Promise<void>((ok) => cmx.listen(0, "127.0.0.1", ok));
    const cmxUrl = `http://127.0.0.1:${(cmx.address() as AddressInfo).port}/cmx`;
    // The stand-in is on this machine: the outbound guard fetches it only when the operator allow-lists it.
    vi.stubEnv("PORTICO_OUTBOUND_ALLOW", cmxUrl);
    try {
      const user = userEvent.setup();
      render(aid);
      const region = await screen.findByRole("region", { name: "CMX" });
      await user.type(within(region).getByLabelText("CMX URL"), cmxUrl);
      await user.click(within(region).getByRole("button", { name: "Generate" }));
      const validator = within(region).getByLabelText("Validator") as HTMLInputElement;
      await waitFor(() => expect(validator.value).toMatch(/^[0-9a-f]{32}$/), SLOW);
      answer = `ok ${validator.value}`;
      await user.click(within(region).getByRole("button", { name: "Validate" }));
      expect(await within(region).findByText("Validated", {}, SLOW)).toBeTruthy();
      await user.type(within(region).getByLabelText("CMX URL"), "2");
      expect(within(region).getByText("Not validated")).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
      cmx.close();
    }
  });

  it("searches the business's iNodes on the server and deploys the running copy to the picked one", async () => {
    const aid = await newActivity("Deployed");
    const page = (await api.call("GET", "/v3/businesses/1/inodes?limit=1")) as { inodes: { cuid: string }[] };
    const cuid = page.inodes[0]!.cuid;
    const user = userEvent.setup();
    render(aid);
    const region = await screen.findByRole("region", { name: "iNodes to deploy to" });
    await user.type(within(region).getByLabelText("Search iNodes"), cuid);
    await user.click(await within(region).findByRole("checkbox", { name: new RegExp(cuid) }, SLOW));
    expect(within(region).getByText("1 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`Deployed to: ${cuid}`, {}, SLOW)).toBeTruthy();
    expect((await api.call("GET", `/v3/activities/${aid}`)).inodes).toEqual([cuid]);
  });

  it("lists invalid white-list hosts and names the analytics line that is not JSON", async () => {
    const aid = await newActivity("Panels");
    const user = userEvent.setup();
    render(aid);
    const hosts = await screen.findByLabelText("Hosts reachable before the grant");
    await user.type(hosts, "example.com\n1.2.3");
    expect(await screen.findByText("Invalid items: 1.2.3")).toBeTruthy();
    const ga = screen.getByLabelText("Google Analytics functions");
    await user.click(ga);
    await user.paste('{"name":"pageview"}\nnot json');
    expect(await screen.findByText("Line 2 is not a JSON item with a name.")).toBeTruthy();
  });

  it("keeps what the user typed when the save fails", async () => {
    const aid = await newActivity("Doomed");
    const user = userEvent.setup();
    render(aid);
    const name = await screen.findByLabelText("Activity name");
    await user.clear(name);
    await user.type(name, "Renamed before the failure");
    const gone = await fetch(`${srv.url}/v3/activities/${aid}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${api.token}` },
    });
    expect(gone.status).toBe(204);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error", {}, SLOW)).toBeTruthy();
    expect((screen.getByLabelText("Activity name") as HTMLInputElement).value).toBe("Renamed before the failure");
    expect(screen.queryByText("This activity has been saved.")).toBeNull();
  });

  it("takes a module's texts per portal language, once the business speaks more than one", async () => {
    const bid = (await api.call("POST", "/v3/businesses", { profile: { name: "Polyglot Café" } })).id as number;
    const aid = (await api.call("POST", `/v3/businesses/${bid}/activities`, { name: "Welcome" })).id as number;
    const user = userEvent.setup();
    const first = render(aid, bid);
    let dialog = await addModule(user, "Countdown");
    expect(await within(dialog).findByText(/The portal speaks .* only\./)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(await screen.findByText("saved", {}, SLOW)).toBeTruthy();
    first.unmount();

    const branding = await api.call("GET", `/v3/businesses/${bid}/branding`);
    branding.continuePortal.localeSetting.localeHash["ja-JP"] = { language: "日本語", active: true, setting: {} };
    await api.call("PUT", `/v3/businesses/${bid}/branding`, branding);
    render(aid, bid);
    await user.click(await screen.findByRole("button", { name: "Edit Countdown" }));
    dialog = await screen.findByRole("dialog", { name: "Countdown module" });
    const section = within(dialog).getByRole("region", { name: "Texts per language" });
    expect(within(section).getByRole("combobox", { name: "Language" })).toBeTruthy();
    const name = await within(section).findByLabelText("Module name (日本語)");
    expect((name as HTMLInputElement).placeholder).toBe("Countdown");
    await user.type(name, "カウントダウン");
    await user.type(within(section).getByLabelText("Continue button caption (日本語)"), "次へ");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(async () => {
      const p = await preview(aid);
      expect(p.modules[0].profile.localeSetting?.localeHash["ja-JP"]).toEqual({
        language: "日本語",
        active: true,
        setting: { name: "カウントダウン", continueCaption: "次へ" },
      });
    }, SLOW);

    // Clearing every text of the language drops its entry again.
    await user.click(screen.getByRole("button", { name: "Edit Countdown" }));
    dialog = await screen.findByRole("dialog", { name: "Countdown module" });
    await user.clear(within(dialog).getByLabelText("Module name (日本語)"));
    await user.clear(within(dialog).getByLabelText("Continue button caption (日本語)"));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(async () => expect((await preview(aid)).modules[0].profile.localeSetting).toBeUndefined(), SLOW);
  });

  it("stores an added module only when its dialog is confirmed, and says what guests see", async () => {
    const aid = await newActivity("Predictable");
    const user = userEvent.setup();
    render(aid);
    const deploy = async (text: string) => expect(await screen.findByText(text, {}, SLOW)).toBeTruthy();
    await deploy("Guests see this version");
    expect(screen.getByText("Preview saved")).toBeTruthy();

    // The module dialog cancelled: nothing in the list, nothing in the preview copy.
    const cancelled = await addModule(user, "Countdown");
    await user.click(within(cancelled).getByRole("button", { name: "Cancel" }));
    expect(within(screen.getByRole("list", { name: "Modules" })).queryAllByRole("listitem")).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1200));
    expect((await preview(aid)).modules).toHaveLength(0);
    expect(screen.getByText("Guests see this version")).toBeTruthy();

    // Confirmed: listed, auto-saved into the preview copy, and guests still see the running copy until Save.
    const dialog = await addModule(user, "Countdown");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(within(screen.getByRole("list", { name: "Modules" })).getAllByRole("listitem")).toHaveLength(1);
    await deploy("Guests still see the earlier version: Save to publish");
    await waitFor(async () => expect((await preview(aid)).modules).toHaveLength(1), SLOW);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await deploy("Guests see this version");
    expect((await api.call("GET", `/v3/activities/${aid}`)).modules).toHaveLength(1);
  });

  it("puts the screen back to what the server holds when a write is refused (access revoked meanwhile)", async () => {
    const aid = await newActivity("Shared portal");
    type Sub = { subscriberId: number; profile: { email: string; acl: Record<string, Record<string, boolean>> } };
    const staff = ((await api.call("GET", "/v3/subscribers")) as Sub[]).find(
      (x) => x.profile.email === "staff@portico.dev",
    )!;
    const grant = (write: boolean) =>
      api.call("PUT", `/v3/subscribers/${staff.subscriberId}`, {
        acl: { ...staff.profile.acl, "1": { get: true, put: write, post: write, delete: write } },
      });
    await grant(true);
    try {
      const { token } = await signIn(createPorticoClient({ baseUrl: srv.url }), {
        email: "staff@portico.dev",
        password: "portico-staff",
        subscriber: true,
      });
      const user = userEvent.setup();
      renderWithPortico(
        <>
          <ActivityEditor businessId={1} activityId={aid} menuType="default" />
          <PutPermission />
        </>,
        { baseUrl: srv.url, token },
      );
      const name = (await screen.findByLabelText("Activity name", {}, SLOW)) as HTMLInputElement;
      expect(name.value).toBe("Shared portal");
      // The editor knows the sub-account may write before the owner takes it away (else it opens read-only).
      await waitFor(() => expect(screen.getByTestId("may-put").textContent).toBe("true"), SLOW);
      // The owner makes the sub-account read-only while its editor is open: its next auto-save is refused.
      await grant(false);
      await user.type(name, " (edited)");
      expect(await screen.findByText(/^Not saved: /, {}, SLOW)).toBeTruthy();
      await waitFor(() => expect(name.value).toBe("Shared portal"), SLOW);
      expect((await preview(aid)).profile.name).toBe("Shared portal");
      expect(screen.getByText("Guests see this version")).toBeTruthy();
    } finally {
      await api.call("PUT", `/v3/subscribers/${staff.subscriberId}`, { acl: staff.profile.acl });
    }
  });
});
