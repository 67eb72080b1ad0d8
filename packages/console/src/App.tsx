import { PorticoProvider } from "@portico/react";
import { AccountStatusGate } from "@portico/react/account";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { Navigate, Route, Routes, useNavigate } from "react-router";
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignUpPage, VerifyEmailPage } from "./account/publicRoutes";
import { consoleMessages } from "./i18n";
import { HtmlLang } from "./i18n/HtmlLang";
import { getToken } from "./session";
import { PublicPage } from "./shell/PublicPage";
import { useMediaQuery } from "./shell/useMediaQuery";

/** Every route but the public ones needs the token cookie. */
function RequireToken({ children }: { children: ReactNode }) {
  return getToken() ? children : <Navigate to="/login" replace />;
}

// The guest portal: no shell, no sign-in, its own lazy chunk.
const PortalPage = lazy(() => import("./portal/PortalPage"));
// The admin shell loads only behind the token, so guests on the portal never download it.
const Shell = lazy(() => import("./shell/Shell").then((m) => ({ default: m.Shell })));

const publicRoutes: [string, () => ReactNode][] = [
  ["/login", LoginPage],
  ["/signup", SignUpPage],
  ["/forgot-password", ForgotPasswordPage],
  ["/reset-password", ResetPasswordPage],
  ["/verify-email", VerifyEmailPage],
];

/**
 * The console: the provider (token from the cookie, navigation through react-router, the console's texts),
 * the public pages, and the shell behind the token and the account-status gate. Render it inside a router.
 */
export function App({ baseUrl }: { baseUrl: string }) {
  const navigate = useNavigate();
  // The console follows the system's light or dark setting (the widgets' dark palette).
  const dark = useMediaQuery("(prefers-color-scheme: dark)");
  const appearance = useMemo(() => ({ theme: dark ? ("dark" as const) : ("light" as const) }), [dark]);
  return (
    <PorticoProvider
      baseUrl={baseUrl}
      getToken={getToken}
      navigate={(to) => navigate(to)}
      messages={consoleMessages}
      appearance={appearance}
    >
      <HtmlLang />
      <Routes>
        {publicRoutes.map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicPage>
                <Page />
              </PublicPage>
            }
          />
        ))}
        <Route
          path="/portal/:code"
          element={
            <Suspense fallback={null}>
              <PortalPage />
            </Suspense>
          }
        />
        <Route
          path="*"
          element={
            <RequireToken>
              <AccountStatusGate>
                <Suspense fallback={null}>
                  <Shell />
                </Suspense>
              </AccountStatusGate>
            </RequireToken>
          }
        />
      </Routes>
    </PorticoProvider>
  );
}
