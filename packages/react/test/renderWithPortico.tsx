import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { type Mock, vi } from "vitest";
import type { Locale } from "../src/i18n/detectLocale";
import { PorticoProvider } from "../src/provider/PorticoProvider";

/** What the tests use of a render (named, so the type does not leak testing-library's internals). */
export interface RenderedWithPortico {
  rerender(ui: ReactElement): void;
  unmount(): void;
  container: HTMLElement;
  /** Every navigate() call of the provider's adapter. */
  navigate: Mock<(to: string) => void>;
}

/** Renders UI under a real PorticoProvider pointed at a (test) server; navigation is recorded, not performed. */
export function renderWithPortico(
  ui: ReactElement,
  opts: { baseUrl: string; token?: string | null; locale?: Locale } = { baseUrl: "http://127.0.0.1:1" },
): RenderedWithPortico {
  const navigate = vi.fn<(to: string) => void>();
  // A wrapper (not a parent element) so rerender() keeps the same provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider baseUrl={opts.baseUrl} token={opts.token ?? null} locale={opts.locale ?? "en"} navigate={navigate}>
      {children}
    </PorticoProvider>
  );
  const { rerender, unmount, container } = render(ui, { wrapper });
  return { rerender, unmount, container, navigate };
}
