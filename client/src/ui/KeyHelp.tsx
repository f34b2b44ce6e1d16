import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT, type UiKey } from '../i18n';
import { KEY_MAP, keyChord, type KeyFocus, type KeyTable } from '../input/keyMap';
import '../input/keyWords';
import '../i18n/keyHelpStrings';

/** The keys that open and shut the help: the key table's, so the help names the key this handler answers. */
const HELP_KEYS = KEY_MAP.find((b) => b.intent === 'help')!.keys;

const FOCUS_NOTE: Record<KeyFocus, UiKey> = { cursor: 'access.keys.onCursor', page: 'access.keys.offCursor' };

/**
 * Every key of a screen, grouped, from its key table (input/keyMap.ts, the lab's and the replay's tables). Where a key
 * works only on the focused board cursor, or everywhere but there, the list says so (a group's title for all its keys).
 */
export function KeyList({ table }: { table: KeyTable }) {
  const t = useT();
  return (
    <div className="key-list" data-testid="key-list">
      {table.groups.map((group) => (
        <section key={group.id}>
          <h4>
            {t(group.title)}
            {group.focus ? t(FOCUS_NOTE[group.focus]) : ''}
          </h4>
          <dl>
            {table.entries
              .filter((b) => b.group === group.id)
              .map((b) => (
                <div key={`${b.help}${b.keys.join()}`} className="key-row">
                  <dt>
                    {b.keys.map((k) => (
                      <kbd key={k}>{keyChord(b, k)}</kbd>
                    ))}
                  </dt>
                  <dd>
                    {t(b.help)}
                    {b.focus && b.focus !== group.focus ? t(FOCUS_NOTE[b.focus]) : ''}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** Whether a key press belongs to a text field. */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  );
}

/**
 * The key help of a screen (issue 30: the match, the lesson, the replay, the lab): a button and `?` open the list of
 * every key of its table (KeyList); Esc or the close button shut it and give the focus back to where it was. Not
 * modal: the board stays playable while it is open.
 */
export function KeyHelp({ table }: { table: KeyTable }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (HELP_KEYS.includes(e.key)) {
        e.preventDefault();
        setOpen((o) => {
          if (!o) opener.current = document.activeElement as HTMLElement | null;
          return !o;
        });
      } else if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (open) close.current?.focus();
    else if (opener.current && document.contains(opener.current)) opener.current.focus();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="ghost keys-open"
        aria-expanded={open}
        aria-controls={`${id}keys`}
        data-testid="key-help"
        onClick={(e) => {
          opener.current = e.currentTarget;
          setOpen(!open);
        }}
      >
        {t('access.keys.open')}
      </button>
      {/* In a portal: a panel's backdrop filter would hold a fixed dialog inside the panel (the lab's columns). */}
      {open
        ? createPortal(
            <div
              className="key-help-dialog"
              role="dialog"
              aria-modal="false"
              aria-labelledby={`${id}title`}
              id={`${id}keys`}
            >
              <h3 id={`${id}title`}>{t('access.keys.title')}</h3>
              <KeyList table={table} />
              <button type="button" ref={close} onClick={() => setOpen(false)}>
                {t('access.keys.close')}
              </button>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
