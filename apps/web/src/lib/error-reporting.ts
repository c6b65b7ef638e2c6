import { useSessionStore } from '@/stores/session-store';
import type * as ErrorReportingSdkModule from './error-reporting-sdk';
import { getPublicConfig } from './public-config';

type ErrorReportingSdk = typeof ErrorReportingSdkModule;

let sdk: ErrorReportingSdk | null = null;

/**
 * Spec §9: error reporting is on in production, with personal data sent by default. It starts
 * only when the server hands out a DSN, and the SDK is loaded on demand so that the first route
 * does not carry it. Unhandled errors and rejections are then reported by the SDK itself.
 */
export async function startErrorReporting(
  loadConfig: () => ReturnType<typeof getPublicConfig> = getPublicConfig,
): Promise<boolean> {
  const dsn = (await loadConfig().catch(() => null))?.sentryDsn;
  if (!dsn) return false;
  const Sentry = await import('./error-reporting-sdk');
  // dataCollection is the SDK's successor of sendDefaultPii; personal data is on, as §9 says.
  Sentry.init({ dsn, environment: 'production', dataCollection: { userInfo: true } });
  const identify = (user: ReturnType<typeof useSessionStore.getState>['user']) =>
    Sentry.setUser(user ? { id: user.id, username: user.userName, email: user.email } : null);
  identify(useSessionStore.getState().user);
  useSessionStore.subscribe((state, previous) => {
    if (state.user !== previous.user) identify(state.user);
  });
  sdk = Sentry;
  return true;
}

/** Reports an error a screen caught itself (the SDK never sees those); a no-op when off. */
export function reportError(error: unknown) {
  sdk?.captureException(error);
}
