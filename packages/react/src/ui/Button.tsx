import type { ButtonHTMLAttributes } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./styles.css";

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default "primary" */
  variant?: "primary" | "secondary" | "danger" | "link";
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
}

/**
 * A themed button. `type` defaults to "button" so a button is never an accidental submit.
 * @example <Button type="submit" loading={submitting}>{t("signIn.submit")}</Button>
 */
export function Button({
  variant = "primary",
  loading,
  disabled,
  className,
  children,
  type,
  style,
  ...rest
}: ButtonProps) {
  const { elementClass } = usePortico();
  const scoped = useScopedRoot();
  return (
    <button
      type={type ?? "button"}
      className={cx(scoped.className, s.button[variant], elementClass("button"), className)}
      style={{ ...scoped.style, ...style }}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={s.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
