import { setTimeout as delay } from 'node:timers/promises';
import { idempotentRoutes } from '@kolekt/shared/idempotent-routes';
import { serverMessages } from '@kolekt/shared/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { asArray } from './route-hooks';
import { idempotencyKeyLifetime } from '../jobs/expire-idempotency-keys';
import { AppError, badRequest } from '../lib/errors';

/** The create calls a client may safely retry with an `Idempotency-Key` header. */
export const keyedRoutes = new Set(idempotentRoutes.map((url) => `POST ${url}`));

// A claim whose request is still running; the columns hold the answer once there is one.
const pending = 0;
const noAnswer = sql`'null'::jsonb`;
// A claim older than this lost its request (the process died): the key may be used afresh.
const abandonedAfter = sql.raw(`interval '2 minutes'`);
const waitForFirstMs = 10_000;
const keyPattern = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed its Idempotency-Key and its answer is to be kept. */
    idempotencyClaim: { userId: string; key: string } | null;
  }
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !keyPattern.test(header)) {
    throw badRequest(serverMessages.idempotencyKeyInvalid);
  }
  return header;
}

/** Takes the key for this request, or returns false when another request holds it. */
async function claim(db: Db, userId: string, key: string, route: string): Promise<boolean> {
  const taken = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, statusCode: pending, body: noAnswer })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route, statusCode: pending, body: noAnswer, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - ${idempotencyKeyLifetime}
        or (${idempotencyKeys.statusCode} = ${pending}
          and ${idempotencyKeys.createdAt} < now() - ${abandonedAfter})`,
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The first request's answer, waiting while it is still running. */
async function firstAnswer(db: Db, userId: string, key: string) {
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    const [row] = await db
      .select({
        route: idempotencyKeys.route,
        statusCode: idempotencyKeys.statusCode,
        // The kept answer is a JSON string; `#>> '{}'` reads it back as the text it was.
        body: sql<string | null>`${idempotencyKeys.body} #>> '{}'`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row || row.statusCode !== pending || Date.now() > deadline) return row;
    await delay(100);
  }
}

async function replayOrRefuse(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  userId: string,
  key: string,
) {
  const first = await firstAnswer(db, userId, key);
  // Gone between the two reads (it failed with a 5xx): ask the client to send it again.
  if (!first || first.statusCode === pending || first.body === null) {
    throw new AppError(409, serverMessages.idempotencyKeyInProgress);
  }
  if (first.route !== route) throw new AppError(422, serverMessages.idempotencyKeyReused);
  request.log.info({ idempotencyKey: key }, 'replaying the first answer');
  return reply
    .code(first.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(first.body);
}

/**
 * The same user sending the same `Idempotency-Key` to a create call gets the first answer again
 * (status and body) for 24 hours, and nothing is created twice, even when the two race. The key
 * is claimed before the handler runs; its answer is kept unless it was a 5xx or 429 (worth
 * retrying). A key reused on another call is refused with 422.
 */
export function registerIdempotency(app: FastifyInstance) {
  const { db } = app.ctx.database;
  app.decorateRequest('idempotencyClaim', null);

  const routeOf = (request: FastifyRequest) =>
    `${request.method} ${request.routeOptions.url ?? ''}`;

  const takeKey: preHandlerHookHandler = async function (request, reply) {
    const key = keyOf(request);
    const userId = request.userId;
    if (key === null || !userId) return;
    const route = routeOf(request);
    if (await claim(db, userId, key, route)) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    return replayOrRefuse(db, request, reply, route, userId, key);
  };

  const keepAnswer: onSendHookHandler = async function (request, reply, payload) {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(where);
    } else {
      // Kept as the exact text sent (a JSON string), so a replay is the first answer byte for byte.
      await db.update(idempotencyKeys).set({ statusCode: status, body: payload }).where(where);
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => keyedRoutes.has(`${method} ${route.url}`))) return;
    // After the route's own hooks, so the caller is known and the body is valid.
    route.preHandler = [...asArray(route.preHandler), takeKey];
    route.onSend = [...asArray(route.onSend), keepAnswer];
  });
}
