/** Fixed local ports of the e2e stack, apart from the development defaults. */
export const appPort = 3100;
export const smtpPort = 2525;
export const mailHttpPort = 2526;
export const shopPort = 2527;
