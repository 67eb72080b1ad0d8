import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { BehaviorReport } from "./BehaviorReport";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const dayIn = (tz: string, offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe("BehaviorReport against the reference server", () => {
  it("shows the business's last 30 days with the six charts", async () => {
    renderWithPortico(<BehaviorReport businessId={1} />, { baseUrl: srv.url, token });
    for (const title of ["Gender", "Age", "Browser", "Locale", "Platform", "Location"])
      expect(await screen.findByText(title, { selector: "figcaption" })).toBeTruthy();
    await waitFor(() => expect(Number(screen.getByText("Active clients").nextSibling?.textContent)).toBeGreaterThan(0));
    const from = (screen.getByLabelText("From") as HTMLInputElement).value;
    expect(from).toBe(dayIn("Asia/Taipei", -29));
  });

  it("corrects a range over 30 days or past today", async () => {
    const today = dayIn("Asia/Taipei");
    renderWithPortico(<BehaviorReport businessId={1} state={{ startDate: "2020-01-01", endDate: "2099-01-01" }} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText(/The range was corrected/)).toBeTruthy();
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe(dayIn("Asia/Taipei", -29));
  });

  it("says 'Cannot get reports by iNode!' when the iNode's report fails", async () => {
    renderWithPortico(<BehaviorReport businessId={1} state={{ scope: "inode", cuid: "no-such-inode" }} />, {
      baseUrl: srv.url,
      token,
    });
    expect(await screen.findByText("Cannot get reports by iNode!")).toBeTruthy();
  });
});
