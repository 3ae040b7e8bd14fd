import { useEffect } from 'react';

/** A file dropped beside a page's drop zones would make the browser open it and leave the page (studio, listing). */
export function useKeepDroppedFilesInPage(): void {
  useEffect(() => {
    const keepInPage = (event: DragEvent) => event.preventDefault();
    window.addEventListener('dragover', keepInPage);
    window.addEventListener('drop', keepInPage);
    return () => {
      window.removeEventListener('dragover', keepInPage);
      window.removeEventListener('drop', keepInPage);
    };
  }, []);
}
