import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { FirstINodeGroupWizard } from "./FirstINodeGroupWizard";

// The machine is shared with other suites: first loads against the in-process server can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

let srv: TestServer;
let owner: string;
beforeAll(async () => {
  srv = await startTestServer();
  owner = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const api = () => createPorticoClient({ baseUrl: srv.url, getToken: () => owner });

describe("FirstINodeGroupWizard against the reference server", () => {
  it("creates the group and 'My First Setting', binds the device, marks the guide step, shows progress, then goes on", async () => {
    const user = userEvent.setup();
    const { data: biz } = await api().POST("/v3/businesses", {
      body: { profile: { name: "Harbour Cafe", timeZone: "Asia/Tokyo" } },
    });
    const found = await srv.server.simulator!.discoverDevice({ businessId: biz.id, modelId: "iN-200" });
    const onDone = vi.fn();
    renderWithPortico(<FirstINodeGroupWizard businessId={biz.id} onDone={onDone} />, {
      baseUrl: srv.url,
      token: owner,
    });
    // Device: nothing chosen yet, so Next shows the rules' messages.
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    const picker = screen.getByLabelText("New devices on your network") as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(2));
    await user.selectOptions(picker, found.ac);
    expect((screen.getByLabelText("Access code") as HTMLInputElement).value).toBe(found.ac);
    expect((screen.getByLabelText("Model") as HTMLSelectElement).value).toBe("iN-200");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("My First iNode");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByLabelText("Group name") as HTMLInputElement).value).toBe("Default iNode Group");
    await user.click(screen.getByRole("button", { name: "Next" }));
    // The business's name plus ' WiFi'.
    expect((screen.getByLabelText("SSID") as HTMLInputElement).value).toBe("Harbour Cafe WiFi");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByLabelText("Time zone") as HTMLSelectElement).value).toBe("Asia/Tokyo");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("SSID") as HTMLInputElement).value).toBe("Harbour Cafe WiFi");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect((screen.getByLabelText("Configuration") as HTMLSelectElement).value).toBe("new");
    await user.click(screen.getByRole("button", { name: "Complete" }));

    const progress = await screen.findByRole("dialog", { name: "Binding progress" });
    const bar = within(progress).getByRole("progressbar");
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect((within(progress).getByRole("button", { name: "Go to iNode groups" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const path = { businessId: biz.id };
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", { params: { path } });
    const group = groups.find((g) => g.name === "Default iNode Group");
    expect(group?.inodes).toHaveLength(1);
    expect(group?.timeZone).toBe("Asia/Tokyo");
    const { data: configs } = await api().GET("/v3/businesses/{businessId}/config-groups", { params: { path } });
    expect(configs.map((c) => c.name)).toEqual(["My First Setting"]);
    expect(group?.configurationId).toBe(configs[0]?.id);
    expect(configs[0]?.network.wifi?.["5g"]?.ssid.slice(0, 2).map((x) => x.name)).toEqual([
      "Harbour Cafe WiFi 5G",
      "Harbour Cafe WiFi-2 5G",
    ]);
    const { data: pref } = await api().GET("/v3/businesses/{businessId}/preference", { params: { path } });
    expect(pref.status.isFirstINodeGroupDone).toBe(true);

    // The device reports in on the next simulator tick: the progress is full, the button on, then onDone.
    await srv.server.simulator!.tick();
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("100"), { timeout: 8000 });
    expect((within(progress).getByRole("button", { name: "Go to iNode groups" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it("keeps everything typed when the bind is refused, and does not create the group twice on retry", async () => {
    const user = userEvent.setup();
    const { data: biz } = await api().POST("/v3/businesses", { body: { profile: { name: "Retry Cafe" } } });
    renderWithPortico(<FirstINodeGroupWizard businessId={biz.id} />, { baseUrl: srv.url, token: owner });
    // The café's Counter: bound to another business (of this owner, too), so this one is told the code is unknown.
    await user.type(await screen.findByLabelText("Access code"), "00:C0:FF:EE:00:01");
    await user.selectOptions(screen.getByLabelText("Model"), "iN-200");
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/activation code is unknown/);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    await screen.findByRole("alert");
    const path = { businessId: biz.id };
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", { params: { path } });
    expect(groups.filter((g) => g.id !== -1)).toHaveLength(1);
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Access code") as HTMLInputElement).value).toBe("00:C0:FF:EE:00:01");
  });

  it("uses the first configuration when one exists, says so, and renames its SSIDs to the one typed", async () => {
    const user = userEvent.setup();
    const { data: biz } = await api().POST("/v3/businesses", {
      body: { profile: { name: "Pier Cafe", timeZone: "Asia/Tokyo" } },
    });
    const path = { businessId: biz.id };
    const { data: activity } = await api().POST("/v3/businesses/{businessId}/activity-wizards", {
      params: { path },
      body: { templateCode: "public", form: { name: "Pier WiFi", venueName: "Pier", accessHours: 2 } },
    });
    const { data: first } = await api().POST("/v3/businesses/{businessId}/config-groups", {
      params: { path },
      body: { activities: { "1": { activityId: activity.aId } } },
    });
    const found = await srv.server.simulator!.discoverDevice({ businessId: biz.id, modelId: "iN-200" });
    renderWithPortico(<FirstINodeGroupWizard businessId={biz.id} onDone={vi.fn()} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const picker = (await screen.findByLabelText("New devices on your network")) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(2));
    await user.selectOptions(picker, found.ac);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    // The SSID is the configuration's own; typing another one says the configuration's SSIDs follow it.
    const ssid = screen.getByLabelText("SSID") as HTMLInputElement;
    expect(ssid.value).toBe("Pier Cafe WiFi");
    expect(screen.getByText("This is the WiFi name of the configuration 'My First Setting'.")).toBeTruthy();
    await user.clear(ssid);
    await user.type(ssid, "Pier Guests");
    expect(screen.getByText(/the SSIDs of the configuration 'My First Setting' are renamed/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const config = screen.getByLabelText("Configuration") as HTMLSelectElement;
    expect(config.value).toBe(String(first.id));
    expect([...config.options].map((o) => o.textContent)).toEqual(["My First Setting", "New: My First Setting (2)"]);
    expect(screen.getByRole("status").textContent).toBe(
      "This group uses the configuration 'My First Setting': guests join Pier Guests. Pier Guests shows the portal of 'Pier WiFi'.",
    );
    await user.click(screen.getByRole("button", { name: "Complete" }));
    await screen.findByRole("dialog", { name: "Binding progress" });

    const { data: configs } = await api().GET("/v3/businesses/{businessId}/config-groups", { params: { path } });
    expect(configs.map((c) => c.name)).toEqual(["My First Setting"]);
    expect(configs[0]?.network.wifi?.["2.4g"]?.ssid.slice(0, 2).map((x) => x.name)).toEqual([
      "Pier Guests",
      "Pier Guests-2",
    ]);
    expect(configs[0]?.activities["1"]?.activityId).toBe(activity.aId);
    const { data: groups } = await api().GET("/v3/businesses/{businessId}/inode-groups", { params: { path } });
    expect(groups.find((g) => g.name === "Default iNode Group")?.configurationId).toBe(first.id);
  });
});
