import { useId } from "react";
import type { PlanDevice } from "../../data/floorPlans";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { cx } from "../../theme/cx";
import { Button } from "../../ui/Button";
import * as s from "./floorPlan.css";

/** Props of {@link PlanDevices}. */
export interface PlanDevicesProps {
  devices: PlanDevice[] | undefined;
  /** cuids whose marker is on the shown plan (saved or moved). */
  placed: ReadonlySet<string>;
  selected: string | null;
  onSelect(cuid: string | null): void;
  onPlace(cuid: string): void;
  onUnplace(cuid: string): void;
  /** No plan is shown: devices can be listed but not placed. */
  disabled?: boolean;
  /** The device list failed to load. */
  error?: unknown;
}

/**
 * The keyboard path to the markers: select a device (then arrow keys on the map move it), place it on the plan
 * at the map's centre, or take it off the plan.
 */
export function PlanDevices({
  devices,
  placed,
  selected,
  onSelect,
  onPlace,
  onUnplace,
  disabled,
  error,
}: PlanDevicesProps) {
  const { t } = usePortico();
  const titleId = useId();
  const sorted = devices ? [...devices].sort((a, b) => Number(placed.has(b.cuid)) - Number(placed.has(a.cuid))) : [];
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h3 className={s.panelTitle} id={titleId}>
        {t("floorplan.devices")}
      </h3>
      <p className={s.muted}>{t("floorplan.devicesHint")}</p>
      {error ? (
        <p className={s.error} role="alert">
          {errorMessage(t, error)}
        </p>
      ) : !devices ? (
        <p className={s.muted} role="status">
          {t("floorplan.loading")}
        </p>
      ) : devices.length === 0 ? (
        <p className={s.muted}>{t("floorplan.noDevices")}</p>
      ) : (
        <ul className={s.list}>
          {sorted.map((d) => {
            const name = d.nickname || d.cuid;
            const on = placed.has(d.cuid);
            return (
              <li key={d.cuid} className={cx(s.item, selected === d.cuid && s.itemSelected)} data-cuid={d.cuid}>
                <span className={s.itemName}>{name}</span>
                <span className={s.muted}>
                  {t(d.status.online ? "floorplan.online" : "floorplan.offline")} ·{" "}
                  {t(on ? "floorplan.onPlan" : "floorplan.notPlaced")}
                </span>
                {on ? (
                  <>
                    <Button
                      variant="secondary"
                      aria-pressed={selected === d.cuid}
                      aria-label={t("floorplan.select", { name })}
                      disabled={disabled}
                      onClick={() => onSelect(selected === d.cuid ? null : d.cuid)}
                    >
                      {t("floorplan.selectShort")}
                    </Button>
                    <Button
                      variant="link"
                      aria-label={t("floorplan.unplace", { name })}
                      disabled={disabled}
                      onClick={() => onUnplace(d.cuid)}
                    >
                      {t("floorplan.unplaceShort")}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={t("floorplan.place", { name })}
                    disabled={disabled}
                    onClick={() => onPlace(d.cuid)}
                  >
                    {t("floorplan.placeShort")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
