import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { verifiedSenderOwner } from "../../../test/verifiedSenderOwner";
import { EdmCampaignWizard } from "./EdmCampaignWizard";
import { defaultScheduleAt } from "./edmModel";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

const INVALID = "Please complete the form in this step before proceeding.";
const step = (n: number) => screen.findByText(new RegExp(`^Step ${n} of 6`));

describe("EdmCampaignWizard against the reference server", () => {
  it("walks the six steps: Next blocked on an invalid step, back always, save as template, step 6 schedules on a date tomorrow at 8:00", {
    timeout: 90_000,
  }, async () => {
    const owner = await verifiedSenderOwner(srv, "wiz");
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(<EdmCampaignWizard businessId={owner.businessId} campaignId={0} onClose={onClose} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await step(1);
    expect(await screen.findByText("No templates yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(2);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    await step(2);
    await user.type(screen.getByLabelText(/^Subject/), "Autumn news");
    await user.type(screen.getByLabelText("Content (HTML)"), "<p>Hello, see https://example.com/a</p>");
    expect(screen.queryByText(INVALID)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save as template" }));
    const save = await screen.findByRole("dialog", { name: "Save as template" });
    await user.type(within(save).getByLabelText("Template name"), "News letter");
    await user.click(within(save).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("EDM template is saved!")).toBeTruthy();
    const templates = (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-templates`)).body;
    expect(templates.edmTemplates).toMatchObject([{ name: "News letter", subject: "Autumn news" }]);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(3);
    expect(await screen.findByText("0 recipients")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Filter recipients" }));
    const hometown = screen.getByRole("group", { name: "Hometown keyword" });
    await user.click(within(hometown).getByLabelText("No limit"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(INVALID)).toBeTruthy();
    await step(3);
    await user.type(within(hometown).getByRole("textbox", { name: "Hometown keyword" }), "Taipei");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await step(2);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(4);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(5);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(6);
    expect((screen.getByLabelText("Repeat") as HTMLSelectElement).value).toBe("scheduleOnDate");
    const at = defaultScheduleAt("Asia/Taipei");
    const shown = (screen.getByLabelText("Date and time") as HTMLInputElement).value;
    expect(shown).toMatch(/T08:00$/);

    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("The EDM has been scheduled to send!")).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [c] = (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body.edmCampaigns;
    expect(c).toMatchObject({
      subject: "Autumn news",
      scheduleEnabled: 1,
      nextDeliveryAt: at,
      schedule: { deliveryMode: "customized", type: "scheduleOnDate", at },
      filter: { hometown: { noLimit: false, keyword: "Taipei" }, gender: "all" },
    });
  });

  it("starts from a picked template and saves a draft ('Draft is saved!')", async () => {
    const owner = await verifiedSenderOwner(srv, "wiztpl");
    await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-templates`, {
      name: "Welcome",
      subject: "Welcome, {{name}}",
      content: "<p>Glad you came</p>",
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(
      <EdmCampaignWizard businessId={owner.businessId} campaignId={0} onClose={() => {}} onSaved={onSaved} />,
      { baseUrl: srv.url, token: owner.token },
    );
    await user.click(await screen.findByRole("radio", { name: /Welcome/ }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await step(2);
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("Welcome, {{name}}");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Draft is saved!")).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [c] = (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body.edmCampaigns;
    expect(c).toMatchObject({ id: onSaved.mock.calls[0]![0], status: "Draft", content: "<p>Glad you came</p>" });
  });

  it("offers to start scheduling a saved draft that has a schedule but no next delivery", async () => {
    const owner = await verifiedSenderOwner(srv, "wizstart");
    const made = await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
      subject: "Birthday treat",
      content: "<p>Happy birthday</p>",
      schedule: { deliveryMode: "scheduleToBirthday", birthday: { mode: "daily", daysBefore: 1, sendHour: 8 } },
    });
    const user = userEvent.setup();
    renderWithPortico(
      <EdmCampaignWizard businessId={owner.businessId} campaignId={made.body.id} onClose={() => {}} />,
      {
        baseUrl: srv.url,
        token: owner.token,
      },
    );
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText(/Start scheduling now\?/)).toBeTruthy();
    await waitFor(() => user.click(within(ask).getByRole("button", { name: "OK" }))); // once its layer takes pointer events
    expect(await screen.findByText("The EDM has been scheduled to send!")).toBeTruthy();
    const c = (await owner.call("GET", `/v3/edm-campaigns/${made.body.id}`)).body;
    expect(c).toMatchObject({ scheduleEnabled: 1, status: "SendBeforeBirthDay" });
    expect(c.nextDeliveryAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("blocks sending and scheduling while the sender is not verified, and says why", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wizsender");
    await owner.call("PUT", `/v3/businesses/${owner.businessId}`, {
      profile: { email: `s-${owner.businessId}@example.com` },
    });
    const made = await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
      subject: "Blocked",
      content: "<p>x</p>",
    });
    renderWithPortico(
      <EdmCampaignWizard businessId={owner.businessId} campaignId={made.body.id} step={5} onClose={() => {}} />,
      { baseUrl: srv.url, token: owner.token },
    );
    expect(await screen.findByText(/is not verified yet: campaigns cannot be sent/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send now" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
