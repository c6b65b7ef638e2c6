import * as z from 'zod';
import { pagedResultSchema } from './envelope';

/** Issue #14: editors add and remove products; viewers may read a private collection. */
export const memberRoles = ['editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** What the caller may do with a collection: its owner, a member, or anyone else. */
export const collectionAccesses = ['owner', 'editor', 'viewer', 'visitor'] as const;
export type CollectionAccess = (typeof collectionAccesses)[number];

/** A collection holds at most this many members and pending invitations together. */
export const maxMembers = 50;

/** The most invitations by username one person is shown at once (the oldest first). */
export const maxPendingInvitations = 50;

/** How long an invite link stays valid, in days (the owner picks one). */
export const inviteLinkDays = [1, 7, 30] as const;
/** An invitation by username waits this many days for an answer. */
export const inviteByNameDays = 14;

const personSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  profileImagePath: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const memberSchema = personSchema.extend({
  role: z.enum(memberRoles),
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

/** A pending invitation as its collection's owner sees it: to a person, or a link. */
export const pendingInviteSchema = z.object({
  id: z.uuid(),
  role: z.enum(memberRoles),
  /** The invited person; null for an invite link. */
  invitee: personSchema.nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/**
 * `GET /api/collection/{id}/members`: a page of the members, in the order they joined, for
 * everyone who may see the collection; the owner, who heads the list, beside every page.
 */
export const membersPageSchema = pagedResultSchema(memberSchema).extend({ owner: personSchema });
export type MembersPage = z.infer<typeof membersPageSchema>;

/**
 * `GET /api/collection/{id}/invites`: the invitations still waiting, for the owner only. Members
 * and invitations together stay within `maxMembers`, so one answer holds them all.
 */
export const pendingInvitesSchema = z.array(pendingInviteSchema);

export const memberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });
export const inviteParamsSchema = z.object({ id: z.uuid(), inviteId: z.uuid() });

export const inviteByNameSchema = z.object({
  userName: z.string().trim().min(1).max(50),
  role: z.enum(memberRoles),
});

export const inviteLinkInputSchema = z.object({
  role: z.enum(memberRoles),
  days: z.union(inviteLinkDays.map((days) => z.literal(days))),
});

/** A new invite link: its secret is shown once, to the owner who made it. */
export const inviteLinkSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  role: z.enum(memberRoles),
  expiresAt: z.iso.datetime(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** Invite link secrets: 32 random bytes, base64url. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What an invitation offers, shown before it is accepted (by link or to the invited person). */
export const invitationSchema = z.object({
  inviteId: z.uuid(),
  role: z.enum(memberRoles),
  expiresAt: z.iso.datetime(),
  collectionId: z.uuid(),
  collectionName: z.string(),
  owner: personSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Accept or decline: an invitation to the caller by its id, or an invite link by its secret. */
export const inviteAnswerSchema = z.union([
  z.object({ inviteId: z.uuid() }),
  z.object({ token: inviteTokenSchema }),
]);
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

export const memberRoleInputSchema = z.object({ role: z.enum(memberRoles) });
