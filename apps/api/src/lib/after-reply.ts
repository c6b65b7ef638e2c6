/**
 * Runs `work` once the reply is on its way (`http/after-reply.ts` makes one per app): domain
 * functions are handed it, so they never wait on a transport or know which one it is.
 */
export type AfterReply = (label: string, work: () => Promise<void>) => void;
