import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { expectHostPageSize } from "../../test/hostPageSize";
import { renderWithPortico } from "../../test/renderWithPortico";
import { demoApi } from "../../test/testApi";
import { AuthAppEditor } from "./AuthAppEditor";
import { AuthAppList } from "./AuthAppList";
import { AuthAppPreview } from "./AuthAppPreview";

let srv: TestServer;
let token: string;
let call: Awaited<ReturnType<typeof demoApi>>["call"];
beforeAll(async () => {
  srv = await startTestServer();
  ({ token, call } = await demoApi(srv.url));
});
afterAll(() => srv?.close());
afterEach(() => vi.restoreAllMocks());

const body = (name: string) => ({
  name,
  provider: "oauth2",
  config: {
    clientId: "harbour",
    clientSecret: "s3cret",
    authorizeUrl: `${srv.url}/dev/oauth2/authorize`,
    tokenUrl: `${srv.url}/dev/oauth2/token`,
    userInfoUrl: `${srv.url}/dev/oauth2/userinfo`,
    caption: "Sign in with Harbour ID",
    buttonColor: "#0f766e",
  },
});
const row = async (name: string) => (await screen.findByText(name, { selector: "td" })).closest("tr") as HTMLElement;

describe("authentication app widgets against the reference server", () => {
  it("shows the page size of its view state and reports a new one with the whole next state", async () => {
    const onStateChange = vi.fn();
    renderWithPortico(<AuthAppList businessId={1} state={{ pageSize: 10 }} onStateChange={onStateChange} />, {
      baseUrl: srv.url,
      token,
    });
    await expectHostPageSize(onStateChange);
  });

  it("adds an app through the provider picker, which offers only oauth2", async () => {
    const user = userEvent.setup();
    renderWithPortico(<AuthAppList businessId={1} />, { baseUrl: srv.url, token });
    await user.click(await screen.findByRole("button", { name: "Add authentication app" }));
    const picker = await screen.findByRole("dialog", { name: "Choose a provider" });
    expect(
      within(picker)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["oauth2"]);
    expect(within(picker).queryByText(/Google|Facebook|LINE/)).toBeNull();
    await user.click(within(picker).getByRole("button", { name: "Next" }));

    const dialog = await screen.findByRole("dialog", { name: "New OAuth 2.0 app" });
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: "input" });
    await user.type(field("App name"), "Lighthouse Login");
    await user.type(field("Client ID"), "lighthouse");
    await user.type(field("Authorization URL"), "id.example.com/authorize");
    await user.type(field("Token URL"), "https://id.example.com/token");
    await user.type(field("Userinfo URL"), "https://id.example.com/me");
    await user.type(field("Button text"), "Lighthouse");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Enter a full URL starting with http:// or https://.")).toBeTruthy();
    await user.clear(field("Authorization URL"));
    await user.type(field("Authorization URL"), "https://id.example.com/authorize");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    await row("Lighthouse Login");
    const stored = (await call("GET", "/v3/businesses/1/auth-apps")) as {
      name: string;
      config: { hasSecret: boolean };
    }[];
    expect(stored.find((a) => a.name === "Lighthouse Login")?.config.hasSecret).toBe(false);
  });

  it("edits from the row by navigating, and removes after the confirm", async () => {
    const made = await call("POST", "/v3/businesses/1/auth-apps", body("Pier Login"));
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<AuthAppList businessId={1} />, { baseUrl: srv.url, token });
    const r = await row("Pier Login");
    await waitFor(() => expect(within(r).getByRole("button", { name: "Edit Pier Login" })).toBeTruthy());
    await user.click(within(r).getByRole("button", { name: "Edit Pier Login" }));
    expect(navigate).toHaveBeenCalledWith(`/businesses/1/apps/authapps/${made.id}?name=Pier%20Login`);
    await user.click(within(r).getByRole("button", { name: "Remove Pier Login" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("Do you really want to delete Pier Login?")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Pier Login", { selector: "td" })).toBeNull());
  });

  it("saves every field, keeps the stored secret, and keeps what was typed when the server refuses", async () => {
    const made = await call("POST", "/v3/businesses/1/auth-apps", body("Dock Login"));
    const user = userEvent.setup();
    renderWithPortico(<AuthAppEditor businessId={1} appId={made.id} />, { baseUrl: srv.url, token });
    const caption = await screen.findByLabelText("Button text", { selector: "input" });
    expect(screen.getByText("A secret is stored. Leave empty to keep it.")).toBeTruthy();
    await user.clear(caption);
    await user.type(caption, "Dock pass");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Update")).toBeTruthy();
    const saved = await call("GET", `/v3/auth-apps/${made.id}`);
    expect(saved.config).toMatchObject({ caption: "Dock pass", hasSecret: true });

    await call("DELETE", `/v3/auth-apps/${made.id}`);
    await user.clear(caption);
    await user.type(caption, "Typed, not lost");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Not found.")).toBeTruthy();
    expect((caption as HTMLInputElement).value).toBe("Typed, not lost");
  });

  it("shows a userinfo URL on the server itself refused under its field, keeping it typed (issue 11)", async () => {
    const made = await call("POST", "/v3/businesses/1/auth-apps", body("Mailbox Reader"));
    const user = userEvent.setup();
    renderWithPortico(<AuthAppEditor businessId={1} appId={made.id} />, { baseUrl: srv.url, token });
    const info = (await screen.findByLabelText("Userinfo URL", { selector: "input" })) as HTMLInputElement;
    await user.clear(info);
    await user.type(info, `${srv.url}/dev/mailbox`);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const text = "This address cannot be used: only public http(s) addresses are allowed.";
    await waitFor(() => expect(info.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(info.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe(text);
    expect(info.value).toBe(`${srv.url}/dev/mailbox`);
    expect((await call("GET", `/v3/auth-apps/${made.id}`)).config.userInfoUrl).toBe(`${srv.url}/dev/oauth2/userinfo`);
  });

  it("previews the login button and runs a real test sign-in against the local provider", async () => {
    const made = await call("POST", "/v3/businesses/1/auth-apps", body("Quay Login"));
    const popup = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderWithPortico(<AuthAppPreview businessId={1} appId={made.id} />, { baseUrl: srv.url, token });
    const button = await screen.findByRole("button", { name: "Sign in with Harbour ID" });
    expect(button.style.background).toContain("rgb(15, 118, 110)");
    await user.click(screen.getByRole("button", { name: "Test sign-in" }));
    expect(await screen.findByText("Waiting for the sign-in in the other window…")).toBeTruthy();
    expect(popup.location.href).toContain("/dev/oauth2/authorize?");

    // The popup's part: the consent page, 'Allow' as Bob, then the provider's redirect to the callback.
    const html = await (await fetch(popup.location.href)).text();
    const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(html)![1]!.replace(/&amp;/g, "&");
    const consent = await fetch(`${srv.url}/dev/oauth2/authorize`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        client_id: hidden("client_id"),
        redirect_uri: hidden("redirect_uri"),
        state: hidden("state"),
        scope: hidden("scope"),
        name: "Bob",
        decision: "allow",
      }),
    });
    await fetch(consent.headers.get("location")!);

    expect(
      await screen.findByText("Signed in. The provider returned this profile:", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText("dev-bob")).toBeTruthy();
    expect(screen.getByText("bob@example.test")).toBeTruthy();
  });
});
