import { usePortico } from "@portico/react";
import { BusinessList, BusinessSwitcher, ProjectEditor, ProjectSwitcher, projectIdOf } from "@portico/react/business";
import { Dialog } from "@portico/react/ui";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import * as s from "../shell/Shell.css";
import { useConsoleBusiness } from "./BusinessContext";

/**
 * The business part of the top navigation: the business switcher (switching keeps the section), a
 * 'Businesses' button with the list of all businesses, and in event mode the project switcher (the
 * `project` query parameter; 'All Items' is appId 0).
 */
export function BusinessBar() {
  const { t } = usePortico();
  const { bid, menuType, switchTo, openNewBusiness } = useConsoleBusiness();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [listOpen, setListOpen] = useState(false);
  const [newProject, setNewProject] = useState(false);
  const projectId = projectIdOf(search);
  const setProject = (appId: number) => {
    const q = new URLSearchParams(search);
    if (appId) q.set("project", String(appId));
    else q.delete("project");
    const qs = q.toString();
    navigate(`${pathname}${qs ? `?${qs}` : ""}`);
  };

  return (
    <div className={s.businessBar}>
      <div data-tour="business" className={s.businessSwitcher}>
        <BusinessSwitcher businessId={bid} onSwitch={switchTo} onCreate={openNewBusiness} />
      </div>
      <button type="button" className={s.iconButton} onClick={() => setListOpen(true)}>
        {t("console.business.all")}
      </button>
      {menuType === "event" && bid > 0 ? (
        <>
          <ProjectSwitcher
            businessId={bid}
            projectId={projectId}
            onSwitch={setProject}
            onCreate={() => setNewProject(true)}
          />
          <ProjectEditor
            businessId={bid}
            projectId="new"
            open={newProject}
            onOpenChange={setNewProject}
            onSaved={(p) => {
              setNewProject(false);
              setProject(p.appId);
            }}
          />
        </>
      ) : null}
      <Dialog open={listOpen} onOpenChange={setListOpen} title={t("console.business.all")} role="dialog">
        <BusinessList
          onOpen={(next) => {
            setListOpen(false);
            navigate(`/businesses/${next}/detail`);
          }}
        />
      </Dialog>
    </div>
  );
}
