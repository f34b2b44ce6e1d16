/**
 * Nia's element essences (R-NIA-1, R-NIA-3): their kinds, how many she holds, and the one format of an answer to her
 * essence choice. A file apart from her card (nia.ts): the choice labels (shared/content/i18n) read the format on every
 * page, her card and its skills only where the engine runs.
 */

/** The three essence kinds (R-NIA-1: 3 fire, 3 arcane, 3 frost tokens). */
export const ESSENCE_KINDS = ['fire', 'frost', 'arcane'] as const;
export type EssenceKind = (typeof ESSENCE_KINDS)[number];
/** Nia holds at most 3 essences (R-NIA-3). */
export const ESSENCE_LIMIT = 3;

/**
 * Reads an answer to Nia's essence choice (shared/mechanisms/nia.ts essenceOptions): `'fire'`, or `'fire>frost'` (gain fire,
 * replacing a held frost). The kind gained and the kind replaced (none named: undefined); null for anything else. Kept
 * beside the kinds so the module, the bot and the choice labels read the one format.
 */
export function parseEssenceOption(option: unknown): { kind: EssenceKind; replace?: EssenceKind } | null {
  if (typeof option !== 'string') return null;
  const [gain, replace] = option.split('>');
  const isKind = (k: string | undefined): k is EssenceKind =>
    k !== undefined && (ESSENCE_KINDS as readonly string[]).includes(k);
  if (!isKind(gain)) return null;
  if (replace === undefined) return { kind: gain };
  return isKind(replace) ? { kind: gain, replace } : null;
}
