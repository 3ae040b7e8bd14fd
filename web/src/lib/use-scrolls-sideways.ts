import { useEffect, useState } from 'react';

/**
 * Whether `box` is narrower than its content, so that it scrolls sideways: measured when it mounts and again whenever
 * the box or its content changes size (a phone turned, rows loaded). False while there is no box.
 */
export function useScrollsSideways(box: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const content of box.children) observer.observe(content);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
