import { useLayoutEffect, useRef, useState } from "react";

/**
 * Whether the table inside the returned ref's element fits there without scrolling sideways. The table is measured
 * before the browser paints it, so a table too wide for its room is never seen; it becomes cards, and comes back
 * once the room has grown to the width it needed. New rows (`rowsKey`) are measured afresh.
 */
export function useTableFits<T extends HTMLElement>(rowsKey: string) {
  const ref = useRef<T>(null);
  const [needed, setNeeded] = useState<number | null>(null);
  const [available, setAvailable] = useState(Number.POSITIVE_INFINITY);
  const [measuredKey, setMeasuredKey] = useState(rowsKey);
  if (measuredKey !== rowsKey) {
    setMeasuredKey(rowsKey);
    setNeeded(null);
  }
  const fits = needed === null || needed <= available;

  useLayoutEffect(() => {
    const scroller = ref.current?.querySelector("table")?.parentElement;
    if (!fits || !scroller || scroller.scrollWidth <= scroller.clientWidth) return;
    setNeeded(scroller.scrollWidth + scroller.offsetWidth - scroller.clientWidth);
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, fits };
}
