// The action bar shows what legalCommands lists (client components show state and send intents, never rules):
// R-NIA-1 / O-48, Nia's flip to any other side of her two boards, as one button per side the engine lists.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionPanel } from '../../../../../client/src/screens/match/hud/ActionPanel';
import { legalCommands, type Command } from '../../../../../shared/rules';
import { position } from '../../../../shared/content/position';

function render(seat: 0 | 2, units: Parameters<typeof position>[0]['units'], turn: string) {
  const state = position({ units, turn: { unit: turn } });
  const legal = legalCommands(state, seat);
  const html = renderToStaticMarkup(
    createElement(ActionPanel, {
      state,
      legal,
      mode: { kind: 'idle' },
      draft: null,
      names: {},
      waitingFor: '',
      prompt: { id: 'turn:1', kind: 'turn', seats: [seat], deadline: 0 },
      setMode: () => {},
      setDraft: () => {},
      send: (_: Command) => {},
    }),
  );
  return { legal, html };
}

describe('ActionPanel flip buttons (R-NIA-1, O-48)', () => {
  it("offers each other side of Nia's boards that the engine lists, named by the side", () => {
    const { legal, html } = render(
      0,
      [
        { character: 'nia', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 } },
      ],
      'nia',
    );
    const listed = legal.commands.filter((c) => c.type === 'flip' && 'board' in c);
    expect(listed.length).toBeGreaterThan(0);
    expect(html.match(/data-testid="flip-to"/g)?.length).toBe(listed.length);
    expect(html).toContain('Show ');
  });

  it('a one-board character gets only the plain flip', () => {
    const { legal, html } = render(
      2,
      [
        { character: 'nia', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 } },
      ],
      'darien',
    );
    expect(legal.flip).toBe(true);
    expect(html).toContain('Flip board');
    expect(html).not.toContain('data-testid="flip-to"');
  });
});
