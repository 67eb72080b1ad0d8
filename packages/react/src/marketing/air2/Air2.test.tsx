import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { Air2CampaignEditor } from "./Air2CampaignEditor";
import { Air2CampaignList } from "./Air2CampaignList";
import { Air2CampaignStats, statRangeProblem } from "./Air2CampaignStats";
import { insertAt } from "./Air2ChannelsStep";
import { Air2ProjectList } from "./Air2ProjectList";
import { testRecipients } from "./Air2TestDialog";
import { Air2TypeSelector } from "./Air2TypeSelector";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
let sourceId: number;
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
  const columns = [
    { name: "name", dataType: "string", length: 40, fiilterable: false, schedulerable: false },
    { name: "email", dataType: "string", length: 80, fiilterable: false, schedulerable: false },
    { name: "city", dataType: "string", length: 20, fiilterable: true, schedulerable: false },
  ];
  const made = await call("POST", "/v3/businesses/1/air2-sources", { name: "Members" });
  await call("PUT", `/v3/air2-sources/${made.id}`, { name: "Members", columns });
  await call("POST", `/v3/air2-sources/${made.id}/rows`, {
    rows: [
      { name: "Ann", email: "ann@shop.test", city: "Taipei" },
      { name: "Bo", email: "bo@shop.test", city: "Tainan" },
    ],
  });
  sourceId = made.id;
});
afterAll(() => srv?.close());

const newCampaign = async () => {
  const p = await call("POST", "/v3/businesses/1/air2-projects", { name: `Project ${Math.random()}` });
  const c = await call("POST", `/v3/air2-projects/${p.id}/campaigns`, { type: "broadcast" });
  return { pid: p.id as number, cid: c.id as number };
};

describe("air2 rules", () => {
  it("inserts a placeholder at the caret, or at the end", () => {
    expect(insertAt("Hi , bye", "{{name}}", 3, 3)).toBe("Hi {{name}}, bye");
    expect(insertAt("Hi", "{{name}}")).toBe("Hi{{name}}");
    expect(insertAt("Hi XX!", "{{name}}", 3, 5)).toBe("Hi {{name}}!");
  });
  it("reads the test dialog's e-mails and phones", () => {
    expect(testRecipients("a@b.co, c@d.co", "+886912345678")).toEqual({
      emails: ["a@b.co", "c@d.co"],
      phones: ["+886912345678"],
      badEmail: null,
      badPhone: null,
    });
    expect(testRecipients("nope", "12").badEmail).toBe("nope");
    expect(testRecipients("", "12").badPhone).toBe("12");
  });
});

describe("air2 statistics range", () => {
  it("refuses an end before the start and more than 90 days", () => {
    expect(statRangeProblem(100, 99)).toBe("order");
    expect(statRangeProblem(0, 90 * 86400)).toBeNull();
    expect(statRangeProblem(0, 90 * 86400 + 1)).toBe("tooLong");
  });
});

describe("air2 widgets against the reference server", () => {
  it("shows a channel's statistics after a test send, and refuses a range over 90 days", async () => {
    const { pid, cid } = await newCampaign();
    await call("PUT", `/v3/air2-campaigns/${cid}/channels/bulk`, {
      channels: [{ type: "email", subject: "Hi", content: "<p>Hi</p>" }],
    });
    await call("POST", `/v3/air2-campaigns/${cid}/dispatch`, {
      type: "test",
      recipients: { emails: ["stat@shop.test"] },
    });
    const now = Math.floor(Date.now() / 1000);
    const { rerender } = renderWithPortico(
      <Air2CampaignStats
        businessId={1}
        projectId={pid}
        campaignId={cid}
        state={{ from: now - 3600, to: now + 3600 }}
      />,
      { baseUrl: srv.url, token },
    );
    expect(await screen.findByRole("tab", { name: "E-mail" })).toBeTruthy();
    await waitFor(
      async () => {
        const stat = await call("GET", `/v3/air2-campaigns/${cid}/stat`);
        expect(stat.channels[0].sent).toBe(1);
      },
      { timeout: 15000 },
    );
    rerender(<Air2CampaignStats businessId={1} projectId={pid} campaignId={cid} state={{ from: 0, to: 91 * 86400 }} />);
    expect(await screen.findByText("The range may span at most 90 days.")).toBeTruthy();
  });

  it("adds a project and opens it", async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<Air2ProjectList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add project" }));
    const dialog = await screen.findByRole("dialog", { name: "Add project" });
    await user.type(within(dialog).getByLabelText("Project name"), "Winter sale");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("button", { name: "Winter sale" }));
    const projects = (await call("GET", "/v3/businesses/1/air2-projects")) as { id: number; name: string }[];
    const made = projects.find((p) => p.name === "Winter sale")!;
    expect(navigate).toHaveBeenCalledWith(`/businesses/1/air2/${made.id}`);
  });

  it("creates a campaign of the picked type and opens its editor", async () => {
    const { pid } = await newCampaign();
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<Air2TypeSelector businessId={1} projectId={pid} />, {
      baseUrl: srv.url,
      token,
    });
    await user.click(await screen.findByRole("button", { name: /Broadcast/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const list = (await call("GET", `/v3/air2-projects/${pid}/campaigns`)) as { id: number }[];
    expect(navigate).toHaveBeenCalledWith(`/businesses/1/air2/${pid}/${list[0]!.id}`);
  });

  it("asks before activating and resets the toggle when the server refuses", async () => {
    const { pid } = await newCampaign();
    const user = userEvent.setup();
    renderWithPortico(<Air2CampaignList businessId={1} projectId={pid} />, { baseUrl: srv.url, token });
    const toggle = (await screen.findByRole("switch", { name: "Activate broadcast 1" })) as HTMLInputElement;
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBeNull());
    await user.click(toggle);
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/Do you want to activate the campaign broadcast 1\?/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Choose a contact source and add at least one channel first.")).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it("edits the settings from the server's widgets and the channels, then saves and activates", async () => {
    const { pid, cid } = await newCampaign();
    // The previous test's confirm layer may still be leaving the body when this one starts clicking.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { navigate } = renderWithPortico(<Air2CampaignEditor businessId={1} projectId={pid} campaignId={cid} />, {
      baseUrl: srv.url,
      token,
    });
    await user.selectOptions(await screen.findByLabelText("Contact source"), String(sourceId));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const city = await screen.findByLabelText("city");
    await user.type(city, "Taipei");
    await user.click(screen.getByRole("button", { name: "Preview recipients" }));
    expect(await screen.findByText("1 recipients pass the filters; the first 1 are shown.")).toBeTruthy();
    expect(screen.getByText("ann@shop.test")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "4. Channels" }));
    await user.click(await screen.findByRole("button", { name: "Add E-mail channel" }));
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.type(screen.getByLabelText("Content (HTML)"), "Hi ");
    await user.click(screen.getByRole("button", { name: "{{name}}" }));
    await user.click(screen.getByRole("button", { name: "Save and activate" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Activate" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/businesses/1/air2/${pid}`));
    const saved = await call("GET", `/v3/air2-campaigns/${cid}`);
    expect(saved).toMatchObject({
      status: "activated",
      sourceId,
      channels: [{ type: "email", subject: "Hello", content: "Hi {{name}}" }],
    });
    expect((await call("GET", `/v3/air2-campaigns/${cid}/settings/filters`)).data).toMatchObject({ city: ["Taipei"] });
  });
});
