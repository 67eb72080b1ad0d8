import type { FormHTMLAttributes, ReactNode } from "react";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./styles.css";

/**
 * A form that lays out its fields and never validates natively (Portico shows its own inline, translated errors).
 * @example <Form onSubmit={form.handleSubmit}>...</Form>
 */
export function Form({ className, children, style, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  const scoped = useScopedRoot();
  return (
    <form
      noValidate
      className={cx(scoped.className, s.stack, className)}
      style={{ ...scoped.style, ...style }}
      {...rest}
    >
      {children}
    </form>
  );
}

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: "danger" | "success" | "warning";
  title?: ReactNode;
  children?: ReactNode;
}

/**
 * A notice box; the danger tone is the spec's red box titled 'Error' and is announced to screen readers.
 * @example <Alert tone="danger" title={t("Error")}>{form.formError}</Alert>
 */
export function Alert({ tone, title, children }: AlertProps) {
  const { elementClass } = usePortico();
  const scoped = useScopedRoot();
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={cx(scoped.className, s.alert[tone], tone === "danger" && elementClass("error"))}
      style={scoped.style}
    >
      {title ? <p className={s.alertTitle}>{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}

/** The form-level error of a failed submit, titled 'Error' in the current language. */
export function FormError({ error }: { error: string | null | undefined }) {
  const { t } = usePortico();
  if (!error) return null;
  return (
    <Alert tone="danger" title={t("Error")}>
      {error}
    </Alert>
  );
}
