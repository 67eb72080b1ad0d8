import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { demoApi } from "../../network/configgroups/testApi";
import { newOwnerWithBusiness } from "../list/testOwner";
import { FirstActivityWizard } from "./FirstActivityWizard";

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

    // A value only the server refuses (a negative amount): its message lands under the field, nothing is lost.
    await user.type(input("Activity name *"), "Chez Ada WiFi");
    await user.clear(input("Menu URL"));
    await user.type(input("Menu URL"), "https://chez-ada.example/menu");
    await user.clear(input("Coupon amount"));
    await user.type(input("Coupon amount"), "-5");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("must be a number", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Invalid Form Field Detected!")).toBeTruthy();
    expect(input("Activity name *").value).toBe("Chez Ada WiFi");

    await user.clear(input("Coupon amount"));
    await user.type(input("Coupon amount"), "50");
    await user.click(screen.getByRole("button", { name: "Complete" }));
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Congratulation! Your first marketing campaign is ready." },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole("button", { name: "Go to Marketing Campaigns List" }));
    expect(onDone).toHaveBeenCalledWith("activities", expect.objectContaining({ aId: expect.any(Number) }));

    const list = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { name: string }[];
    expect(list.map((a) => a.name)).toEqual(["Chez Ada WiFi"]);
    const pref = (await owner.call("GET", `/v3/businesses/${owner.businessId}/preference`)).body;
    expect(pref.status.isFirstActivityDone).toBe(true);
  });

  it("sends 'Assign WiFi Captive Portal to SSID' to the configuration group list", async () => {
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
    expect(navigate).toHaveBeenCalledWith(`/businesses/${owner.businessId}/configgroups/list`);
  });

  it("opens an empty activity in the editor ('Advanced editor') and goes back to the list on 'Cancel'", async () => {
    const owner = await newOwnerWithBusiness(srv.url, "wiz-adv");
    const user = userEvent.setup();
    const { navigate } = renderWithPortico(<FirstActivityWizard businessId={owner.businessId} menuType="wifi" />, {
      baseUrl: srv.url,
      token: owner.token,
    });
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(navigate).toHaveBeenLastCalledWith(`/businesses/${owner.businessId}/activities`);
    await user.click(screen.getByRole("button", { name: "Advanced editor" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        expect.stringMatching(new RegExp(`^/businesses/${owner.businessId}/activities/\\d+\\?actmode=modules$`)),
      ),
    );
    const list = (await owner.call("GET", `/v3/businesses/${owner.businessId}/activities`)).body as { name: string }[];
    expect(list.map((a) => a.name)).toEqual(["Unnamed"]);
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
    const wifi = renderWithPortico(<FirstActivityWizard businessId={1} menuType="wifi" />, {
      baseUrl: srv.url,
      token: demo.token,
    });
    expect(await screen.findAllByRole("radio", {}, { timeout: 5000 })).toHaveLength(9);
    await new Promise((r) => setTimeout(r, 300));
    expect(wifi.navigate).not.toHaveBeenCalled();
  });
});
