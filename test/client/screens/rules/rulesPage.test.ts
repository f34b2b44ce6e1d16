// @vitest-environment happy-dom
// The /rules page rendered in a DOM: both languages with the switch, every rule id an element with that id, the search
// box narrowing the text, and an address's #id marking its rule as the target (cleared search included).
// (Titles name no rule id on purpose: coverage.test.ts counts ids in titles as tests of those rules.)
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RulesScreen } from '../../../../client/src/screens/rules/RulesScreen';
import { useLanguage } from '../../../../client/src/i18n';
import { ErrorToasts } from '../../../../client/src/ui/ErrorToasts';
import { useRoom } from '../../../../client/src/net';
import { definedIds, readRules } from '../../../shared/rules/ruleIds';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ids = definedIds(readRules('en')).map((r) => r.id);
let host: HTMLDivElement;
let root: Root;

function show() {
  act(() => root.render(createElement(RulesScreen)));
}
function type(text: string) {
  const input = host.querySelector<HTMLInputElement>('[data-testid="rules-search"]')!;
  act(() => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const shownRules = () => [...host.querySelectorAll('[data-rule]')].map((e) => e.getAttribute('data-rule'));

beforeEach(() => {
  history.replaceState(null, '', '/rules');
  useLanguage.setState({ language: 'en' });
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('rules page', () => {
  it('shows every rule in English, then in Chinese after the switch, with no HTML from the text', () => {
    show();
    expect(host.querySelector('[data-testid="rules-page"]')!.getAttribute('data-language')).toBe('en');
    expect(shownRules()).toEqual(ids);
    for (const id of ids) expect(host.querySelector(`[id="${id}"]`), id).not.toBeNull();
    expect(host.querySelector('h1')!.textContent).toBe('Ifera — the rules');
    const toc = () => [...host.querySelectorAll('.rules-toc a')].map((a) => a.textContent);
    expect(toc()).toHaveLength(21);
    expect(toc()[10]).toBe('10. Movement and forced movement');
    act(() => host.querySelector<HTMLButtonElement>('[data-testid="rules-language"]')!.click());
    expect(host.querySelector('[data-testid="rules-page"]')!.getAttribute('data-language')).toBe('zh');
    expect(host.querySelector('h1')!.textContent).toBe('伊斐拉 — 游戏规则');
    expect(toc()[10]).toBe('10. 移动与强制位移');
    expect(shownRules()).toEqual(ids);
    expect(host.querySelectorAll('script, img, iframe')).toHaveLength(0);
  });

  it('the search box narrows to matching rules, marks the words and counts them', () => {
    show();
    type('facing lock');
    const found = shownRules();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(8);
    expect(host.querySelector('[data-testid="rules-count"]')!.textContent).toBe(`Matching rules: ${found.length}`);
    expect([...host.querySelectorAll('mark')].map((m) => m.textContent!.toLowerCase())).toContain('facing');
    type('');
    expect(shownRules()).toEqual(ids);
  });

  it('an address with a rule id marks that rule as the target; following it clears a search that hides it', () => {
    history.replaceState(null, '', '/rules#R-LOS-3');
    show();
    expect(host.querySelector('.target')!.id).toBe('R-LOS-3');
    type('Stubborn Die');
    expect(shownRules()).not.toContain('R-LOS-3');
    // A link to a rule the search hides: the search is cleared and the rule becomes the target.
    const link = host.querySelector<HTMLAnchorElement>('a.rule-ref[href="#R-WORLD-5"]')!;
    act(() => link.click());
    expect(location.hash).toBe('#R-WORLD-5');
    expect(host.querySelector<HTMLInputElement>('[data-testid="rules-search"]')!.value).toBe('Stubborn Die');
    act(() => {
      history.replaceState(null, '', '/rules#R-LOS-3');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(host.querySelector<HTMLInputElement>('[data-testid="rules-search"]')!.value).toBe('');
    expect(host.querySelector('.target')!.id).toBe('R-LOS-3');
  });

  it("a refusal that carries a rule shows a link to that rule's anchor", () => {
    act(() =>
      useRoom.setState({
        errors: [
          { code: 'move/rooted', message: 'Eli is rooted.', ruleId: 'R-MOVE-8', at: 1 },
          { code: 'room/full', message: 'Full.', at: 2 },
        ],
      }),
    );
    act(() => root.render(createElement(ErrorToasts)));
    const links = [...host.querySelectorAll<HTMLAnchorElement>('.toast a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/rules#R-MOVE-8']);
    expect(links[0].textContent).toContain('R-MOVE-8');
    expect(links[0].target).toBe('_blank');
    expect(host.querySelectorAll('.toast')).toHaveLength(2);
    // Words, never the raw code (issue 13): the engine's code is worded, an unknown one says the server refused.
    const texts = [...host.querySelectorAll('.toast strong')].map((el) => el.textContent);
    expect(texts[0]).toMatch(/Rooted/);
    expect(host.textContent).not.toContain('move/rooted');
    expect(host.textContent).not.toContain('room/full');
    act(() => useRoom.setState({ errors: [] }));
  });
});
