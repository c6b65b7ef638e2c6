import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseSensitiveTests, serverOnlyTests } from './database-sensitive-tests';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(apiRoot + file, 'utf8');
const testFiles = readdirSync(apiRoot + 'src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`);

describe('the database-sensitive test list (decision 0076)', () => {
  it('names test files that exist', () => {
    const missing = [...databaseSensitiveTests, ...serverOnlyTests].filter(
      (file) => !file.endsWith('.test.ts') || !existsSync(apiRoot + file),
    );
    expect(missing).toEqual([]);
  });

  it('has every file that asks which database it runs on', () => {
    const listed = new Set([...databaseSensitiveTests, ...serverOnlyTests]);
    const asking = testFiles.filter((file) => /process\.env\.TEST_DATABASE_URL/.test(read(file)));
    expect(asking.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('has only files on the test database, which the PGlite pass changes', () => {
    const fixed = databaseSensitiveTests.filter(
      (file) => !/createTestApp|openTestDatabase|TEST_DATABASE_URL/.test(read(file)),
    );
    expect(fixed).toEqual([]);
  });
});
