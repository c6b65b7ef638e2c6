/** What Google's token popup hands back (the shape the auth feature's requester reports). */
export interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}

/** Opens Google's token popup for a client id; supplied by the route so features stay apart. */
export type RequestGoogleToken = (
  clientId: string,
  onResponse: (response: GoogleTokenResponse) => void,
) => Promise<void>;

/** The access token of a fresh Google sign-in, or null when it was cancelled or failed. */
export async function fetchGoogleToken(
  request: RequestGoogleToken,
  clientId: string,
): Promise<string | null> {
  return new Promise<string | null>((resolve) => {
    request(clientId, (response) => resolve(response.access_token ?? null)).catch(() =>
      resolve(null),
    );
  });
}
