import * as z from 'zod';
import { memberRoles } from './members';

/** Notification kinds of spec §3, and the price alerts of issue #12. */
export const notificationTypes = [
  'follow',
  'like',
  'comment',
  'system',
  'other',
  'price_drop',
  'price_target',
  'back_in_stock',
  'invite',
  'member_joined',
  'member_added',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Longest comment excerpt a comment notification keeps (the rest is on the collection). */
export const commentPreviewLength = 80;

const actorParams = {
  actorName: z.string(),
  actorSurname: z.string(),
  actorUserName: z.string(),
};
const collectionParams = { collectionId: z.uuid(), collectionName: z.string() };

/**
 * What a notification means, not its wording: title and message are worded from the type and
 * these parameters in the reader's language (decisions 0021 and 0052).
 */
export const notificationContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('follow'), params: z.object(actorParams) }),
  z.object({ type: z.literal('like'), params: z.object({ ...actorParams, ...collectionParams }) }),
  z.object({
    type: z.literal('comment'),
    params: z.object({ ...actorParams, ...collectionParams, commentPreview: z.string() }),
  }),
  // Collections kept together (issue #14): an invitation to the invited person, and to the
  // owner a member who joined or added a product.
  z.object({
    type: z.literal('invite'),
    params: z.object({
      ...actorParams,
      ...collectionParams,
      inviteId: z.uuid(),
      role: z.enum(memberRoles),
    }),
  }),
  z.object({
    type: z.literal('member_joined'),
    params: z.object({ ...actorParams, ...collectionParams, role: z.enum(memberRoles) }),
  }),
  z.object({
    type: z.literal('member_added'),
    params: z.object({
      ...actorParams,
      ...collectionParams,
      productId: z.uuid(),
      productTitle: z.string(),
    }),
  }),
  // Price alerts (issue #12): the product and the amounts the alert is about.
  z.object({
    type: z.enum(['price_drop', 'price_target', 'back_in_stock']),
    params: z.object({
      productId: z.uuid(),
      productTitle: z.string(),
      productUrl: z.string(),
      amount: z.string().nullable(),
      previousAmount: z.string().nullable(),
      targetPrice: z.string().nullable(),
      currency: z.string().nullable(),
    }),
  }),
  // System messages have no author to interpolate: they carry their text as written.
  z.object({
    type: z.enum(['system', 'other']),
    params: z.object({ title: z.string(), message: z.string() }),
  }),
]);
export type NotificationContent = z.infer<typeof notificationContentSchema>;

/** A notification as stored and carried between instances: what happened, in no language. */
export const notificationRecordSchema = z.intersection(
  z.object({ id: z.uuid(), createdAt: z.iso.datetime(), isRead: z.boolean() }),
  notificationContentSchema,
);
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

/**
 * Title and message in the reader's language (`wordNotification`), for clients that do not word
 * the type and params themselves (decision 0052).
 */
export const notificationWordingSchema = z.object({
  title: z
    .string()
    .describe("In the reader's language: their language setting, else Accept-Language."),
  message: z.string().describe('In the same language as the title.'),
});
export type NotificationWording = z.infer<typeof notificationWordingSchema>;

/** Spec §3's notification as the list, the hub and the export give it: the record, worded. */
export const notificationSchema = z.intersection(
  z.object({
    id: z.uuid(),
    createdAt: z.iso.datetime(),
    isRead: z.boolean(),
    ...notificationWordingSchema.shape,
  }),
  notificationContentSchema,
);
export type Notification = z.infer<typeof notificationSchema>;

/** The notifications list: a page plus the unread count for the bell. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  pageIndex: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  hasNextPage: z.boolean(),
  unreadCount: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Hub events, server → client: a wrong payload fails the typecheck on both sides. */
export interface HubClientEvents {
  ReceiveNotification: Notification;
}
export { hubEvents } from './hub-events';
