import type { StatusId } from '../../../../shared/content/schema';

/**
 * One picture per status (R-STATUS-2..14), drawn on a 2D canvas in code: a coloured disc (warm for harm, green and
 * blue for help) with a white sign. The same drawing is the icon on a unit's base (an atlas texture) and in the HUD
 * tracker (an image), so a player learns one shape per status.
 */
type Draw = (g: CanvasRenderingContext2D) => void;

const line = (g: CanvasRenderingContext2D, pts: [number, number][], close = false) => {
  g.beginPath();
  pts.forEach(([x, y], i) => (i ? g.lineTo(x, y) : g.moveTo(x, y)));
  if (close) g.closePath();
};

/** Signs in a 100 × 100 box centred on (50, 50). */
const SIGNS: Record<StatusId, { disc: string; draw: Draw }> = {
  burning: {
    disc: '#e8531f',
    draw: (g) => {
      line(
        g,
        [
          [50, 18],
          [72, 52],
          [66, 80],
          [50, 86],
          [34, 80],
          [28, 56],
          [40, 40],
          [44, 56],
        ],
        true,
      );
      g.fill();
    },
  },
  root: {
    disc: '#6b8e23',
    draw: (g) => {
      line(g, [
        [50, 18],
        [50, 62],
      ]);
      g.stroke();
      line(g, [
        [50, 62],
        [28, 84],
      ]);
      g.stroke();
      line(g, [
        [50, 62],
        [72, 84],
      ]);
      g.stroke();
      line(g, [
        [50, 62],
        [50, 88],
      ]);
      g.stroke();
    },
  },
  bleeding: {
    disc: '#b3122e',
    draw: (g) => {
      g.beginPath();
      g.moveTo(50, 16);
      g.quadraticCurveTo(74, 52, 70, 64);
      g.arc(50, 64, 20, 0, Math.PI);
      g.quadraticCurveTo(26, 52, 50, 16);
      g.fill();
    },
  },
  poison: {
    disc: '#5d9e2a',
    draw: (g) => {
      g.beginPath();
      g.arc(50, 44, 22, 0, Math.PI * 2);
      g.fill();
      g.fillRect(38, 60, 24, 18);
      g.fillStyle = '#5d9e2a';
      g.beginPath();
      g.arc(41, 44, 6, 0, Math.PI * 2);
      g.arc(59, 44, 6, 0, Math.PI * 2);
      g.fill();
    },
  },
  stun: {
    disc: '#d9a400',
    draw: (g) => {
      line(
        g,
        [
          [56, 14],
          [30, 54],
          [48, 54],
          [40, 86],
          [70, 42],
          [52, 42],
        ],
        true,
      );
      g.fill();
    },
  },
  frenzy: {
    disc: '#d12f6a',
    draw: (g) => {
      line(g, [
        [20, 30],
        [50, 50],
        [80, 30],
      ]);
      g.stroke();
      line(g, [
        [30, 72],
        [50, 56],
        [70, 72],
      ]);
      g.stroke();
    },
  },
  link: {
    disc: '#2f86d1',
    draw: (g) => {
      g.beginPath();
      g.ellipse(38, 50, 18, 11, 0, 0, Math.PI * 2);
      g.stroke();
      g.beginPath();
      g.ellipse(62, 50, 18, 11, 0, 0, Math.PI * 2);
      g.stroke();
    },
  },
  stealth: {
    disc: '#4b4468',
    draw: (g) => {
      g.beginPath();
      g.ellipse(50, 50, 30, 16, 0, 0, Math.PI * 2);
      g.stroke();
      line(g, [
        [22, 78],
        [78, 22],
      ]);
      g.stroke();
    },
  },
  sturdy: {
    disc: '#6f7b8c',
    draw: (g) => {
      line(
        g,
        [
          [50, 16],
          [80, 28],
          [76, 60],
          [50, 86],
          [24, 60],
          [20, 28],
        ],
        true,
      );
      g.fill();
    },
  },
  weakness: {
    disc: '#8a5a9e',
    draw: (g) => {
      line(g, [
        [50, 84],
        [50, 22],
      ]);
      g.stroke();
      line(g, [
        [30, 62],
        [50, 84],
        [70, 62],
      ]);
      g.stroke();
    },
  },
  vigilance: {
    disc: '#1f9e8f',
    draw: (g) => {
      g.beginPath();
      g.ellipse(50, 50, 32, 18, 0, 0, Math.PI * 2);
      g.stroke();
      g.beginPath();
      g.arc(50, 50, 9, 0, Math.PI * 2);
      g.fill();
    },
  },
  cursedVigilance: {
    disc: '#5a1f7a',
    draw: (g) => {
      g.beginPath();
      g.ellipse(50, 50, 32, 18, 0, 0, Math.PI * 2);
      g.stroke();
      line(g, [
        [50, 36],
        [50, 64],
      ]);
      g.stroke();
      line(g, [
        [40, 46],
        [60, 46],
      ]);
      g.stroke();
    },
  },
  regeneration: {
    disc: '#2e9e4f',
    draw: (g) => {
      g.fillRect(42, 20, 16, 60);
      g.fillRect(20, 42, 60, 16);
    },
  },
  iceShield: {
    disc: '#3fa7d6',
    draw: (g) => {
      for (const a of [0, Math.PI / 3, (2 * Math.PI) / 3]) {
        line(g, [
          [50 + Math.cos(a) * 32, 50 + Math.sin(a) * 32],
          [50 - Math.cos(a) * 32, 50 - Math.sin(a) * 32],
        ]);
        g.stroke();
      }
    },
  },
};

/** Draws one status icon into a square at (x, y) of side `size`. */
function drawIcon(g: CanvasRenderingContext2D, id: StatusId, x: number, y: number, size: number): void {
  const sign = SIGNS[id];
  g.save();
  g.translate(x, y);
  g.scale(size / 100, size / 100);
  g.fillStyle = sign.disc;
  g.beginPath();
  g.arc(50, 50, 47, 0, Math.PI * 2);
  g.fill();
  g.lineWidth = 5;
  g.strokeStyle = 'rgba(255,255,255,0.9)';
  g.stroke();
  g.fillStyle = '#fff';
  g.strokeStyle = '#fff';
  g.lineWidth = 9;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  sign.draw(g);
  g.restore();
}

/** Every status in the atlas's order (SIGNS lists all of them: a status missing there does not compile). */
const IDS = Object.keys(SIGNS) as StatusId[];

/** Icons per row of the atlas, and the atlas cell of each status (column, row). */
export const ATLAS_COLUMNS = 4;
export const atlasCell = (id: StatusId): [number, number] => {
  const i = IDS.indexOf(id);
  return [i % ATLAS_COLUMNS, Math.floor(i / ATLAS_COLUMNS)];
};

/** Every status icon on one canvas (ATLAS_COLUMNS × ATLAS_COLUMNS cells), the texture of the icons on the bases. */
export function statusAtlasCanvas(cell = 128): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = cell * ATLAS_COLUMNS;
  c.height = cell * ATLAS_COLUMNS;
  const g = c.getContext('2d')!;
  for (const id of IDS) {
    const [col, row] = atlasCell(id);
    drawIcon(g, id, col * cell + 2, row * cell + 2, cell - 4);
  }
  return c;
}

const urls = new Map<StatusId, string>();

/** One status icon as an image address (a data URL drawn once), for the HUD. */
export function statusIconUrl(id: StatusId): string {
  let url = urls.get(id);
  if (!url) {
    const c = document.createElement('canvas');
    c.width = 48;
    c.height = 48;
    drawIcon(c.getContext('2d')!, id, 0, 0, 48);
    url = c.toDataURL();
    urls.set(id, url);
  }
  return url;
}
