import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeInfo } from "./INodeInfo";

let srv: TestServer;
let token: string;
const LOBBY_LEFT = "c0ffee0000000004"; // online, an older jffs2 than the model's latest
const TERRACE = "c0ffee0000000003"; // offline
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const upgradeState = async (cuid: string) =>
  (await (
    await fetch(`${srv.url}/v3/inodes/${cuid}/upgrade`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    isUpgrading: boolean;
  };

describe("INodeInfo against the reference server", () => {
  // First: the other tests tick the simulator, whose healthy fleet brings offline devices back.
  it("shows an offline iNode with up-to-date firmware and no upgrade action", async () => {
    renderWithPortico(<INodeInfo cuid={TERRACE} businessId={1} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("Terrace")).toBeTruthy();
    expect(await screen.findByText("Offline")).toBeTruthy();
    expect(await screen.findByText("The firmware is up to date.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Upgrade the / })).toBeNull();
  });

  it("upgrades the firmware after the confirm with its reminder, shows isUpgrading, then the history", async () => {
    renderWithPortico(<INodeInfo cuid={LOBBY_LEFT} businessId={1} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    expect(await screen.findByText("Lobby Left")).toBeTruthy();
    expect(await screen.findByText("A newer firmware is available.")).toBeTruthy();
    expect(screen.getByText(/^2\.0\.4 \(latest /)).toBeTruthy();
    // The events table: 10 a page, the seeded 'bound' and 'online' events.
    const events = screen.getByRole("region", { name: "Events" });
    expect(await within(events).findByText("iNode configured and online")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Upgrade the jffs2 firmware" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/from 2\.0\.4 to/)).toBeTruthy();
    expect(within(dialog).getByText(/Keep the iNode powered on/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Upgrade" }));
    expect(await screen.findByText("Upgrading the firmware…")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upgrade the jffs2 firmware" })).toBeNull();
    expect((await upgradeState(LOBBY_LEFT)).isUpgrading).toBe(true);

    // The simulated device finishes after 3 ticks (success, or 1 in 4 a failure); the widget follows by itself.
    for (let i = 0; i < 4; i++) await srv.server.simulator!.tick();
    await waitFor(() => expect(screen.queryByText("Upgrading the firmware…")).toBeNull(), { timeout: 18_000 });
    expect(screen.getByText(/jffs2 to .*: (succeeded|failed) at/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Upgrade history" }));
    const history = await screen.findByRole("dialog", { name: "Firmware upgrade history" });
    expect(await within(history).findByText("Lobby Left")).toBeTruthy();
    await user.selectOptions(within(history).getByLabelText("Firmware kind"), "kernel");
    expect(await within(history).findByText("No upgrades of this kind yet.")).toBeTruthy();
  });

  it("shows the system report and runs a debug command, refusing an empty one", async () => {
    renderWithPortico(<INodeInfo cuid="c0ffee0000000001" businessId={1} />, { baseUrl: srv.url, token });
    const user = userEvent.setup();
    const system = await screen.findByRole("region", { name: "System" });
    expect(await within(system).findByText("Uptime")).toBeTruthy();
    expect(within(system).getByText(/^\d+\.\d %$|^\d+\.\d%$/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Debug command" }));
    const dialog = await screen.findByRole("dialog", { name: "Debugging command" });
    await user.type(within(dialog).getByLabelText("Command"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Run" }));
    expect(await within(dialog).findByText("Enter a command to run.")).toBeTruthy();
    const box = within(dialog).getByLabelText("Command") as HTMLTextAreaElement;
    await user.clear(box);
    await user.type(box, "echo hello portico");
    // The device answers: the test server's simulator is paused, so it answers queued debug commands here.
    const device = setInterval(() => void srv.server.simulator?.answerDebugCommands(), 100);
    try {
      await user.click(within(dialog).getByRole("button", { name: "Run" }));
      expect(await within(dialog).findByText("hello portico", {}, { timeout: 5000 })).toBeTruthy();
    } finally {
      clearInterval(device);
    }
    expect(within(dialog).getByText("Exit code 0")).toBeTruthy();
    expect(box.value).toBe("echo hello portico");
  });
});
