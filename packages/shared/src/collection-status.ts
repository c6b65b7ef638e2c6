/**
 * Collection status of spec §3: 0 active, 1 deleted, 2 archived. Apart from the schemas, so the
 * web app's pages read it without loading zod.
 */
export const collectionStatus = { active: 0, deleted: 1, archived: 2 } as const;
export type CollectionStatus = (typeof collectionStatus)[keyof typeof collectionStatus];
