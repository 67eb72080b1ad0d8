import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { ResetPassword } from "./ResetPassword";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

async function resetToken(email: string): Promise<string> {
  const client = createPorticoClient({ baseUrl: srv.url });
  await client.POST("/auth/forgot_password/", { body: { email } });
  let link: string | undefined;
  await waitFor(async () => {
    link = (await srv.mailbox(email))[0]?.links.find((l) => l.includes("/reset-password?token="));
    expect(link).toBeTruthy();
  });
  return new URL(link!).searchParams.get("token")!;
}

describe("ResetPassword against the reference server", () => {
  it("checks that the passwords match and are long enough before calling the server", async () => {
    renderWithPortico(<ResetPassword token="whatever" />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "different");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByText("The password must have at least 8 characters.")).toBeTruthy();
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
  });

  it("shows the translated INVALID_RESET_TOKEN text for a bad link and offers a new one", async () => {
    const { navigate } = renderWithPortico(<ResetPassword token="0123456789abcdef0123456789abcdef" />, {
      baseUrl: srv.url,
      locale: "zh",
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("新密码"), "brand-new-pass");
    await user.type(screen.getByLabelText("确认新密码"), "brand-new-pass");
    await user.click(screen.getByRole("button", { name: "修改密码" }));
    expect((await screen.findByRole("alert")).textContent).toContain("该重置链接无效或已过期。");
    expect((screen.getByLabelText("新密码") as HTMLInputElement).value).toBe("brand-new-pass");
    await user.click(screen.getByRole("link", { name: "重新申请链接" }));
    expect(navigate).toHaveBeenCalledWith("/forgot-password");
  });

  it("changes the password with the e-mailed token; the new password signs in", async () => {
    const client = createPorticoClient({ baseUrl: srv.url });
    const email = `reset-${Date.now()}@example.com`;
    await client.POST("/auth/signup/", { body: { email, password: "first-password" } });
    const token = await resetToken(email);
    const { navigate } = renderWithPortico(<ResetPassword token={token} />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "second-password");
    await user.type(screen.getByLabelText("Confirm new password"), "second-password");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("status")).textContent).toContain("Your password has been changed.");
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(navigate).toHaveBeenCalledWith("/login");
    const session = await signIn(client, { email, password: "second-password" });
    expect(session.token).toBeTruthy();
  });
});
