import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePortico } from "../provider/context";
import { PorticoProvider } from "../provider/PorticoProvider";
import { mapMessages } from "../ui/map/i18n";
import mapTw from "../ui/map/i18n/tw";
import type { Locale } from "./detectLocale";
import ja from "./ja";
import tw from "./tw";
import { type AreaCatalogues, type Catalogue, type CatalogueLoader, useAreaMessages } from "./useAreaMessages";

const area: AreaCatalogues = {
  tw: { "area.title": "區域", "area.host": "區域預設" },
  zh: { "area.title": "区域", "area.host": "区域默认" },
  en: { "area.title": "Area", "area.host": "area default" },
  ja: { "area.title": "エリア", "area.host": "エリア既定" },
  ru: { "area.title": "Область", "area.host": "по умолчанию" },
};

/** A loader the test resolves by hand, counting its calls (a chunk that takes its time). */
function slowChunk(texts: Catalogue) {
  let release = () => {};
  const ready = new Promise<void>((r) => {
    release = r;
  });
  const load = vi.fn(() => ready.then(() => ({ default: texts })));
  return { load, release: () => act(async () => release()) };
}

/** A lazily loaded area whose keys start with `prefix`, its tw and ja chunks under the test's control. */
function lazyArea(prefix: string) {
  const twChunk = slowChunk({ [`${prefix}.title`]: `${prefix} 標題`, [`${prefix}.host`]: `${prefix} 預設` });
  const jaChunk = slowChunk({ [`${prefix}.title`]: `${prefix} タイトル`, [`${prefix}.host`]: `${prefix} 既定` });
  const lazy: AreaCatalogues = {
    en: { [`${prefix}.title`]: `${prefix} Title`, [`${prefix}.host`]: `${prefix} default` },
    tw: twChunk.load,
    ja: jaChunk.load,
    zh: () => Promise.reject(new Error("chunk failed")),
    ru: { [`${prefix}.title`]: `${prefix} Заголовок`, [`${prefix}.host`]: `${prefix} по умолчанию` },
  };
  return { lazy, twChunk, jaChunk };
}

/** Renders inside an awaited act(): React 19 resumes a suspended widget only then (a synchronous act loses it). */
async function renderAsync(ui: ReactElement) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

function AreaWidget({ of = area, prefix = "area" }: { of?: AreaCatalogues; prefix?: string }) {
  useAreaMessages(of);
  const { t } = usePortico();
  return (
    <p>
      {t(`${prefix}.title`)} / {t(`${prefix}.host`)}
    </p>
  );
}

function Switcher({ to }: { to: Locale }) {
  const { setLocale } = usePortico();
  return (
    <button type="button" onClick={() => setLocale(to)}>
      {to}
    </button>
  );
}

// Every text the page showed, mutation by mutation: proves what never appeared, not only what is there at the end.
let seen: string[] = [];
const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
beforeEach(() => {
  seen = [];
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
});
afterEach(() => observer.disconnect());

describe("useAreaMessages", () => {
  it("adds an area's bundled texts on first render, in the provider's language", () => {
    render(
      <PorticoProvider baseUrl="" locale="ja">
        <AreaWidget />
      </PorticoProvider>,
    );
    expect(screen.getByText("エリア / エリア既定")).toBeTruthy();
  });

  it("never overwrites a text the host passed in messages", () => {
    render(
      <PorticoProvider baseUrl="" locale="en" messages={{ en: { "area.host": "Acme wording" } }}>
        <AreaWidget />
      </PorticoProvider>,
    );
    expect(screen.getByText("Area / Acme wording")).toBeTruthy();
  });

  it("renders English at once, without loading another language", () => {
    const { lazy, twChunk, jaChunk } = lazyArea("en1");
    render(
      <PorticoProvider baseUrl="" locale="en">
        <AreaWidget of={lazy} prefix="en1" />
      </PorticoProvider>,
    );
    expect(screen.getByText("en1 Title / en1 default")).toBeTruthy();
    expect(twChunk.load).not.toHaveBeenCalled();
    expect(jaChunk.load).not.toHaveBeenCalled();
  });

  it("waits for the tw texts behind the provider's fallback and never shows English", async () => {
    const { lazy, twChunk, jaChunk } = lazyArea("tw1");
    await renderAsync(
      <PorticoProvider baseUrl="" locale="tw">
        <AreaWidget of={lazy} prefix="tw1" />
      </PorticoProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe(tw.Loading);
    await twChunk.release();
    expect(await screen.findByText("tw1 標題 / tw1 預設")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(seen.some((text) => text.includes("tw1 Title") || text.includes("Loading"))).toBe(false);
    expect(twChunk.load).toHaveBeenCalledTimes(1);
    expect(jaChunk.load).not.toHaveBeenCalled();
  });

  it("loads a real catalogue's other languages from their own modules (a chunk each in a build)", async () => {
    expect(typeof mapMessages.tw).toBe("function");
    const loaded = await (mapMessages.tw as CatalogueLoader)();
    expect(loaded.default).toBe(mapTw);
  });

  it("keeps the old language on screen while a switch loads the new one, then shows it", async () => {
    const { lazy, jaChunk } = lazyArea("sw");
    const other = lazyArea("sw2");
    render(
      <PorticoProvider baseUrl="">
        <AreaWidget of={lazy} prefix="sw" />
        <AreaWidget of={other.lazy} prefix="sw2" />
        <Switcher to="ja" />
      </PorticoProvider>,
    );
    expect(screen.getByText("sw Title / sw default")).toBeTruthy();
    await act(async () => screen.getByRole("button", { name: "ja" }).click());
    // Both mounted areas load at once (no waterfall), and nothing flickers meanwhile.
    expect(jaChunk.load).toHaveBeenCalledTimes(1);
    expect(other.jaChunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText("sw Title / sw default")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    await jaChunk.release();
    expect(screen.getByText("sw Title / sw default")).toBeTruthy();
    await other.jaChunk.release();
    expect(await screen.findByText("sw タイトル / sw 既定")).toBeTruthy();
    expect(screen.getByText("sw2 タイトル / sw2 既定")).toBeTruthy();
    expect(seen.some((text) => text.includes("Loading") || text.includes(ja.Loading))).toBe(false);
  });

  it("lets the host's texts win over a loaded language too", async () => {
    const { lazy, twChunk } = lazyArea("host");
    await renderAsync(
      <PorticoProvider baseUrl="" locale="tw" messages={{ tw: { "host.host": "Acme 的說法" } }}>
        <AreaWidget of={lazy} prefix="host" />
      </PorticoProvider>,
    );
    await twChunk.release();
    expect(await screen.findByText("host 標題 / Acme 的說法")).toBeTruthy();
  });

  it("loads the areas an area includes with it, so their widgets show at once later", async () => {
    const sub = lazyArea("sub");
    const { lazy, twChunk } = lazyArea("main");
    const main: AreaCatalogues = { ...lazy, includes: [sub.lazy] };
    const { rerender } = await renderAsync(
      <PorticoProvider baseUrl="" locale="tw">
        <AreaWidget of={main} prefix="main" />
      </PorticoProvider>,
    );
    expect(sub.twChunk.load).toHaveBeenCalledTimes(1);
    await twChunk.release();
    expect(screen.queryByText("main 標題 / main 預設")).toBeNull(); // still waiting for the included area
    await sub.twChunk.release();
    expect(await screen.findByText("main 標題 / main 預設")).toBeTruthy();
    rerender(
      <PorticoProvider baseUrl="" locale="tw">
        <AreaWidget of={main} prefix="main" />
        <AreaWidget of={sub.lazy} prefix="sub" />
      </PorticoProvider>,
    );
    expect(screen.getByText("sub 標題 / sub 預設")).toBeTruthy();
  });

  it("shows English when a language's chunk fails to load, instead of breaking the widget", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { lazy } = lazyArea("fail");
    await renderAsync(
      <PorticoProvider baseUrl="" locale="zh">
        <AreaWidget of={lazy} prefix="fail" />
      </PorticoProvider>,
    );
    expect(await screen.findByText("fail Title / fail default")).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
