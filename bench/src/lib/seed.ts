import { createHash } from 'node:crypto';
import { stores } from '@kolekt/shared/stores';
import {
  adjectives,
  brands,
  collectionThemes,
  colors,
  firstNames,
  nouns,
  series,
  surnames,
} from './vocabulary';

/** Runs one SQL statement (no parameters) and returns its rows. */
export type SqlRunner = (text: string) => Promise<Record<string, unknown>[]>;

/** Bump when the seeded data changes shape: a database seeded by another version is reseeded. */
export const seedVersion = 4;

/** The shape of the seeded data, derived from the product count alone. */
export interface SeedPlan {
  products: number;
  collections: number;
  users: number;
  /** Users 0…likers-1 like every collection j where (j + k) % 10 = 0. */
  likers: number;
  productsPerCollection: number;
}

export function seedPlan(products: number): SeedPlan {
  const collections = Math.max(1, Math.ceil(products / 100));
  const users = Math.max(20, Math.min(1000, collections));
  return {
    products,
    collections,
    users,
    likers: Math.min(users, 100),
    productsPerCollection: Math.ceil(products / collections),
  };
}

/**
 * Ids are the md5 of a letter and a number, with the version and variant digits of a v4 uuid
 * (the api's schemas accept only those), so benchmarks can name rows without asking.
 */
export const ids = {
  user: (k: number) => md5Uuid(`u${k}`),
  collection: (j: number) => md5Uuid(`c${j}`),
  product: (i: number) => md5Uuid(`p${i}`),
  /** Users and collections the hub benchmark adds (and removes) for itself. */
  hubUser: (k: number) => md5Uuid(`h${k}`),
  hubCollection: (k: number) => md5Uuid(`hc${k}`),
};

function md5Uuid(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The same id in SQL, e.g. `uuidSql('p', 'i')` for the product numbered by column i. */
export const uuidSql = (tag: string, column: string) =>
  `overlay(overlay(md5('${tag}' || ${column}) placing '4' from 13) placing '8' from 17)::uuid`;

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const textArray = (words: readonly string[]) => `array[${words.map(literal).join(',')}]::text[]`;
/** 1-based index into an array of `size` words, from a hash of a tag and the row number. */
const pick = (tag: string, column: string, size: number) =>
  `1 + ((hashtext('${tag}' || ${column})::bigint + 2147483648) % ${size})`;

export async function seededCount(run: SqlRunner): Promise<number | undefined> {
  const [table] = await run(`select to_regclass('public.bench_seed') as name`);
  if (!table?.name) return undefined;
  const [row] = await run(`select version, products from bench_seed limit 1`);
  if (!row || Number(row.version) !== seedVersion) return undefined;
  return Number(row.products);
}

/**
 * Fills a migrated database with a synthetic catalogue, all in one transaction, with
 * generate_series. Everything else in the database is wiped first. Secondary indexes of the
 * big tables are dropped during the load and recreated from their own definitions.
 */
export async function seed(
  run: SqlRunner,
  products: number,
  options: { maintenanceWorkMem: string; log: (message: string) => void },
): Promise<void> {
  const plan = seedPlan(products);
  const { log } = options;
  const base = literal(new Date().toISOString());
  const step = async (label: string, text: string) => {
    const started = Date.now();
    await run(text);
    log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  await run(`set maintenance_work_mem = '${options.maintenanceWorkMem}'`);
  await run('begin');
  try {
    await step('wipe', 'truncate users, products cascade');
    await run(
      `create table if not exists bench_seed (version int not null, products int not null, seeded_at timestamptz not null default now())`,
    );
    await run('delete from bench_seed');

    await step(
      `${plan.users} users`,
      `insert into users (id, email, user_name, name, surname, email_verified_at, language, created_at, updated_at)
       select ${uuidSql('u', 'k')}, 'bench-' || k || '@example.com', 'bench_' || k,
              (${textArray(firstNames)})[1 + k % ${firstNames.length}],
              (${textArray(surnames)})[1 + (k / ${firstNames.length}) % ${surnames.length}],
              ${base}::timestamptz, 'tr', ${base}::timestamptz - k * interval '1 hour',
              ${base}::timestamptz - k * interval '1 hour'
       from generate_series(0, ${plan.users - 1}) k`,
    );

    await step(
      `${plan.collections} public active collections`,
      `insert into collections (id, user_id, name, description, is_public, status, created_at, updated_at)
       select ${uuidSql('c', 'j')}, ${uuidSql('u', `(j % ${plan.users})`)},
              (${textArray(collectionThemes)})[1 + j % ${collectionThemes.length}] || ' ' || j,
              'Bench koleksiyonu ' || j, true, 0,
              ${base}::timestamptz - j * interval '1 minute', ${base}::timestamptz - j * interval '1 minute'
       from generate_series(0, ${plan.collections - 1}) j`,
    );

    const indexes = (await run(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public'
         and tablename in ('products', 'collection_products', 'product_title_words', 'title_words')
         and indexname not in (select conname from pg_constraint)`,
    )) as { indexname: string; indexdef: string }[];
    for (const index of indexes) await run(`drop index "${index.indexname}"`);
    log(`  dropped ${indexes.length} secondary indexes for the load`);

    await step(
      `${plan.products} products`,
      // Priced and read as a scrape leaves a product, so no data step of a migration has work.
      `insert into products (id, url, title, store, price, price_amount, price_currency, image_path, created_at, updated_at, confirmed_at, price_checked_at)
       select ${uuidSql('p', 'i')}, 'https://shop.example/p/' || i,
              (${textArray(brands)})[${pick('b', 'i', brands.length)}] || ' ' ||
              (${textArray(adjectives)})[${pick('a', 'i', adjectives.length)}] || ' ' ||
              (${textArray(nouns)})[${pick('n', 'i', nouns.length)}] || ' ' ||
              (${textArray(series)})[${pick('s', 'i', series.length)}] || ' ' ||
              (${textArray(colors)})[${pick('k', 'i', colors.length)}] || ' ' ||
              upper(substr(md5(i::text), 1, 2)) || '-' || (i % 1000),
              (${textArray(stores.map((store) => store.name))})[1 + i % ${stores.length}],
              ((i * 37) % 9000 + 10) || ',90 TL', (i * 37) % 9000 + 10.90, 'TRY',
              'https://cdn.example/p/' || i || '.jpg',
              ${base}::timestamptz - i * interval '1 second', ${base}::timestamptz - i * interval '1 second',
              ${base}::timestamptz - i * interval '1 second', ${base}::timestamptz - i * interval '1 second'
       from generate_series(0, ${plan.products - 1}) i`,
    );

    await step(
      'collection memberships',
      `insert into collection_products (collection_id, product_id, added_at)
       select ${uuidSql('c', `(i % ${plan.collections})`)}, ${uuidSql('p', 'i')},
              ${base}::timestamptz - i * interval '1 second'
       from generate_series(0, ${plan.products - 1}) i`,
    );

    for (const index of indexes) {
      await step(`index ${index.indexname}`, index.indexdef);
    }

    await step(
      'likes',
      `insert into likes (collection_id, user_id, created_at)
       select ${uuidSql('c', 'j')}, ${uuidSql('u', 'k')}, ${base}::timestamptz
       from generate_series(0, ${plan.collections - 1}) j, generate_series(0, ${plan.likers - 1}) k
       where (j + k) % 10 = 0`,
    );

    await step(
      'collection counters',
      `update collections c
       set product_count = coalesce((select count(*) from collection_products cp where cp.collection_id = c.id), 0),
           like_count = coalesce((select count(*) from likes l where l.collection_id = c.id), 0)`,
    );

    await run(`insert into bench_seed (version, products) values (${seedVersion}, ${products})`);
    await run('commit');
  } catch (error) {
    await run('rollback').catch(() => {});
    throw error;
  }
  await step('vacuum analyze', 'vacuum analyze');
}
