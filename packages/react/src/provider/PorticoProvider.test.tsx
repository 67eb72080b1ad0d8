import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToast } from "../ui/Toast";
import { usePortico } from "./context";
import { setCookie } from "./cookies";
import { PorticoProvider } from "./PorticoProvider";

function ShowLocale() {
  const { locale, t } = usePortico();
  return (
    <p>
      {locale}: {t("Error")}
    </p>
  );
}

function Toasty() {
  useToast();
  return null;
}

function Switcher() {
  const { setLocale } = usePortico();
  return (
    <button type="button" onClick={() => setLocale("ja")}>
      ja
    </button>
  );
}

function Host() {
  const { t } = usePortico();
  return <p>{t("shell.hello")}</p>;
}

describe("PorticoProvider", () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => spy.mockClear());

  it("makes usePortico throw outside the provider", () => {
    expect(() => render(<ShowLocale />)).toThrow("`usePortico` must be used within `<PorticoProvider>`");
    expect(() => render(<Toasty />)).toThrow("`useToast` must be used within `<PorticoProvider>`");
  });

  it("refuses a nested provider", () => {
    expect(() =>
      render(
        <PorticoProvider baseUrl="http://x">
          <PorticoProvider baseUrl="http://y">
            <ShowLocale />
          </PorticoProvider>
        </PorticoProvider>,
      ),
    ).toThrow(/cannot be nested/);
  });

  it("takes the first language from the lang cookie, and the explicit locale over it", () => {
    setCookie("lang", "ja");
    const { unmount } = render(
      <PorticoProvider baseUrl="http://x">
        <ShowLocale />
      </PorticoProvider>,
    );
    expect(screen.getByText("ja: エラー")).toBeTruthy();
    unmount();
    render(
      <PorticoProvider baseUrl="http://x" locale="ru">
        <ShowLocale />
      </PorticoProvider>,
    );
    expect(screen.getByText("ru: Ошибка")).toBeTruthy();
  });

  it("falls back to the browser's languages without a cookie", () => {
    const spyLanguages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "zh-HK", "en"]);
    render(
      <PorticoProvider baseUrl="http://x">
        <ShowLocale />
      </PorticoProvider>,
    );
    expect(screen.getByText("tw: 錯誤")).toBeTruthy();
    spyLanguages.mockRestore();
  });

  it("switches language with setLocale, stores the lang cookie and tells the host", () => {
    const onLocaleChange = vi.fn();
    render(
      <PorticoProvider baseUrl="http://x" onLocaleChange={onLocaleChange}>
        <ShowLocale />
        <Switcher />
      </PorticoProvider>,
    );
    act(() => screen.getByRole("button", { name: "ja" }).click());
    expect(screen.getByText("ja: エラー")).toBeTruthy();
    expect(document.cookie).toContain("lang=ja");
    expect(onLocaleChange).toHaveBeenCalledWith("ja");
  });

  it("keeps two providers' languages apart (no shared i18next singleton)", () => {
    render(
      <>
        <PorticoProvider baseUrl="http://x" locale="tw">
          <ShowLocale />
        </PorticoProvider>
        <PorticoProvider baseUrl="http://y" locale="zh">
          <ShowLocale />
        </PorticoProvider>
      </>,
    );
    expect(screen.getByText("tw: 錯誤")).toBeTruthy();
    expect(screen.getByText("zh: 错误")).toBeTruthy();
  });

  it("merges a host's messages over the catalogues", () => {
    render(
      <PorticoProvider baseUrl="http://x" locale="en" messages={{ en: { "shell.hello": "Hello host" } }}>
        <Host />
      </PorticoProvider>,
    );
    expect(screen.getByText("Hello host")).toBeTruthy();
  });
});
