import { type APIRequestContext, expect, test } from "@playwright/test";
import { mailbox, signInUi, tokenCookie } from "./helpers";
import { CAFE } from "./routeWalk";

type Recipient = { email: string; hometown: string | null };

// A hometown keyword that selects a few (2 to 10, else the fewest) of the café's visitors with an e-mail.
async function smallAudience(request: APIRequestContext, auth: Record<string, string>) {
  const recipients = async (keyword?: string) => {
    const filter = keyword ? { hometown: { noLimit: false, keyword } } : {};
    const res = await request.post(`/v3/businesses/${CAFE}/edm-recipients`, {
      headers: auth,
      data: { filter, limit: 100 },
    });
    expect(res.ok()).toBe(true);
    const body = await res.json();
    return (body.result ?? body) as { recipients: Recipient[]; total: number };
  };
  const towns = [...new Set((await recipients()).recipients.map((r) => r.hometown).filter(Boolean))] as string[];
  let best: { keyword: string; emails: string[] } | null = null;
  for (const keyword of towns) {
    const page = await recipients(keyword);
    if (page.total < 1 || page.total > 100) continue;
    const found = { keyword, emails: page.recipients.map((r) => r.email) };
    if (page.total >= 2 && page.total <= 10) return found;
    if (!best || found.emails.length < best.emails.length) best = found;
  }
  expect(best, "a hometown of the café's visitors").toBeTruthy();
  return best!;
}

async function jobDone(request: APIRequestContext, auth: Record<string, string>, jobId: number) {
  await expect
    .poll(
      async () => {
        const body = await (await request.get(`/v3/jobs/${jobId}`, { headers: auth })).json();
        return ((body.result ?? body) as { state?: string }).state;
      },
      { timeout: 30_000 },
    )
    .toBe("succeeded");
}

test("an e-mail campaign made in the wizard reaches the sink; its pixel and a click show in the report; unsubscribing stops the next send", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const request = page.request;
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  const auth = { authorization: `Bearer ${await tokenCookie(page)}` };

  // The café's sender, verified through the link of the real verification e-mail.
  const senderBody = await (await request.get(`/v3/businesses/${CAFE}/edm-verification`, { headers: auth })).json();
  const sender = (senderBody.result ?? senderBody) as { status: string; email: string };
  if (sender.status !== "Success") {
    await request.post(`/v3/businesses/${CAFE}/edm-verification?lang=en`, { headers: auth });
    let link = "";
    await expect
      .poll(async () => {
        link =
          (await mailbox(request, sender.email)).flatMap((m) => m.links).find((l) => l.includes("edm-verification")) ??
          "";
        return link;
      })
      .not.toBe("");
    expect((await request.get(new URL(link).pathname + new URL(link).search)).ok()).toBe(true);
  }
  const audience = await smallAudience(request, auth);
  const subject = `E2E news ${Date.now()}`;

  // The wizard: template, content, recipients (hometown filter), test send, send now.
  await page.goto(`/businesses/${CAFE}/edm`);
  await page.getByRole("button", { name: "New campaign" }).click();
  const wizard = page.getByRole("dialog", { name: "New e-mail campaign" });
  await expect(wizard.getByText("Step 1 of 6: Template")).toBeVisible();
  await wizard.getByRole("button", { name: "Next", exact: true }).click();
  await wizard.getByRole("button", { name: "Next", exact: true }).click();
  await expect(wizard.getByText("Please complete the form in this step before proceeding.")).toBeVisible();
  await wizard.getByLabel(/^Subject/).fill(subject);
  await wizard
    .getByLabel("Content (HTML)")
    .fill('<p>Hello {{name}}, see <a href="https://shop.example/autumn">our menu</a></p>');
  await wizard.getByRole("button", { name: "Next", exact: true }).click();
  await expect(wizard.getByText("Step 3 of 6: Recipients")).toBeVisible();
  await wizard.getByRole("button", { name: "Filter recipients" }).click();
  const hometown = wizard.getByRole("group", { name: "Hometown keyword" });
  await hometown.getByLabel("No limit").uncheck();
  await hometown.getByRole("textbox", { name: "Hometown keyword" }).fill(audience.keyword);
  await expect(wizard.getByText(`${audience.emails.length} recipients`)).toBeVisible();
  await wizard.getByRole("button", { name: "Next", exact: true }).click();
  await wizard.getByRole("button", { name: "Next", exact: true }).click();
  await expect(wizard.getByText("Step 5 of 6: Send now")).toBeVisible();
  await wizard.getByRole("button", { name: "Send now" }).click();
  // The page's line (the toast says the same for 2 s).
  await expect(page.getByText("EDM has been successfully sent.", { exact: true })).toBeVisible();

  const first = audience.emails[0]!;
  let mail: { subject: string; links: string[] } | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailbox(request, first)).find((m) => m.subject === subject);
        return Boolean(mail);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  for (const e of audience.emails)
    await expect
      .poll(async () => (await mailbox(request, e)).filter((m) => m.subject === subject).length, { timeout: 30_000 })
      .toBe(1);

  // The recipient opens the pixel and clicks the link.
  const local = (url: string) => new URL(url).pathname + new URL(url).search;
  const click = mail!.links.find((l) => l.includes("/tracker/click?"))!;
  const cid = Number(/edm-campaigns\/(\d+)\//.exec(click)![1]);
  const token = new URL(click).searchParams.get("t")!;
  expect((await request.get(`/v3/edm-campaigns/${cid}/tracker/open?t=${token}`)).ok()).toBe(true);
  const followed = await request.get(local(click), { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe("https://shop.example/autumn");

  // The report: one open and one click.
  await page.goto(`/businesses/${CAFE}/edm`);
  await page
    .getByRole("button", { name: `Report of ${subject}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/edm/${cid}/report`));
  await expect(page.locator('[data-stat="sent"]')).toHaveText(String(audience.emails.length));
  await expect(page.locator('[data-stat="open"]')).toHaveText("1");
  await expect(page.locator('[data-stat="click"]')).toHaveText("1");
  await expect(page.getByRole("table", { name: "Opens" }).getByText(first)).toBeVisible();

  // One-click unsubscribe (RFC 8058), then the next send leaves that address out.
  const unsub = mail!.links.find((l) => l.includes("/unsubscribe/"))!;
  const unsubscribed = await request.post(local(unsub), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(unsubscribed.status(), await unsubscribed.text()).toBeLessThan(300);
  const sent = await (await request.post(`/v3/edm-campaigns/${cid}/send`, { headers: auth, data: {} })).json();
  await jobDone(request, auth, (sent.result ?? sent).jobId);
  expect((await mailbox(request, first)).filter((m) => m.subject === subject)).toHaveLength(1);
  for (const e of audience.emails.slice(1))
    expect((await mailbox(request, e)).filter((m) => m.subject === subject)).toHaveLength(2);
});
