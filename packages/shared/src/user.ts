import * as z from 'zod';
import { languages } from './constants';

/** The signed-in user as the api returns it on login, refresh and Google sign-in. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  email: z.string(),
  biography: z.string().nullable(),
  profileImagePath: z.string().nullable(),
  language: z.enum(languages),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  user: sessionUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** `auth/refresh-token` answers the renewed session, or null to a guest (no session cookie). */
export type RefreshReply = Session | null;

/** Settings the web app reads at run time from `GET /api/config`, so no rebuild is needed. */
export const publicConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  /** Where the browser searches the shops: `/scraper`, on the page's own origin (decision 0051). */
  scraperUrl: z.string(),
  sentryDsn: z.string().nullable(),
  /** The instance's own pages elsewhere (issue #32): each null when not configured, so not shown. */
  siteLinks: z.object({
    source: z.string().nullable(),
    contact: z.string().nullable(),
    x: z.string().nullable(),
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    github: z.string().nullable(),
  }),
});
export type SiteLinks = PublicConfig['siteLinks'];
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** A profile as `user/{id}` returns it (spec §3 User), computed for the caller. */
export interface Profile {
  id: string;
  name: string;
  surname: string;
  userName: string;
  biography: string | null;
  profileImagePath: string | null;
  followerCount: number;
  followingCount: number;
  isEditable: boolean;
  /** null for a guest, who has no follow status. */
  isCurrentUserFollow: boolean | null;
}

/** A row of the follower/following lists: the person and whether the caller follows them. */
export interface FollowListUser {
  id: string;
  name: string;
  surname: string;
  userName: string;
  profileImagePath: string | null;
  isFollowing: boolean;
}

/** A user card of the search results (spec §3 Search state). */
export interface UserSearchResult {
  id: string;
  name: string;
  surname: string;
  userName: string;
  biography: string | null;
}
