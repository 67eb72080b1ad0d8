import { GuestPortal } from "@portico/react/portal";
import { useCallback } from "react";
import { useParams, useSearchParams } from "react-router";

/**
 * /portal/:code: the live guest portal of a link (where /s/{code} sends guests), outside the admin shell and
 * without sign-in. Loaded lazily, so guests on captive networks never fetch the console's own screens.
 */
export default function PortalPage() {
  const { code = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  // Back from a custom authentication app with ?signIn=<state>: GuestPortal finishes it, then we drop it.
  const dropState = useCallback(
    () =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("signIn");
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return (
    <main>
      <GuestPortal code={code} signInState={search.get("signIn")} onSignInStateUsed={dropState} />
    </main>
  );
}
