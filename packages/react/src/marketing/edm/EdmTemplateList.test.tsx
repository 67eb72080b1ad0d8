import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import { EdmCampaignList } from "./EdmCampaignList";
import { EdmTemplateList } from "./EdmTemplateList";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("EdmTemplateList against the reference server", () => {
  it("pages templates by 10 and removes one only after 'Do you really want to delete this EDM template?'", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "edmtpl");
    for (let i = 1; i <= 11; i++)
      await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-templates`, {
        name: `Tpl ${String(i).padStart(2, "0")}`,
        subject: "S",
        content: "<p>C</p>",
      });
    const user = userEvent.setup();
    renderWithPortico(<EdmTemplateList businessId={owner.businessId} open onClose={() => {}} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    const dialog = await screen.findByRole("dialog", { name: "E-mail templates" });
    await within(dialog).findByText("Tpl 11", undefined, { timeout: 5000 });
    expect(within(dialog).getAllByRole("row").slice(1)).toHaveLength(10);
    await user.click(within(dialog).getByRole("button", { name: "Remove template Tpl 11" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect((await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-templates`)).body.total).toBe(11);
    await user.click(within(dialog).getByRole("button", { name: "Remove template Tpl 11" }));
    const ask = await screen.findByRole("alertdialog");
    expect(within(ask).getByText("Do you really want to delete this EDM template?")).toBeTruthy();
    await waitFor(() => user.click(within(ask).getByRole("button", { name: "OK" })));
    expect(await screen.findByText("Remove EDM campaign template successfully.")).toBeTruthy();
    expect((await owner.call("GET", `/v3/businesses/${owner.businessId}/edm-templates`)).body.total).toBe(10);
  });

  it("gives the read-only sub-account no enabled write control on the campaign list", async () => {
    const demo = await demoApi(srv.url);
    await demo.call("POST", "/v3/businesses/1/edm-campaigns", { subject: "Café news", content: "<p>Hi</p>" });
    const staff = (
      await signIn(createPorticoClient({ baseUrl: srv.url }), {
        email: "staff@portico.dev",
        password: "portico-staff",
        subscriber: true,
      })
    ).token;
    renderWithPortico(<EdmCampaignList businessId={1} />, { baseUrl: srv.url, token: staff });
    await screen.findByText("Café news", { selector: "td, td *" }, { timeout: 5000 });
    await waitFor(() => {
      const enabled = [...document.querySelectorAll("[data-portico-write]")].filter(
        (e) => !(e as HTMLButtonElement).disabled && e.getAttribute("aria-disabled") !== "true",
      );
      expect(enabled.map((e) => e.textContent || e.getAttribute("aria-label"))).toEqual([]);
    });
    expect(screen.getByRole("button", { name: "New campaign" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: "Report of Café news" })).toBeTruthy();
  });
});
