/**
 * Strings of the key help alone (ui/KeyHelp.tsx): where a key works as far as the focus goes. Added to the UI tables
 * when the key help loads (keyHelpStrings.ts), so the home page, which has no key help, does not download them. Each
 * brings its own brackets and spacing (full-width in Chinese).
 */
export const keyHelpEn = {
  'access.keys.onCursor': ' (on the focused cursor)',
  'access.keys.offCursor': ' (not on the focused cursor)',
} as const;

export const keyHelpZh: Record<keyof typeof keyHelpEn, string> = {
  'access.keys.onCursor': '（光标获得焦点时）',
  'access.keys.offCursor': '（光标获得焦点时除外）',
};
