import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { SignUp } from "./SignUp";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("SignUp against the reference server", () => {
  it("creates an owner, says to check the e-mail, and sends the verification link", async () => {
    const onSignedUp = vi.fn();
    const email = `new-${Date.now()}@example.com`;
    const { navigate } = renderWithPortico(<SignUp onSignedUp={onSignedUp} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("E-mail"), email);
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Check your e-mail")).toBeTruthy();
    expect(document.body.textContent).toContain(`We have sent a message to ${email}.`);
    expect(onSignedUp).toHaveBeenCalledWith(email);
    await waitFor(async () => {
      const [mail] = await srv.mailbox(email);
      expect(mail?.links.some((l) => l.includes("/verify-email?token="))).toBe(true);
    });
    // The new owner signs in with the password chosen.
    const token = await fetch(`${srv.url}/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        username: email,
        password: "correct-horse",
        client_id: "portico-console",
      }),
    });
    expect(token.status).toBe(200);
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(navigate).toHaveBeenCalledWith(`/login?email=${encodeURIComponent(email)}`);
  });

  // Failed before the fix: a taken address showed EMAIL_TAKEN, telling anyone that it has an account.
  it("reads the same for a taken address, whose owner is mailed instead", async () => {
    renderWithPortico(<SignUp />, { baseUrl: srv.url, locale: "tw" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("電子郵件"), "demo@portico.dev");
    await user.type(screen.getByLabelText("密碼"), "some-password");
    await user.click(screen.getByRole("button", { name: "註冊" }));
    expect(await screen.findByText("請查看您的電子郵件")).toBeTruthy();
    expect(screen.queryByText("此電子郵件已註冊帳號。")).toBeNull();
    await waitFor(async () => {
      const [mail] = await srv.mailbox("demo@portico.dev");
      expect(mail?.subject).toBe("您已經有 Portico 帳號");
    });
  });

  it("wants a password of 8 characters", async () => {
    const onSignedUp = vi.fn();
    renderWithPortico(<SignUp onSignedUp={onSignedUp} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "short@example.com");
    await user.type(screen.getByLabelText("Password"), "1234567");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByText("The password must have at least 8 characters.")).toBeTruthy();
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
