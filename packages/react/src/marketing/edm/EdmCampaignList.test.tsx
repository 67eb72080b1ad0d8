import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { verifiedSenderOwner } from "../../../test/verifiedSenderOwner";
import { EdmCampaignList } from "./EdmCampaignList";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

const bodyRows = () => screen.getAllByRole("row").slice(1);
const row = async (subject: string) =>
  (await screen.findByText(subject, { selector: "td, td *" }, { timeout: 5000 })).closest("tr") as HTMLElement;

const verifiedOwner = (tag: string) => verifiedSenderOwner(srv, tag);

describe("EdmCampaignList against the reference server", () => {
  it("pages on the server from 10 a page and sorts field:dir", async () => {
    const owner = await verifiedOwner("edmlist");
    for (let i = 1; i <= 12; i++)
      await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
        subject: `Letter ${String(i).padStart(2, "0")}`,
        content: "<p>Hi</p>",
      });
    const user = userEvent.setup();
    renderWithPortico(<EdmCampaignList businessId={owner.businessId} />, { baseUrl: srv.url, token: owner.token });
    await row("Letter 12");
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: /next page/i }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText("Letter 01", { selector: "td, td *" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Sort by"), "subject:asc");
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole("cell")[0]!.textContent).toBe("Letter 01"));
    expect(bodyRows()).toHaveLength(10);
  });

  it("enables a schedule with the status from the answer, and disables it only after the confirm", async () => {
    const owner = await verifiedOwner("edmsched");
    const at = Math.floor(Date.now() / 1000) + 3 * 86400;
    await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
      subject: "Weekend offer",
      content: "<p>Hi</p>",
      schedule: { deliveryMode: "customized", type: "scheduleOnDate", at },
    });
    const user = userEvent.setup();
    renderWithPortico(<EdmCampaignList businessId={owner.businessId} />, { baseUrl: srv.url, token: owner.token });
    const r = await row("Weekend offer");
    expect(within(r).getByText("Draft")).toBeTruthy();
    await user.click(within(r).getByRole("switch", { name: "Schedule of Weekend offer" }));
    expect(await screen.findByText("The EDM has been scheduled to send!")).toBeTruthy();
    await waitFor(async () => expect(within(await row("Weekend offer")).getByText("Scheduled")).toBeTruthy());
    const listed = (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body;
    expect(listed.edmCampaigns[0].nextDeliveryAt).toBe(at);

    await user.click(within(await row("Weekend offer")).getByRole("switch", { name: "Schedule of Weekend offer" }));
    const ask = await screen.findByRole("alertdialog");
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(
      (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body.edmCampaigns[0]
        .scheduleEnabled,
    ).toBe(1);
    await user.click(within(await row("Weekend offer")).getByRole("switch", { name: "Schedule of Weekend offer" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "OK" }));
    await waitFor(async () =>
      expect(
        (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body.edmCampaigns[0],
      ).toMatchObject({
        scheduleEnabled: 0,
        nextDeliveryAt: null,
      }),
    );
  });

  it("reverts the toggle when enabling fails (a schedule date already past)", async () => {
    const owner = await verifiedOwner("edmrevert");
    await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
      subject: "Too late",
      content: "<p>Hi</p>",
      schedule: { deliveryMode: "customized", type: "scheduleOnDate", at: Math.floor(Date.now() / 1000) - 3600 },
    });
    const user = userEvent.setup();
    renderWithPortico(<EdmCampaignList businessId={owner.businessId} />, { baseUrl: srv.url, token: owner.token });
    const toggle = within(await row("Too late")).getByRole("switch", { name: "Schedule of Too late" });
    await user.click(toggle);
    // The error is shown (the server's message) and the toggle is back off.
    expect(await screen.findByText("Error")).toBeTruthy();
    await waitFor(() => expect((screen.getAllByRole("switch")[0] as HTMLInputElement).checked).toBe(false));
    expect(
      (await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-campaigns`)).body.edmCampaigns[0]
        .scheduleEnabled,
    ).toBe(0);
  });

  it("asks a business without an e-mail to set it, and sends the verification e-mail of one that has it (Pending)", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "edmsender");
    const user = userEvent.setup();
    const view = renderWithPortico(<EdmCampaignList businessId={owner.businessId} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await user.click(await screen.findByRole("button", { name: "Set the business e-mail" }));
    expect(view.navigate).toHaveBeenCalledWith(`/businesses/${owner.businessId}/detail`);
    view.unmount();

    const email = `sender-${owner.businessId}@example.com`;
    await owner.call("PUT", `/v3/businesses/${owner.businessId}`, { profile: { email } });
    renderWithPortico(<EdmCampaignList businessId={owner.businessId} />, { baseUrl: srv.url, token: owner.token });
    expect(await screen.findByText(`The sender ${email} is not verified yet: campaigns cannot be sent.`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send a verification e-mail" }));
    expect(await screen.findByText(/A verification e-mail was sent to/)).toBeTruthy();
    await waitFor(async () => expect((await srv.mailbox(email)).length).toBe(1));
  });
});
