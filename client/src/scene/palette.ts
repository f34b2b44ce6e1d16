import type { BoardKind, Team } from '../board/boardView';

/** Colours of the scene in one place, so the layout lab and the match screen look alike. */
export const PALETTE = {
  table: '#161c24',
  tableRim: '#27303c',
  open: { central: '#d8cba6', normal: '#a8b487', statue: '#9dbdb2', campfire: '#c9b38c' } satisfies Record<
    BoardKind,
    string
  >,
  // Muted team tints, kept apart from the saturated blue of blue sides.
  team: { red: '#df7f68', blue: '#8e90dc' } satisfies Record<Team, string>,
  obstacle: '#4a505d',
  outline: '#1c2129',
  blueSide: '#2f9bff',
  visible: '#ffc933',
  hidden: '#6d2cf0',
  dim: '#0d1118',
  reachNear: '#5ff2d2',
  reachFar: '#1c6f9c',
  path: '#ff7a3d',
  // Exposure heat map: sheltered (seen from few cells) to open ground (seen from many).
  exposure: ['#3b3f9e', '#1f9e8f', '#f3d34a', '#e6402b'] as const,
  sightClear: '#ffffff',
  sightBlocked: '#ff4d5e',
  hover: '#ffffff',
  selected: '#ffffff',
  facing: '#ff6b3d',
  statue: '#ece6d6',
} as const;

/** The ground colour of an open cell of a board kind (campfire boards take their team's colour). */
export function openColour(kind: BoardKind, team: Team | null): string {
  if (kind === 'campfire' && team !== null) return PALETTE.team[team];
  return PALETTE.open[kind];
}
