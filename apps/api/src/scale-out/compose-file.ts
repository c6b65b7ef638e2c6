import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { substituteVariables } from './compose-variables';

/** The deployment as shipped: the file `docker compose up` reads. */
export const composeFile = fileURLToPath(new URL('../../../../compose.yaml', import.meta.url));

/** What the scale-out test takes from a compose service. */
export interface ComposeService {
  environment: Record<string, string>;
  /** `host:container` pairs as written (`./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro`). */
  volumes: string[];
  /** `published:container` pairs as written (`8080:80`). */
  ports: string[];
}

function substituteAll(value: unknown, variables: Record<string, string>): unknown {
  if (typeof value === 'string') return substituteVariables(value, variables);
  if (Array.isArray(value)) return value.map((item) => substituteAll(item, variables));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteAll(item, variables)]),
    );
  }
  return value;
}

function serviceOf(name: string, raw: Record<string, unknown>): ComposeService {
  const environment = raw.environment ?? {};
  if (typeof environment !== 'object' || Array.isArray(environment)) {
    throw new Error(`compose.yaml: ${name}'s environment should be a mapping`);
  }
  return {
    environment: Object.fromEntries(
      Object.entries(environment).map(([key, value]) => [key, String(value ?? '')]),
    ),
    volumes: ((raw.volumes ?? []) as unknown[]).map(String),
    ports: ((raw.ports ?? []) as unknown[]).map(String),
  };
}

/**
 * compose.yaml's services (its `x-api` anchor shared by both api services), with `${…}` filled in
 * from `variables`, as compose fills them in from `.env`.
 */
export async function readComposeServices(
  variables: Record<string, string>,
): Promise<Record<string, ComposeService>> {
  const document = parse(await readFile(composeFile, 'utf8'), { merge: true }) as {
    services?: Record<string, Record<string, unknown>>;
  };
  const services = substituteAll(document.services ?? {}, variables) as Record<
    string,
    Record<string, unknown>
  >;
  return Object.fromEntries(
    Object.entries(services).map(([name, raw]) => [name, serviceOf(name, raw)]),
  );
}
