import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { todayIn } from "../data/linkInfo";
import { ShortLinkStatistics } from "./ShortLinkStatistics";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

let srv: TestServer;
let token: string;
let linkId: number;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
  const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const [act] = await (
    await fetch(`${srv.url}/v3/businesses/1/campaign-contents?campaignType=activity`, { headers: auth })
  ).json();
  const link = await (
    await fetch(`${srv.url}/v3/businesses/1/links`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ campaignType: "activity", campaignId: act.id, name: "Window poster" }),
    })
  ).json();
  linkId = link.id;
  const guest = await fetch(`${srv.url}/s/${link.code}`, {
    redirect: "manual",
    headers: { "user-agent": ANDROID, "accept-language": "ja-JP,ja;q=0.9", referer: "https://line.me/R/" },
  });
  expect(guest.status).toBe(302);
});
afterAll(() => srv?.close());

// The table of one chart: its figure's table toggle turned on (the chart's text alternative).
async function tableOf(title: string): Promise<HTMLElement> {
  const figure = await screen.findByRole("figure", { name: title });
  await userEvent.click(within(figure).getByRole("button", { name: "Show as table" }));
  return within(figure).findByRole("table", { name: title });
}

describe("ShortLinkStatistics against the reference server", () => {
  it("shows today's click by hour and in every breakdown, in the caller's UTC offset", async () => {
    const utcOffset = 540; // Tokyo: any UTC hour of the run gives a well-defined local day and hour.
    const today = todayIn(utcOffset);
    const hour = new Date(Date.now() + utcOffset * 60_000).toISOString().slice(11, 13);
    renderWithPortico(
      <ShortLinkStatistics businessId={1} linkId={linkId} utcOffset={utcOffset} state={{ mode: "day", date: today }} />,
      { baseUrl: srv.url, token },
    );
    expect(await screen.findByRole("heading", { name: "Statistics of Window poster" })).toBeTruthy();
    expect(await screen.findByText("Total clicks: 1")).toBeTruthy();
    const byHour = await tableOf("Clicks per hour");
    expect(within(byHour).getByRole("row", { name: `${hour}:00 1` })).toBeTruthy();
    expect(within(await tableOf("Browser")).getByRole("row", { name: "Chrome 1" })).toBeTruthy();
    expect(within(await tableOf("Locale")).getByRole("row", { name: "ja-JP 1" })).toBeTruthy();
    expect(within(await tableOf("Platform")).getByRole("row", { name: "Mobile 1" })).toBeTruthy();
    expect(within(await tableOf("OS")).getByRole("row", { name: "Android 1" })).toBeTruthy();
    expect(within(await tableOf("Referrer")).getByRole("row", { name: "line.me 1" })).toBeTruthy();
  });

  it("switches to the month, and shows the empty state for a month without clicks", async () => {
    const user = userEvent.setup();
    const utcOffset = -600; // Honolulu
    const today = todayIn(utcOffset);
    renderWithPortico(<ShortLinkStatistics businessId={1} linkId={linkId} utcOffset={utcOffset} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("Total clicks: 1")).toBeTruthy();
    expect(within(await tableOf("Clicks per day")).getByRole("row", { name: `${today} 1` })).toBeTruthy();
    const month = screen.getByLabelText("Month to show");
    await user.clear(month);
    await user.type(month, "2020-01");
    expect(await screen.findByText("No clicks in this period.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "Single day" }));
    expect((screen.getByLabelText("Day to show") as HTMLInputElement).value).toBe(today);
    await waitFor(() => expect(screen.getByText("Total clicks: 1")).toBeTruthy());
  });

  it("shows the server's error for a link that is not the caller's", async () => {
    renderWithPortico(<ShortLinkStatistics businessId={1} linkId={999999} />, { baseUrl: srv.url, token });
    expect(await screen.findByText("Not found.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
