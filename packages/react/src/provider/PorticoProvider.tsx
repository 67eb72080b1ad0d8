import { createPorticoClient, type GetToken, type PorticoError } from "@portico/sdk";
import type { LiveEvents } from "@portico/sdk/live";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { I18nextProvider } from "react-i18next";
import { preloadMountedAreas } from "../i18n/areaCatalogues";
import { CatalogueFallback } from "../i18n/CatalogueFallback";
import { createI18n, type Messages } from "../i18n/createI18n";
import { detectBrowserLocale, type Locale } from "../i18n/detectLocale";
import { type Appearance, appearanceStyle } from "../theme/appearance";
import { ToastProvider } from "../ui/Toast";
import { type NavigationGuard, PorticoContext, type PorticoContextValue } from "./context";
import { setCookie } from "./cookies";
import { createSharedLive } from "./sharedLive";

/** Props of {@link PorticoProvider}. */
export interface PorticoProviderProps {
  /** Origin of the Portico API, e.g. `https://api.example.com` or `""` for the page's own origin. */
  baseUrl: string;
  /** Returns the current access token; called before every request. Wins over `token`. */
  getToken?: GetToken;
  /** A static access token, for hosts that already hold one. */
  token?: string | null;
  /** Language; when omitted, the `lang` cookie, else the browser's languages, else English. */
  locale?: Locale;
  /** Told when a widget (a language switcher, say) changes the language. */
  onLocaleChange?(locale: Locale): void;
  /** Theme and variables of every widget. */
  appearance?: Appearance;
  /** Navigation adapter (react-router's navigate, say); default `window.location.assign`. */
  navigate?(to: string): void;
  /** The host's QueryClient; the provider makes its own when omitted. */
  queryClient?: QueryClient;
  /** Extra i18n texts per locale, merged over the built-in catalogues. */
  messages?: Messages;
  /**
   * Live events (device status and the like) that keep widgets current without a reload: `true` (default)
   * opens one websocket on first use, `false` turns them off, or pass the host's own connection.
   */
  live?: boolean | LiveEvents;
  children?: ReactNode;
}

function defaultNavigate(to: string): void {
  if (typeof window !== "undefined") window.location.assign(to);
}

/** Retries only failures that can heal by themselves (network, 5xx), twice. */
function retry(count: number, err: unknown): boolean {
  const status = (err as Partial<PorticoError> | null)?.status;
  return count < 2 && (status === undefined || status === 0 || status >= 500);
}

/**
 * Gives every Portico widget its API client, language, appearance and navigation.
 *
 * @example
 * <PorticoProvider baseUrl="" getToken={() => readCookie("token")} navigate={(to) => router.navigate(to)}
 *   appearance={{ theme: "dark", variables: { colorPrimary: "#7C3AED" } }}>
 *   <SignIn onSignedIn={({ token }) => saveToken(token)} />
 * </PorticoProvider>
 */
export function PorticoProvider(props: PorticoProviderProps) {
  if (useContext(PorticoContext) !== null) {
    throw new Error("`<PorticoProvider>` cannot be nested inside another `<PorticoProvider>`");
  }
  const { baseUrl, locale: localeProp, onLocaleChange, appearance, navigate, messages, children } = props;

  // The latest token source, read on every request so the client never holds a stale token.
  const tokenRef = useRef<{ getToken?: GetToken; token?: string | null }>({});
  tokenRef.current = { getToken: props.getToken, token: props.token };
  const getToken = useCallback<GetToken>(() => {
    const src = tokenRef.current;
    return src.getToken ? src.getToken() : (src.token ?? null);
  }, []);
  const client = useMemo(() => createPorticoClient({ baseUrl, getToken }), [baseUrl, getToken]);

  const liveSource = props.live ?? true;
  const hasToken = () => Boolean(tokenRef.current.getToken || tokenRef.current.token);
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasToken reads a ref; one connection per source
  const sharedLive = useMemo(() => createSharedLive(liveSource, baseUrl, getToken, hasToken), [liveSource, baseUrl]);
  useEffect(() => () => sharedLive.close(), [sharedLive]);
  const live = useCallback(() => sharedLive.get(), [sharedLive]);

  const [ownQueryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry, refetchOnWindowFocus: false } } }),
  );
  const queryClient = props.queryClient ?? ownQueryClient;

  const [innerLocale, setInnerLocale] = useState<Locale>(() => detectBrowserLocale(localeProp));
  const wanted = localeProp ?? innerLocale;
  // A language switch shows once the texts of the widgets on screen are in: meanwhile the old language stays
  // (the deferred render suspends in useAreaMessages), so nothing flashes English or a fallback.
  const locale = useDeferredValue(wanted);
  if (wanted !== locale) preloadMountedAreas(wanted);
  // Keyed by content, so a host passing an inline messages object does not rebuild i18n on every render.
  const messagesKey = JSON.stringify(messages ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the messages' content changes
  const i18n = useMemo(() => createI18n(locale, messages), [messagesKey]);
  // Widgets read t from getFixedT right away; hosts' useTranslation follows after the commit.
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  const t = useMemo(() => i18n.getFixedT(locale), [i18n, locale]);

  const onLocaleChangeRef = useRef(onLocaleChange);
  onLocaleChangeRef.current = onLocaleChange;
  const setLocale = useCallback((next: Locale) => {
    setCookie("lang", next);
    setInnerLocale(next);
    onLocaleChangeRef.current?.(next);
  }, []);

  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // Widgets with unsaved changes register guards; navigate() goes on only when each agrees (at once when none).
  const guards = useRef(new Set<NavigationGuard>());
  const guardNavigation = useCallback((guard: NavigationGuard) => {
    guards.current.add(guard);
    return () => void guards.current.delete(guard);
  }, []);
  const nav = useCallback((to: string) => {
    const go = () => (navigateRef.current ?? defaultNavigate)(to);
    if (!guards.current.size) return go();
    void (async () => {
      for (const guard of [...guards.current]) if (!(await guard(to))) return;
      go();
    })();
  }, []);

  const value = useMemo<PorticoContextValue>(() => {
    const a = appearance ?? {};
    return {
      client,
      baseUrl,
      live,
      navigate: nav,
      guardNavigation,
      locale,
      setLocale,
      t,
      i18n,
      appearance: a,
      themeStyle: appearanceStyle(a),
      elementClass: (el) => a.elements?.[el],
    };
  }, [client, baseUrl, live, nav, guardNavigation, locale, setLocale, t, i18n, appearance]);

  return (
    <PorticoContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            {/* A widget waits here while its texts in the user's language load (a language switch keeps the old). */}
            <Suspense fallback={<CatalogueFallback />}>{children}</Suspense>
          </ToastProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </PorticoContext.Provider>
  );
}
