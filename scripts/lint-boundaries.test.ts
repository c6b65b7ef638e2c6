import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The api's layer rules in eslint.config.js (decision 0074), run on code that is never written.
const eslint = new ESLint({ cwd: path.join(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the api layers held by lint', () => {
  // The first lint loads the config and its plugins: seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile('apps/api/src/app.ts'), 60_000);

  it('refuses a feature imported by infrastructure', async () => {
    const code = "import { verifyAccessToken } from '../features/auth/access-token';\n";
    for (const file of [
      'http/authenticate.ts',
      'realtime/notification-hub.ts',
      'jobs/job-queue.ts',
      'lib/errors.ts',
      'db/open-database.ts',
    ]) {
      expect(await boundaryErrors(`apps/api/src/${file}`, code)).toEqual([
        expect.stringContaining('Infrastructure never imports a feature'),
      ]);
    }
  });

  it('refuses http/ in a feature’s domain file, type imports too', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/features/users/get-profile.ts',
        "import { reply } from '../../http/envelope';\nimport type { AfterReply } from '../../http/after-reply';\n",
      ),
    ).toEqual([
      expect.stringContaining('domain files never import http/'),
      expect.stringContaining('domain files never import http/'),
    ]);
  });

  it('lets route files use http/ and every layer use lib/', async () => {
    const http = "import { authenticate } from '../../http/authenticate';\n";
    expect(await boundaryErrors('apps/api/src/features/users/routes.ts', http)).toEqual([]);
    expect(await boundaryErrors('apps/api/src/features/users/avatar-routes.ts', http)).toEqual([]);
    const lib = "import { notFound } from '../../lib/errors';\n";
    expect(await boundaryErrors('apps/api/src/features/users/get-profile.ts', lib)).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/http/authenticate.ts',
        "import { unauthorized } from '../lib/errors';\n",
      ),
    ).toEqual([]);
  });

  it('lets the composition root import features', async () => {
    const code = "import { createAuthService } from './features/auth/auth-service';\n";
    expect(await boundaryErrors('apps/api/src/app.ts', code)).toEqual([]);
  });
});

describe('front doors held by lint', () => {
  beforeAll(
    () => eslint.calculateConfigForFile('apps/extension/src/search/search-shop.ts'),
    60_000,
  );

  it('refuses a package reached past its entry, wherever the import is, the api layers’ files too', async () => {
    const deep = "import { detectChallenge } from '@kolekt/extract/challenge';\n";
    for (const file of [
      'apps/extension/src/search/search-shop.ts',
      'apps/scraper/src/search/search-shop.ts',
      'apps/api/src/http/authenticate.ts',
      'apps/api/src/features/products/product-scraper.ts',
      'apps/web/src/features/search/components/search-overlay.tsx',
    ]) {
      expect(await boundaryErrors(file, deep)).toEqual([
        expect.stringContaining("Import '@kolekt/extract'"),
      ]);
    }
    const scraper = "import { guardedFetch } from '@kolekt/scraper/fetch/guarded-fetch';\n";
    expect(await boundaryErrors('apps/api/src/features/images/product-images.ts', scraper)).toEqual(
      [expect.stringContaining("Import '@kolekt/scraper'")],
    );
    const entry = "import { detectChallenge } from '@kolekt/extract';\n";
    expect(await boundaryErrors('apps/extension/src/search/search-shop.ts', entry)).toEqual([]);
    const testSupport = "import { startFixtureShop } from '@kolekt/scraper/test-support';\n";
    expect(
      await boundaryErrors('apps/api/src/features/images/images.test.ts', testSupport),
    ).toEqual([]);
  });
});

describe("the web's features held apart by lint", () => {
  beforeAll(() => eslint.calculateConfigForFile('apps/web/src/features/prices/index.ts'), 60_000);

  it('refuses one feature importing another, by alias or by path', async () => {
    const file = 'apps/web/src/features/prices/components/watch-list-item.tsx';
    for (const code of [
      "import { ProductCard } from '@/features/products/components/product-card';\n",
      "import { ProductCard } from '../../products/components/product-card';\n",
    ]) {
      expect(await boundaryErrors(file, code)).toEqual([
        expect.stringContaining('A web feature never imports another'),
      ]);
    }
  });

  it('lets a feature use its own files, the shared components, and tests cross over', async () => {
    const file = 'apps/web/src/features/prices/components/watch-list-item.tsx';
    for (const code of [
      "import { PriceChart } from '@/features/prices/components/price-chart';\n",
      "import { PriceChart } from '../components/price-chart';\n",
      "import { ProductImage } from '@/components/product-image';\n",
    ]) {
      expect(await boundaryErrors(file, code)).toEqual([]);
    }
    const crossing = "import { ProductCard } from '@/features/products/components/product-card';\n";
    expect(
      await boundaryErrors('apps/web/src/features/prices/components/watch-list.test.tsx', crossing),
    ).toEqual([]);
  });
});
