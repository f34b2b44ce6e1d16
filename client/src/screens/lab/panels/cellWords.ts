import type { CellView } from '../../../board/boardView';
import type { Hex } from '../../../../../shared/hex';
import { boardName } from '../../../../../shared/map';
import type { Language, UiKey } from '../../../i18n';

type Translate = (key: UiKey, params?: Record<string, string | number>) => string;

/**
 * What a map cell is, in words: its ground, its board, a campfire's team, the statue. The pointer's readout
 * (HoverReadout) and the keyboard's map cursor (MapCursor) both say a cell with these.
 */
export function cellWords(t: Translate, language: Language, cell: CellView, statue: Hex | null): string[] {
  const words = [t(cell.terrain === 'open' ? 'lab.hover.open' : 'lab.hover.obstacle'), boardName(cell.board, language)];
  if (cell.team !== null) words.push(t('lab.hover.campfire', { team: t(`lab.team.${cell.team}`) }));
  if (statue && statue.q === cell.q && statue.r === cell.r) words.push(t('lab.hover.statue'));
  return words;
}
