/**
 * Local ports of the e2e stack, apart from the development defaults. `E2E_PORT_BASE` moves them
 * all, so two runs on one machine do not meet.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 0);
export const appPort = base ? base : 3100;
export const smtpPort = base ? base + 1 : 2525;
export const mailHttpPort = base ? base + 2 : 2526;
export const shopPort = base ? base + 3 : 2527;
/** The built-in shops under their own names, over TLS, for the extension in the browser. */
export const browserShopsPort = base ? base + 4 : 2528;
/** The fake Google that checks sign-in tokens, started by the spec that signs in with Google. */
export const googlePort = base ? base + 5 : 2529;
