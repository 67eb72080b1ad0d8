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
  it("creates an owner, signs it in and sends the verification e-mail", async () => {
    const onSignedUp = vi.fn();
    const email = `new-${Date.now()}@example.com`;
    renderWithPortico(<SignUp onSignedUp={onSignedUp} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("E-mail"), email);
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    const { token, kind } = onSignedUp.mock.calls[0]![0];
    expect(kind).toBe("owner");
    const me = await (await fetch(`${srv.url}/v3/me`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ email, name: "Ada", emailVerified: false });
    await waitFor(async () => {
      const [mail] = await srv.mailbox(email);
      expect(mail?.links.some((l) => l.includes("/verify-email?token="))).toBe(true);
    });
  });

  it("shows EMAIL_TAKEN translated and keeps the typed values", async () => {
    renderWithPortico(<SignUp onSignedUp={vi.fn()} />, { baseUrl: srv.url, locale: "tw" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("電子郵件"), "demo@portico.dev");
    await user.type(screen.getByLabelText("密碼"), "some-password");
    await user.click(screen.getByRole("button", { name: "註冊" }));
    expect((await screen.findByRole("alert")).textContent).toContain("此電子郵件已註冊帳號。");
    expect((screen.getByLabelText("電子郵件") as HTMLInputElement).value).toBe("demo@portico.dev");
    expect((screen.getByLabelText("密碼") as HTMLInputElement).value).toBe("some-password");
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
