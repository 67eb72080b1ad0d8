import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithPortico } from "../../test/renderWithPortico";
import { ContentModule } from "./ContentModule";
import type { PortalModuleProfile } from "./types";

const show = (profile: Partial<PortalModuleProfile>) =>
  renderWithPortico(<ContentModule profile={{ name: "M", ...profile } as PortalModuleProfile} countdownLeft={0} />);

// Issue 11: links stored before the http(s) rule must not reach a guest as javascript: links or frames.
describe("ContentModule links", () => {
  it("renders http(s) links and frames", () => {
    show({ mode: "redirect", redirectUrl: "https://example.com/next" });
    expect(screen.getByRole("link").getAttribute("href")).toBe("https://example.com/next");
  });

  it("drops javascript: and other schemes from links, frames and pictures' links", () => {
    const { container } = show({ mode: "redirect", redirectUrl: "javascript:alert(1)" });
    expect(container.querySelector("a")).toBeNull();
    const frame = show({ mode: "iframe", iframeUrl: "JavaScript:alert(1)" });
    expect(frame.container.querySelector("iframe")).toBeNull();
    const banner = show({
      mode: "banner-list",
      items: [{ imageUrl: "/assets/a.png", linkUrl: "data:text/html,<script>alert(1)</script>" }],
    });
    expect(banner.container.querySelector("img")).toBeTruthy();
    expect(banner.container.querySelector("a")).toBeNull();
  });
});
