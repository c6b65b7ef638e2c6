import { describe, expect, it } from 'vitest';
import { normalizeOneTimeCode } from './one-time-code';

describe('normalizeOneTimeCode', () => {
  it('drops spaces and hyphens and writes the code in upper case', () => {
    expect(normalizeOneTimeCode('tes 9fx')).toBe('TES9FX');
    expect(normalizeOneTimeCode(' TES-9fx\n')).toBe('TES9FX');
  });

  it('leaves a code as mailed unchanged', () => {
    expect(normalizeOneTimeCode('TES9FX')).toBe('TES9FX');
  });
});
