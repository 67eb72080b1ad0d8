import { type DragEvent, useRef, useState } from "react";

/**
 * A file input opened by the drop zone (a native button: click, Enter and Space), which also takes a dropped file.
 * @example const picker = useFilePicker(onFile); <button {...picker.zoneProps}/> <input {...picker.inputProps}/>
 */
export function useFilePicker(onFile: (file: File) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const open = () => input.current?.click();
  const take = (file: File | undefined) => {
    if (file) onFile(file);
    if (input.current) input.current.value = "";
  };
  return {
    open,
    dragging,
    inputProps: {
      ref: input,
      type: "file" as const,
      tabIndex: -1,
      onChange: (e: { currentTarget: HTMLInputElement }) => take(e.currentTarget.files?.[0]),
    },
    zoneProps: {
      type: "button" as const,
      "data-dragging": dragging,
      onClick: open,
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setDragging(false);
        take(e.dataTransfer.files?.[0]);
      },
    },
  };
}
