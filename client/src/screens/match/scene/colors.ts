/** Team and overlay colours of the match screen (units are saturated so they read over the muted ground tints). */
export const MATCH_COLOURS = {
  team: { red: '#e0483c', blue: '#3f7bff' },
  teamDark: { red: '#7d1f18', blue: '#1a3780' },
  hpHigh: '#49d17d',
  hpMid: '#f2c037',
  hpLow: '#ff4d4d',
  hpBack: '#1b1f26',
  facing: '#fff3c4',
  active: '#ffd75e',
  selected: '#ffffff',
  highlight: { move: '#43e0c0', target: '#ff5a4f', place: '#ffd34d', placed: '#ffffff', step: '#ff9a3d' },
} as const;
