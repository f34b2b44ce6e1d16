// The room option `layout`: a layout code from the map lab ("Play this map"). Checked with the lab's own rules
// (shared/map layoutProblems, which agrees with validateLayout) plus the camps a match needs; a bad code is refused with
// every broken rule in words.
import { describeUnplayable, playableLayout, type Layout } from '../../shared/map';
import { matchMapFromLayout, type MatchMap } from '../../shared/rules';

/** Longest code accepted (a full map with many markers is far shorter). */
const MAX_CODE_LENGTH = 2000;

/** A parsed layout option: no layout (the variant's own map), or the layout, its code and the engine's map of it. */
export type LayoutOption =
  { ok: true; layout: { code: string; layout: Layout } | null } | { ok: false; message: string };

/** Reads the `layout` create option; absent, null or empty means the variant's usual map. */
export function parseLayoutOption(value: unknown): LayoutOption {
  if (value === undefined || value === null || value === '') return { ok: true, layout: null };
  if (typeof value !== 'string')
    return { ok: false, message: 'layout: expected a layout code (text) from the map lab' };
  if (value.length > MAX_CODE_LENGTH)
    return { ok: false, message: `layout: the code is longer than ${MAX_CODE_LENGTH} characters` };
  const check = playableLayout(value);
  if (!check.ok) {
    return {
      ok: false,
      message:
        'notACode' in check
          ? `layout: ${check.notACode}`
          : `layout: this map breaks the rules: ${describeUnplayable(check, 'en')}`,
    };
  }
  return { ok: true, layout: { code: check.code, layout: check.layout } };
}

/** The engine's map for a checked layout option (MatchSetup.map), or undefined for the variant's own map. */
export function matchMapOf(option: { layout: Layout } | null): MatchMap | undefined {
  return option ? matchMapFromLayout(option.layout) : undefined;
}
