import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { INodeGroupList } from "./INodeGroupList";

// The machine is shared with other suites: first loads against the in-process server can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });

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

const api = () => createPorticoClient({ baseUrl: srv.url, getToken: () => owner });
const job = async (jobId: number) => (await api().GET("/v3/jobs/{jobId}", { params: { path: { jobId } } })).data;

describe("group firmware upgrade against the reference server", () => {
  // Order matters: the stop and read-only cases run before the simulator ticks (which may take devices off or on).
  it("stops a running job: no more devices start, the view says so (in Japanese)", async () => {
    const onUpgradeStarted = vi.fn();
    renderWithPortico(<INodeGroupList businessId={1} onUpgradeJobChange={onUpgradeStarted} />, {
      baseUrl: srv.url,
      token: owner,
      locale: "ja",
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Lobby のファームウェアを更新" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText("ファームウェアの種類"), "kernel");
    await user.click(within(dialog).getByRole("button", { name: "更新を開始" }));
    await waitFor(() => expect(onUpgradeStarted).toHaveBeenCalledTimes(1));
    const jobId = onUpgradeStarted.mock.calls[0]![0] as number;
    // The paused simulator's devices never report: the job waits for them until it is stopped.
    await within(dialog).findByText(/^更新中 \d+ 台/);
    await user.click(within(dialog).getByRole("button", { name: "iNode の開始を止める" }));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toMatch(/^停止しました/));
    expect((await job(jobId)).state).toBe("cancelled");
    // Cancelling again is refused by the server: the control is gone once the job has ended.
    expect(within(dialog).queryByRole("button", { name: "iNode の開始を止める" })).toBeNull();
  }, 60_000);

  it("a read-only sub-account sees the action disabled, and a job kept by the host opens on its progress", async () => {
    const { data: started } = await api().POST("/v3/businesses/{businessId}/jobs/inode-upgrades", {
      params: { path: { businessId: 1 } },
      body: { kind: "kernel", cuids: ["c0ffee0000000003"] },
    });
    const { unmount } = renderWithPortico(<INodeGroupList businessId={1} />, { baseUrl: srv.url, token: staff });
    const action = await screen.findByRole("button", { name: "Upgrade the firmware of Default iNode Group" });
    await waitFor(() => expect(action.getAttribute("aria-disabled")).toBe("true"));
    expect(action.getAttribute("data-portico-write")).toBe("put");
    await userEvent.setup().click(action);
    expect(screen.queryByRole("dialog")).toBeNull();

    // The console keeps the job in ?upgrade=: after a reload the list opens on that job's progress.
    const onUpgradeJobChange = vi.fn();
    unmount();
    renderWithPortico(
      <INodeGroupList businessId={1} upgradeJobId={started.id} onUpgradeJobChange={onUpgradeJobChange} />,
      { baseUrl: srv.url, token: staff },
    );
    const dialog = await screen.findByRole("dialog", { name: "Firmware upgrade" });
    // Terrace is offline: the one-device job ends at once with its failure, readable by the sub-account.
    await waitFor(
      () => expect(within(dialog).getByRole("status").textContent).toBe("Finished: 0 succeeded, 1 failed."),
      { timeout: 20_000 },
    );
    // The device table is read again after the job's last progress: it may follow the status line.
    expect(await within(dialog).findByText("Offline", {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onUpgradeJobChange).toHaveBeenCalledWith(null);
  }, 60_000);

  it("upgrades a group as a job: live progress, failures first with their reason, then the end counts", async () => {
    const onUpgradeStarted = vi.fn();
    renderWithPortico(<INodeGroupList businessId={1} onUpgradeJobChange={onUpgradeStarted} />, {
      baseUrl: srv.url,
      token: owner,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Upgrade the firmware of Default iNode Group" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade the firmware of Default iNode Group" });
    expect((within(dialog).getByLabelText("Firmware kind") as HTMLSelectElement).value).toBe("jffs2");
    await user.click(within(dialog).getByRole("button", { name: "Start upgrade" }));
    await waitFor(() => expect(onUpgradeStarted).toHaveBeenCalledTimes(1));
    const jobId = onUpgradeStarted.mock.calls[0]![0] as number;
    expect(await job(jobId)).toMatchObject({ type: "upgradeINodes", businessId: 1 });

    // The café's group: Counter and Kitchen online (they start), Terrace offline (fails at once, listed first).
    const table = await within(dialog).findByRole("table", { name: "iNodes of the upgrade" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const first = within(table).getAllByRole("row")[1]!;
    expect(first.textContent).toContain("Terrace");
    expect(first.textContent).toContain("Failed");
    expect(first.textContent).toContain("Offline");
    expect(within(dialog).getByText("2 upgrading, 0 succeeded, 1 failed")).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe("Upgrading the firmware… 1 of 3 iNodes finished"),
    );
    const bar = within(dialog).getByRole("progressbar", { name: "Upgrade progress" }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1, 3]);

    // The simulated devices finish after 3 ticks (success, or 1 in 4 a failure); the job and the view follow.
    for (let i = 0; i < 4; i++) await srv.server.simulator!.tick();
    await waitFor(
      () => expect(within(dialog).getByRole("status").textContent).toMatch(/^Finished: \d succeeded, \d failed\.$/),
      {
        timeout: 20_000,
      },
    );
    const done = await job(jobId);
    expect(done.state).toBe("succeeded");
    const out = done.output as { total: number; succeeded: number; failed: number };
    expect(out.total).toBe(3);
    expect(within(dialog).getByRole("status").textContent).toBe(
      `Finished: ${out.succeeded} succeeded, ${out.failed} failed.`,
    );
    expect(within(dialog).queryByRole("button", { name: "Stop starting iNodes" })).toBeNull();
    expect(within(table).queryByText("Upgrading…")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }, 60_000);
});
