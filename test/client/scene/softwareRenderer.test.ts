import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, SOFTWARE_RENDERER } from '../../../client/src/scene/softwareRenderer';

// The board draws without multisampling only on a CPU rasteriser (client/src/scene/softwareRenderer.ts): the names
// browsers report for those must match, and no GPU's name may.
describe('software renderer detection', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Mesa softpipe',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
  ])('a CPU rasteriser: %s', (name) => {
    expect(SOFTWARE_RENDERER.test(name)).toBe(true);
  });

  it.each([
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3080 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
    'Apple M1',
    'Mali-G78',
    'Adreno (TM) 650',
    'AMD Radeon Pro 5500M OpenGL Engine',
  ])('a GPU: %s', (name) => {
    expect(SOFTWARE_RENDERER.test(name)).toBe(false);
  });

  it('outside a browser (no document) says no', () => {
    expect(isSoftwareRenderer()).toBe(false);
  });
});
