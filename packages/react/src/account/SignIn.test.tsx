import { startTestServer, type TestServer } from "@portico/server/testing";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { SignIn } from "./SignIn";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("SignIn against the reference server", () => {
  it("shows the translated INVALID_CREDENTIALS text and keeps the typed e-mail", async () => {
    const onSignedIn = vi.fn();
    renderWithPortico(<SignIn onSignedIn={onSignedIn} />, { baseUrl: srv.url, locale: "tw" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("電子郵件"), "demo@portico.dev");
    await user.type(screen.getByLabelText("密碼"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "登入" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("錯誤");
    expect(alert.textContent).toContain("電子郵件或密碼錯誤。");
    expect((screen.getByLabelText("電子郵件") as HTMLInputElement).value).toBe("demo@portico.dev");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("signs the demo owner in and hands over a working token", async () => {
    const onSignedIn = vi.fn();
    renderWithPortico(<SignIn onSignedIn={onSignedIn} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "demo@portico.dev");
    await user.type(screen.getByLabelText("Password"), "portico-demo");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const session = onSignedIn.mock.calls[0]![0];
    expect(session.kind).toBe("owner");
    expect(session.expiresIn).toBeGreaterThan(0);
    const me = await fetch(`${srv.url}/v3/me`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(((await me.json()) as { email: string }).email).toBe("demo@portico.dev");
  });

  it("signs a sub-account in through the sub-account toggle", async () => {
    const onSignedIn = vi.fn();
    renderWithPortico(<SignIn onSignedIn={onSignedIn} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "staff@portico.dev");
    await user.type(screen.getByLabelText("Password"), "portico-staff");
    // As an owner the sub-account's credentials are refused ...
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Wrong e-mail or password.");
    // ... and accepted once the toggle switches to /auth/subscriber_login.
    await user.click(screen.getByLabelText("Sign in as a sub-account"));
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]![0].kind).toBe("subscriber");
  });

  it("validates e-mail format before calling the server", async () => {
    const onSignedIn = vi.fn();
    renderWithPortico(<SignIn onSignedIn={onSignedIn} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(email.getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(described?.textContent).toBe("Enter a valid e-mail address.");
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  // Failed before the fix: the 11th wrong password was answered like the first, so guessing never stopped.
  it("shows the translated 429 with the minutes to wait, keeping the input, for owners and sub-accounts", async () => {
    const fail = (path: string, body: object) =>
      fetch(`${srv.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 10; i++) {
      await fail("/auth/token", {
        grant_type: "password",
        username: "guessed@example.com",
        password: `g-${i}`,
        client_id: "portico-console",
      });
      await fail("/auth/subscriber_login", { email: "staff@portico.dev", password: `g-${i}` });
    }
    const onSignedIn = vi.fn();
    renderWithPortico(<SignIn onSignedIn={onSignedIn} />, { baseUrl: srv.url, locale: "tw" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("電子郵件"), "guessed@example.com");
    await user.type(screen.getByLabelText("密碼"), "one-more-guess");
    await user.click(screen.getByRole("button", { name: "登入" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/嘗試次數過多，請於 ([1-9]|1[0-5]) 分鐘後再試。/);
    expect((screen.getByLabelText("電子郵件") as HTMLInputElement).value).toBe("guessed@example.com");
    expect((screen.getByLabelText("密碼") as HTMLInputElement).value).toBe("one-more-guess");

    cleanup();

    // The sub-account's right password waits too.
    renderWithPortico(<SignIn onSignedIn={onSignedIn} defaultSubscriber />, { baseUrl: srv.url, locale: "en" });
    await user.type(screen.getByLabelText("E-mail"), "staff@portico.dev");
    await user.type(screen.getByLabelText("Password"), "portico-staff");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Please try again in ([1-9]|1[0-5]) min\./);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
