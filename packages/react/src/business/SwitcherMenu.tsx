import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "../theme/cx";
import { PorticoRoot, useScopedRoot } from "../theme/PorticoRoot";
import * as s from "./business.css";

/** Props of {@link SwitcherMenu}. */
export interface SwitcherMenuProps {
  /** What the trigger shows (the current item, or a loading or empty text). */
  triggerText: string;
  triggerLabel: string;
  disabled?: boolean;
  /** The menu's heading. */
  heading: string;
  /** Shown above the items when there are none. */
  empty?: ReactNode;
  items: { value: number; label: string }[];
  value: number;
  onSwitch(value: number): void;
  /** An 'Add …' item at the end, when given. */
  add?: { label: string; onSelect(): void };
}

/**
 * The dropdown shared by the business and project switchers: a radio list with the current item checked and
 * an optional add item. Radix: Enter, Space or ArrowDown open it, arrows move, Enter picks, Escape closes.
 */
export function SwitcherMenu(p: SwitcherMenuProps) {
  const scoped = useScopedRoot();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cx(scoped.className, s.trigger)}
        style={scoped.style}
        disabled={p.disabled}
        aria-label={p.triggerLabel}
      >
        <span className={s.triggerText}>{p.triggerText}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <PorticoRoot>
          <DropdownMenu.Content className={s.menu} align="start" sideOffset={4}>
            <DropdownMenu.Label className={s.muted}>{p.heading}</DropdownMenu.Label>
            {p.items.length ? null : p.empty}
            <DropdownMenu.RadioGroup value={String(p.value)} onValueChange={(v) => p.onSwitch(Number(v))}>
              {p.items.map((item) => (
                <DropdownMenu.RadioItem key={item.value} value={String(item.value)} className={s.menuItem}>
                  <span className={s.check} aria-hidden="true">
                    <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                  </span>
                  {item.label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            {p.add ? (
              <>
                <DropdownMenu.Separator className={s.menuSeparator} />
                <DropdownMenu.Item className={s.menuItem} onSelect={() => p.add?.onSelect()}>
                  <span className={s.check} aria-hidden="true">
                    +
                  </span>
                  {p.add.label}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </PorticoRoot>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
