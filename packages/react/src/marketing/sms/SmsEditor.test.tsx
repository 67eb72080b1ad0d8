import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { SmsCampaignList } from "./SmsCampaignList";
import { SmsEditor } from "./SmsEditor";

let srv: TestServer;
let token: string;
let bid: number;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
  bid = (await api("POST", "/v3/businesses", { profile: { name: "SMS widgets" } })).id;
  const now = Math.floor(Date.now() / 1000);
  for (const [key, phone, gender] of [
    ["g1", "+886900000011", "female"],
    ["g2", "+886900000012", "male"],
    ["g3", null, "female"],
  ])
    await srv.server.ctx.db.query(
      `insert into visitor_auths (business_id, guest_key, auth_type, phone, gender, ts) values ($1, $2, 'sms', $3, $4, $5)`,
      [bid, key, phone, gender, now - 60],
    );
});
afterAll(() => srv?.close());

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

describe("SMS widgets against the reference server", () => {
  it("names a new campaign in the list's dialog and opens its editor", async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<SmsCampaignList businessId={bid} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add SMS campaign" }));
    const dialog = await screen.findByRole("dialog", { name: "New SMS campaign" });
    await user.type(within(dialog).getByLabelText("Name"), "Spring sale");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(`/businesses/${bid}/sms/\\d+`)));
    expect(await screen.findByText("Spring sale", { selector: "td" })).toBeTruthy();
  });

  it("tests the filters' count, blocks Enter, inserts the name token at the caret and saves the segment", async () => {
    const c = await api("POST", `/v3/businesses/${bid}/sms-campaigns`, { name: "Editor", content: "" });
    const user = userEvent.setup();
    renderWithPortico(<SmsEditor businessId={bid} campaignId={c.id} />, { baseUrl: srv.url, token });
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Editor"));

    // Has a phone number is on by default: 2 of the 3 guests.
    await user.click(screen.getByRole("button", { name: "Test conditions" }));
    // The count line stays while the next answer is on its way: wait for the text itself (slow under load).
    const count = (text: string) =>
      waitFor(() => expect(screen.getByTestId("sms-segment-count").textContent).toBe(text), { timeout: 10_000 });
    await count("2 guests match these conditions.");
    await user.selectOptions(screen.getByLabelText("Gender"), "female");
    await user.click(screen.getByRole("button", { name: "Test conditions" }));
    await count("1 guests match these conditions.");

    // A start after the end is refused before asking the server.
    await user.type(screen.getByLabelText("Age from"), "40");
    await user.type(screen.getByLabelText("Age to"), "20");
    expect(screen.getByText("The start may not be after the end.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Test conditions" }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText("Age from"));
    await user.clear(screen.getByLabelText("Age to"));

    const text = screen.getByLabelText("Text") as HTMLTextAreaElement;
    await user.type(text, "Hi !{Enter}");
    expect(text.value).toBe("Hi !");
    text.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole("button", { name: "Insert the guest's name" }));
    expect(text.value).toBe("Hi {{name}}!");

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(
      async () => {
        const saved = await api("GET", `/v3/sms-campaigns/${c.id}`);
        expect(saved).toMatchObject({ content: "Hi {{name}}!", count: 1 });
        expect(saved.segmentId).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );

    // Send: asks first with the count, then the one female guest with a phone gets the text, name filled.
    await user.click(screen.getByRole("button", { name: "Send" }));
    const ask = await screen.findByRole("alertdialog", {}, { timeout: 10_000 });
    expect(ask.textContent).toContain("Send Editor to 1 guests now?");
    const ok = within(ask).getByRole("button", { name: "OK" });
    await waitFor(() => user.click(ok)); // clickable once the dialog's layer takes pointer events
    await waitFor(() => expect(srv.server.ctx.smsOutbox!.messages("+886900000011")).toHaveLength(1), {
      timeout: 15_000,
    });
    expect(srv.server.ctx.smsOutbox!.messages("+886900000011")[0]!.text).toBe("Hi !");
    await waitFor(() => expect(screen.getByTestId("sms-report-sent").textContent).toBe("1"), { timeout: 15_000 });
    expect(await screen.findByText("+886900000011", { selector: "td" })).toBeTruthy();
  }, 60_000);
});
