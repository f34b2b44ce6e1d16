import { Fragment } from 'react';
import type { Language } from '../i18n';
import { translate } from '../i18n';

/**
 * The rulebook's dice icons as they appear in content text (O-24: `111` the normal die, `211` the advantage die)
 * split out of a string, so the card shows a die instead of "攻击111三次".
 */
export function splitDice(text: string): (string | { die: 'normal' | 'advantage' })[] {
  const out: (string | { die: 'normal' | 'advantage' })[] = [];
  let last = 0;
  for (const m of text.matchAll(/(?<!\d)([12])11(?!\d)/g)) {
    if (m.index! > last) out.push(text.slice(last, m.index));
    out.push({ die: m[1] === '2' ? 'advantage' : 'normal' });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Content text with its dice notation drawn as dice (a red die for advantage), each named for screen readers. */
export function RuleText({ text, lang }: { text: string; lang: Language }) {
  return (
    <>
      {splitDice(text).map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <span
            key={i}
            className={`die ${part.die}`}
            role="img"
            aria-label={translate(lang, `die.${part.die}`)}
            title={translate(lang, `die.${part.die}`)}
          />
        ),
      )}
    </>
  );
}
