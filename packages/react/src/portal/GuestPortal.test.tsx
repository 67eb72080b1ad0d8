import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { GuestPortal } from "./GuestPortal";

const PHONE = "+886912345678";
// terms + login (member, sms, facebook) -> survey-diy (a required number) -> coupon -> video (skippable, last).
const MODULES = [
  {
    id: "LoginMod01",
    profile: {
      name: "Sign in",
      mode: "login",
      showTosAgreementCheckbox: true,
      loginMethods: {
        member: { enabled: true, order: 1 },
        sms: { enabled: true, order: 0 },
        facebook: { enabled: true, order: 2 },
      },
    },
  },
  {
    id: "SurveyMod1",
    profile: {
      name: "Survey",
      mode: "survey-diy",
      form: [{ type: "number", name: "number_party", label: "Party size", validator: { required: true } }],
    },
  },
  { id: "CouponMod1", profile: { name: "Coupon", mode: "coupon", couponTitle: "Free coffee", couponAmount: 1 } },
  { id: "VideoMod01", profile: { name: "Video", mode: "video", skippable: true, videoUrl: "/v.mp4" } },
];
const TOS = {
  defaultLang: "zh-TW",
  localeHash: { "zh-TW": { language: "中文", active: true, setting: { content: "<p>Be kind to the network.</p>" } } },
};
const locale = (language: string) => ({ language, active: true, setting: {} });

let srv: TestServer;
let activityId: number;
let code: string;
const db = () => srv.server.ctx.db;
const events = async (type: string) =>
  (
    await db().query<{ n: number }>(
      "select count(*)::int as n from portal_events where activity_id = $1 and type = $2",
      [activityId, type],
    )
  )[0]!.n;

beforeAll(async () => {
  srv = await startTestServer();
  const client = createPorticoClient({ baseUrl: srv.url });
  const { token } = await signIn(client, { email: "demo@portico.dev", password: "portico-demo" });
  const authed = createPorticoClient({ baseUrl: srv.url, getToken: () => token });
  const business = await authed.POST("/v3/businesses", { body: { profile: { name: "Portal Café" } } });
  const bid = business.data.id;
  // The guest may read the portal in Chinese (the default) or British English.
  const setting = {
    defaultLang: "zh-TW",
    localeHash: { "zh-TW": locale("中文"), "en-GB": locale("English (United Kingdom)") },
  };
  await db().query("update businesses set branding = $2 where id = $1", [
    bid,
    JSON.stringify({ continuePortal: { localeSetting: setting } }),
  ]);
  const [a] = await db().query<{ id: number }>(
    `insert into activities (business_id, name, mode, profile, modules, created_ts, updated_ts)
     values ($1, 'Dinner WiFi', 'modules', $2, $3, 0, 0) returning id`,
    [bid, JSON.stringify({ name: "Dinner WiFi", accessDuration: 3600, tos: TOS }), JSON.stringify(MODULES)],
  );
  activityId = Number(a!.id);
  const link = await authed.POST("/v3/businesses/{businessId}/links", {
    params: { path: { businessId: bid } },
    body: { campaignType: "activity", campaignId: activityId, name: "Table" },
  });
  code = link.data.code;
});
afterAll(() => srv?.close());
beforeEach(() => sessionStorage.clear());

const lastCode = async () => {
  const box = await (
    await fetch(`${srv.url}/dev/sms?to=${encodeURIComponent(PHONE)}`, {
      headers: { "X-Portico-Dev-Token": srv.devToken },
    })
  ).json();
  return /(\d{6})/.exec(box.messages[0].text)![1]!;
};
const continueButton = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;

describe("GuestPortal against the reference server", () => {
  it("walks a guest from the terms through SMS sign-in, survey and coupon to 'You are online'", async () => {
    const user = userEvent.setup();
    const first = renderWithPortico(<GuestPortal code={code} />, { baseUrl: srv.url });
    // The browser's en-US: the server starts the session in the portal's closest language, en-GB.
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement).value).toBe("en-GB");
    expect(
      within(screen.getByRole("region", { name: "Terms of service" })).getByText("Be kind to the network."),
    ).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Facebook (not available on this network)" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(continueButton().disabled).toBe(true);

    // Nothing is sent before the terms are agreed.
    expect((screen.getByRole("button", { name: "Send code" }) as HTMLButtonElement).closest("fieldset")!.disabled).toBe(
      true,
    );
    await user.click(screen.getByLabelText("I agree to the terms of service"));
    // SMS is first by order: phone, send, a wrong code (the phone stays), then the right one.
    await user.type(screen.getByLabelText("Mobile number"), PHONE);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("button", { name: /^Send again in (60|59) s$/ })).toBeTruthy();
    const right = await lastCode();
    await user.type(screen.getByLabelText("Code"), right === "000000" ? "111111" : "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The code is wrong or expired.")).toBeTruthy();
    expect((screen.getByLabelText("Mobile number") as HTMLInputElement).value).toBe(PHONE);
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), right);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(`Signed in as ${PHONE}`)).toBeTruthy();
    await user.click(continueButton());

    // The survey checks its number before sending; the typed value stays.
    expect(await screen.findByRole("heading", { name: "Survey" })).toBeTruthy();
    await user.type(screen.getByLabelText("Party size *"), "many");
    await user.click(continueButton());
    expect(await screen.findByText(/number/i, { selector: "p" })).toBeTruthy();
    expect((screen.getByLabelText("Party size *") as HTMLInputElement).value).toBe("many");
    await user.clear(screen.getByLabelText("Party size *"));
    await user.type(screen.getByLabelText("Party size *"), "4");
    await user.click(continueButton());

    expect(await screen.findByRole("heading", { name: "Coupon" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Get my coupon" }));
    const coupon = await screen.findByRole("status", { name: "Your coupon code" });
    expect(coupon.textContent).toMatch(/^[A-Z0-9]{8}$/);
    await user.click(continueButton());

    expect(await screen.findByRole("heading", { name: "Video" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(await screen.findByRole("heading", { name: "You are online" })).toBeTruthy();
    expect(screen.getByText(/^Your access lasts until .+\.$/)).toBeTruthy();
    expect(screen.getByText(coupon.textContent!)).toBeTruthy();
    expect(await events("impression")).toBe(1);
    expect(await events("conversion")).toBe(1);

    // A reload resumes the same session: still online, no second impression.
    first.unmount();
    renderWithPortico(<GuestPortal code={code} />, { baseUrl: srv.url });
    expect(await screen.findByRole("heading", { name: "You are online" })).toBeTruthy();
    expect(await events("impression")).toBe(1);
  });

  it("registers a new member, asking for the name only when the server does", async () => {
    const user = userEvent.setup();
    renderWithPortico(<GuestPortal code={code} />, { baseUrl: srv.url });
    await user.click(await screen.findByLabelText("I agree to the terms of service"));
    await user.click(screen.getByRole("button", { name: "E-mail" }));
    await user.type(await screen.findByLabelText("E-mail"), "ann@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    expect(screen.queryByLabelText("Your name")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    // Password hashing takes a moment on a busy machine.
    const name = await screen.findByLabelText("Your name", {}, { timeout: 10_000 });
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("ann@example.com");
    await user.type(name, "Ann");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in as Ann", {}, { timeout: 10_000 })).toBeTruthy();
    // The same browser counts once: two sessions so far, one unique guest.
    const [u] = await db().query<{ n: number }>(
      "select count(*) filter (where is_unique)::int as n from portal_events where activity_id = $1 and type = 'impression'",
      [activityId],
    );
    expect(u!.n).toBe(1);
  });

  it("switches the guest texts with the language menu", async () => {
    const user = userEvent.setup();
    renderWithPortico(<GuestPortal code={code} />, { baseUrl: srv.url });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Language" }), "zh-TW");
    expect(await screen.findByText("第 1 步，共 4 步")).toBeTruthy();
    expect(screen.getByRole("button", { name: "繼續" })).toBeTruthy();
  });

  it("says so when the link does not exist", async () => {
    renderWithPortico(<GuestPortal code="nope1234" />, { baseUrl: srv.url });
    expect(await screen.findByText("This link was not found. It may have expired or been removed.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Loading…")).toBeNull());
  });
});
