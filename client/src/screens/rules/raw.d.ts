// Vite's `?raw` imports (the rules text is read at build time as a string; vite.config.ts needs nothing for it).
declare module '*.md?raw' {
  const text: string;
  export default text;
}
