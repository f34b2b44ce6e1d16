import { describe, expect, it } from 'vitest';
import { choiceToSearch } from '../../../../client/src/screens/lab/urlState';

describe('viewer address', () => {
  it.each([
    [{ kind: 'beginner' } as const, ''],
    [{ kind: 'standard', seed: 42 } as const, '?seed=42'],
    [{ kind: 'standard', seed: 42, swapCampfires: true } as const, '?seed=42&swap=1'],
    [{ kind: 'code', code: 'AQk-_x' } as const, '?layout=AQk-_x'],
  ])('names %o as %s', (choice, search) => {
    expect(choiceToSearch(choice)).toBe(search);
  });
});
