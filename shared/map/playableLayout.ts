// One check for "can a match be played on this map code?": the room's `layout` option refuses with it, and the home
// page's map field and the lab's study panel say why in the reader's language before anything is sent.
import { decodeLayout } from './layoutCode';
import { describeLayoutProblem, LAYOUT_NOT_A_CODE_TEXT, type ProblemLanguage } from './layoutProblemText';
import { layoutProblems, type LayoutProblem } from './layoutProblems';
import type { Layout } from './types';

/** A map code checked for play: its layout, or why not (not a code at all, with the decoder's reason; or the rules its map breaks). */
export type PlayableLayout =
  | { ok: true; code: string; layout: Layout }
  | { ok: false; notACode: string }
  | { ok: false; problems: LayoutProblem[] };

/** Checks a map lab code for a match: it decodes, its map breaks no assembly rule, and each team has a camp (R-MAP-11). */
export function playableLayout(code: string): PlayableLayout {
  const text = code.trim();
  const decoded = decodeLayout(text);
  if (!decoded.ok) return { ok: false, notACode: decoded.error.message };
  const problems = layoutProblems(decoded.layout, { needCampfires: true });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, code: text, layout: decoded.layout };
}

/** Why a checked code cannot be played, in words (every broken rule with its id; a non-code in plain words). */
export function describeUnplayable(check: Exclude<PlayableLayout, { ok: true }>, language: ProblemLanguage): string {
  if ('notACode' in check) return LAYOUT_NOT_A_CODE_TEXT[language];
  return check.problems.map((p) => describeLayoutProblem(p, language)).join(' ');
}
