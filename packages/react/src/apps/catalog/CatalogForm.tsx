import { type ReactNode, useId, useState } from "react";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { Form, FormError } from "../../ui/Form";
import { useToast } from "../../ui/Toast";
import { WriteControl, WriteFieldset } from "../../ui/WriteControl";
import * as s from "./catalog.css";

/**
 * Save state of a catalogue editor: `submit` runs the save when `valid`, toasts, then calls `done`; a failed save
 * keeps what the user typed and shows the server's translated error.
 */
export function useCatalogSave<R>(save: () => Promise<R>, done: (saved: R) => void) {
  const { t } = usePortico();
  const toast = useToast();
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The fields the server named in its refusal (e.g. a webhook URL the outbound guard refused).
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const submit = async (valid: boolean) => {
    setTried(true);
    setFormError(null);
    setServerFields({});
    if (!valid) return;
    try {
      const saved = await save();
      toast.success(t("catalog.saved"));
      done(saved);
    } catch (err) {
      setFormError(errorMessage(t, err));
      setServerFields((err as { fields?: Record<string, string> }).fields ?? {});
    }
  };
  return { tried, formError, serverFields, submit };
}

/** A catalogue editor's form: heading, the fields (disabled for read-only sub-accounts), Save and back. */
export function CatalogForm(props: {
  businessId: number;
  title: string;
  formError: string | null;
  busy: boolean;
  onSubmit(): void;
  /** Back to the list; no button when there is no list. */
  onBack?(): void;
  /** Write verb of the save: post for a new item, put for an existing one. */
  verb: "post" | "put";
  children: ReactNode;
}) {
  const { t } = usePortico();
  const formId = useId();
  return (
    <>
      <div className={s.head}>
        <h2 className={s.title}>{props.title}</h2>
      </div>
      <WriteFieldset businessId={props.businessId} verb={props.verb}>
        <Form
          id={formId}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
          aria-busy={props.busy || undefined}
        >
          <FormError error={props.formError} />
          {props.children}
        </Form>
      </WriteFieldset>
      <div className={s.actions}>
        <WriteControl businessId={props.businessId} verb={props.verb}>
          <Button type="submit" form={formId} disabled={props.busy}>
            {t("catalog.save")}
          </Button>
        </WriteControl>
        {props.onBack ? (
          <Button variant="secondary" onClick={props.onBack}>
            {t("catalog.cancel")}
          </Button>
        ) : null}
      </div>
    </>
  );
}
