import { useEffect, useState } from 'react';

/**
 * A key that changes whenever one of the HUD panels matching `selector` changes size (a step's longer text, the board in
 * words filling in, a reaction prompt replacing the skill bar). The lesson camera frames the step between the panels as
 * they are: measured once when the step opened, a panel that grew afterwards covered the cell to tap (issue 27).
 */
export function usePanelsKey(selector: string): string {
  const [key, setKey] = useState('');
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const panels = [...document.querySelectorAll<HTMLElement>(selector)];
    const measure = () =>
      setKey(panels.map((el) => `${Math.round(el.offsetWidth)}x${Math.round(el.offsetHeight)}`).join(';'));
    const observer = new ResizeObserver(measure);
    for (const el of panels) observer.observe(el);
    return () => observer.disconnect();
  }, [selector]);
  return key;
}
