import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { VerifyEmail } from "./VerifyEmail";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

async function verifyLinks(email: string): Promise<string[]> {
  return (await srv.mailbox(email)).flatMap((m) => m.links.filter((l) => l.includes("/verify-email?token=")));
}

describe("VerifyEmail against the reference server", () => {
  it("verifies the address of the e-mailed link", async () => {
    const email = `verify-${Date.now()}@example.com`;
    const client = createPorticoClient({ baseUrl: srv.url });
    await client.POST("/auth/signup/", { body: { email, password: "correct-horse" } });
    const { token: accessToken } = await signIn(client, { email, password: "correct-horse" });
    await waitFor(async () => expect((await verifyLinks(email)).length).toBe(1));
    const token = new URL((await verifyLinks(email))[0]!).searchParams.get("token")!;
    renderWithPortico(<VerifyEmail token={token} />, { baseUrl: srv.url, token: accessToken });
    expect((await screen.findByText("Your e-mail address is verified. Thank you!")).textContent).toBeTruthy();
    // Signed in: the way on leads into the console, not back to sign-in.
    expect((await screen.findByRole("link", { name: "Continue to the console" })).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Back to sign in" })).toBeNull();
    const me = await fetch(`${srv.url}/v3/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { emailVerified: boolean }).emailVerified).toBe(true);
  });

  it("shows the translated INVALID_VERIFY_TOKEN text and resends a link", async () => {
    const email = `resend-${Date.now()}@example.com`;
    const client = createPorticoClient({ baseUrl: srv.url });
    await client.POST("/auth/signup/", { body: { email, password: "correct-horse" } });
    await waitFor(async () => expect((await verifyLinks(email)).length).toBe(1));
    renderWithPortico(<VerifyEmail token="0123456789abcdef0123456789abcdef" />, { baseUrl: srv.url, locale: "ja" });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "この確認リンクは無効か、有効期限が切れています。",
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("メールアドレス"), email);
    await user.click(screen.getByRole("button", { name: "確認メールを再送信" }));
    expect(await screen.findByText("アカウントが存在し未確認の場合、新しいリンクを送信しました。")).toBeTruthy();
    await waitFor(async () => expect((await verifyLinks(email)).length).toBe(2));
    // Not signed in: back to sign-in.
    expect(screen.getByRole("link", { name: "ログインに戻る" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("link", { name: "コンソールへ進む" })).toBeNull();
  });
});
