import { cloneElement, type ReactElement, type ReactNode, type SyntheticEvent } from "react";
import type { AclVerb } from "../data/businessTypes";
import { useCan, usePermission } from "../data/useCan";
import { usePortico } from "../provider/context";
import { Alert } from "./Form";
import * as s from "./styles.css";

/** The ACL verbs that change something: the ones a write control needs. */
export type WriteVerb = Exclude<AclVerb, "get">;

/**
 * The attribute every write control carries, with its verb as the value: `[data-portico-write]` finds them (the
 * read-only e2e test asserts none is enabled for a read-only sub-account, and that an owner has enabled ones).
 */
export const WRITE_CONTROL_ATTR = "data-portico-write";

/** Props of {@link WriteControl}. */
export interface WriteControlProps {
  businessId: number;
  /** post = add or create, put = change, delete = remove. */
  verb: WriteVerb;
  /**
   * Hide the control when the caller lacks the verb (row actions, dialog footers). Default: show it disabled with
   * a tooltip saying why, so the user learns what exists and why it is out of reach.
   */
  hide?: boolean;
  /** One element that takes `aria-disabled`, `title` and `onClick` (a Button, a menu item, a switch ...). */
  children: ReactElement<Record<string, unknown>>;
}

const block = (e: SyntheticEvent) => {
  e.preventDefault();
  e.stopPropagation();
};

/**
 * The props that make an element a write control for `allowed` ({@link useCan}'s answer): the marker attribute, and when refused `aria-disabled`, the translated reason as `title`, and clicks swallowed (a submit
 * button does not submit, a switch does not toggle). `aria-disabled` rather than `disabled` keeps the control
 * focusable, so the reason is read out and shown on hover.
 */
export function writeControlProps(verb: WriteVerb, allowed: boolean, reason: string): Record<string, unknown> {
  if (allowed) return { [WRITE_CONTROL_ATTR]: verb };
  return {
    [WRITE_CONTROL_ATTR]: verb,
    "aria-disabled": true,
    title: reason,
    onClick: block,
    onKeyDown: (e: SyntheticEvent & { key?: string }) => {
      if (e.key === "Enter" || e.key === " ") block(e);
    },
    onPointerDown: block,
  };
}

/**
 * The write-control props for a business and verb, for an element that {@link WriteControl} cannot wrap (a
 * component that forwards only some props): `allowed` as {@link useCan}, and `props` to spread on the element.
 * @example const save = useWriteProps(bid, "put"); <button type="submit" {...save.props}>Save</button>
 */
export function useWriteProps(businessId: number, verb: WriteVerb) {
  const allowed = useCan(businessId, verb);
  const { t } = usePortico();
  return { allowed, props: writeControlProps(verb, allowed, t(`write.denied.${verb}`)) };
}

/**
 * Wraps ONE write control (a button, a menu item, a switch) so that it follows the caller's permission on the
 * business: enabled for a caller who holds `verb`, else hidden (`hide`) or disabled with a tooltip that says why.
 * Every widget uses it for every control that changes data; a whole column or form asks {@link useCan}.
 * @example
 * <WriteControl businessId={bid} verb="post">
 *   <Button onClick={openBind}>{t("inodes.bind")}</Button>
 * </WriteControl>
 */
export function WriteControl({ businessId, verb, hide, children }: WriteControlProps) {
  const { props } = useWriteProps(businessId, verb);
  // A hidden control waits for the answer: a read-only user never sees it flash in.
  const known = usePermission(businessId, verb);
  if (hide && known !== true) return null;
  return cloneElement(children, props);
}

/** Props of {@link WriteFieldset}. */
export interface WriteFieldsetProps {
  businessId: number;
  /** @default "put" */
  verb?: WriteVerb;
  /** A class for the fieldset (it has no border, padding or margin of its own). */
  className?: string;
  children: ReactNode;
}

/**
 * A whole editor under one permission: for a caller without `verb` every field and button inside is disabled (a
 * disabled fieldset) under a note that says why, so the screen is for viewing and nothing is saved by accident.
 * The fieldset is itself a write control (it carries the marker attribute).
 * Dialogs opened from inside render in a portal, outside it: gate their openers with {@link WriteControl}.
 * @example <WriteFieldset businessId={bid}><EditorBody ... /></WriteFieldset>
 */
export function WriteFieldset({ businessId, verb = "put", className, children }: WriteFieldsetProps) {
  const allowed = useCan(businessId, verb);
  const { t } = usePortico();
  return (
    <>
      {!allowed ? <Alert tone="warning">{t(`write.denied.${verb}`)}</Alert> : null}
      <fieldset
        className={className ? `${s.bareFieldset} ${className}` : s.bareFieldset}
        disabled={!allowed}
        {...{ [WRITE_CONTROL_ATTR]: verb }}
      >
        {children}
      </fieldset>
    </>
  );
}
