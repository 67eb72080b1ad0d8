import { startTestServer, type TestServer } from "@portico/server/testing";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { verifiedSenderOwner } from "../../../test/verifiedSenderOwner";
import { EdmCampaignWizard } from "./EdmCampaignWizard";
import { EdmReport } from "./EdmReport";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

const statOf = (k: string) => document.querySelector(`[data-stat="${k}"]`)?.textContent;
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, srv.url);

describe("EdmReport against the reference server", () => {
  it("sends from the wizard's step 5, then shows one open and one click after the pixel and a link", async () => {
    const owner = await verifiedSenderOwner(srv, "edmreport");
    const bid = owner.businessId;
    const t = Math.floor(Date.now() / 1000) - 86400;
    for (const key of ["ann@report.test", "bob@report.test"])
      await srv.server.ctx.db.query(
        `insert into visitor_auths (business_id, guest_key, auth_type, name, email, gender, birthday, ts)
         values ($1, $2, 'email', $3, $2, 'female', null, $4)`,
        [bid, key, key.split("@")[0], t],
      );
    const c = (
      await owner.call("POST", `/v3/businesses/${bid}/edm-campaigns`, {
        subject: "Hi {{name}}",
        content: '<p>Hello <a href="https://shop.example/menu">menu</a></p>',
      })
    ).body;
    const user = userEvent.setup();
    renderWithPortico(<EdmCampaignWizard businessId={bid} campaignId={c.id} step={5} onClose={() => {}} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await user.click(await screen.findByRole("button", { name: "Send now" }));
    expect(await screen.findByText("EDM has been successfully sent.")).toBeTruthy();
    await waitFor(async () => expect(await srv.mailbox("ann@report.test")).toHaveLength(1), { timeout: 20_000 });
    await waitFor(async () => expect(await srv.mailbox("bob@report.test")).toHaveLength(1), { timeout: 20_000 });
    cleanup();

    const [mail] = await srv.mailbox("ann@report.test");
    const click = mail!.links.find((l) => l.includes(`/v3/edm-campaigns/${c.id}/tracker/click?`))!;
    const token = new URL(click).searchParams.get("t")!;
    expect((await fetch(`${srv.url}/v3/edm-campaigns/${c.id}/tracker/open?t=${token}`)).status).toBe(200);
    expect((await fetch(local(click), { redirect: "manual" })).status).toBe(302);

    renderWithPortico(<EdmReport businessId={bid} campaignId={c.id} />, { baseUrl: srv.url, token: owner.token });
    expect(await screen.findByRole("heading", { name: "Report: Hi {{name}}" })).toBeTruthy();
    await waitFor(() => expect(statOf("sent")).toBe("2"), { timeout: 10_000 });
    expect(statOf("open")).toBe("1");
    expect(statOf("click")).toBe("1");
    expect(statOf("fail")).toBe("0");
    // Opens tab: only ann.
    const opens = await screen.findByRole("table", { name: "Opens" });
    await within(opens).findByText("ann@report.test");
    expect(within(opens).queryByText("bob@report.test")).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Links" }));
    const links = await screen.findByRole("table", { name: "Links" });
    const row = (await within(links).findByText("https://shop.example/menu")).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["https://shop.example/menu", "1", "1"]);
  });

  it("refuses a range longer than 90 days without asking the server", async () => {
    const owner = await verifiedSenderOwner(srv, "edmrange");
    const c = (
      await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-campaigns`, {
        subject: "R",
        content: "<p>R</p>",
      })
    ).body;
    renderWithPortico(
      <EdmReport businessId={owner.businessId} campaignId={c.id} state={{ from: "2026-01-01", to: "2026-05-01" }} />,
      { baseUrl: srv.url, token: owner.token },
    );
    expect(await screen.findByText("The range is at most 90 days.")).toBeTruthy();
    expect(statOf("sent")).toBe("–");
  });
});
