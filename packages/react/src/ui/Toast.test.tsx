import { PorticoError } from "@portico/sdk";
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { successDuration, type ToastApi, useToast } from "./Toast";

function Capture({ onApi }: { onApi(api: ToastApi): void }) {
  onApi(useToast());
  return null;
}

describe("useToast", () => {
  it("clamps success durations to the spec's 2 to 5 s", () => {
    expect(successDuration()).toBe(2000);
    expect(successDuration(500)).toBe(2000);
    expect(successDuration(3000)).toBe(3000);
    expect(successDuration(9000)).toBe(5000);
  });

  it("shows a red box titled 'Error' with the translated code for 2 s", async () => {
    let api!: ToastApi;
    renderWithPortico(<Capture onApi={(a) => (api = a)} />, { baseUrl: "http://127.0.0.1:1", locale: "tw" });
    act(() =>
      api.error(new PorticoError({ status: 401, code: "INVALID_CREDENTIALS", message: "Wrong e-mail or password" })),
    );
    const toast = await screen.findByText("電子郵件或密碼錯誤。");
    const box = toast.closest("[data-kind]")!;
    expect(box.getAttribute("data-kind")).toBe("error");
    expect(box.textContent).toContain("錯誤");
    await waitFor(() => expect(screen.queryByText("電子郵件或密碼錯誤。")).toBeNull(), { timeout: 4000 });
  });

  it("falls back to the spec's text rule for codes without a translation", async () => {
    let api!: ToastApi;
    renderWithPortico(<Capture onApi={(a) => (api = a)} />);
    act(() =>
      api.error(
        // A code no catalogue translates (EDM_NO_EMAIL, the example before, has its text since issue 16).
        new PorticoError({ status: 400, code: "NO_SUCH_CODE", message: "Invalid request", userMessage: "no sender" }),
      ),
    );
    expect(await screen.findByText("Invalid request: no sender")).toBeTruthy();
    act(() => api.success("Saved"));
    const ok = await screen.findByText("Saved");
    expect(ok.closest("[data-kind]")!.getAttribute("data-kind")).toBe("success");
  });

  it("keeps an error for the asked 5 s (the spec's 'Msg-Must-Select-Project-First')", async () => {
    let api!: ToastApi;
    renderWithPortico(<Capture onApi={(a) => (api = a)} />);
    const shown = Date.now();
    act(() => api.error("Please select a project first.", 5000));
    expect(await screen.findByText("Please select a project first.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Please select a project first.")).toBeNull(), { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(4500);
  }, 10_000);
});
