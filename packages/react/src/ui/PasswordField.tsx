import { useState } from "react";
import { usePortico } from "../provider/context";
import * as s from "./styles.css";
import { TextField, type TextFieldProps } from "./TextField";

// Inline icons: no icon font or emoji font needed in the host.
const eye = "M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Zm11-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z";
const slash = "M3 3l18 18";

/**
 * A password input with a show/hide toggle.
 * @example <PasswordField label={t("field.password")} autoComplete="current-password" {...form.field("password")} />
 */
export function PasswordField(props: Omit<TextFieldProps, "type" | "adornment">) {
  const { t } = usePortico();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      style={{ paddingRight: "2.75em", ...props.style }}
      type={visible ? "text" : "password"}
      adornment={
        <button
          type="button"
          className={s.inputAdornment}
          aria-pressed={visible}
          aria-label={visible ? t("password.hide") : t("password.show")}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d={eye} />
            {visible ? <path d={slash} /> : null}
          </svg>
        </button>
      }
    />
  );
}
