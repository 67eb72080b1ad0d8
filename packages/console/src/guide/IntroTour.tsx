import { usePortico } from "@portico/react";
import { Button } from "@portico/react/ui";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import * as s from "../shell/Shell.css";
import { nextTourIndex, TOUR_ANCHORS, TOUR_STEPS, type TourStep, tourTextKeys } from "./tourSteps";

function anchorOf(step: TourStep): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${TOUR_ANCHORS[step]}"]`);
}

/** An anchor counts when it is in the page and rendered (a hidden menu section is skipped). */
function anchorVisible(step: TourStep): boolean {
  const el = anchorOf(step);
  return Boolean(el && el.getClientRects().length > 0);
}

interface Place {
  top: number;
  left: number;
  box: { top: number; left: number; width: number; height: number };
}

function placeNear(el: HTMLElement): Place {
  const r = el.getBoundingClientRect();
  const width = Math.min(320, window.innerWidth - 24);
  const below = r.bottom + 8;
  const right = r.right + 8;
  // Beside a sidebar section, below a top-bar control; always inside the viewport.
  const besides = r.left < window.innerWidth / 3 && r.top > 80 && right + width < window.innerWidth;
  const top = Math.max(12, Math.min(besides ? r.top : below, window.innerHeight - 220));
  const left = Math.max(12, Math.min(besides ? right : r.left, window.innerWidth - width - 12));
  return { top, left, box: { top: r.top - 4, left: r.left - 4, width: r.width + 8, height: r.height + 8 } };
}

/**
 * The guided intro tour: a small non-modal popover that walks the business switcher, the account menu and
 * the menu sections (activity, channels, apps, analytics, direct marketing), skipping steps whose anchor is
 * hidden. Escape or 'End tour' closes it; focus returns to where it was.
 */
export function IntroTour({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = usePortico();
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useEffect(() => {
    if (!open) {
      setIndex(null);
      return;
    }
    returnTo.current = document.activeElement;
    const first = nextTourIndex(-1, 1, anchorVisible);
    if (first === null) onClose();
    else setIndex(first);
  }, [open, onClose]);

  const step = index === null ? null : TOUR_STEPS[index]!;

  useLayoutEffect(() => {
    if (!step) return;
    const el = anchorOf(step);
    if (!el) return;
    el.scrollIntoView?.({ block: "nearest" });
    const update = () => setPlace(placeNear(el));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [step]);

  // Focus moves into the popover once it is placed, and again on every step.
  const placed = place !== null;
  useEffect(() => {
    if (step && placed) ref.current?.focus();
  }, [step, placed]);

  const end = () => {
    onClose();
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };
  if (!open || index === null || !step || !place) return null;
  const prev = nextTourIndex(index, -1, anchorVisible);
  const next = nextTourIndex(index, 1, anchorVisible);
  const keys = tourTextKeys(step);

  return (
    <>
      <div className={s.tourHighlight} style={place.box} aria-hidden="true" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={s.tour}
        style={{ top: place.top, left: place.left }}
        data-tour-step={step}
        onKeyDown={(e) => {
          if (e.key === "Escape") end();
        }}
      >
        <h2 id={titleId} className={s.tourTitle}>
          {t(keys.title)}
        </h2>
        <p id={bodyId}>{t(keys.body)}</p>
        <div className={s.tourActions}>
          <Button variant="secondary" onClick={end}>
            {t("console.tour.end")}
          </Button>
          {prev !== null ? (
            <Button variant="secondary" onClick={() => setIndex(prev)}>
              {t("console.tour.back")}
            </Button>
          ) : null}
          {next !== null ? (
            <Button onClick={() => setIndex(next)}>{t("console.tour.next")}</Button>
          ) : (
            <Button onClick={end}>{t("console.tour.done")}</Button>
          )}
        </div>
      </div>
    </>
  );
}
