/** How long an early answer waits for its screen: it is for the first screen only. */
const keptForMs = 10_000;

interface EarlyRequest {
  response: Promise<Response | undefined>;
  startedAt: number;
}

const requests = new Map<string, EarlyRequest>();

/**
 * Starts a guest's GET of an api path before the app has loaded (`/api/` + path, as the api
 * client sends it). A failed request is forgotten: the screen then asks again itself.
 */
export function startEarlyRequest(path: string, language: string) {
  const response = fetch(`/api/${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    credentials: 'omit',
  }).catch(() => undefined);
  requests.set(path, { response, startedAt: performance.now() });
}

/**
 * The early answer to this path, once: for a guest's read, the same request the api client
 * would send. Undefined when there is none, it is older than the first screen, or it failed.
 */
export function takeEarlyResponse(path: string): Promise<Response | undefined> | undefined {
  const request = requests.get(path);
  if (!request) return undefined;
  requests.delete(path);
  return performance.now() - request.startedAt > keptForMs ? undefined : request.response;
}
