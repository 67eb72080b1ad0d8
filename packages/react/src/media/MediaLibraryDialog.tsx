import { Tabs } from "radix-ui";
import { useState } from "react";
import type { UploadedImage } from "../data/mediaTypes";
import { usePortico } from "../provider/context";
import { cx } from "../theme/cx";
import { Button } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import * as ui from "../ui/styles.css";
import { MyFilesTab } from "./MyFilesTab";
import { PictureSearchTab } from "./PictureSearchTab";
import * as s from "./upload.css";
import { useUploadMessages } from "./useUploadMessages";

/** Props of {@link MediaLibraryDialog}. */
export interface MediaLibraryDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  businessId: number;
  /** An image chosen from "My files", or a picked picture once copied into own storage. */
  onSelect(image: UploadedImage): void;
  /** @default "files" */
  tab?: "files" | "pictures";
}

/**
 * The image library: "My files" (paged, delete with confirm) and "Picture search" (pages of 20; a pick is
 * copied into the business's own storage before it is used).
 * @example <MediaLibraryDialog open businessId={1} onOpenChange={setOpen} onSelect={(img) => use(img.fileUrl)} />
 */
export function MediaLibraryDialog({ open, onOpenChange, businessId, onSelect, tab }: MediaLibraryDialogProps) {
  useUploadMessages();
  const { t } = usePortico();
  const [current, setCurrent] = useState<string>(tab ?? "files");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("upload.libraryTitle")}
      actions={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t("upload.close")}
        </Button>
      }
    >
      <Tabs.Root value={current} onValueChange={setCurrent}>
        <Tabs.List className={cx(ui.tabList, s.tabBar)} aria-label={t("upload.libraryTitle")}>
          <Tabs.Trigger className={ui.tab} value="files">
            {t("upload.tab.files")}
          </Tabs.Trigger>
          <Tabs.Trigger className={ui.tab} value="pictures">
            {t("upload.tab.pictures")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="files">
          <MyFilesTab businessId={businessId} onSelect={onSelect} />
        </Tabs.Content>
        <Tabs.Content value="pictures">
          <PictureSearchTab businessId={businessId} onSelect={onSelect} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
