import { expect, test } from "@playwright/test";
import { devHeaders, signInUi, tokenCookie } from "./helpers";
import { CAFE } from "./routeWalk";

type Condition = { field: string; op: string; value?: string; start?: number; end?: number };

test("an SMS campaign to a segment lands in the outbox with the count the test conditions predicted", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  const auth = { authorization: `Bearer ${await tokenCookie(page)}` };
  const countOf = async (conditions: Condition[]) =>
    (
      await (
        await request.post(`/v3/businesses/${CAFE}/visitors-conditions`, { headers: auth, data: { conditions } })
      ).json()
    ).count as number;

  // Narrow the café's seeded guests to a small segment (the outbox keeps the latest 200 texts): women with a phone
  // in an age band of a few years.
  const base: Condition[] = [
    { field: "phoneNumber", op: "NOT_NULL" },
    { field: "gender", op: "EQ", value: "female" },
  ];
  let band: [number, number] | null = null;
  for (let from = 18; from <= 80 && !band; from += 3) {
    const n = await countOf([...base, { field: "age", op: "BETWEEN", start: from, end: from + 4 }]);
    if (n >= 1 && n <= 60) band = [from, from + 4];
  }
  if (!band) band = [0, 150];
  const predictedByApi = await countOf([...base, { field: "age", op: "BETWEEN", start: band[0], end: band[1] }]);
  expect(predictedByApi).toBeGreaterThan(0);

  // The list's editor dialog (/sms?post opens it) names the campaign and opens its editor.
  const tag = `E2E-${Date.now().toString(36)}`;
  await page.goto(`/businesses/${CAFE}/sms?post`);
  const dialog = page.getByRole("dialog", { name: "New SMS campaign" });
  await dialog.getByLabel("Name").fill(tag);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${CAFE}/sms/\\d+$`));

  // Filters, then the test of the conditions: the count shown is the one the server predicts.
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Age from").fill(String(band[0]));
  await page.getByLabel("Age to").fill(String(band[1]));
  await page.getByRole("button", { name: "Test conditions" }).click();
  await expect(page.getByTestId("sms-segment-count")).toHaveText(`${predictedByApi} guests match these conditions.`);

  // One line of text: Enter is blocked; the name token goes in at the caret.
  const text = page.getByLabel("Text");
  await text.fill(`${tag} hello `);
  await text.press("Enter");
  await text.press("End");
  await page.getByRole("button", { name: "Insert the guest's name" }).click();
  await expect(text).toHaveValue(`${tag} hello {{name}}`);

  await page.getByRole("button", { name: "Send" }).click();
  const ask = page.getByRole("alertdialog");
  await expect(ask).toContainText(`to ${predictedByApi} guests`);
  await ask.getByRole("button", { name: "OK" }).click();
  await expect(page.getByTestId("sms-report-sent")).toHaveText(String(predictedByApi), { timeout: 60_000 });
  await expect(page.getByTestId("sms-report-pending")).toHaveText("0");

  // The outbox got exactly that many texts of this campaign, each with a guest's name in place of the token.
  const box = await (await request.get("/dev/sms", { headers: devHeaders() })).json();
  const mine = (box.messages as { text: string; businessId?: number }[]).filter(
    (m) => m.businessId === CAFE && m.text.startsWith(`${tag} hello `),
  );
  expect(mine).toHaveLength(predictedByApi);
  for (const m of mine) expect(m.text).not.toContain("{{name}}");
});
