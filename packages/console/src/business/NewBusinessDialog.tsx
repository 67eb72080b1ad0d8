import { BusinessEditor, DEFAULT_PROJECT_NAME, useCreateProject } from "@portico/react/business";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { firstActivityPath } from "./useBusinessSelection";

/** Props of {@link NewBusinessDialog}. */
export interface NewBusinessDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  menuType: string | undefined;
  /** Where to go with the new business when it is not the event-mode first one. */
  onCreated(bid: number): void;
  /** The account had no business: the new one opens the first-activity route. */
  first: boolean;
}

/**
 * The new-business dialog (the business editor on "new"). In event mode a first business also gets the
 * project 'My Project' of type event, and the first-activity route opens with it selected.
 */
export function NewBusinessDialog({ open, onOpenChange, menuType, onCreated, first }: NewBusinessDialogProps) {
  const navigate = useNavigate();
  const [projectFor, setProjectFor] = useState(0);
  const createProject = useCreateProject(projectFor);
  const started = useRef(0);

  useEffect(() => {
    if (!projectFor || started.current === projectFor) return;
    started.current = projectFor;
    createProject
      .mutateAsync(DEFAULT_PROJECT_NAME)
      .then((p) => navigate(firstActivityPath(projectFor, p.appId), { replace: true }))
      .catch(() => navigate(firstActivityPath(projectFor), { replace: true }));
  }, [projectFor, createProject, navigate]);

  return (
    <BusinessEditor
      businessId="new"
      open={open}
      onOpenChange={onOpenChange}
      onSaved={(b) => {
        onOpenChange(false);
        if (first && menuType === "event") setProjectFor(b.id);
        else if (first) navigate(firstActivityPath(b.id), { replace: true });
        else onCreated(b.id);
      }}
    />
  );
}
