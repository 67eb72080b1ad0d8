import { expect, type Page, test } from "@playwright/test";
import { freshEmail, landedBusinessId, signUpUi, tokenCookie } from "./helpers";

type Template = {
  id: number;
  name: string;
  detail: { network?: { lan?: { netmask?: string }[] }; dns?: { servers?: string[] } };
};

async function templates(page: Page, bid: number): Promise<Template[]> {
  const res = await page.request.get(`/v3/businesses/${bid}/network-configs`, {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}` },
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return body.result ?? body;
}

test("a network config with an invalid netmask is refused with its message and nothing typed is lost; fixed, it saves", async ({
  page,
}) => {
  await signUpUi(page, freshEmail("netconfig"), "netconfig-pass-1");
  const bid = await landedBusinessId(page);
  // A new owner is in guide mode (a short menu): the route is opened directly.
  await page.goto(`/businesses/${bid}/networkconfigs`);
  await expect(page.getByText("No network configuration yet.", { exact: false })).toBeVisible();

  // The add dialog (a FormDialog): the name has the focus, Escape closes, Enter in the name creates.
  await page.getByRole("button", { name: "Add network configuration" }).click();
  const add = page.getByRole("dialog", { name: "Add network configuration" });
  await expect(add.getByLabel("Configuration name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(add).toHaveCount(0);
  await page.getByRole("button", { name: "Add network configuration" }).click();
  await add.getByLabel("Configuration name").fill("E2E Lobby");
  await expect(add.getByRole("button", { name: "Cancel" })).toBeVisible();
  await add.getByLabel("Configuration name").press("Enter");
  const editor = page.getByRole("dialog", { name: "Network configuration: E2E Lobby" });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/businesses/${bid}/networkconfigs\\?id=\\d+$`));

  // Typed in two sections: a DNS server, then the LAN address and an invalid netmask.
  await editor.getByRole("tab", { name: "DNS" }).click();
  await editor.getByLabel("DNS server 1").fill("1.1.1.1");
  await editor.getByRole("tab", { name: "LAN" }).click();
  const lan1 = editor.getByRole("group", { name: "LAN port lan1" });
  await lan1.getByLabel("LAN IP address").fill("172.18.1.254");
  const mask = lan1.getByLabel("Netmask");
  await mask.fill("255.0.255.0");
  await mask.blur();
  await expect(lan1.getByText("Enter a valid netmask such as 255.255.255.0.")).toBeVisible();

  // Save is refused: the rule's message stays beside the field, the field gets focus, nothing typed is lost.
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor.getByText("Invalid Form Field Detected!")).toBeVisible();
  await expect(mask).toBeFocused();
  await expect(mask).toHaveAttribute("aria-invalid", "true");
  await expect(mask).toHaveValue("255.0.255.0");
  await expect(lan1.getByLabel("LAN IP address")).toHaveValue("172.18.1.254");
  await editor.getByRole("tab", { name: "DNS" }).click();
  await expect(editor.getByLabel("DNS server 1")).toHaveValue("1.1.1.1");
  const [stored] = await templates(page, bid);
  expect(stored!.detail.network?.lan?.[0]?.netmask).toBe("255.255.255.0");

  // The server refuses the same netmask on its own, naming the field, in the request's language.
  const refused = await page.request.put(`/v3/network-configs/${stored!.id}`, {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}`, "Accept-Language": "en" },
    data: { detail: { network: { lan: [{ interface: "lan1", ipaddr: "172.18.1.1", netmask: "255.0.255.0" }] } } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields["detail/network/lan/0/netmask"]).toBe(
    "Enter a valid netmask such as 255.255.255.0.",
  );

  // Fixed, it saves: the toast, the editor closes, and a reload shows what was typed.
  await editor.getByRole("tab", { name: /LAN/ }).click();
  await mask.fill("255.255.0.0");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Update", { exact: true })).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(`/businesses/${bid}/networkconfigs`);
  const [saved] = await templates(page, bid);
  expect(saved!.detail.network?.lan?.[0]?.netmask).toBe("255.255.0.0");
  expect(saved!.detail.dns?.servers?.[0]).toBe("1.1.1.1");

  await page.reload();
  await page.getByRole("button", { name: "Edit E2E Lobby" }).click();
  const reopened = page.getByRole("dialog", { name: "Network configuration: E2E Lobby" });
  await reopened.getByRole("tab", { name: "LAN" }).click();
  await expect(reopened.getByRole("group", { name: "LAN port lan1" }).getByLabel("LAN IP address")).toHaveValue(
    "172.18.1.254",
  );
});

test("by keyboard, Enter on a delete confirmation keeps the template, and Escape returns focus to the opener", async ({
  page,
}) => {
  await signUpUi(page, freshEmail("netconfig-keys"), "netconfig-pass-1");
  const bid = await landedBusinessId(page);
  const created = await page.request.post(`/v3/businesses/${bid}/network-configs`, {
    headers: { Authorization: `Bearer ${await tokenCookie(page)}` },
    data: { name: "Keyboard Lobby" },
  });
  expect(created.ok()).toBe(true);
  await page.goto(`/businesses/${bid}/networkconfigs`);

  // Remove, opened with the keyboard: focus starts on Cancel, so Enter (a second one, say) deletes nothing.
  const remove = page.getByRole("button", { name: "Remove Keyboard Lobby" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const ask = page.getByRole("alertdialog");
  await expect(ask.getByText("Do you really want to delete Keyboard Lobby?")).toBeVisible();
  await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ask).toHaveCount(0);
  await expect(remove).toBeFocused();
  expect((await templates(page, bid)).map((c) => c.name)).toEqual(["Keyboard Lobby"]);

  // The editor (a full-screen dialog opened by state, not a Radix Trigger): Escape gives focus back to Edit.
  const edit = page.getByRole("button", { name: "Edit Keyboard Lobby" });
  await edit.focus();
  await page.keyboard.press("Enter");
  const editor = page.getByRole("dialog", { name: "Network configuration: Keyboard Lobby" });
  await expect(editor).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();

  // The add dialog (a FormDialog) likewise.
  const add = page.getByRole("button", { name: "Add network configuration" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Add network configuration" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(add).toBeFocused();
});
