import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { FirstConfigGroupWizard } from "./FirstConfigGroupWizard";

let srv: TestServer;
let api: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  api = await demoApi(srv.url);
});
afterAll(() => srv?.close());

describe("FirstConfigGroupWizard against the reference server", () => {
  it("creates 'My First Setting' with 2 SSIDs per radio named '-2' and ' 5G', and marks the guide step done", async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(<FirstConfigGroupWizard businessId={2} onDone={onDone} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    expect(((await screen.findByLabelText("Configuration name")) as HTMLInputElement).value).toBe("My First Setting");
    // The SSIDs come with the business's name, which may answer after the form shows (a loaded machine).
    await screen.findByRole("checkbox", { name: "Portico Hotel WiFi" }, { timeout: 5000 });
    for (const name of [
      "Portico Hotel WiFi",
      "Portico Hotel WiFi-2",
      "Portico Hotel WiFi 5G",
      "Portico Hotel WiFi-2 5G",
    ])
      expect((screen.getByRole("checkbox", { name }) as HTMLInputElement).checked).toBe(true);

    // Every SSID off: refused with its message, nothing sent.
    for (const box of screen.getAllByRole("checkbox")) await user.click(box);
    expect(screen.getAllByRole("checkbox")).toHaveLength(4);
    expect(screen.getAllByRole("checkbox", { name: /\(off\)$/ })).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Turn on at least one SSID.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    // A new base name renames the enabled SSIDs only.
    await user.click(screen.getAllByRole("checkbox")[0]!);
    await user.click(screen.getAllByRole("checkbox")[3]!);
    const base = screen.getByLabelText("WiFi name (SSID)");
    await user.clear(base);
    await user.type(base, "Hotel Guest");
    expect(screen.getByRole("checkbox", { name: "Hotel Guest" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Hotel Guest-2 5G" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });

    const [cg] = (await api.call("GET", "/v3/businesses/2/config-groups")) as {
      name: string;
      network: { wifi: Record<string, { ssid: { enable: boolean; name?: string }[] }> };
    }[];
    expect(cg?.name).toBe("My First Setting");
    // The wizard's two SSIDs per radio; the other default slots stay off.
    const names = (band: string) => cg?.network.wifi[band]?.ssid.filter((s) => s.enable).map((s) => s.name);
    expect(names("2.4g")).toEqual(["Hotel Guest"]);
    expect(names("5g")).toEqual(["Hotel Guest-2 5G"]);
    const pref = await api.call("GET", "/v3/businesses/2/preference");
    expect(pref.status.isFirstConfigGroupDone).toBe(true);
  });

  it("puts the portal of the activity just made on every SSID, in the business's time zone", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "cg-portal");
    await owner.call("PUT", `/v3/businesses/${owner.businessId}`, { profile: { timeZone: "Europe/Lisbon" } });
    const made = await owner.call("POST", `/v3/businesses/${owner.businessId}/activity-wizards`, {
      templateCode: "public",
      form: { name: "Harbour WiFi", venueName: "Harbour", accessHours: 2 },
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(
      <FirstConfigGroupWizard businessId={owner.businessId} activityId={made.body.aId} onDone={onDone} />,
      { baseUrl: srv.url, token: owner.token },
    );
    const zone = (await screen.findByLabelText("Time zone")) as HTMLSelectElement;
    expect(zone.value).toBe("Europe/Lisbon");
    const first = (await screen.findByLabelText(/^Activity on .+ WiFi$/)) as HTMLSelectElement;
    await waitFor(() => expect(first.selectedOptions[0]?.textContent).toBe("Harbour WiFi"));
    await user.click(screen.getByRole("button", { name: "Complete" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const [cg] = (await owner.call("GET", `/v3/businesses/${owner.businessId}/config-groups`)).body;
    expect(cg.timeZone).toBe("Europe/Lisbon");
    expect(cg.activities).toMatchObject({ "1": { activityId: made.body.aId }, "2": { activityId: made.body.aId } });
  });
});
