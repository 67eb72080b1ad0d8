import { dayKey } from "@portico/sdk/rules";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { addDays } from "./dates";
import { ScheduleCalendar } from "./ScheduleCalendar";

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
const dayButton = (day: string) => document.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
// Loaded: the title, and the switch enabled once the caller's permissions are known.
const ready = async () => {
  await screen.findByRole("heading", { name: "Schedule calendar: My First Setting" }, { timeout: 5000 });
  await waitFor(() => expect((screen.getByRole("switch") as HTMLButtonElement).disabled).toBe(false), {
    timeout: 5000,
  });
};
const show = async (day: string, user: ReturnType<typeof userEvent.setup>) => {
  for (let i = 0; i < 2 && !dayButton(day); i++)
    await user.click(screen.getByRole("button", { name: day < today() ? "Previous month" : "Next month" }));
  return dayButton(day)!;
};

describe("ScheduleCalendar against the reference server", () => {
  it("shows the seeded event, refuses a past date and moves between days with the arrow keys", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ScheduleCalendar businessId={1} configGroupId={cgid} onOpenDay={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    await ready();
    const todayButton = dayButton(today())!;
    expect(todayButton.getAttribute("aria-current")).toBe("date");
    await show(addDays(today(), 7), user);
    // The seeded 'Weekend brunch' starts a week from the day of seeding.
    expect((await screen.findAllByRole("button", { name: "Event: Weekend brunch" })).length).toBeGreaterThan(0);

    await user.click(await show(addDays(today(), -1), user));
    expect((await screen.findAllByText("The selected date is less than today's date.")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Today" }));
    dayButton(today())!.focus();
    fireEvent.keyDown(dayButton(today())!, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement?.getAttribute("data-day")).toBe(addDays(today(), 1)));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement?.getAttribute("data-day")).toBe(addDays(today(), 8)));
  });

  it("adds, edits and deletes an event; an unsaved one cannot be deleted", async () => {
    const user = userEvent.setup();
    renderWithPortico(<ScheduleCalendar businessId={1} configGroupId={cgid} onOpenDay={() => {}} />, {
      baseUrl: srv.url,
      token: api.token,
    });
    await ready();
    const day = addDays(today(), 3);
    await user.click(await show(day, user));
    let dialog = await screen.findByRole("dialog", { name: "New schedule event" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await screen.findAllByText("Can not delete unsaved schedule.")).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Title"), "Tea party");
    await user.click(within(dialog).getByRole("radio", { name: "Colour 2" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 });
    let events = (await api.call("GET", `/v3/config-groups/${cgid}/schedule`)).events as {
      id: string;
      title: string;
      color: string;
      start: string;
    }[];
    const added = events.find((e) => e.title === "Tea party");
    expect(added).toMatchObject({ start: day, color: "#2e7d32" });

    await user.click(await screen.findByRole("button", { name: "Event: Tea party" }));
    dialog = await screen.findByRole("dialog", { name: "Schedule event" });
    const title = within(dialog).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Tea party, moved");
    fireEvent.change(within(dialog).getByLabelText("First day"), { target: { value: addDays(today(), -2) } });
    expect(within(dialog).getByText("The selected date is less than today's date.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("First day"), { target: { value: addDays(today(), 4) } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5000 });
    events = (await api.call("GET", `/v3/config-groups/${cgid}/schedule`)).events;
    expect(events.find((e) => e.id === added!.id)).toMatchObject({
      title: "Tea party, moved",
      start: addDays(today(), 4),
    });

    await user.click(await screen.findByRole("button", { name: "Event: Tea party, moved" }));
    dialog = await screen.findByRole("dialog", { name: "Schedule event" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Do you really want to delete this schedule?")).toBeTruthy();
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Event: Tea party, moved" })).toBeNull(), {
      timeout: 5000,
    });
    events = (await api.call("GET", `/v3/config-groups/${cgid}/schedule`)).events;
    expect(events.map((e) => e.title)).toEqual(["Weekend brunch"]);
  });
});
