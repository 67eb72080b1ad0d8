import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { setCookie } from "../provider/cookies";
import { AccountStatusGate } from "./AccountStatusGate";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

async function tokenOf(email: string): Promise<string> {
  const client = createPorticoClient({ baseUrl: srv.url });
  return (await signIn(client, { email, password: "portico-demo" })).token;
}

async function status(token: string): Promise<number> {
  return (await fetch(`${srv.url}/v3/me`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

describe("AccountStatusGate against the reference server", () => {
  it("renders the children of an active account without a notice", async () => {
    const token = await tokenOf("demo@portico.dev");
    renderWithPortico(
      <AccountStatusGate>
        <p>shell</p>
      </AccountStatusGate>,
      { baseUrl: srv.url, token },
    );
    expect(await screen.findByText("shell")).toBeTruthy();
    expect(screen.queryByText(/suspended/i)).toBeNull();
  });

  it("shows the Account-Suspend-Desc notice above the children for suspended 1", async () => {
    const token = await tokenOf("suspended@portico.dev");
    renderWithPortico(
      <AccountStatusGate>
        <p>shell</p>
      </AccountStatusGate>,
      { baseUrl: srv.url, token, locale: "ja" },
    );
    expect(await screen.findByText("shell")).toBeTruthy();
    expect(screen.getByText(/お客様のアカウントは一時停止されています/)).toBeTruthy();
  });

  it("shows the 'Account Disabled' box for suspended 2; OK signs out, clears cookies and goes to /login", async () => {
    const token = await tokenOf("disabled@portico.dev");
    setCookie("token", token);
    setCookie("useragent", "test-agent");
    const { navigate } = renderWithPortico(
      <AccountStatusGate>
        <p>shell</p>
      </AccountStatusGate>,
      { baseUrl: srv.url, token },
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Account Disabled");
    expect(dialog.textContent).toContain("Your account has been disabled.");
    expect(screen.queryByText("shell")).toBeNull();
    const user = userEvent.setup();
    const ok = screen.getByRole("button", { name: "OK" });
    await waitFor(() => user.click(ok)); // clickable once the dialog's layer takes pointer events
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(document.cookie).not.toContain("token=");
    expect(document.cookie).not.toContain("useragent=");
    expect(await status(token)).toBe(401);
  });

  it("calls onSignedOut instead of navigating when the host gives one", async () => {
    const token = await tokenOf("disabled@portico.dev");
    const onSignedOut = vi.fn();
    const { navigate } = renderWithPortico(<AccountStatusGate onSignedOut={onSignedOut} />, {
      baseUrl: srv.url,
      token,
    });
    await screen.findByRole("alertdialog");
    const user = userEvent.setup();
    const ok = screen.getByRole("button", { name: "OK" });
    await waitFor(() => user.click(ok)); // clickable once the dialog's layer takes pointer events
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a failing /v3/me (401) to /login", async () => {
    const { navigate } = renderWithPortico(
      <AccountStatusGate>
        <p>shell</p>
      </AccountStatusGate>,
      { baseUrl: srv.url, token: "not-a-real-token" },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    expect(screen.queryByText("shell")).toBeNull();
  });
});
