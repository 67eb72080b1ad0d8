import type { MouseEvent, ReactNode } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { PorticoRoot } from "../theme/PorticoRoot";
import * as s from "../ui/styles.css";

/** The card every account screen sits in: a heading, an optional intro and the content. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { elementClass } = usePortico();
  return (
    <PorticoRoot>
      <section className={cx(s.card, elementClass("card"))}>
        <h1 className={s.title}>{title}</h1>
        {subtitle ? <p className={s.subtitle}>{subtitle}</p> : null}
        {children}
      </section>
    </PorticoRoot>
  );
}

/** A real link (so it opens in a new tab too) whose plain click goes through the provider's navigate(). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = usePortico();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={s.button.link}>
      {children}
    </a>
  );
}

/** The small line under a form ("No account yet? Create an account"). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <p className={s.footer}>{children}</p>;
}
