import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { ConfigGrouping } from "./ConfigGrouping";

let srv: TestServer;
let api: Awaited<ReturnType<typeof demoApi>>;
beforeAll(async () => {
  srv = await startTestServer();
  api = await demoApi(srv.url);
});
afterAll(() => srv?.close());

type Cg = { id: number; name: string; inodeGroups: { name: string }[] };
const usersOf = async (name: string) =>
  ((await api.call("GET", "/v3/businesses/1/config-groups")) as Cg[])
    .find((c) => c.name === name)
    ?.inodeGroups.map((g) => g.name);

describe("ConfigGrouping against the reference server", () => {
  it("moves an iNode group to another configuration and to none with its select", async () => {
    await api.call("POST", "/v3/businesses/1/config-groups", { name: "Evening" });
    const lobbyBefore = await usersOf("My First Setting");
    expect(lobbyBefore).toContain("Lobby");
    const user = userEvent.setup();
    renderWithPortico(<ConfigGrouping businessId={1} />, { baseUrl: srv.url, token: api.token });
    const select = (await screen.findByLabelText("Configuration of Lobby")) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).not.toBe("none");
    await user.selectOptions(select, "Evening");
    expect((await screen.findAllByText("Move iNode Group", {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(await usersOf("Evening")).toEqual(["Lobby"]);
    expect(await usersOf("My First Setting")).not.toContain("Lobby");

    const moved = (await screen.findByLabelText("Configuration of Lobby")) as HTMLSelectElement;
    await waitFor(() => expect(moved.disabled).toBe(false));
    await user.selectOptions(moved, "No configuration");
    await waitFor(async () => expect(await usersOf("Evening")).toEqual([]), { timeout: 5000 });
    expect(await screen.findByRole("heading", { name: /No configuration/ })).toBeTruthy();
  });
});
