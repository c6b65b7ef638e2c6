// The few SDK calls Kolekt uses, imported by name so the lazy chunk leaves replay and feedback out.
export { captureException, init, setUser } from '@sentry/react';
