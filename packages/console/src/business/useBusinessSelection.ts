import { getCookie, setCookie, useMe } from "@portico/react";
import {
  afterRemoval,
  decideSelection,
  defaultNewBusiness,
  needsBusinessDetails,
  resolveBusinessSelection,
  routeBidOf,
  timeZoneFix,
  useBusinesses,
  useCreateBusiness,
  useUpdateBusiness,
} from "@portico/react/business";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { landingPath } from "../routes/resolveLocation";
import type { ConsoleBusiness } from "./BusinessContext";
import { switchBusinessPath } from "./switchBusinessPath";

/** The cookie that remembers the current business between visits. */
export const BUSINESS_COOKIE = "businessId";

/** The first-activity route a new owner's first business opens on. */
export function firstActivityPath(bid: number, projectId?: number): string {
  return `/businesses/${bid}/activities/first-activity${projectId ? `?project=${projectId}` : ""}`;
}

/**
 * The shell's business selection (specification part 1 section 4): decides the current business from the
 * route, the businessId cookie and the list; replaces bid 0; creates the first business ('Unnamed') for an
 * owner with none, or in event mode opens the new-business dialog; keeps the cookie on the current business;
 * fixes a business without a time zone and opens its editor when it lacks a name or time zone.
 */
export function useBusinessSelection(menuType: string | undefined) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const me = useMe().data;
  const list = useBusinesses();
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const [newOpen, setNewOpen] = useState(false);
  // After the last business was removed the user chose to be without one: no automatic 'Unnamed' again.
  const [noAutoCreate, setNoAutoCreate] = useState(false);
  const creating = useRef(false);
  // While the first business is being made, bid 0 must not be replaced (the new one opens its own route).
  const [creatingFirst, setCreatingFirst] = useState(false);
  const fixed = useRef(new Set<number>());
  const lastSection = useRef<string | null>(null);

  const businesses = list.data;
  const routeBid = routeBidOf(pathname);
  const cookie = getCookie(BUSINESS_COOKIE);
  const selected = useMemo(
    () =>
      creatingFirst
        ? undefined
        : businesses
          ? resolveBusinessSelection({
              routeBid: routeBid ?? 0,
              cookieBid: cookie && /^\d+$/.test(cookie) ? Number(cookie) : null,
              businesses,
            })
          : list.isError
            ? ("none" as const)
            : undefined,
    [creatingFirst, businesses, list.isError, routeBid, cookie],
  );
  const canCreate =
    me?.kind === "owner" && me.suspended === 0 && !newOpen && !noAutoCreate && !list.isError && menuType !== undefined;
  const decision = decideSelection({ pathname, search, selected, canCreate });
  const bid = decision.kind === "current" || decision.kind === "replace" ? decision.bid : 0;
  const business = businesses?.find((b) => b.id === bid);
  const notFound = routeBid !== null && routeBid > 0 && businesses !== undefined && !business;

  // Remember the last screen that is not the business editor (closing the editor returns there).
  useEffect(() => {
    if (!pathname.endsWith("/detail")) lastSection.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (decision.kind === "replace") navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  // The cookie follows the current business (only a business the caller can see).
  useEffect(() => {
    if (business) setCookie(BUSINESS_COOKIE, String(business.id));
  }, [business]);

  // No business at all: the first one is made for the owner (event mode: the dialog instead).
  useEffect(() => {
    if (decision.kind !== "create" || creating.current || !me) return;
    // Once per session: a cancelled dialog is not forced open again (the switcher's 'Add business' is there).
    creating.current = true;
    if (menuType === "event") {
      setNewOpen(true);
      return;
    }
    setCreatingFirst(true);
    create
      .mutateAsync(defaultNewBusiness({ email: me.email }))
      .then((b) => navigate(firstActivityPath(b.id), { replace: true }))
      .catch(() => {
        // Refused (a suspended owner, say): stay on bid 0 with the empty shell rather than retry in a loop.
        setCreatingFirst(false);
      });
  }, [decision.kind, me, menuType, create, navigate]);

  // The router may apply the navigation as a transition: hold bid 0 until the new route is really current.
  useEffect(() => {
    if (creatingFirst && routeBid !== null && routeBid > 0) setCreatingFirst(false);
  }, [creatingFirst, routeBid]);

  // A business without a name or time zone: fill the time zone, and open its editor once.
  useEffect(() => {
    if (!business || fixed.current.has(business.id) || !needsBusinessDetails(business)) return;
    fixed.current.add(business.id);
    const fix = timeZoneFix(business);
    if (fix && business.permissions.includes("put")) update.mutate({ businessId: business.id, body: fix });
    if (!pathname.endsWith("/detail")) navigate(`/businesses/${business.id}/detail`);
  }, [business, update, navigate, pathname]);

  const switchTo = useCallback(
    (next: number) => {
      setNewOpen(false);
      const to = switchBusinessPath(pathname, next);
      setCookie(BUSINESS_COOKIE, String(next));
      navigate(to === pathname ? `${to}${search}` : to);
    },
    [pathname, search, navigate],
  );

  const removed = useCallback(
    (removedBid: number) => {
      const rest = (businesses ?? []).filter((b) => b.id !== removedBid);
      const next = afterRemoval(rest, removedBid, bid);
      if (!next) return;
      if (next.openNew) {
        setNoAutoCreate(true);
        setNewOpen(true);
      }
      if (next.bid) setCookie(BUSINESS_COOKIE, String(next.bid));
      navigate(landingPath(next.bid, menuType), { replace: true });
    },
    [businesses, bid, menuType, navigate],
  );

  const value: ConsoleBusiness = {
    bid,
    menuType,
    notFound,
    sectionPath: () => lastSection.current,
    switchTo,
    openNewBusiness: () => setNewOpen(true),
    removed,
  };
  return { value, business, businesses, newOpen, setNewOpen };
}
