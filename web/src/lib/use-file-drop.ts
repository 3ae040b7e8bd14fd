import { type DragEvent, useState } from 'react';

/**
 * A drop zone's drag and drop: the zone lights up (`dragActive`) while files are dragged over it and hands the dropped
 * files to `onDrop`. An inactive zone (full, busy, disabled) neither lights up nor takes files, and still keeps them
 * from the browser, which would open them and leave the page.
 */
export function useFileDrop(inactive: boolean, onDrop: (files: File[]) => void) {
  const [dragActive, setDragActive] = useState(false);
  const onDrag = (event: DragEvent<HTMLElement>, active: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    setDragActive(active && !inactive);
  };
  return {
    dragActive,
    dropZoneProps: {
      onDragEnter: (event: DragEvent<HTMLElement>) => onDrag(event, true),
      onDragOver: (event: DragEvent<HTMLElement>) => onDrag(event, true),
      onDragLeave: (event: DragEvent<HTMLElement>) => onDrag(event, false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        onDrag(event, false);
        if (!inactive) onDrop(Array.from(event.dataTransfer.files));
      },
    },
  };
}
