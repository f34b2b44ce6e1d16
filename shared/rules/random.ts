/** The seeded generator now lives below the map (shared/random); this path stays for callers outside shared/ (test/bench). */
export * from '../random';
