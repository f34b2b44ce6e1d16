import { describeUnplayable, playableLayout } from '../../../../../shared/map';

/**
 * What is wrong with a map (why it cannot be studied, or the assembly rules a studied map breaks), in the reader's
 * language: every rule it breaks, as the lab's live check names them (shared/map layoutProblems); a code that is not a
 * layout at all keeps the study's own message.
 */
export function mapProblemWords(layoutCode: string, message: string, language: 'en' | 'zh'): string {
  const check = playableLayout(layoutCode);
  return !check.ok && 'problems' in check ? describeUnplayable(check, language) : message;
}
