import type { PorticoClient } from "@portico/sdk";
import type { LiveEvents } from "@portico/sdk/live";
import type { i18n as I18n, TFunction } from "i18next";
import type { CSSProperties } from "react";
import type { Locale } from "../i18n/detectLocale";
import type { Appearance, AppearanceElement } from "../theme/appearance";
import { createPorticoContext } from "./createPorticoContext";

/** A check run before navigate(): resolves false to stay (a widget with unsaved changes asks, say). */
export type NavigationGuard = (to: string) => boolean | Promise<boolean>;

/** What `usePortico()` returns. */
export interface PorticoContextValue {
  /** The typed SDK client, authenticated through the provider's token. */
  client: PorticoClient;
  /** The API origin the client calls (`""` for the page's own origin): links to signed URLs resolve against it. */
  baseUrl?: string;
  /** The provider's shared live-events connection (opened on first call), or null when off or signed out. */
  live(): LiveEvents | null;
  /** Navigates through the host's adapter (default `window.location.assign`). */
  navigate(to: string): void;
  /** Registers a guard that navigate() consults first (in-app navigation only); returns its removal. */
  guardNavigation(guard: NavigationGuard): () => void;
  /** The current language. */
  locale: Locale;
  /** Switches the language (stores the `lang` cookie and tells the host through onLocaleChange). */
  setLocale(locale: Locale): void;
  /** Translates a catalogue key in the current language. */
  t: TFunction;
  /** This provider's own i18next instance. */
  i18n: I18n;
  /** The host's appearance. */
  appearance: Appearance;
  /** Inline custom properties of the theme contract, for every widget root. */
  themeStyle: CSSProperties;
  /** Class names a host added for one element through `appearance.elements`. */
  elementClass(element: AppearanceElement): string | undefined;
}

/** The provider's context and `usePortico`, made by the one context helper. */
export const [PorticoContext, usePortico] = createPorticoContext<PorticoContextValue>("usePortico");
