import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { paletteColor, withAlpha } from "./chartPalette";
import { ReportChart } from "./ReportChart";
import { isEmptyChart, isTimeSeries, TABLE_ROW_LIMIT } from "./reportChartTypes";
import { sliceLabelTexts } from "./sliceLabels";

const gender = { title: "Gender", labels: ["Male", "Female"], series: [{ label: "Visitors", data: [3, 5] }] };

describe("ReportChart", () => {
  it("is a figure named by its visible title, with loading and empty states", () => {
    const { rerender } = renderWithPortico(<ReportChart {...gender} type="pie" loading />);
    const figure = screen.getByRole("figure", { name: "Gender" });
    expect(within(figure).getByRole("status").textContent).toBe("Loading…");
    rerender(<ReportChart {...gender} type="pie" series={[{ label: "Visitors", data: [0, 0] }]} />);
    expect(screen.getByText("No data in this period")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show as table" })).toBeNull();
  });

  it("toggles to a table of its figures as the text alternative", async () => {
    renderWithPortico(<ReportChart {...gender} type="bar" formatValue={(v) => `${v} guests`} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show as table" }));
    const table = await screen.findByRole("table", { name: "Gender" });
    expect(within(table).getByRole("rowheader", { name: "Female" })).toBeTruthy();
    expect(within(table).getByText("5 guests")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show as chart" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("lists time points by their formatted time and caps long tables with a count", async () => {
    const points = Array.from({ length: TABLE_ROW_LIMIT + 20 }, (_, i) => ({ x: i * 60_000, y: i }));
    renderWithPortico(
      <ReportChart
        title="Traffic"
        type="line"
        labels={[]}
        series={[{ label: "RX", data: points }]}
        formatTime={(ms) => `minute ${ms / 60_000}`}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Show as table" }));
    expect(await screen.findByRole("rowheader", { name: "minute 3" })).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(TABLE_ROW_LIMIT + 1);
    expect(screen.getByText(`Showing ${TABLE_ROW_LIMIT} of ${TABLE_ROW_LIMIT + 20} rows.`)).toBeTruthy();
  });

  it("speaks the provider's language", async () => {
    renderWithPortico(<ReportChart {...gender} type="pie" />, { baseUrl: "http://127.0.0.1:1", locale: "ja" });
    expect(await screen.findByRole("button", { name: "表で表示" })).toBeTruthy();
  });
});

describe("chart helpers", () => {
  it("hides slice labels under the minimum share", () => {
    expect(sliceLabelTexts([96, 4], 0.05)).toEqual(["96%", null]);
    expect(sliceLabelTexts([95, 5], 0.05)).toEqual(["95%", "5%"]);
    expect(sliceLabelTexts([0, 0], 0.05)).toEqual([null, null]);
  });

  it("tells time series and empty charts apart", () => {
    expect(isTimeSeries([{ x: 1, y: 2 }])).toBe(true);
    expect(isTimeSeries([null, 2])).toBe(false);
    expect(isEmptyChart([{ label: "a", data: [0, null] }])).toBe(true);
    expect(isEmptyChart([{ label: "a", data: [{ x: 1, y: 1 }] }])).toBe(false);
  });

  it("lightens the theme colours on each round of the palette", () => {
    expect(withAlpha("#336699", 0.5)).toBe("#33669980");
    expect(withAlpha("rgb(1, 2, 3)", 0.5)).toBe("rgba(1, 2, 3, 0.5)");
    expect(paletteColor({ primary: "#000000" }, 0)).toBe("#000000");
    expect(paletteColor({ primary: "#000000" }, 6)).toBe("#000000bf");
  });
});
