import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, softwareGl } from './softwareGl';

describe('software WebGL detection (issue 13)', () => {
  it('knows SwiftShader and llvmpipe, not a GPU', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)')).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe(false);
    expect(isSoftwareRenderer('Apple M1')).toBe(false);
  });
  it('answers false where WebGL cannot be asked', () => {
    expect(softwareGl()).toBe(false);
  });
});
