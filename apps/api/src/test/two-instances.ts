import { startRedisServer } from './redis-server';
import { createTestApp } from './test-app';

/** Two listening api instances on one database and a private Redis, as behind a load balancer. */
export async function startTwoInstances() {
  const redis = await startRedisServer();
  const one = await createTestApp({ REDIS_URL: redis.url });
  const two = await createTestApp({ REDIS_URL: redis.url }, { database: one.database });
  await Promise.all(
    [one, two].map((instance) => instance.app.listen({ host: '127.0.0.1', port: 0 })),
  );
  return {
    redis,
    one,
    two,
    async close() {
      await two.close();
      await one.close();
      await redis.stop();
    },
  };
}
