/**
 * Whether this browser draws WebGL on the CPU (SwiftShader, llvmpipe, Microsoft's Basic Render Driver): a machine with
 * no usable GPU, or one whose driver the browser blocks. There every pixel costs CPU time, and 4× multisampling about
 * 65 % more per frame (measured: 410 against 680 ms of CPU a frame for the lab at 1280×800 on SwiftShader), so the
 * board draws without it (`BOARD_CANVAS_PROPS`) and with matte materials (`boardMaterial.ts`). Asked once, on a
 * throwaway context released at once.
 */
export function isSoftwareRenderer(): boolean {
  return (answer ??= askRenderer());
}

/** The browser's answer, asked on first use (the canvas props and every board material read it). */
let answer: boolean | undefined;

function askRenderer(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const gl =
      document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return SOFTWARE_RENDERER.test(name);
  } catch {
    return false;
  }
}

/** Renderer names of CPU rasterisers, as browsers report them. */
export const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Marks the page (`<html data-renderer="software">`) when the board is drawn on the CPU. The page is then composited on
 * the CPU too, where a panel's backdrop blur is recomputed on every frame of the board beneath it: the stylesheet drops
 * the blur there (app/styles.css). Measured on SwiftShader, the lab at 1280×800: 75–90 against 130–160 ms of the GPU
 * process's CPU a frame.
 */
export function markSoftwareRenderer(): void {
  if (isSoftwareRenderer()) document.documentElement.dataset.renderer = 'software';
}
