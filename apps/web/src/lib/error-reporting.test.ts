import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUserFixture } from '@/test/fixtures';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), setUser: vi.fn() }));
vi.mock('./error-reporting-sdk', () => sentry);

const noSiteLinks = {
  source: null,
  contact: null,
  x: null,
  instagram: null,
  facebook: null,
  github: null,
};

const config = (sentryDsn: string | null) => async () => ({
  googleClientId: null,
  scraperUrl: '/scraper',
  sentryDsn,
  siteLinks: noSiteLinks,
});

beforeEach(() => {
  vi.resetModules();
  sentry.init.mockClear();
  sentry.captureException.mockClear();
  sentry.setUser.mockClear();
});

describe('error reporting', () => {
  it('stays off without a DSN, and reporting is then a no-op', async () => {
    const { startErrorReporting, reportError } = await import('./error-reporting');
    expect(await startErrorReporting(config(null))).toBe(false);
    reportError(new Error('lost'));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it('stays off when the config cannot be read', async () => {
    const { startErrorReporting } = await import('./error-reporting');
    expect(await startErrorReporting(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('starts with the DSN in production mode, sending personal data (spec §9)', async () => {
    const { startErrorReporting, reportError } = await import('./error-reporting');
    const dsn = 'https://key@errors.example.com/42';
    expect(await startErrorReporting(config(dsn))).toBe(true);
    expect(sentry.init).toHaveBeenCalledWith({
      dsn,
      environment: 'production',
      dataCollection: { userInfo: true },
    });
    const error = new Error('screen failed');
    reportError(error);
    expect(sentry.captureException).toHaveBeenCalledWith(error);
  });

  it('names the signed-in user on reports, and forgets them on sign-out', async () => {
    const { useSessionStore } = await import('@/stores/session-store');
    const { startErrorReporting } = await import('./error-reporting');
    await startErrorReporting(config('https://key@errors.example.com/42'));
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
    useSessionStore.getState().setSession({
      accessToken: 'token',
      user: sessionUserFixture({ language: 'tr' }),
    });
    expect(sentry.setUser).toHaveBeenLastCalledWith({
      id: 'u1',
      username: 'ayseyilmaz',
      email: 'ayse@example.com',
    });
    useSessionStore.getState().clearSession();
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
  });
});
