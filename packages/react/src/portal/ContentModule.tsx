import { isSafeLink } from "@portico/sdk/rules";
import { useState } from "react";
import { usePortico } from "../provider/context";
import { Button } from "../ui/Button";
import * as s from "./portal.css";
import type { PortalModuleProfile } from "./types";

type Item = NonNullable<PortalModuleProfile["items"]>[number];

/** One picture with its caption, linked when the owner gave a link. */
function Picture({ item, alt }: { item: Item; alt: string }) {
  const img = <img className={s.media} src={item.imageUrl} alt={item.caption || alt} loading="lazy" />;
  return (
    <figure className={s.figure}>
      {/* Links saved before the http(s) rule (issue 11) are not rendered. */}
      {item.linkUrl && isSafeLink(item.linkUrl) ? (
        <a href={item.linkUrl} target="_blank" rel="noopener noreferrer">
          {img}
        </a>
      ) : (
        img
      )}
      {item.caption ? (
        <figcaption className={s.caption} aria-hidden="true">
          {item.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A carousel: one picture at a time with previous and next buttons (wrapping round). */
function Carousel({ items, alt }: { items: Item[]; alt: string }) {
  const { t } = usePortico();
  const [at, setAt] = useState(0);
  const index = at % items.length;
  const item = items[index]!;
  const move = (by: number) => setAt((index + by + items.length) % items.length);
  return (
    <section aria-roledescription="carousel" aria-label={t("portal.carousel")}>
      <div aria-live="polite">
        <Picture item={item} alt={alt} />
      </div>
      {items.length > 1 ? (
        <div className={s.carouselNav}>
          <Button variant="secondary" onClick={() => move(-1)} aria-label={t("portal.carousel.previous")}>
            ‹
          </Button>
          <span className={s.muted}>{t("portal.carousel.position", { n: index + 1, count: items.length })}</span>
          <Button variant="secondary" onClick={() => move(1)} aria-label={t("portal.carousel.next")}>
            ›
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** Props of {@link ContentModule}. */
export interface ContentModuleProps {
  profile: PortalModuleProfile;
  /** Seconds left of a countdown module. */
  countdownLeft: number;
}

/**
 * The body of a module that only shows something: countdown, video, banner list, carousel, iframe (sandboxed),
 * redirect (a link). Other types show nothing beyond their name and buttons.
 */
export function ContentModule({ profile, countdownLeft }: ContentModuleProps) {
  const { t } = usePortico();
  const items = profile.items ?? [];
  switch (profile.mode) {
    case "countdown":
      return countdownLeft > 0 ? (
        <p className={s.countdown} role="timer" aria-live="off">
          {t("portal.countdown", { seconds: countdownLeft })}
        </p>
      ) : null;
    case "video":
      return profile.videoUrl && isSafeLink(profile.videoUrl, { relative: true }) ? (
        // biome-ignore lint/a11y/useMediaCaption: owners upload plain videos; the portal has no caption track to give
        <video
          className={s.media}
          src={profile.videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label={t("portal.video")}
        />
      ) : null;
    case "banner-list":
      return items.length ? (
        <ul className={s.figures}>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the owner's list is fixed while shown and may repeat a picture
            <li key={`${item.imageUrl}-${i}`}>
              <Picture item={item} alt={`${profile.name} ${i + 1}`} />
            </li>
          ))}
        </ul>
      ) : null;
    case "carousel":
      return items.length ? <Carousel items={items} alt={profile.name} /> : null;
    case "iframe":
      return profile.iframeUrl && isSafeLink(profile.iframeUrl) ? (
        <iframe
          className={s.frame}
          src={profile.iframeUrl}
          title={profile.name}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      ) : null;
    case "redirect":
      return profile.redirectUrl && isSafeLink(profile.redirectUrl) ? (
        <a
          className={s.link}
          href={profile.redirectUrl}
          {...(profile.redirectMode === "self" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
        >
          {t("portal.redirect")}
        </a>
      ) : null;
    default:
      return null;
  }
}
