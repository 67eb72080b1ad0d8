import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePortico } from "../provider/context";
import { PorticoProvider } from "../provider/PorticoProvider";
import { type AreaCatalogues, useAreaMessages } from "./useAreaMessages";

const area: AreaCatalogues = {
  tw: { "area.title": "區域", "area.host": "區域預設" },
  zh: { "area.title": "区域", "area.host": "区域默认" },
  en: { "area.title": "Area", "area.host": "area default" },
  ja: { "area.title": "エリア", "area.host": "エリア既定" },
  ru: { "area.title": "Область", "area.host": "по умолчанию" },
};

function AreaWidget() {
  useAreaMessages(area);
  const { t } = usePortico();
  return (
    <p>
      {t("area.title")} / {t("area.host")}
    </p>
  );
}

describe("useAreaMessages", () => {
  it("adds an area's texts on first render, in the provider's language", () => {
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
});
