import { addGeometry, addRing, box, cone, cylinder, emptyShape, lathe, sphere, type Shape } from './meshParts';

/**
 * The figures of the table, built from a few primitives in code (no model files): each character, summon and marker
 * has its own silhouette, read from above at the default camera — a hat, a weapon, a staff, floating orbs. Local
 * frame: +x is the way the figure faces, y up, the figure stands on its base's top (BASE_TOP). Team colour is on the
 * base (unitBase), never on the figure, so the two teams' figures of one character look alike but for the base.
 */

export const BASE_TOP = 0.12;
const Y = BASE_TOP;
const SKIN = '#e9c39b';

/** A robe or body: a lathe from the hem (radius `hem`) up to the shoulders at height `h`. */
const robe = (s: Shape, hex: string, hem: number, waist: number, shoulder: number, h: number) =>
  addGeometry(
    s,
    lathe(
      [
        [0, 0],
        [hem, 0],
        [waist, h * 0.55],
        [shoulder, h * 0.92],
        [shoulder * 0.5, h],
        [0, h],
      ],
      12,
    ),
    hex,
    { at: [0, Y, 0] },
  );
const head = (s: Shape, hex: string, r: number, y: number, x = 0) =>
  addGeometry(s, sphere(r, 10, 7), hex, { at: [x, Y + y, 0] });
/** A nose-like wedge on the face: shows which way the figure looks even without the base's arrow. */
const face = (s: Shape, r: number, y: number) =>
  addGeometry(s, cone(r * 0.35, r * 0.7, 5), SKIN, { at: [r * 0.95, Y + y, 0], rot: [0, 0, -Math.PI / 2] });

type Figure = (s: Shape, form: string | null) => void;

const FIGURES: Record<string, Figure> = {
  /** Eli, the Hidden Blade: a slim cloaked assassin, hood down on the shoulders, a red scarf, two long daggers forward. */
  eli(s) {
    robe(s, '#4a4270', 0.3, 0.18, 0.24, 0.78);
    addGeometry(
      s,
      lathe(
        [
          [0, 0],
          [0.2, 0],
          [0.17, 0.14],
          [0, 0.2],
        ],
        10,
      ),
      '#2e2848',
      { at: [-0.08, Y + 0.76, 0] },
    );
    addGeometry(s, cylinder(0.15, 0.17, 0.07, 10), '#c1272d', { at: [0, Y + 0.78, 0] });
    head(s, SKIN, 0.13, 0.92, 0.02);
    face(s, 0.13, 0.92);
    addGeometry(s, cone(0.14, 0.16, 8), '#1e1a30', { at: [0, Y + 1.07, 0] });
    for (const z of [-0.26, 0.26]) {
      addGeometry(s, box(0.28, 0.08, 0.08), '#4a4270', { at: [0.12, Y + 0.56, z * 0.85] });
      addGeometry(s, box(0.46, 0.04, 0.08), '#e8edf4', { at: [0.42, Y + 0.6, z], rot: [0, 0, 0.15] });
    }
  },
  /** Yunye, the Ruins Monk: broad and bald, a sash across the chest, big fists raised in front, a bead necklace. */
  yunye(s) {
    robe(s, '#d9822b', 0.34, 0.24, 0.34, 0.74);
    head(s, SKIN, 0.16, 0.88);
    face(s, 0.16, 0.88);
    addGeometry(s, box(0.08, 0.5, 0.5), '#7a2e14', { at: [0.16, Y + 0.5, 0], rot: [0.9, 0, 0] });
    for (const z of [-0.22, 0.22]) {
      addGeometry(s, box(0.3, 0.1, 0.1), '#d9822b', { at: [0.2, Y + 0.62, z * 1.3] });
      addGeometry(s, sphere(0.11, 8, 6), SKIN, { at: [0.38, Y + 0.64, z] });
    }
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      addGeometry(s, sphere(0.045, 6, 4), '#5a2c12', { at: [Math.cos(a) * 0.2, Y + 0.74, Math.sin(a) * 0.2] });
    }
  },
  /** Darien, the Oathbreaker Knight: plated, a plumed helm; twin swords or one greatsword by form. */
  darien(s, form) {
    robe(s, '#8d96a6', 0.34, 0.3, 0.36, 0.78);
    addGeometry(s, cylinder(0.15, 0.17, 0.28, 10), '#b9c2cf', { at: [0, Y + 0.92, 0] });
    addGeometry(s, box(0.06, 0.05, 0.2), '#1d222b', { at: [0.15, Y + 0.94, 0] });
    addGeometry(s, box(0.3, 0.16, 0.05), '#c1272d', { at: [-0.06, Y + 1.12, 0], rot: [0, 0, 0.2] });
    for (const z of [-0.38, 0.38]) addGeometry(s, sphere(0.12, 8, 5), '#b9c2cf', { at: [0, Y + 0.74, z * 0.9] });
    if (form === 'great') {
      addGeometry(s, box(0.08, 1.15, 0.14), '#e3e8ef', { at: [0.3, Y + 0.62, 0.36] });
      addGeometry(s, box(0.1, 0.05, 0.36), '#6a5232', { at: [0.3, Y + 0.2, 0.36] });
    } else {
      for (const z of [-0.38, 0.38]) {
        addGeometry(s, box(0.55, 0.05, 0.08), '#e3e8ef', { at: [0.4, Y + 0.5, z], rot: [0, 0, -0.25] });
        addGeometry(s, box(0.05, 0.05, 0.2), '#6a5232', { at: [0.14, Y + 0.56, z] });
      }
    }
  },
  /** Noel, the White-Eyed Seer: a tall white robe and a staff topped with a glowing orb. */
  noel(s) {
    robe(s, '#eef1f7', 0.34, 0.22, 0.24, 0.92);
    head(s, '#f3dcc2', 0.13, 1.04);
    addGeometry(s, box(0.05, 0.05, 0.22), '#7fe6ff', { at: [0.12, Y + 1.06, 0] });
    addGeometry(s, cylinder(0.03, 0.03, 1.35, 6), '#8a6a44', { at: [0.22, Y + 0.68, 0.32] });
    addGeometry(s, sphere(0.12, 10, 7), '#63d8ff', { at: [0.22, Y + 1.42, 0.32] });
    addGeometry(s, cone(0.26, 0.2, 12), '#cfd6e4', { at: [0, Y + 1.2, 0] });
  },
  /** Silas, the Deathcaller Shepherd: a dark green robe, a hood and a hooked crook with a skull lantern. */
  silas(s) {
    robe(s, '#2f5a3f', 0.34, 0.24, 0.27, 0.84);
    addGeometry(s, cone(0.2, 0.36, 10), '#224330', { at: [-0.03, Y + 1.08, 0] });
    head(s, '#c7d3c0', 0.13, 0.93, 0.03);
    face(s, 0.13, 0.93);
    addGeometry(s, cylinder(0.03, 0.03, 1.3, 6), '#4b3a26', { at: [0.16, Y + 0.65, -0.36] });
    addGeometry(s, box(0.26, 0.05, 0.05), '#4b3a26', { at: [0.27, Y + 1.3, -0.36] });
    addGeometry(s, box(0.05, 0.18, 0.05), '#4b3a26', { at: [0.39, Y + 1.2, -0.36] });
    addGeometry(s, sphere(0.08, 8, 6), '#f0ead2', { at: [0.39, Y + 1.06, -0.36] });
  },
  /** Edwin, the Bounty Hunter: a long brown coat, a wide-brimmed hat and a long flintlock. */
  edwin(s) {
    robe(s, '#6b4a2f', 0.33, 0.25, 0.28, 0.8);
    head(s, SKIN, 0.13, 0.92);
    face(s, 0.13, 0.92);
    addGeometry(s, cylinder(0.36, 0.36, 0.03, 14), '#3b2a1c', { at: [0, Y + 1.02, 0] });
    addGeometry(s, cylinder(0.14, 0.16, 0.18, 10), '#3b2a1c', { at: [0, Y + 1.12, 0] });
    addGeometry(s, box(0.9, 0.06, 0.06), '#2b2b2f', { at: [0.38, Y + 0.62, 0.28], rot: [0, 0, 0.08] });
    addGeometry(s, box(0.3, 0.1, 0.08), '#7a5330', { at: [-0.02, Y + 0.58, 0.28], rot: [0, 0, 0.08] });
  },
  /** Alicia, the Scarlet-String Witch: a scarlet dress, a tall pointed hat, strings from her raised hand. */
  alicia(s) {
    robe(s, '#b3122e', 0.4, 0.2, 0.24, 0.78);
    head(s, SKIN, 0.13, 0.88);
    face(s, 0.13, 0.88);
    addGeometry(s, cylinder(0.32, 0.32, 0.03, 14), '#2a0a12', { at: [0, Y + 0.98, 0] });
    addGeometry(s, cone(0.17, 0.58, 10), '#2a0a12', { at: [-0.06, Y + 1.26, 0], rot: [0, 0, 0.22] });
    addGeometry(s, sphere(0.06, 6, 4), SKIN, { at: [0.24, Y + 0.95, -0.24] });
    for (const z of [-0.3, -0.24, -0.18]) addGeometry(s, box(0.015, 0.62, 0.015), '#ff5a7a', { at: [0.3, Y + 0.6, z] });
  },
  /** Nia, the Mad Sorcerer: a violet robe, spiked wild hair and three essence orbs circling her (fire, frost, arcane). */
  nia(s) {
    robe(s, '#6a3fa0', 0.34, 0.22, 0.26, 0.8);
    head(s, SKIN, 0.13, 0.92);
    face(s, 0.13, 0.92);
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      addGeometry(s, cone(0.06, 0.26, 5), '#ff8fd0', {
        at: [-0.04 + Math.cos(a) * 0.08, Y + 1.06, Math.sin(a) * 0.08],
        rot: [Math.sin(a) * 0.7, 0, -Math.cos(a) * 0.7],
      });
    }
    ['#ff6a2a', '#8fe3ff', '#c67bff'].forEach((hex, i) => {
      const a = Math.PI / 2 + (i / 3) * Math.PI * 2;
      addGeometry(s, sphere(0.09, 8, 6), hex, { at: [Math.cos(a) * 0.42, Y + 0.75 + i * 0.12, Math.sin(a) * 0.42] });
    });
  },
  /** A skeleton minion: small, bone white, a skull, ribs and a rusty blade. */
  skeleton(s) {
    addGeometry(s, box(0.07, 0.36, 0.07), '#e8e2cc', { at: [0, Y + 0.18, -0.08] });
    addGeometry(s, box(0.07, 0.36, 0.07), '#e8e2cc', { at: [0, Y + 0.18, 0.08] });
    for (let i = 0; i < 3; i++)
      addGeometry(s, box(0.16, 0.04, 0.3 - i * 0.05), '#e8e2cc', { at: [0, Y + 0.44 + i * 0.08, 0] });
    addGeometry(s, box(0.05, 0.3, 0.05), '#e8e2cc', { at: [0, Y + 0.5, 0] });
    addGeometry(s, sphere(0.13, 8, 6), '#f4efdc', { at: [0, Y + 0.78, 0] });
    addGeometry(s, box(0.06, 0.05, 0.14), '#1b1b1b', { at: [0.11, Y + 0.8, 0] });
    addGeometry(s, box(0.5, 0.04, 0.07), '#8a5a3a', { at: [0.26, Y + 0.42, 0.22], rot: [0, 0, -0.3] });
  },
  /** Alicia's puppet: a jointed wooden doll with round joints and strings going up. */
  puppet(s) {
    addGeometry(s, cylinder(0.12, 0.16, 0.4, 8), '#c8a06a', { at: [0, Y + 0.42, 0] });
    addGeometry(s, sphere(0.14, 8, 6), '#e0bd86', { at: [0, Y + 0.78, 0] });
    addGeometry(s, box(0.05, 0.05, 0.16), '#2a1a10', { at: [0.13, Y + 0.8, 0] });
    for (const z of [-0.2, 0.2]) {
      addGeometry(s, sphere(0.06, 6, 4), '#8a5a3a', { at: [0, Y + 0.58, z] });
      addGeometry(s, box(0.06, 0.26, 0.06), '#c8a06a', { at: [0.04, Y + 0.42, z * 1.15] });
      addGeometry(s, box(0.06, 0.24, 0.06), '#c8a06a', { at: [0, Y + 0.12, z * 0.5] });
      addGeometry(s, box(0.012, 0.5, 0.012), '#ff5a7a', { at: [0, Y + 1.12, z * 0.6] });
    }
  },
};

/** A plain figure for a unit kind the table does not know yet: a pawn. */
const pawn: Figure = (s) => {
  addGeometry(
    s,
    lathe(
      [
        [0, 0],
        [0.28, 0],
        [0.16, 0.3],
        [0.1, 0.62],
        [0.2, 0.72],
        [0, 0.74],
      ],
      12,
    ),
    '#c9c4b8',
    { at: [0, Y, 0] },
  );
  head(s, '#c9c4b8', 0.15, 0.84);
  face(s, 0.15, 0.84);
};

/** Whether the table has a figure of its own for a unit definition (tests: every character and summon has one). */
export const hasFigure = (def: string) => def in FIGURES;

const cache = new Map<string, Shape>();

/** The figure of a unit definition (a character id or a summon's def), with Darien's form; built once, kept. */
export function figureShape(def: string, form: string | null): Shape {
  const key = `${def}:${form ?? ''}`;
  let s = cache.get(key);
  if (!s) {
    s = emptyShape();
    (FIGURES[def] ?? pawn)(s, form);
    cache.set(key, s);
  }
  return s;
}

/**
 * The base a figure stands on: a team-coloured disc with a rim, and a bright wedge on the rim pointing the way the unit
 * faces (+x, R-FACE). Blue bases are round; red bases have six notches, so the teams differ by shape as well as colour.
 */
export function baseShape(team: string, teamHex: string, darkHex: string, facingHex: string): Shape {
  const s = emptyShape();
  addGeometry(s, cylinder(0.58, 0.62, BASE_TOP, team === 'red' ? 6 : 20), darkHex, {
    at: [0, BASE_TOP / 2 - 0.002, 0],
    rot: [0, team === 'red' ? Math.PI / 6 : 0, 0],
  });
  addGeometry(s, cylinder(0.5, 0.54, 0.03, team === 'red' ? 6 : 20), teamHex, {
    at: [0, BASE_TOP, 0],
    rot: [0, team === 'red' ? Math.PI / 6 : 0, 0],
  });
  // The facing marker: a flat arrow head on the rim, and a low ridge from the centre towards it.
  addGeometry(s, cone(0.2, 0.34, 3), facingHex, {
    at: [0.56, BASE_TOP + 0.03, 0],
    rot: [0, 0, -Math.PI / 2],
    scale: [1, 1, 0.35],
  });
  addGeometry(s, box(0.3, 0.03, 0.06), facingHex, { at: [0.3, BASE_TOP + 0.02, 0] });
  return s;
}

/** The HP ring on the base: one arc per hit point, lit for those left (colour by fraction), dark for those lost. */
export function hpRingShape(hp: number, maxHp: number, litHex: string, darkHex: string): Shape {
  const s = emptyShape();
  const n = Math.max(1, maxHp);
  const step = (Math.PI * 2) / n;
  const gap = n > 1 ? Math.min(0.08, step * 0.2) : 0;
  for (let i = 0; i < n; i++) {
    // From the back of the base round both sides, so the facing wedge in front is never hidden by the ring.
    const a0 = Math.PI + i * step + gap / 2;
    addRing(
      s,
      0.63,
      0.76,
      a0,
      a0 + step - gap,
      BASE_TOP + 0.004,
      i < hp ? litHex : darkHex,
      Math.max(2, Math.ceil(24 / n)),
    );
  }
  return s;
}

/** A flat ring on the ground round a base: the active unit, the selected one, or a target. */
export function haloShape(hex: string): Shape {
  return addRing(emptyShape(), 0.8, 0.92, 0, Math.PI * 2, 0.015, hex, 36);
}

/**
 * Map markers as small pieces: Noel's teleport circle (a ring of standing stones round a glowing disc) and Edwin's
 * detonator (a squat charge with a fuse), in the owner's team colour; any other marker kind is a team-coloured token.
 */
export function markerShape(kind: string, teamHex: string): Shape {
  const s = emptyShape();
  if (kind === 'teleportCircle') {
    addRing(s, 0.5, 0.66, 0, Math.PI * 2, 0.02, teamHex, 24);
    addRing(s, 0, 0.5, 0, Math.PI * 2, 0.012, '#9fe8ff', 24);
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + Math.PI / 6;
      addGeometry(s, box(0.1, 0.26, 0.1), '#d9e6f2', { at: [Math.cos(a) * 0.58, 0.13, Math.sin(a) * 0.58] });
    }
  } else if (kind === 'detonator') {
    addGeometry(s, cylinder(0.26, 0.3, 0.08, 6), teamHex, { at: [0, 0.04, 0] });
    addGeometry(s, cylinder(0.2, 0.2, 0.3, 10), '#2b2f36', { at: [0, 0.23, 0] });
    addGeometry(s, cylinder(0.21, 0.21, 0.06, 10), '#f2c037', { at: [0, 0.26, 0] });
    addGeometry(s, cylinder(0.02, 0.02, 0.2, 5), '#d9d2c0', { at: [0.05, 0.46, 0], rot: [0, 0, -0.4] });
    addGeometry(s, sphere(0.05, 6, 4), '#ff6a2a', { at: [0.1, 0.56, 0] });
  } else {
    addGeometry(s, cylinder(0.3, 0.34, 0.08, 10), teamHex, { at: [0, 0.04, 0] });
  }
  return s;
}

/** The goddess statue (R-MAP-12, O-13) on a grey plinth: the lab's lathe profile, on the shared buffer of the table. */
export function statueShape(hex: string): Shape {
  const s = emptyShape();
  const profile: [number, number][] = [
    [0, 0],
    [0.62, 0],
    [0.62, 0.14],
    [0.5, 0.18],
    [0.46, 0.3],
    [0.3, 0.34],
    [0.26, 0.6],
    [0.22, 1.05],
    [0.3, 1.18],
    [0.24, 1.26],
    [0.12, 1.3],
    [0.11, 1.36],
    [0.17, 1.44],
    [0.17, 1.54],
    [0.1, 1.62],
    [0, 1.64],
  ];
  addGeometry(s, lathe(profile, 18), hex, { scale: 1.3 });
  return s;
}
