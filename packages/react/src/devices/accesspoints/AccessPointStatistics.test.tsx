import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { AccessPointStatistics } from "./AccessPointStatistics";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

describe("AccessPointStatistics against the reference server", () => {
  it("opens on 3h, charts throughput, CPU and memory and clients per radio, and changes the period", async () => {
    const onPeriodChange = vi.fn();
    const onStateChange = vi.fn();
    renderWithPortico(
      <AccessPointStatistics
        businessId={1}
        apmc="AA:BB:C0:FF:EE:01"
        onStateChange={onStateChange}
        onPeriodChange={onPeriodChange}
      />,
      { baseUrl: srv.url, token },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Statistics of Window AP" }, { timeout: 10_000 })).toBeTruthy();
    const period = screen.getByLabelText("Period") as HTMLSelectElement;
    expect(period.value).toBe("3h");
    expect([...period.options].map((o) => o.value)).toEqual(["1h", "3h", "6h", "12h", "24h", "3d", "1w"]);
    expect(await screen.findByRole("figure", { name: "Total throughput (all radios)" })).toBeTruthy();
    expect(screen.getByRole("figure", { name: "CPU and memory (%)" })).toBeTruthy();
    const usage24 = await screen.findByRole("table", { name: "Client usage, 2.4G" });
    expect(within(usage24).getAllByRole("row").length).toBeGreaterThan(1);
    expect(within(usage24).getAllByRole("row").length).toBeLessThanOrEqual(5);

    await user.selectOptions(period, "1w");
    expect(onStateChange).toHaveBeenCalledWith({ period: "1w" });
    expect(onPeriodChange).toHaveBeenCalledWith("1w"); // the deprecated alias still works
    await waitFor(() => expect((screen.getByLabelText("Period") as HTMLSelectElement).value).toBe("1w"));
    expect(await screen.findByRole("figure", { name: "Total throughput (all radios)" })).toBeTruthy();
  });

  it("follows the host's period, and its default again when the host drops it (a back button)", async () => {
    const onStateChange = vi.fn();
    const view = renderWithPortico(
      <AccessPointStatistics
        businessId={1}
        apmc="AA:BB:C0:FF:EE:01"
        state={{ period: "1w" }}
        onStateChange={onStateChange}
      />,
      { baseUrl: srv.url, token },
    );
    const period = (await screen.findByLabelText("Period", {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect(period.value).toBe("1w");
    await userEvent.setup().selectOptions(period, "6h");
    expect(onStateChange).toHaveBeenLastCalledWith({ period: "6h" });
    expect(period.value).toBe("1w");
    view.rerender(
      <AccessPointStatistics businessId={1} apmc="AA:BB:C0:FF:EE:01" state={{}} onStateChange={onStateChange} />,
    );
    expect((screen.getByLabelText("Period") as HTMLSelectElement).value).toBe("3h");
  });

  it("resolves the MAC in any notation through the business, with the iNode it belongs to", async () => {
    renderWithPortico(<AccessPointStatistics businessId={1} apmc="aa-bb-c0-ff-ee-02" />, { baseUrl: srv.url, token });
    expect(await screen.findByRole("heading", { name: "Statistics of Bar AP" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/AA:BB:C0:FF:EE:02.*Counter/)).toBeTruthy();
    expect(await screen.findByRole("figure", { name: "Total throughput (all radios)" })).toBeTruthy();
  });

  it("says when the business has no such access point", async () => {
    renderWithPortico(<AccessPointStatistics businessId={1} apmc="00:00:00:00:00:99" />, { baseUrl: srv.url, token });
    expect(
      await screen.findByText("No access point 00:00:00:00:00:99 in this business.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
