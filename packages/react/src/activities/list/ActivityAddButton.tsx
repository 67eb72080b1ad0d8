import { type Activity, useCreateActivity } from "../../data/activities";
import { errorMessage } from "../../i18n/errorMessage";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { useToast } from "../../ui/Toast";
import { WriteControl } from "../../ui/WriteControl";

/** Props of {@link ActivityAddButton}. */
export interface ActivityAddButtonProps {
  businessId: number;
  /** Why an activity cannot be added yet (an i18n key), or null. */
  blocker: string | null;
  /** Event mode: the project the new activity belongs to. */
  appId?: number | undefined;
  onAdded(activity: Activity): void;
}

/** Adds an empty activity ('Unnamed'), toasts 'Add' and hands it on; a blocker shows its message instead. */
export function ActivityAddButton({ businessId, blocker, appId, onAdded }: ActivityAddButtonProps) {
  const { t } = usePortico();
  const toast = useToast();
  const create = useCreateActivity(businessId);
  const add = async () => {
    if (blocker) {
      toast.error(t(blocker), blocker === "Msg-Must-Select-Project-First" ? 5000 : undefined); // the spec's 5 s
      return;
    }
    try {
      const a = await create.mutateAsync(appId ? { appId } : {});
      toast.success(t("activities.toast.add"));
      onAdded(a);
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };
  return (
    <WriteControl businessId={businessId} verb="post">
      <Button onClick={() => void add()} loading={create.isPending}>
        {t("activities.list.add")}
      </Button>
    </WriteControl>
  );
}
