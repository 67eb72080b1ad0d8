import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { MapPicker } from "./MapPicker";
import type { LatLng } from "./moveByKey";

function Harness({ onChange, disabled }: { onChange(v: LatLng): void; disabled?: boolean }) {
  const [v, setV] = useState<LatLng>({ latitude: 25.033, longitude: 121.5654 });
  return (
    <MapPicker
      value={v}
      disabled={disabled}
      onChange={(n) => {
        setV(n);
        onChange(n);
      }}
    />
  );
}

describe("MapPicker", () => {
  it("loads leaflet lazily and moves the marker by click, arrow keys and typed coordinates", async () => {
    const onChange = vi.fn();
    const { container } = renderWithPortico(<Harness onChange={onChange} />);
    const map = screen.getByRole("application");
    expect(map.getAttribute("aria-label")).toMatch(/arrow keys/);
    await waitFor(() => expect(container.querySelector(".leaflet-marker-icon")).not.toBeNull());
    expect(screen.queryByText("Loading map…")).toBeNull();
    // No tile layer anywhere: the basemap is offline.
    expect(container.querySelector(".leaflet-tile")).toBeNull();

    fireEvent.keyDown(map, { key: "ArrowUp" });
    expect(onChange).toHaveBeenLastCalledWith({
      latitude: expect.closeTo(25.033 + (360 / 256 / 2 ** 14) * 10, 6),
      longitude: 121.5654,
    });
    fireEvent.keyDown(map, { key: "ArrowRight", shiftKey: true });
    expect(onChange.mock.lastCall![0].longitude).toBeGreaterThan(121.5654);

    fireEvent.click(map, { clientX: 5, clientY: 5 });
    expect(onChange).toHaveBeenCalledTimes(3);

    fireEvent.change(screen.getByLabelText("Latitude"), { target: { value: "24.5" } });
    expect(onChange.mock.lastCall![0].latitude).toBe(24.5);
    fireEvent.change(screen.getByLabelText("Longitude"), { target: { value: "999" } });
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(map.getAttribute("data-latitude")).toBe("24.5");
  });

  it("ignores input when disabled", async () => {
    const onChange = vi.fn();
    const { container } = renderWithPortico(<Harness onChange={onChange} disabled />, {
      baseUrl: "http://127.0.0.1:1",
      locale: "tw",
    });
    await waitFor(() => expect(container.querySelector(".leaflet-marker-icon")).not.toBeNull());
    fireEvent.keyDown(screen.getByRole("application"), { key: "ArrowUp" });
    fireEvent.click(screen.getByRole("application"));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText("緯度") as HTMLInputElement).disabled).toBe(true);
  });
});
