import { expect, test } from "@playwright/test";
import { devHeaders, freshEmail, landedBusinessId, mailbox, signUpUi, tokenCookie } from "./helpers";

const COLUMNS = ["name", "email", "mobile", "city"].map((name) => ({
  name,
  dataType: "string",
  length: 80,
  fiilterable: name === "city",
  schedulerable: false,
}));

test("an air2 campaign with e-mail and SMS channels, fed by a source imported from a csv, is activated and delivers on both", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpUi(page, freshEmail("air2"), "air2-pass-1");
  const bid = await landedBusinessId(page);
  const auth = { authorization: `Bearer ${await tokenCookie(page)}` };
  const tag = Date.now().toString(36);
  const guests = ["Taipei", "Tainan", "Taipei"].map((city, i) => ({
    name: `Guest${i}`,
    email: `air2-${tag}-${i}@example.test`,
    mobile: `+88691${String(Date.now()).slice(-6)}${i}`,
    city,
  }));

  // The source's columns through the API (the sources spec drives that editor); the rows come from a csv imported
  // in the console.
  const made = await (
    await request.post(`/v3/businesses/${bid}/air2-sources`, { headers: auth, data: { name: "Members" } })
  ).json();
  const saved = await request.put(`/v3/air2-sources/${made.id}`, {
    headers: auth,
    data: { name: "Members", columns: COLUMNS },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/businesses/${bid}/air2sources/${made.id}`);
  await page.getByRole("button", { name: "Import a file" }).click();
  const upload = page.getByRole("dialog", { name: "Import into Members" });
  const csv = ["name,email,mobile,city", ...guests.map((g) => `${g.name},${g.email},${g.mobile},${g.city}`)];
  await upload.getByLabel("File (csv or xlsx, at most 5 MB)").setInputFiles({
    name: "members.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${csv.join("\n")}\n`),
  });
  await upload.getByRole("button", { name: "Preview" }).click();
  await upload.getByRole("button", { name: "Import 3 rows" }).click();
  await expect(page.getByText("3 rows imported.", { exact: true })).toBeVisible();

  // A project, a broadcast campaign in it, and its editor: source, a filter on the city, both channels.
  await page.goto(`/businesses/${bid}/air2`);
  await page.getByRole("button", { name: "Add project" }).click();
  const add = page.getByRole("dialog", { name: "Add project" });
  await add.getByLabel("Project name").fill("Winter sale");
  await add.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Winter sale", exact: true }).click();
  await page.getByRole("button", { name: "New campaign" }).click();
  await page.getByRole("button", { name: /Broadcast/ }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/air2/\\d+/\\d+$`));

  await page.getByLabel("Contact source").selectOption({ label: "Members" });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("city").fill("Taipei");
  await page.getByRole("button", { name: "Preview recipients" }).click();
  await expect(page.getByText("2 recipients pass the filters; the first 2 are shown.")).toBeVisible();
  await page.getByRole("button", { name: "4. Channels" }).click();
  await page.getByRole("button", { name: "Add E-mail channel" }).click();
  await page.getByLabel("Subject").fill(`Winter ${tag} for {{name}}`);
  await page.getByLabel("Content (HTML)").fill("<p>Hello {{name}} from {{city}}</p>");
  await page.getByRole("button", { name: "Add SMS channel" }).click();
  await page.getByLabel("Message").fill(`Winter ${tag}: hi {{name}}`);
  await page.getByRole("button", { name: "Save and activate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Activate" }).click();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/air2/\\d+$`));

  // Activation delivers on both channels to the two guests in Taipei, and to no one else.
  for (const g of [guests[0]!, guests[2]!]) {
    await expect.poll(async () => (await mailbox(request, g.email)).length, { timeout: 60_000 }).toBe(1);
    expect((await mailbox(request, g.email))[0]!.subject).toBe(`Winter ${tag} for ${g.name}`);
  }
  const texts = async () => {
    const box = await (await request.get("/dev/sms", { headers: devHeaders() })).json();
    return (box.messages as { to: string; text: string }[]).filter((m) => m.text.startsWith(`Winter ${tag}:`));
  };
  await expect.poll(async () => (await texts()).length, { timeout: 60_000 }).toBe(2);
  expect((await texts()).map((m) => m.text).sort()).toEqual([`Winter ${tag}: hi Guest0`, `Winter ${tag}: hi Guest2`]);
  expect(await mailbox(request, guests[1]!.email)).toHaveLength(0);
});
