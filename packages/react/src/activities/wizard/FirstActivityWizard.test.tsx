import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../../test/testApi";
import { newOwnerWithBusiness } from "../../../test/testOwner";
import type { WizardTemplate } from "../../data/activityWizards";
import { FirstActivityWizard } from "./FirstActivityWizard";
import ja from "./i18n/ja";
import ru from "./i18n/ru";
import tw from "./i18n/tw";
import zh from "./i18n/zh";
import { localizeTemplate } from "./localizeTemplate";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv?.close());

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function openRestaurantForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: "Restaurant" }, { timeout: 5000 }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByText("Step 2 of 2: Restaurant");
}

describe("FirstActivityWizard against the reference server", () => {
  it("offers the nine templates as a radio group the keyboard can walk", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-list");
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    const radios = await screen.findAllByRole("radio", {}, { timeout: 5000 });
    expect(radios).toHaveLength(9);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Choose a template first.")).toBeTruthy();
    // One native radio group (the browser moves through it with the arrow keys); Space picks the focused one.
    expect(new Set(radios.map((r) => r.getAttribute("name"))).size).toBe(1);
    radios[1]!.focus();
    await user.keyboard(" ");
    await waitFor(() => expect((radios[1] as HTMLInputElement).checked).toBe(true));
    expect(radios[1]!.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("refuses an invalid form keeping every value, then creates the restaurant activity and congratulates", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-restaurant");
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" onDone={onDone} />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await openRestaurantForm(user);
    expect(input("Activity name *").value).toBe("Restaurant WiFi");
    await user.clear(input("Activity name *"));
    await user.type(input("Restaurant name"), "Chez Ada");
    await user.type(input("Menu URL"), "menu.pdf");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Invalid Form Field Detected!")).toBeTruthy();
    expect(
      screen.getByText("Please make sure all fields are filled correctly before updating activity settings."),
    ).toBeTruthy();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(screen.getByText("Enter a web address starting with http:// or https://.")).toBeTruthy();
    expect(input("Restaurant name").value).toBe("Chez Ada");
    expect(input("Menu URL").value).toBe("menu.pdf");

    // A negative amount (the server refuses it too) is caught in the form with its own message; nothing is lost.
    await user.type(input("Activity name *"), "Chez Ada WiFi");
    await user.clear(input("Menu URL"));
    await user.type(input("Menu URL"), "https://chez-ada.example/menu");
    await user.clear(input("Coupon amount"));
    await user.type(input("Coupon amount"), "-5");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Enter a number of 0 or more.")).toBeTruthy();
    expect(screen.getByText("Invalid Form Field Detected!")).toBeTruthy();
    expect(input("Activity name *").value).toBe("Chez Ada WiFi");
    expect((await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body).toEqual([]);

    await user.clear(input("Coupon amount"));
    await user.type(input("Coupon amount"), "50");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Congratulations! Your first marketing campaign is ready." },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Go to Marketing Campaigns List" }));
    expect(onDone).toHaveBeenCalledWith(
      "activities",
      expect.objectContaining({ aId: expect.any(Number) }),
      `/businesses/${owner.businessId}/activities`,
    );

    const list = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { name: string }[];
    expect(list.map((a) => a.name)).toEqual(["Chez Ada WiFi"]);
    const pref = (await owner.call("GET", `/v3/businesses/${owner.businessId}/preference`)).body;
    expect(pref.status.isFirstActivityDone).toBe(true);
  });

  it("asks for the business name (prefilled) and renames the business before the activity is made", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-name");
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await openRestaurantForm(user);
    const name = await screen.findByLabelText("Business name");
    await waitFor(() => expect((name as HTMLInputElement).value).toMatch(/^Bistro \d+$/));
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Invalid Form Field Detected!")).toBeTruthy();
    expect((await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body).toEqual([]);
    await user.type(name, "Chez Ada");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    await screen.findByRole("dialog", {}, { timeout: 5000 });
    const biz = await owner.call("GET", `/v3/businesses/${owner.businessId}`);
    expect(biz.body.profile.name).toBe("Chez Ada");
  });

  it("'Assign WiFi Captive Portal to SSID' opens the first configuration with the activity when there is none", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-ssid");
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await openRestaurantForm(user);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole("button", { name: "Assign WiFi Captive Portal to SSID" }));
    const [made] = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { id: number }[];
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/businesses/${owner.businessId}/configgroups/first-config-group?activity=${made!.id}`,
      ),
    );
  });

  it("'Assign WiFi Captive Portal to SSID' puts the activity on the free SSIDs of the existing configuration", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-assign");
    const cg = await owner.call("POST", `/v3/businesses/${owner.businessId}/config-groups`, {});
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await openRestaurantForm(user);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole("button", { name: "Assign WiFi Captive Portal to SSID" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/businesses/${owner.businessId}/configgroups/list`));
    const stored = (await owner.call("GET", `/v3/config-groups/${cg.body.id}`)).body;
    expect(Object.keys(stored.activities)).toEqual(["1", "2"]);
    expect(stored.activities["1"].activityName).toBe("Restaurant WiFi");
  });

  it("names the activity first ('Advanced editor'), creates it on confirm only, and goes back on 'Cancel'", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-adv");
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    const names = async () =>
      ((await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { name: string }[]).map(
        (a) => a.name,
      );
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(navigate).toHaveBeenLastCalledWith(`/businesses/${owner.businessId}/activities`);
    // A cancelled name dialog leaves nothing behind.
    await user.click(screen.getByRole("button", { name: "Advanced editor" }));
    const cancelled = await screen.findByRole("dialog", { name: "New activity" });
    await user.click(within(cancelled).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New activity" })).toBeNull());
    expect(await names()).toEqual([]);
    expect(navigate).toHaveBeenCalledTimes(1);
    // Confirmed with a name: that activity, opened in the editor.
    await user.click(screen.getByRole("button", { name: "Advanced editor" }));
    const named = await screen.findByRole("dialog", { name: "New activity" });
    await user.type(within(named).getByLabelText("Activity name"), "Harbour Portal");
    await user.click(within(named).getByRole("button", { name: "Create" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        expect.stringMatching(new RegExp(`^/businesses/${owner.businessId}/activities/\\d+\\?actmode=modules$`)),
      ),
    );
    expect(await names()).toEqual(["Harbour Portal"]);
  });

  it("asks for a project first in event mode", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-event");
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="event" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await openRestaurantForm(user);
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Please select a project first.")).toBeTruthy();
  });

  it("goes back to the list in onePageBooking when activities already exist, and stays in wifi", async () => {
    const demo = await demoApi(srv.url);
    const booking = renderWithPortico(<FirstActivityWizard businessId={1} menuType="onePageBooking" />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    await waitFor(() => expect(booking.navigate).toHaveBeenCalledWith("/businesses/1/activities"));
    booking.unmount();
    const event = renderWithPortico(<FirstActivityWizard businessId={1} menuType="event" />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    await waitFor(() => expect(event.navigate).toHaveBeenCalledWith("/businesses/1/activities"));
    event.unmount();
    const wifi = renderWithPortico(<FirstActivityWizard businessId={1} menuType="wifi" />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    expect(await screen.findAllByRole("radio", {}, { timeout: 5000 })).toHaveLength(9);
    await new Promise((r) => setTimeout(r, 300));
    expect(wifi.navigate).not.toHaveBeenCalled();
  });

  it("preselects the route's template (?wizard=restaurant)", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-pre");
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" template="restaurant" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    const restaurant = (await screen.findByRole(
      "radio",
      { name: "Restaurant" },
      { timeout: 5000 },
    )) as HTMLInputElement;
    await waitFor(() => expect(restaurant.checked).toBe(true));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Step 2 of 2: Restaurant")).toBeTruthy();
  });

  it("says a business must be chosen first when there is none (bid 0)", async () => {
    const demo = await demoApi(srv.url);
    renderWithPortico(<FirstActivityWizard businessId={0} menuType="wifi" />, { baseUrl: srv.url, token: demo.token });
    expect(await screen.findByText("Please select or add a business first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Advanced editor" })).toBeNull();
  });

  it("shows the server's templates in the user's language and creates the activity with the translated defaults", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-tw");
    const user = userEvent.setup();
    renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
      locale: "tw",
    });
    const restaurant = await screen.findByRole("radio", { name: "餐廳" }, { timeout: 5000 });
    expect(restaurant.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("用餐顧客以會員或簡訊登入，瀏覽菜單並獲得下次光臨可用的優惠券。")).toBeTruthy();
    await user.click(restaurant);
    await user.click(screen.getByRole("button", { name: "下一步" }));
    expect(await screen.findByText("步驟 2/2：餐廳")).toBeTruthy();
    expect(input("活動名稱 *").value).toBe("餐廳 WiFi");
    expect(input("優惠券標題").value).toBe("下次用餐享 9 折");
    expect(input("營業時間").value).toBe("11:00-21:00");
    await user.clear(input("優惠券金額"));
    await user.type(input("優惠券金額"), "-1");
    await user.click(screen.getByRole("button", { name: "完成" }));
    expect(await screen.findByText("請輸入 0 或以上的數字。")).toBeTruthy();
    await user.clear(input("優惠券金額"));
    await user.click(screen.getByRole("button", { name: "完成" }));
    expect(
      await screen.findByRole("dialog", { name: "恭喜！您的第一個行銷活動已準備就緒。" }, { timeout: 5000 }),
    ).toBeTruthy();
    const list = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as {
      id: number;
      name: string;
    }[];
    expect(list.map((a) => a.name)).toEqual(["餐廳 WiFi"]);
    const made = (await owner.call("GET", `/v3/activities/${list[0]!.id}`)).body;
    const coupon = made.modules.find((m: { profile: { mode: string } }) => m.profile.mode === "coupon");
    expect(coupon.profile.couponTitle).toBe("下次用餐享 9 折");
  });

  it("has a translation of every text the server's templates show, in every language", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-texts");
    const { templateList } = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activity-wizards`)).body as {
      templateList: WizardTemplate[];
    };
    expect(templateList).toHaveLength(9);
    const texts = (tpl: WizardTemplate) => [
      tpl.name,
      tpl.description,
      ...tpl.formJson.items.flatMap((f) => [f.label, f.desc, ["text", "textarea"].includes(f.type) ? f.value : null]),
    ];
    // Texts without a word to translate (times such as 11:00-21:00) stay as they are.
    const words = (v: unknown) => typeof v === "string" && /[A-Za-z]{2}/.test(v);
    for (const lng of ["tw", "zh", "ja", "ru"] as const) {
      const i18n = createInstance();
      await i18n.init({
        resources: { [lng]: { translation: { tw, zh, ja, ru }[lng] } },
        lng,
        keySeparator: false,
        nsSeparator: false,
      });
      for (const tpl of templateList) {
        const english = texts(tpl);
        const shown = texts(localizeTemplate(tpl, i18n.t));
        english.forEach((en, i) => {
          if (words(en)) expect(shown[i], `${lng} ${tpl.templateCode}: ${en}`).not.toBe(en);
        });
      }
      // A text the server changed is shown as the server sends it, never as a stale translation.
      const changed = { ...templateList[0]!, name: "Night bus" };
      expect(localizeTemplate(changed, i18n.t).name).toBe("Night bus");
    }
  });
});
