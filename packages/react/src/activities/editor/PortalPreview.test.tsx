import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import { PortalPreview } from "./PortalPreview";

// The preview walks the chain as the live portal does, locally: no server is needed (nothing is recorded).
const coupon = (check: boolean) => ({
  id: "Coupon0001",
  profile: {
    name: "Free coffee",
    mode: "coupon" as const,
    autoSkipCheckOptions: [{ id: "Page000001", name: "Our menu", mode: "iframe" as const, check }],
  },
});
const content = (check: boolean) => ({
  profile: { name: "Welcome" },
  modules: [
    { id: "Page000001", profile: { name: "Our menu", mode: "iframe" as const, skippable: true } },
    coupon(check),
    { id: "Grant00001", profile: { name: "Connect here", mode: "grant" as const, isLastModule: true } },
  ],
});

describe("PortalPreview", () => {
  it("passes over a coupon whose checked auto-skip option the guest skipped", async () => {
    const user = userEvent.setup();
    renderWithPortico(<PortalPreview content={content(true)} />);
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(await screen.findByRole("heading", { name: "Connect here" })).toBeTruthy();
  });

  it("stops at the coupon when the option is not checked", async () => {
    const user = userEvent.setup();
    renderWithPortico(<PortalPreview content={content(false)} />);
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(await screen.findByRole("heading", { name: "Free coffee" })).toBeTruthy();
  });
});
