import { type ClipboardEvent as ReactClipboardEvent, type DragEvent, useEffect, useEffectEvent, useState } from 'react';

/** What a paste carries as files (a copied image, a screenshot); text pastes carry none. */
function pastedFiles(clipboard: DataTransfer | null): File[] {
  return Array.from(clipboard?.files ?? []);
}

/** A field that takes a paste itself: the page's paste goes to it, never to a drop zone. */
function takesPastes(element: Element | null): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

interface FileDropOptions {
  /**
   * Also take files pasted while nothing on the page that takes pastes has the focus (the page's main drop zone). A
   * zone always takes what is pasted while the focus is inside it.
   */
  pasteFromPage?: boolean;
}

/**
 * A drop zone's drag and drop, and paste: the zone lights up (`dragActive`) while files are dragged over it and hands
 * dropped or pasted files to `onFiles`. An inactive zone (full, busy, disabled) neither lights up nor takes files, and
 * still keeps dropped ones from the browser, which would open them and leave the page.
 */
export function useFileDrop(inactive: boolean, onFiles: (files: File[]) => void, options: FileDropOptions = {}) {
  const [dragActive, setDragActive] = useState(false);
  const takePageFiles = useEffectEvent((event: ClipboardEvent) => {
    const files = pastedFiles(event.clipboardData);
    if (inactive || event.defaultPrevented || files.length === 0 || takesPastes(document.activeElement)) return;
    event.preventDefault();
    onFiles(files);
  });

  const { pasteFromPage = false } = options;
  useEffect(() => {
    if (!pasteFromPage) return undefined;
    const onPaste = (event: ClipboardEvent) => takePageFiles(event);
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasteFromPage]);

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
        if (!inactive) onFiles(Array.from(event.dataTransfer.files));
      },
      onPaste: (event: ReactClipboardEvent<HTMLElement>) => {
        const files = pastedFiles(event.clipboardData);
        if (files.length === 0) return;
        // Handled here, so the page's listener leaves it alone: one paste, one zone.
        event.preventDefault();
        if (!inactive) onFiles(files);
      },
    },
  };
}
