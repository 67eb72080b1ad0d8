import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { PortalView } from "./PortalView";
import { matchPortalLanguage, portalUiLocale } from "./portalLocale";
import { previewSession } from "./previewSession";
import type { ActivityContent, PortalModuleProfile } from "./types";

// PortalView is pure: the editor's preview renders a session built from an activity's content, no server.
const content = (...profiles: PortalModuleProfile[]): ActivityContent => ({
  profile: { name: "Dinner WiFi", accessDuration: 3600 },
  modules: profiles.map((profile, i) => ({ id: `Module000${i}`, profile })),
});
const callbacks = () => ({
  onStep: vi.fn(),
  onSendCode: vi.fn(),
  onSignIn: vi.fn(),
  onAnswers: vi.fn(),
  onClaimCoupon: vi.fn(),
  onLang: vi.fn(),
});

describe("PortalView", () => {
  it("maps portal languages to the five UI catalogues", () => {
    expect(["zh-TW", "zh-HK", "zh-CN", "zh-SG", "ja-JP", "ru", "en-GB", "fr-FR"].map(portalUiLocale)).toEqual([
      "tw",
      "tw",
      "zh",
      "zh",
      "ja",
      "ru",
      "en",
      "en",
    ]);
    expect(matchPortalLanguage(["zh-HK", "en-US"], ["zh-CN", "zh-TW"])).toBe("zh-TW");
    expect(matchPortalLanguage(["fr"], ["zh-TW"])).toBeNull();
  });

  it("previews the module texts the owner typed for the preview's language, the defaults elsewhere", () => {
    const c = content({
      name: "歡迎",
      mode: "grant",
      continueCaption: "連線",
      localeSetting: {
        defaultLang: "zh-TW",
        localeHash: { "en-US": { language: "English", active: true, setting: { name: "Welcome" } } },
      },
    });
    const languages = [
      { code: "zh-TW", language: "中文" },
      { code: "en-US", language: "English" },
    ];
    const english = previewSession(c, "en-US", { languages });
    // "連線" is the wizard's own 'Connect': it reads in the preview's language, as the owner's "Welcome" does.
    expect(english.activity.modules[0]!.profile).toMatchObject({ name: "Welcome", continueCaption: "Connect" });
    const view = renderWithPortico(<PortalView session={english} {...callbacks()} />);
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeTruthy();
    view.unmount();
    expect(previewSession(c, "zh-TW", { languages }).activity.modules[0]!.profile.name).toBe("歡迎");
  });

  it("keeps sign-in closed until the terms, readable behind 'Read the terms of service', are agreed", async () => {
    const user = userEvent.setup();
    const on = callbacks();
    const login = content({
      name: "Sign in",
      mode: "login",
      showTosAgreementCheckbox: true,
      loginMethods: { sms: { enabled: true, order: 0 } },
    });
    renderWithPortico(<PortalView session={previewSession(login, "en-US")} {...on} />);
    await user.click(screen.getByText("Read the terms of service"));
    // No terms of the owner's: the portal's standard terms, never a checkbox that points at nothing.
    expect(screen.getByRole("region", { name: "Terms of service" }).textContent).toMatch(/offered as it is/);
    expect(screen.getByText("Accept the terms of service to sign in.")).toBeTruthy();
    const send = screen.getByRole("button", { name: "Send code" }) as HTMLButtonElement;
    expect(send.closest("fieldset")?.disabled).toBe(true);
    await user.click(send);
    expect(on.onSendCode).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText("I agree to the terms of service"));
    expect(screen.queryByText("Accept the terms of service to sign in.")).toBeNull();
    await user.type(screen.getByLabelText("Mobile number"), "+886912345678");
    await user.click(send);
    expect(on.onSendCode).toHaveBeenCalledWith("+886912345678");
  });

  it("shows the modules after the grant module to a guest who is online, then 'You are online'", () => {
    const chain = content({ name: "Go", mode: "grant" }, { name: "Our menu", mode: "iframe" });
    const base = previewSession(chain, "en-US", { step: 1 });
    const online = { ...base, granted: { grantedTs: 1, expiresTs: 4_000_000_000, redirectUrl: null } };
    const { rerender } = renderWithPortico(<PortalView session={online} {...callbacks()} />);
    expect(screen.getByRole("heading", { name: "Our menu" })).toBeTruthy();
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("You are online. There is a little more to see:");
    expect(screen.queryByRole("heading", { name: "You are online" })).toBeNull();
    rerender(<PortalView session={{ ...online, step: 2 }} {...callbacks()} />);
    expect(screen.getByRole("heading", { name: "You are online" })).toBeTruthy();
  });

  it("tells a guest over the usage limit when access is possible again, with no module to walk", () => {
    const c = content({ name: "Go online", mode: "grant" });
    const until = Date.UTC(2026, 10, 23, 9, 30) / 1000;
    renderWithPortico(<PortalView session={{ ...previewSession(c, "en-US"), limitedUntil: until }} {...callbacks()} />);
    expect(screen.getByRole("heading", { name: "You have used your free WiFi for now" })).toBeTruthy();
    expect(screen.getByText(/^You can connect again from .*2026.*\.$/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });

  it("holds Continue through a countdown, then lets the guest on; skip only where allowed", async () => {
    vi.useFakeTimers();
    try {
      const on = callbacks();
      const session = previewSession(content({ name: "Wait", mode: "countdown", countdownInterval: 2 }), "en-US");
      renderWithPortico(<PortalView session={session} {...on} />);
      expect(screen.getByText("You can continue in 2 s")).toBeTruthy();
      const next = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
      expect(next.disabled).toBe(true);
      expect(screen.queryByRole("button", { name: "Skip" })).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(2100));
      expect(next.disabled).toBe(false);
      fireEvent.click(next);
      expect(on.onStep).toHaveBeenCalledWith("Module0000", "continue");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders each type's content in the portal language: carousel, sanitised HTML, grant and the granted screen", async () => {
    const user = userEvent.setup();
    const on = callbacks();
    const chain = content(
      {
        name: "Rooms",
        mode: "carousel",
        htmlPortal: "<p>Welcome <b>aboard</b></p>",
        items: [
          { imageUrl: "/a.png", caption: "Harbour view" },
          { imageUrl: "/b.png", caption: "Garden view" },
        ],
        skippable: true,
        skipCaption: "Later",
      },
      { name: "Go", mode: "grant" },
    );
    const { rerender } = renderWithPortico(<PortalView session={previewSession(chain, "en-US")} {...on} />);
    expect(screen.getByText("aboard").tagName).toBe("B");
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Harbour view" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next picture" }));
    expect(screen.getByRole("img", { name: "Garden view" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Later" }));
    expect(on.onStep).toHaveBeenCalledWith("Module0000", "skip");

    rerender(<PortalView session={previewSession(chain, "ja-JP", { step: 1 })} {...on} />);
    expect(screen.getByRole("button", { name: "接続する" })).toBeTruthy();
    rerender(<PortalView session={previewSession(chain, "en-US", { step: 2 })} {...on} />);
    expect(screen.getByRole("heading", { name: "You are online" })).toBeTruthy();
  });
});
