import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { ForgotPassword } from "./ForgotPassword";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

describe("ForgotPassword against the reference server", () => {
  it("sends a reset link in the chosen language to the mailbox and shows the neutral message", async () => {
    renderWithPortico(<ForgotPassword />, { baseUrl: srv.url, locale: "en" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "demo@portico.dev");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "If an account exists for demo@portico.dev, we have sent it a link",
    );
    await waitFor(async () => expect((await srv.mailbox("demo@portico.dev")).length).toBeGreaterThan(0));
    const [mail] = await srv.mailbox("demo@portico.dev");
    expect(mail!.links.some((l) => l.includes("/reset-password?token="))).toBe(true);
  });

  it("shows the same neutral message for an unknown e-mail and sends nothing", async () => {
    renderWithPortico(<ForgotPassword />, { baseUrl: srv.url });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "nobody@portico.dev");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toContain("If an account exists for nobody@portico.dev");
    expect(await srv.mailbox("nobody@portico.dev")).toHaveLength(0);
  });

  it("validates the e-mail inline and keeps what was typed", async () => {
    renderWithPortico(<ForgotPassword />, { baseUrl: srv.url, locale: "ru" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail"), "demo@");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку" }));
    expect(screen.getByText("Введите корректный адрес e-mail.")).toBeTruthy();
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("demo@");
  });
});
