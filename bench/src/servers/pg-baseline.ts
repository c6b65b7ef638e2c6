/**
 * The bare baselines with a database: Fastify and node-postgres, one query per request, no
 * plugins, no validation library, the same pool size as the api (10).
 *   GET /page/:collectionId[?addedAt=…&productId=…]  a 20-row keyset page of a collection
 *   GET /newest[?createdAt=…&id=…]                    a 20-row keyset page of all products, newest
 *                                                     first (the order of products_created_idx)
 *   GET /product/:id                                  a primary-key lookup
 * ORDER BY is `desc` (nulls first) with `id desc`, the order of the migrations' list indexes,
 * so the indexes serve it.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

// Page 1 and later pages are separate statements, so each gets the plan of its own shape.
const pageColumns = `p.id, p.title, p.store, p.price, p.image_path as "imagePath", p.url,
  cp.added_at as "addedAt"`;
const firstPageSql = `
  select ${pageColumns}
  from collection_products cp join products p on p.id = cp.product_id
  where cp.collection_id = $1
  order by cp.added_at desc, cp.product_id desc
  limit 20`;
const nextPageSql = `
  select ${pageColumns}
  from collection_products cp join products p on p.id = cp.product_id
  where cp.collection_id = $1 and (cp.added_at, cp.product_id) < ($2::timestamptz, $3::uuid)
  order by cp.added_at desc, cp.product_id desc
  limit 20`;

app.get<{
  Params: { collectionId: string };
  Querystring: { addedAt?: string; productId?: string };
}>('/page/:collectionId', async (request) => {
  const { addedAt, productId } = request.query;
  const { collectionId } = request.params;
  const { rows } =
    addedAt && productId
      ? await pool.query(nextPageSql, [collectionId, addedAt, productId])
      : await pool.query(firstPageSql, [collectionId]);
  return { items: rows };
});

const newestColumns = `id, title, store, price, image_path as "imagePath", url,
  created_at as "createdAt"`;
const newestFirstSql = `
  select ${newestColumns} from products order by created_at desc, id desc limit 20`;
const newestNextSql = `
  select ${newestColumns} from products
  where created_at <= $1::timestamptz and (created_at, id) < ($1::timestamptz, $2::uuid)
  order by created_at desc, id desc
  limit 20`;

app.get<{ Querystring: { createdAt?: string; id?: string } }>('/newest', async (request) => {
  const { createdAt, id } = request.query;
  const { rows } =
    createdAt && id
      ? await pool.query(newestNextSql, [createdAt, id])
      : await pool.query(newestFirstSql);
  return { items: rows };
});

app.get<{ Params: { id: string } }>('/product/:id', async (request, reply) => {
  const { rows } = await pool.query(
    'select id, title, store, price, image_path as "imagePath", url from products where id = $1',
    [request.params.id],
  );
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  return rows[0];
});

app.get('/ready', async () => {
  await pool.query('select 1');
  return { ok: true };
});

app.addHook('onClose', () => pool.end());
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
