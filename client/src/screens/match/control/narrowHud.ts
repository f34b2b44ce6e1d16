/**
 * Whether the match HUD is a column now (phones, tablets, narrow windows: match.css `@media (max-width: 960px)`), the
 * width under which the battle and the lessons frame the map between a top bar and a bottom bar.
 */
export function isNarrowHud(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(NARROW_HUD_QUERY).matches === true;
}

/** The media query of the column HUD (match.css). */
export const NARROW_HUD_QUERY = '(max-width: 960px)';
