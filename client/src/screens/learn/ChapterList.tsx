import { CHAPTERS } from '../../../../shared/tutorial';
import { useLanguage, useT } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { navigate } from '../../nav/route';
import { startFirstGame } from './firstGame';
import type { Progress } from './progress';
import '../../i18n/learnStrings';

/** The chapters with their completion marks, what each teaches, and the first real game. */
export function ChapterList({ progress, onOpen }: { progress: Progress; onOpen: (id: string) => void }) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const words = (w: { en: string; zh: string }) => (language === 'zh' ? w.zh : w.en);
  return (
    <main className="home learn-list" data-testid="learn-list">
      <header className="home-header">
        <div>
          <h1 className="brand">{t('learn.title')}</h1>
          <p className="tagline">{t('learn.intro')}</p>
        </div>
        <nav className="home-nav">
          <a
            href="/"
            onClick={(e) => {
              e.preventDefault();
              navigate('/');
            }}
          >
            {t('learn.home')}
          </a>
          <a
            href="/rules"
            onClick={(e) => {
              e.preventDefault();
              navigate('/rules');
            }}
          >
            {t('home.rules')}
          </a>
          <LanguageSwitch />
        </nav>
      </header>
      <ol className="chapter-list">
        {CHAPTERS.map((c, i) => {
          const p = progress.chapters[c.id];
          const mark = p?.done ? 'done' : p?.skipped ? 'skipped' : p && p.step > 0 ? 'started' : 'new';
          return (
            <li key={c.id} className={`card chapter ${mark}`} data-testid={`chapter-${c.id}`} data-mark={mark}>
              <span className="chapter-mark" aria-hidden>
                {mark === 'done' ? '✓' : mark === 'skipped' ? '↷' : i + 1}
              </span>
              <div>
                <h2 id={`chapter-title-${c.id}`}>
                  {t('learn.chapter', { n: i + 1 })} · {words(c.title)}
                </h2>
                <p className="hint">{words(c.teaches)}</p>
                {mark === 'done' ? (
                  <span className="tag">{t('learn.done')}</span>
                ) : mark === 'skipped' ? (
                  <span className="tag">{t('learn.skipped')}</span>
                ) : null}
              </div>
              {/* Named with its chapter: a list of buttons that all say "Start" tells a screen reader nothing. */}
              <button
                type="button"
                className={mark === 'done' ? '' : 'primary'}
                id={`open-${c.id}`}
                aria-labelledby={`open-${c.id} chapter-title-${c.id}`}
                data-testid={`open-${c.id}`}
                onClick={() => onOpen(c.id)}
              >
                {mark === 'done'
                  ? t('learn.again')
                  : mark === 'started'
                    ? t('learn.resume', { n: p!.step + 1 })
                    : t('learn.start')}
              </button>
            </li>
          );
        })}
        <li className="card chapter first-game">
          <span className="chapter-mark" aria-hidden>
            ★
          </span>
          <div>
            <h2>{t('learn.firstGame')}</h2>
            <p className="hint">{t('learn.firstGame.hint')}</p>
          </div>
          <button type="button" data-testid="first-game" onClick={() => void startFirstGame()}>
            {t('home.quickPlay')}
          </button>
        </li>
      </ol>
    </main>
  );
}
