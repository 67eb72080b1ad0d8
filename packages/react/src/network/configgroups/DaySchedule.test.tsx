import { dayKey } from "@portico/sdk/rules";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { DaySchedule } from "./DaySchedule";
import { addDays } from "./dates";

let srv: TestServer;
let api: Awaited<ReturnType<typeof demoApi>>;
let cgid: number;
beforeAll(async () => {
  srv = await startTestServer();
  api = await demoApi(srv.url);
  cgid = ((await api.call("GET", "/v3/businesses/1/config-groups")) as { id: number }[])[0]!.id;
});
afterAll(() => srv?.close());

const today = () => dayKey(new Date(), "Asia/Taipei");
// The in-process server shares the CPU with the widgets: first loads can take a few seconds.
const slow = { timeout: 10_000 };

describe("DaySchedule against the reference server", () => {
  it("refuses an entry without an SSID activity with its message and keeps what was typed", async () => {
    const user = userEvent.setup();
    const event = { id: "ev-day", start: addDays(today(), 1), end: addDays(today(), 2), title: "Tasting" };
    renderWithPortico(<DaySchedule businessId={1} configGroupId={cgid} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    expect(await screen.findByRole("heading", { name: "Day schedule: Tasting" })).toBeTruthy();
    expect(await screen.findByText("Nothing is scheduled on this day.")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /\d{4}/ })).toHaveLength(2);
    // Editable once the business (its ACL) has loaded too.
    await user.click(await screen.findByRole("button", { name: "Add a time" }, slow));
    const time = screen.getByLabelText("Time of entry 1") as HTMLInputElement;
    await user.clear(time);
    await user.type(time, "10:15");
    // The SSIDs of the configuration, each with its activity choice.
    expect(screen.getByLabelText("Activity on Portico Café WiFi (entry 1)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Please select schedule activities.")).length).toBeGreaterThan(0);
    expect(time.value).toBe("10:15");
    const stored = await api.call("GET", `/v3/config-groups/${cgid}/schedule/dates/${addDays(today(), 1)}`);
    expect(stored.entries).toEqual([]);
  });

  it("offers the business's activities, saves an entry with one and reads it back", async () => {
    const user = userEvent.setup();
    const day = addDays(today(), 3);
    const event = { id: "ev-act", start: day, end: day, title: "Coupons" };
    renderWithPortico(<DaySchedule businessId={1} configGroupId={cgid} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    await user.click(await screen.findByRole("button", { name: "Add a time" }, slow));
    const time = screen.getByLabelText("Time of entry 1") as HTMLInputElement;
    await user.clear(time);
    await user.type(time, "11:30");
    const choice = screen.getByLabelText("Activity on Portico Café WiFi (entry 1)") as HTMLSelectElement;
    // The list comes from GET /activities, newest update first, after 'No change'.
    await waitFor(
      () =>
        expect([...choice.options].map((o) => o.text)).toEqual([
          "No change",
          "Guest Survey",
          "Coffee Coupon",
          "Welcome Portal",
        ]),
      slow,
    );
    await user.selectOptions(choice, "Guest Survey");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("This schedule has been saved.", {}, slow)).toBeTruthy();
    const listed = (await api.call("GET", "/v3/businesses/1/activities")) as { id: number; name: string }[];
    const survey = listed.find((a) => a.name === "Guest Survey")!;
    const stored = await api.call("GET", `/v3/config-groups/${cgid}/schedule/dates/${day}`);
    expect(stored.entries).toHaveLength(1);
    expect(stored.entries[0].activities).toEqual([
      { ssidIndex: 1, activityId: survey.id, activityName: "Guest Survey" },
    ]);
    // Shown again from the server, with its choice.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true), slow);
    expect((screen.getByLabelText("Activity on Portico Café WiFi (entry 1)") as HTMLSelectElement).value).toBe(
      String(survey.id),
    );
  });

  it("refuses a time earlier than now today with its message", async () => {
    const user = userEvent.setup();
    const event = { id: "ev-now", start: today(), end: today(), title: "Today" };
    renderWithPortico(<DaySchedule businessId={1} configGroupId={cgid} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    await user.click(await screen.findByRole("button", { name: "Add a time" }, slow));
    const time = screen.getByLabelText("Time of entry 1") as HTMLInputElement;
    await user.clear(time);
    // Midnight today has always passed.
    await user.type(time, "00:00");
    const choice = screen.getByLabelText("Activity on Portico Café WiFi (entry 1)") as HTMLSelectElement;
    await waitFor(() => expect(choice.options.length).toBeGreaterThan(1), slow);
    await user.selectOptions(choice, "Coffee Coupon");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Schedule time should be later than current time.")).length).toBeGreaterThan(0);
    expect(time.value).toBe("00:00");
    const stored = await api.call("GET", `/v3/config-groups/${cgid}/schedule/dates/${today()}`);
    expect(stored.entries.some((e: { startTs: number }) => e.startTs < Date.now() / 1000)).toBe(false);
  });

  it("says so when the business has no activities", async () => {
    const b = await api.call("POST", "/v3/businesses", { profile: { name: "No activities", timeZone: "Asia/Taipei" } });
    const cg = await api.call("POST", `/v3/businesses/${b.id}/config-groups`, { name: "Bare" });
    const event = { id: "ev-none", start: addDays(today(), 1), end: addDays(today(), 1), title: "Bare day" };
    renderWithPortico(<DaySchedule businessId={b.id} configGroupId={cg.id} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    expect(
      await screen.findByText("This business has no activities yet: add one before scheduling.", {}, slow),
    ).toBeTruthy();
  });

  it("shows 'Cannot load activity list in current business!' when the list cannot be read", async () => {
    const event = { id: "ev-fail", start: addDays(today(), 1), end: addDays(today(), 1), title: "Elsewhere" };
    // A business the demo owner cannot see: the activity list answers 404; the group itself still loads.
    renderWithPortico(<DaySchedule businessId={999999} configGroupId={cgid} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    expect(await screen.findByText("Cannot load activity list in current business!", {}, slow)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("shows a past date view-only", async () => {
    const event = { id: "ev-past", start: addDays(today(), -3), end: addDays(today(), -3), title: "Old news" };
    renderWithPortico(<DaySchedule businessId={1} configGroupId={cgid} event={event} onBack={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    expect(await screen.findByText("This date is in the past: its schedule is view-only.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add a time" })).toBeNull());
  });
});
