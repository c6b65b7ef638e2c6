import { vi } from 'vitest';

type Area = Record<string, unknown>;

/** The few extension APIs the worker's request handling uses, kept in memory. */
export function installFakeChrome(options: { extensionId?: string } = {}) {
  const id = options.extensionId ?? 'kolektextensionid';
  const areas: Record<'local' | 'session', Area> = { local: {}, session: {} };
  const storageArea = (name: 'local' | 'session') => ({
    get: async (key: string) => (key in areas[name] ? { [key]: areas[name][key] } : {}),
    set: async (items: Area) => void Object.assign(areas[name], items),
    remove: async (key: string) => void delete areas[name][key],
  });
  const fake = {
    runtime: { id, getURL: (path: string) => `chrome-extension://${id}/${path}` },
    storage: { local: storageArea('local'), session: storageArea('session') },
    tabs: { query: vi.fn(async () => []), sendMessage: vi.fn(async () => undefined) },
  };
  vi.stubGlobal('chrome', fake);
  return { fake, areas };
}
