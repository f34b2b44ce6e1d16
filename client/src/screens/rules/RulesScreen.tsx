import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLanguage, useT, type Language } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { navigate } from '../../nav/route';
import { parseMarkdown, plainText, type Block, type Inline, type ListItem } from './markdown';
import { filterGroups, groupBlocks, queryTerms, ruleIdsIn, type Group } from './search';
import { ruleDiagrams, type RuleDiagram } from '../../../../shared/hex';
import { RuleDiagramView } from './RuleDiagramView';
import enText from '../../../../docs/rules/en.md?raw';
import zhText from '../../../../docs/rules/zh-Hans.md?raw';
import './rules.css';

/** The rules text of each language, read at build time (docs/rules, the project's own text) and parsed once. */
const SOURCES: Record<Language, string> = { en: enText, zh: zhText };
const parsed: Partial<Record<Language, Group[]>> = {};
function rulesDoc(language: Language): Group[] {
  return (parsed[language] ??= groupBlocks(parseMarkdown(SOURCES[language])));
}

const currentHash = () => {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return '';
  }
};

/**
 * Wraps every occurrence of a search term in <mark>. Short Latin words ("of", "a") are matched but not marked when the
 * query has longer words too: marking them inside every other word only hides what was found.
 */
function marked(text: string, allTerms: string[]): ReactNode {
  const long = allTerms.filter((t) => t.length >= 3 || !/^[a-z0-9]+$/.test(t));
  const terms = long.length ? long : allTerms;
  if (terms.length === 0 || !text) return text;
  const re = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  const parts = text.split(re);
  if (parts.length === 1) return text;
  return parts.map((p, i) => (i % 2 === 1 ? <mark key={i}>{p}</mark> : <Fragment key={i}>{p}</Fragment>));
}

/** A contents line: the heading without its list of rule families ("10. Movement (R-MOVE) and …" → "10. Movement and …"). */
function tocLabel(text: Inline[]): string {
  return plainText(text)
    .replace(/\s*\((?:R-[A-Z]+(?:, )?)+\)/g, '')
    .replace(/([\u3400-\u9fff])\s+([\u3400-\u9fff])/g, '$1$2');
}

type Ctx = {
  terms: string[];
  target: string;
  go: (id: string) => (e: MouseEvent) => void;
  setLanguage: (l: Language) => void;
  language: Language;
};

/** The diagrams, each shown after the last rule it illustrates (computed once from shared/hex's geometry). */
let diagramsByRule: Map<string, RuleDiagram> | null = null;
function diagramAfter(id: string | null): RuleDiagram | null {
  if (!id) return null;
  diagramsByRule ??= new Map(
    ruleDiagrams().map((d) => [
      d.ruleIds.includes('R-LOS-3')
        ? 'R-LOS-3'
        : d.ruleIds.includes('R-LOS-4')
          ? 'R-LOS-4'
          : d.ruleIds[d.ruleIds.length - 1],
      d,
    ]),
  );
  return diagramsByRule.get(id) ?? null;
}

function InlineView({ nodes, ctx }: { nodes: Inline[]; ctx: Ctx }): ReactNode {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return <Fragment key={i}>{marked(n.text, ctx.terms)}</Fragment>;
      case 'code':
        return <code key={i}>{marked(n.text, ctx.terms)}</code>;
      case 'strong':
        return (
          <strong key={i}>
            <InlineView nodes={n.children} ctx={ctx} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <InlineView nodes={n.children} ctx={ctx} />
          </em>
        );
      case 'rule':
        return (
          <a key={i} className="rule-ref" href={`#${n.id}`} onClick={ctx.go(n.id)}>
            {marked(n.id, ctx.terms)}
          </a>
        );
      case 'link': {
        const body = <InlineView nodes={n.children} ctx={ctx} />;
        if (n.href.startsWith('#'))
          return (
            <a key={i} href={n.href} onClick={ctx.go(n.href.slice(1))}>
              {body}
            </a>
          );
        if (/^https?:\/\//.test(n.href))
          return (
            <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
              {body}
            </a>
          );
        // The other language's file: switch language here. Other repository files are not served: plain text.
        const lang = /(^|\/)en\.md$/.test(n.href) ? 'en' : /(^|\/)zh-Hans\.md$/.test(n.href) ? 'zh' : null;
        if (lang) {
          return (
            <a key={i} href="#" onClick={(e) => (e.preventDefault(), ctx.setLanguage(lang))}>
              {body}
            </a>
          );
        }
        return (
          <span key={i} className="doc-ref" title={n.href}>
            {body}
          </span>
        );
      }
    }
  });
}

const ruleClass = (id: string | null, target: string, base = '') =>
  [base, id ? 'rule' : '', id && id === target ? 'target' : ''].filter(Boolean).join(' ') || undefined;

function ItemView({ item, ctx }: { item: ListItem; ctx: Ctx }) {
  return (
    <li id={item.id ?? undefined} data-rule={item.id ?? undefined} className={ruleClass(item.id, ctx.target)}>
      <InlineView nodes={item.text} ctx={ctx} />
      {(() => {
        const d = diagramAfter(item.id);
        return d ? <RuleDiagramView diagram={d} language={ctx.language} /> : null;
      })()}
      {item.children.length > 0 && (
        <ul>
          {item.children.map((c, i) => (
            <ItemView key={i} item={c} ctx={ctx} />
          ))}
        </ul>
      )}
    </li>
  );
}

function BlockView({ block, ctx }: { block: Block; ctx: Ctx }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)[block.level - 1];
      return (
        <Tag
          id={block.anchor ?? undefined}
          className={block.anchor && block.anchor === ctx.target ? 'target' : undefined}
        >
          <InlineView nodes={block.text} ctx={ctx} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p>
          <InlineView nodes={block.text} ctx={ctx} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((it, i) => (
            <ItemView key={i} item={it} ctx={ctx} />
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                {block.header.map((c, i) => (
                  <th key={i}>
                    <InlineView nodes={c} ctx={ctx} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((r, i) => (
                <tr
                  key={i}
                  id={r.id ?? undefined}
                  data-rule={r.id ?? undefined}
                  className={ruleClass(r.id, ctx.target)}
                >
                  {r.cells.map((c, j) => (
                    <td key={j}>
                      <InlineView nodes={c} ctx={ctx} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'quote':
      return (
        <blockquote
          id={block.id ?? undefined}
          data-rule={block.id ?? undefined}
          className={ruleClass(block.id, ctx.target, 'decision')}
        >
          <InlineView nodes={block.text} ctx={ctx} />
        </blockquote>
      );
    case 'rule-line':
      return <hr />;
  }
}

/**
 * `/rules`: the project's rules text in English or Simplified Chinese (the UI language, with a switch), a search box
 * that narrows to the rules whose text or id holds every word, and an anchor per rule id (`/rules#R-LOS-3` scrolls to
 * that rule and highlights it). No board, no three.js: a page of text that reads on a phone.
 */
export function RulesScreen() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  // ?lang= in the address chooses the language once, on arrival.
  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('lang');
    if ((wanted === 'en' || wanted === 'zh') && wanted !== useLanguage.getState().language) setLanguage(wanted);
  }, [setLanguage]);
  const [query, setQuery] = useState(() =>
    typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? ''),
  );
  const [target, setTarget] = useState<{ id: string; n: number }>(() => ({ id: currentHash(), n: 0 }));
  const groups = rulesDoc(language);
  const terms = useMemo(() => queryTerms(query), [query]);
  // Search across both languages: a rule whose text in the other language holds the words is shown too (an English
  // word in Chinese mode, a Chinese one in English mode), in the language of the page.
  const otherLanguage: Language = language === 'zh' ? 'en' : 'zh';
  const alsoIds = useMemo(
    () => (terms.length ? new Set(ruleIdsIn(filterGroups(rulesDoc(otherLanguage), terms))) : null),
    [otherLanguage, terms],
  );
  const shown = useMemo(() => filterGroups(groups, terms, alsoIds), [groups, terms, alsoIds]);
  const found = terms.length ? ruleIdsIn(shown).length : null;
  const sections = useMemo(() => groups.filter((g) => g.heading?.level === 2), [groups]);
  const titleGroup = groups[0];

  useEffect(() => {
    document.title = `${t('rules.title')} · ${t('app.title')}`;
  }, [t]);

  useEffect(() => {
    const onHash = () => setTarget((old) => ({ id: currentHash(), n: old.n + 1 }));
    window.addEventListener('hashchange', onHash);
    window.addEventListener('popstate', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('popstate', onHash);
    };
  }, []);

  // Going to a rule (the address's #id, a link): when the search hides it, clear the search; then scroll to it as soon
  // as a render shows it. Typing a search never clears it by itself.
  const pendingScroll = useRef<string | null>(null);
  useEffect(() => {
    if (!target.id) return;
    pendingScroll.current = target.id;
    if (!document.getElementById(target.id)) setQuery('');
  }, [target]);
  useEffect(() => {
    const id = pendingScroll.current;
    const el = id ? document.getElementById(id) : null;
    if (!el) return;
    pendingScroll.current = null;
    el.scrollIntoView?.({ block: 'start' });
    // The focus follows the link, as a page's own anchors move the Tab order: the next Tab goes on from the rule.
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus({ preventScroll: true });
  });

  // A new search shows its results from the top.
  const pageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pageRef.current && terms.length) pageRef.current.scrollTop = 0;
  }, [terms]);

  const go = useCallback(
    (id: string) => (e: MouseEvent) => {
      e.preventDefault();
      if (currentHash() !== id) history.pushState(null, '', `#${encodeURIComponent(id)}`);
      setTarget((old) => ({ id, n: old.n + 1 }));
    },
    [],
  );
  const ctx: Ctx = { terms, target: target.id, go, setLanguage, language };

  // The search and the language live in the address (/rules?q=push&lang=zh#R-FORCE-4), so a link shows the same page.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (query) params.set('q', query);
    else params.delete('q');
    params.set('lang', language);
    const search = `?${params.toString()}`;
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [query, language]);

  // A level-3 group shown without its level-2 heading gets that heading too, so every result says where it stands.
  const rendered: ReactNode[] = [];
  let lastSection: string | null = null;
  shown.forEach((g, gi) => {
    if (gi === 0 && !g.heading) {
      if (terms.length === 0)
        g.blocks.forEach(
          (b, i) => b.kind !== 'heading' && rendered.push(<BlockView key={`intro-${i}`} block={b} ctx={ctx} />),
        );
      else g.blocks.forEach((b, i) => rendered.push(<BlockView key={`intro-${i}`} block={b} ctx={ctx} />));
      return;
    }
    if (g.heading?.level === 3 && g.section !== lastSection) {
      const parent = sections.find((s) => s.section === g.section);
      if (parent?.heading) rendered.push(<BlockView key={`p-${gi}`} block={parent.heading} ctx={ctx} />);
    }
    lastSection = g.section;
    if (g.heading) rendered.push(<BlockView key={`h-${gi}`} block={g.heading} ctx={ctx} />);
    g.blocks.forEach((b, i) => {
      if (terms.length && b.kind === 'rule-line') return;
      rendered.push(<BlockView key={`b-${gi}-${i}`} block={b} ctx={ctx} />);
    });
  });

  const title = titleGroup.blocks.find(
    (b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading' && b.level === 1,
  );
  const toc = (
    <ol>
      {sections.map((s) => (
        <li key={s.heading!.anchor ?? ''}>
          <a href={`#${s.heading!.anchor}`} onClick={go(s.heading!.anchor ?? '')}>
            {tocLabel(s.heading!.text)}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div
      className="rules-page"
      ref={pageRef}
      lang={language === 'zh' ? 'zh-Hans' : 'en'}
      data-testid="rules-page"
      data-language={language}
    >
      <header className="rules-bar">
        <div className="rules-bar-top">
          <a href="/" className="rules-home" onClick={(e) => (e.preventDefault(), navigate('/'))}>
            ← {t('rules.home')}
          </a>
          <span className="rules-bar-title">{t('rules.title')}</span>
          <LanguageSwitch testId="rules-language" />
        </div>
        <div className="rules-search">
          <input
            type="search"
            value={query}
            data-testid="rules-search"
            aria-label={t('rules.search')}
            placeholder={t('rules.searchHint')}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query && (
            <button type="button" className="ghost" onClick={() => setQuery('')}>
              {t('rules.clear')}
            </button>
          )}
        </div>
        {found !== null && (
          <p className="rules-count" data-testid="rules-count" aria-live="polite">
            {found > 0 || shown.length > 0 ? t('rules.found', { n: found }) : t('rules.none')}
          </p>
        )}
      </header>
      <div className="rules-layout">
        <nav className="rules-toc" aria-label={t('rules.contents')}>
          <h2>{t('rules.contents')}</h2>
          {toc}
        </nav>
        <article className="rules-text">
          {title && terms.length === 0 && <BlockView block={title} ctx={ctx} />}
          {terms.length === 0 && (
            <details className="rules-toc-mobile">
              <summary>{t('rules.contents')}</summary>
              {toc}
            </details>
          )}
          {rendered}
        </article>
      </div>
    </div>
  );
}
