import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findSenVoiceInFiles } from './turkish-voice-files';

/**
 * Kolekt speaks Turkish as "siz" on every screen, e-mail, notification and legal page (decision
 * 0072). The scraper and the extraction package are left out: their Turkish is the shops' words.
 */
const textSources = [
  'apps/web/src',
  'apps/api/src',
  'apps/extension/src',
  'apps/extension/scripts',
  'packages/shared/src',
];
const repository = fileURLToPath(new URL('../../../', import.meta.url));

describe('Turkish voice', () => {
  it.each(textSources)('%s speaks "siz" only', (source) => {
    expect(findSenVoiceInFiles(`${repository}${source}`)).toEqual([]);
  });
});
