import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Cleanups } from './cleanups';

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the server: the api instances migrate it as they start. */
export async function createDatabase(serverUrl: string, cleanups: Cleanups): Promise<string> {
  const name = `kolekt_scale_out_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  cleanups.add('database', () =>
    withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
