import { apiData } from '@/lib/api-client';

export interface FollowState {
  isCurrentUserFollow: boolean;
  followerCount: number;
}

interface SetFollowInput {
  followerId: string;
  followingId: string;
  follow: boolean;
}

/** POST user/follow or DELETE user/unfollow; followerId is the signed-in user (spec §5). */
export function setFollow({ followerId, followingId, follow }: SetFollowInput) {
  return apiData<FollowState>(follow ? 'user/follow' : 'user/unfollow', {
    method: follow ? 'POST' : 'DELETE',
    json: { followerId, followingId },
  });
}
