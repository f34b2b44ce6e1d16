import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTERS } from '../../shared/tutorial';
import { openWatchedPage, ROOT } from '../e2e/browser';
import { useServerAndBrowser } from '../e2e/serverAndBrowser';
import { openLearnList, untilLearn } from '../e2e/learnPage';

// `npm run shots`: every chapter of the tutorial photographed at its first step that asks for an input, at 1280×800
// and 390×844, in English and Chinese, for a person to look at (test-results/shots/learn/). Not part of `npm test`:
// what these pages must say is checked there by test/shared/tutorial/stepWords.test.ts (every placeholder of every
// step filled, in both languages) and walked by test/e2e/learn.e2e.test.ts; 24 page loads of pictures are for eyes.
const ARTIFACTS = join(ROOT, 'test-results', 'shots', 'learn');

const rig = useServerAndBrowser(ARTIFACTS, { env: { RESTORE_MATCHES: '0' } });

const openPage = (viewport: { width: number; height: number }) => openWatchedPage(rig.browser, viewport);

describe('the tutorial, photographed', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ])
    for (const language of ['en', 'zh'] as const)
      it(`every chapter at ${width}×${height} in ${language}`, async () => {
        const w = await openPage({ width, height });
        const { page } = w;
        await openLearnList(w, rig.server.url, language);
        for (const chapter of CHAPTERS) {
          // The chapter's first step that asks for an input (resumed there: the runner replays the script).
          const step = Math.max(
            0,
            chapter.steps.findIndex((s) => !('continue' in s.gate)),
          );
          await page.evaluate(
            ([id, n]) =>
              localStorage.setItem(
                'ifera:learn',
                JSON.stringify({ current: id, chapters: { [id]: { step: n, done: false, skipped: false } } }),
              ),
            [chapter.id, step] as const,
          );
          await page.goto(`${rig.server.url}/learn/${chapter.id}`);
          const h = await untilLearn(
            page,
            `${chapter.id} at step ${step}`,
            (x) => x.chapter === chapter.id && x.step === step,
          );
          const text = await page.getByTestId('learn-text').textContent();
          // The words are filled: no placeholder is left, and the Chinese text is Chinese.
          expect(text, `${chapter.id} ${h.stepId}`).not.toMatch(/\{\w+(:\w+)?\}/);
          if (language === 'zh') expect(text).toMatch(/[\u4e00-\u9fff]/);
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          await page.screenshot({ path: join(ARTIFACTS, `chapter-${chapter.id}-${language}-${width}x${height}.png`) });
        }
        expect(w.errors).toEqual([]);
        await w.context.close();
      }, 240_000);
});
