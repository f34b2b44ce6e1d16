import type { Page } from 'playwright-core';
import type { WatchedPage } from './browser';

// What the lesson screen tells a test (window.__iferaLearn: the step, the lit cell, skill and control — never the
// script), and how a test opens the chapter list in a language. Shared by the tutorial e2e and its screenshot walk.

/** The lesson screen's test hook. */
export type LearnHook = NonNullable<Window['__iferaLearn']>;

/** The hook now, or null before the lesson screen has published it. */
export const learnHook = (page: Page) => page.evaluate(() => window.__iferaLearn ?? null) as Promise<LearnHook | null>;

/** Waits until the hook satisfies `ok` (polling a condition, never a pause), naming `what` when it times out. */
export async function untilLearn(
  page: Page,
  what: string,
  ok: (h: LearnHook) => boolean,
  ms = 15_000,
): Promise<LearnHook> {
  const end = Date.now() + ms;
  for (;;) {
    const h = await learnHook(page);
    if (h && ok(h)) return h;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(h)}`);
    await page.waitForTimeout(60);
  }
}

/** Opens the chapter list on a fresh browser storage in the given language. */
export async function openLearnList(w: WatchedPage, url: string, language: 'en' | 'zh'): Promise<void> {
  await w.page.goto(url);
  await w.page.evaluate((lang) => {
    localStorage.clear();
    localStorage.setItem('ifera:lang', lang);
  }, language);
  await w.page.goto(url);
  await w.page.getByTestId('home-learn').click();
  await w.page.getByTestId('learn-list').waitFor();
}
