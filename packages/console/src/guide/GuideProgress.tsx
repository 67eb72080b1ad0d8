import { usePortico } from "@portico/react";
import { useId } from "react";
import * as s from "../shell/Shell.css";
import { GUIDE_STEPS, type GuideStatus, guideActive, guideDoneCount, guideStep } from "./guideMode";

/**
 * The guide-mode progress in the sidebar (wifi menu type): the step to do next, how many of three are done,
 * and which menus stay hidden until the guide is complete. Nothing outside guide mode.
 */
export function GuideProgress({ menuType, status }: { menuType: string | undefined; status: GuideStatus | undefined }) {
  const { t } = usePortico();
  const id = useId();
  if (!guideActive(menuType, status)) return null;
  const step = guideStep(status);
  const done = guideDoneCount(status);
  const total = GUIDE_STEPS.length - 1;
  return (
    <section className={s.guide} aria-labelledby={id} data-guide-step={step}>
      <h2 id={id} className={s.menuGroupTitle}>
        {t("console.guide.title")}
      </h2>
      <progress
        className={s.guideBar}
        max={total}
        value={done}
        aria-label={t("console.guide.progress", { done, total })}
      />
      <p>{t("console.guide.progress", { done, total })}</p>
      <p>
        <strong>{t(`console.guide.step.${step}`)}</strong>
      </p>
      <p className={s.muted}>{t("console.guide.hidden")}</p>
    </section>
  );
}
