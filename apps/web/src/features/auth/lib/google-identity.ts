/** The part of Google Identity Services' token client (implicit flow) that we use. */
export interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface TokenClient {
  requestAccessToken: () => void;
}

interface TokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type: string }) => void;
}

declare global {
  interface Window {
    google?: {
      accounts: { oauth2: { initTokenClient: (config: TokenClientConfig) => TokenClient } };
    };
  }
}

const scriptUrl = 'https://accounts.google.com/gsi/client';
let scriptLoading: Promise<void> | null = null;

/** Loads Google's identity script once, on the first click, so other visitors never fetch it. */
function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('Google identity script failed to load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** Opens Google's popup asking for an access token with the openid, profile and email scopes. */
export async function requestGoogleAccessToken(
  clientId: string,
  onResponse: (response: TokenResponse) => void,
) {
  await loadGoogleScript();
  const oauth2 = window.google?.accounts.oauth2;
  if (!oauth2) throw new Error('Google identity script is unavailable');
  const client = oauth2.initTokenClient({
    client_id: clientId,
    scope: 'openid profile email',
    callback: onResponse,
    // Closing the popup or a blocked popup arrives here rather than in callback.
    error_callback: (error) => onResponse({ error: error.type }),
  });
  client.requestAccessToken();
}
