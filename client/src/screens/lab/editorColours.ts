/** Editor colours: a spot the board fits as turned, a spot it fits turned otherwise, an unlit spot, a broken rule, the selected board, void for islands. */
export const EDITOR_COLOURS = {
  lit: '#58e07a',
  litOther: '#f2c14e',
  unlit: '#7d8694',
  problem: '#ff3b4f',
  selected: '#ffe066',
  island: '#9ec9ff',
} as const;
