import { buildScraperApp } from './app';
import { loadScraperConfig, ScraperConfigError } from './config';

async function main() {
  let config;
  try {
    config = loadScraperConfig(process.env);
  } catch (error) {
    if (error instanceof ScraperConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildScraperApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ host: config.HOST, port: config.SCRAPER_PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
