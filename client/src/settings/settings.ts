/**
 * Settings that stay (localStorage, one key each, read at start): colour-blind-safe team colours, reduce motion, camera
 * sensitivity, key help, high contrast and text size. The language has its own store and key (client/src/i18n, 'ifera:lang'); the settings panel
 * changes it there. Other parts read these with `useSettings` (animations: `reduceMotion`, key 'ifera:reduceMotion').
 */
import { create } from 'zustand';

export type Settings = {
  /** Teams in the Okabe–Ito orange and blue, each with its own shape (▲ Red, ● Blue), not by colour alone. */
  colorBlind: boolean;
  /** No animation: moves, pings and numbers appear in place. Defaults to the system's prefers-reduced-motion. */
  reduceMotion: boolean;
  /** Camera rotate, zoom and pan speed, 0.25..3 (1 = the default). */
  cameraSensitivity: number;
  /** The key help line under the match panels. */
  keyHelp: boolean;
  /** High contrast: black panels, white text, yellow accents, cyan focus (issue 30). */
  highContrast: boolean;
  /** Text size in per cent of the default (100, 125 or 150). */
  textSize: number;
};

/** The text sizes offered. */
export const TEXT_SIZES = [100, 125, 150] as const;

export const SETTING_KEYS: Record<keyof Settings, string> = {
  colorBlind: 'ifera:colorBlind',
  reduceMotion: 'ifera:reduceMotion',
  cameraSensitivity: 'ifera:cameraSensitivity',
  keyHelp: 'ifera:keyHelp',
  highContrast: 'ifera:highContrast',
  textSize: 'ifera:textSize',
};

export const CAMERA_SENSITIVITY = { min: 0.25, max: 3 } as const;

/** Team colours for a setting (the 3D table and the DOM use the same pair). */
export function teamColours(colorBlind: boolean): { red: string; blue: string } {
  return colorBlind ? { red: '#e69f00', blue: '#0072b2' } : { red: '#e0483c', blue: '#3f7bff' };
}

/** The shape that tells a team apart without colour. */
export const TEAM_SHAPE = { red: '▲', blue: '●' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // no storage: the setting holds for this page only
  }
}

function systemReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The stored settings (a missing or broken value takes its default). */
export function loadSettings(): Settings {
  const bool = (key: string, fallback: boolean) => {
    const v = read(key);
    return v === '1' ? true : v === '0' ? false : fallback;
  };
  const sensitivity = Number(read(SETTING_KEYS.cameraSensitivity));
  return {
    colorBlind: bool(SETTING_KEYS.colorBlind, false),
    reduceMotion: bool(SETTING_KEYS.reduceMotion, systemReducedMotion()),
    cameraSensitivity:
      Number.isFinite(sensitivity) && sensitivity >= CAMERA_SENSITIVITY.min && sensitivity <= CAMERA_SENSITIVITY.max
        ? sensitivity
        : 1,
    keyHelp: bool(SETTING_KEYS.keyHelp, true),
    highContrast: bool(
      SETTING_KEYS.highContrast,
      typeof matchMedia === 'function' && matchMedia('(prefers-contrast: more)').matches,
    ),
    textSize: (TEXT_SIZES as readonly number[]).includes(Number(read(SETTING_KEYS.textSize)))
      ? Number(read(SETTING_KEYS.textSize))
      : 100,
  };
}

/** Marks the page for the settings' CSS (client/src/settings/settings.css): colour-blind palette, no transitions. */
function applyToPage(s: Settings): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.colorBlind = s.colorBlind ? '1' : '0';
  root.dataset.reduceMotion = s.reduceMotion ? '1' : '0';
  root.dataset.keyHelp = s.keyHelp ? '1' : '0';
  root.dataset.contrast = s.highContrast ? 'high' : 'normal';
  root.dataset.textSize = String(s.textSize);
}

export type SettingsStore = Settings & { set: <K extends keyof Settings>(key: K, value: Settings[K]) => void };

/** The settings, with one named action that stores a change. */
export const useSettings = create<SettingsStore>()((setState) => {
  const initial = loadSettings();
  applyToPage(initial);
  return {
    ...initial,
    set: (key, value) => {
      write(SETTING_KEYS[key], typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
      setState((s) => {
        const next = { ...s, [key]: value };
        applyToPage(next);
        return next;
      });
    },
  };
});
