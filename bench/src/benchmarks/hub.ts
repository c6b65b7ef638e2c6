import { signAccessToken } from '@kolekt/api/features/auth/access-token';
import { deriveSecrets } from '@kolekt/api/lib/secrets';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { Benchmark } from '../lib/benchmark';
import { jwtSecret, type BenchContext } from '../lib/context';
import { percentile, problemsOf, type RequestSpec } from '../lib/load';
import { settle } from '../lib/processes';
import { runSteadyLoad } from '../lib/steady-load';
import { ids, uuidSql } from '../lib/seed';

const recordSeparator = '\u001e';
const handshake = `${JSON.stringify({ protocol: 'json', version: 1 })}${recordSeparator}`;
const ping = `${JSON.stringify({ type: 6 })}${recordSeparator}`;

function envNumber(name: string, fallback: number) {
  const value = Number(process.env[name] ?? '');
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Adds `count` users, each owning one public collection; they are removed again at the end. */
async function addHubUsers(ctx: BenchContext, count: number) {
  const db = ctx.db();
  await removeHubUsers(ctx);
  await db.query(
    `insert into users (id, email, user_name, name, surname, email_verified_at)
     select ${uuidSql('h', 'k')}, 'bench-hub-' || k || '@example.com', 'bench_hub_' || k,
            'Hub', 'Listener', now()
     from generate_series(0, ${count - 1}) k`,
  );
  await db.query(
    `insert into collections (id, user_id, name, is_public, status)
     select ${uuidSql('hc', 'k')}, ${uuidSql('h', 'k')}, 'Hub ' || k, true, 0
     from generate_series(0, ${count - 1}) k`,
  );
}

async function removeHubUsers(ctx: BenchContext) {
  await ctx.db().query(`delete from users where email like 'bench-hub-%@example.com'`);
}

/** Removal at the end, once the api has finished its queued likes; never masks the results. */
async function cleanUp(ctx: BenchContext) {
  try {
    const api = await ctx.api();
    await settle(api);
    await removeHubUsers(ctx);
  } catch (error) {
    ctx.log(`  could not remove the hub users: ${String(error)}`);
  }
}

interface Listener {
  socket: WebSocket;
  /** When each like on this listener's collection was sent, oldest first. */
  pending: number[];
}

async function connect(origin: string, token: string, onMessage: (data: string) => void) {
  const url = `${origin.replace(/^http/, 'ws')}/hubs/notification?access_token=${token}`;
  const socket = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(handshake));
    socket.once('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{}')) resolve();
      else reject(new Error(`hub handshake answered ${text}`));
    });
  });
  socket.on('message', (data) => onMessage(data.toString()));
  socket.on('error', () => {});
  return socket;
}

/**
 * Each client's keep-alive ping every 10 s, at its own moment as SignalR's clients do (each
 * counts from when it connected): a tenth of a second's worth at a time. All 5,000 at once would
 * measure a burst no crowd of real clients sends, the api reading 5,000 frames in one go while
 * likes wait behind them.
 */
function keepAlive(listeners: Listener[], periodMs = 10_000, steps = 100): () => void {
  let next = 0;
  const timer = setInterval(() => {
    const count = Math.ceil(listeners.length / steps);
    for (let i = 0; i < count; i++) {
      listeners[(next + i) % listeners.length]!.socket.send(ping);
    }
    next = (next + count) % listeners.length;
  }, periodMs / steps);
  return () => clearInterval(timer);
}

/**
 * The notification hub (/hubs/notification, SignalR JSON protocol): N signed-in clients
 * connected and idle (memory per connection), then likes at a fixed rate through
 * POST /api/like/create, each on a different listener's collection; the time from sending the
 * like to the listener's socket receiving ReceiveNotification, and any notification lost.
 */
export const hub: Benchmark = {
  name: 'hub',
  title: 'Live notifications',
  needsDatabase: true,
  async run(ctx) {
    const clients = envNumber('BENCH_HUB_CLIENTS', 5000);
    const rate = envNumber('BENCH_HUB_RATE', 1000);
    const likers = ctx.plan.users;
    // Enough connections for every like answered within the target's 50 ms to have its own.
    const connections = Math.ceil((rate * 50) / 1000);
    const { jwtKey } = deriveSecrets(jwtSecret);
    await addHubUsers(ctx, clients);
    const listeners: Listener[] = [];
    try {
      const api = await ctx.api();
      await settle(api);
      const rssBefore = api.rssMiB();

      const latencies: number[] = [];
      let received = 0;
      let unexpected = 0;
      for (let start = 0; start < clients; start += 250) {
        const batch = Array.from({ length: Math.min(250, clients - start) }, (_, i) => start + i);
        const sockets = await Promise.all(
          batch.map(async (k) => {
            const token = await signAccessToken(ids.hubUser(k), jwtKey);
            const listener: Listener = { socket: undefined as unknown as WebSocket, pending: [] };
            listener.socket = await connect(api.origin, token, (data) => {
              for (const part of data.split(recordSeparator)) {
                if (!part.includes('"ReceiveNotification"')) continue;
                const sentAt = listener.pending.shift();
                if (sentAt === undefined) unexpected += 1;
                else latencies.push(performance.now() - sentAt);
                received += 1;
              }
            });
            return listener;
          }),
        );
        listeners.push(...sockets);
      }
      const stopPinging = keepAlive(listeners);
      try {
        await sleep(3000);
        const rssIdle = api.rssMiB();
        const perConnectionKiB = ((rssIdle - rssBefore) * 1024) / clients;

        const likerTokens = await Promise.all(
          Array.from({ length: likers }, (_, k) => signAccessToken(ids.user(k), jwtKey)),
        );
        let sent = 0;
        const nextLike = (dueAt: number): RequestSpec => {
          const k = sent++;
          const listener = k % clients;
          const liker = Math.floor(k / clients) % likers;
          listeners[listener]!.pending.push(dueAt);
          return {
            method: 'POST',
            path: '/api/like/create',
            headers: {
              authorization: `Bearer ${likerTokens[liker]!}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ CollectionId: ids.hubCollection(listener) }),
          };
        };
        /** Likes at the rate for `seconds`; resolves once their notifications have come. */
        const likeAtRate = async (seconds: number) => {
          const load = await runSteadyLoad({
            origin: api.origin,
            request: nextLike,
            connections,
            durationSeconds: seconds,
            rate,
          });
          // Give the last notifications time to arrive before counting the lost ones.
          const liked = load.requests - load.non2xx;
          const deadline = Date.now() + 5000;
          while (received < liked && Date.now() < deadline) await sleep(100);
          return { load, liked };
        };
        // As every other benchmark, a discarded warm-up first: a cold api's first likes wait
        // for its compiler and its pool of database connections (seconds, not the steady state).
        if (ctx.options.warmupSeconds > 0) {
          await likeAtRate(ctx.options.warmupSeconds);
          await settle(api);
          latencies.length = 0;
          received = 0;
        }
        const { load, liked } = await likeAtRate(ctx.options.durationSeconds);
        const lost = Math.max(0, liked - received);
        const sorted = Float64Array.from(latencies).sort();

        return [
          {
            metric: `like → recipient's socket, p99 at ${rate} likes/s, ${clients} clients`,
            unit: 'ms',
            measured: percentile(sorted, 99),
            target: { of: 'value', op: '<=', limit: 50 },
            invalid: problemsOf(load, rate),
            note: `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms; ${liked} likes answered 2xx, ${received} notifications received${unexpected ? `, ${unexpected} unmatched` : ''}; evenly spaced, up to ${connections} connections`,
          },
          {
            metric: 'notifications lost',
            unit: '',
            measured: lost,
            target: { of: 'value', op: '<=', limit: 0 },
          },
          {
            metric: 'api memory per idle hub connection (RSS growth)',
            unit: 'KiB',
            measured: perConnectionKiB,
            target: { of: 'value', op: '<=', limit: 20 },
            note: `RSS ${rssBefore.toFixed(0)} → ${rssIdle.toFixed(0)} MiB with ${clients} connections`,
          },
        ];
      } finally {
        stopPinging();
      }
    } finally {
      for (const listener of listeners) listener.socket.terminate();
      await cleanUp(ctx);
    }
  },
};
