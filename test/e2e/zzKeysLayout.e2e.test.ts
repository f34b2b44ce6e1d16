import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHAPTERS } from '../../shared/tutorial';
import { launchBrowser, openWatchedPage, ROOT, startServer, type RunningServer } from './browser';
import { openLearnList, untilLearn } from './learnPage';

const OUT = join(ROOT, 'test-results', 'keys-layout', process.env.SHOT_TAG ?? 'now');
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  process.env.RESTORE_MATCHES = '0';
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
const SIZES = (process.env.SHOT_SIZES ?? '1280x800,390x844').split(',').map((s) => s.split('x').map(Number));
const LANGS = (process.env.SHOT_LANGS ?? 'zh,en').split(',') as ('en' | 'zh')[];
const ONLY = process.env.SHOT_CHAPTERS?.split(',');
it('lesson layout', async () => {
  const rows: string[] = [];
  for (const [width, height] of SIZES)
    for (const language of LANGS) {
      const w = await openWatchedPage(browser, { width, height });
      const { page } = w;
      await openLearnList(w, server.url, language);
      for (const chapter of CHAPTERS) {
        if (ONLY && !ONLY.includes(chapter.id)) continue;
        let step = 0;
        chapter.steps.forEach((s, i) => {
          if (s.text[language].length > chapter.steps[step].text[language].length) step = i;
        });
        await page.evaluate(
          ([id, n]) =>
            localStorage.setItem('ifera:learn', JSON.stringify({ current: id, chapters: { [id]: { step: n, done: false, skipped: false } } })),
          [chapter.id, step] as const,
        );
        await page.goto(`${server.url}/learn/${chapter.id}`);
        await untilLearn(page, `${chapter.id} ${step}`, (x) => x.chapter === chapter.id && x.step === step, 30_000);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const m = await page.evaluate(() => {
          const r = (sel: string) => {
            if (sel === 'TB') sel = '.learn .text-board';
            const el = document.querySelector(sel) as HTMLElement | null;
            if (!el) return null;
            const b = el.getBoundingClientRect();
            return { top: Math.round(b.top), bottom: Math.round(b.bottom), h: Math.round(b.height), ch: el.clientHeight, sh: el.scrollHeight };
          };
          const col = r('.learn .match-left');
          const vis = (sel: string) => {
            const b = r(sel);
            if (!b || !col) return b ? 'no-col' : 'absent';
            const bottomLimit = Math.min(window.innerHeight, col.top + col.ch);
            return b.bottom <= bottomLimit + 1 && b.top >= col.top - 1 ? 'visible' : `HIDDEN(${b.top}-${b.bottom} of ${col.top}-${bottomLimit})`;
          };
          return {
            col,
            panel: r('.learn-panel'),
            text: r('[data-testid=learn-text]'),
            cont: vis('[data-testid=learn-continue]'),
            retry: vis('[data-testid=learn-retry]'),
            sheet: r('.learn .match-left > .sheet'),
            board: r('TB'),
            body: r('.learn-body'),
            bottom: r('.match-bottom'),
          };
        });
        const name = `${chapter.id}-s${step}-${language}-${width}x${height}`;
        rows.push(`${name} ${JSON.stringify(m)}`);
        await page.screenshot({ path: join(OUT, `${name}.png`) });
      }
      await w.context.close();
    }
  writeFileSync(join(OUT, 'measure.txt'), rows.join('\n') + '\n');
}, 600_000);
