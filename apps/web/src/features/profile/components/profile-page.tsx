import type { Collection } from '@kolekt/shared/collection';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NotFoundPage } from '@/components/not-found-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/stores/session-store';
import { useUserProfile } from '../api/get-user';
import { ProfileCollections } from './profile-collections';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';

interface ProfilePageProps {
  userId: string;
  renderCollection: (collection: Collection) => ReactNode;
}

/** Spec §2 Profile page: skeleton, the 404 page, the header card and the public collections. */
export function ProfilePage({ userId, renderCollection }: ProfilePageProps) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const { data: profile, isPending, isError } = useUserProfile(userId);

  useEffect(() => {
    if (isError) toast.error(t('profile.toasts.fetchFailed'));
  }, [isError, t]);
  const fullName = [profile?.name, profile?.surname].filter(Boolean).join(' ');
  useDocumentTitle(fullName || profile?.userName);

  if (isPending) return <ProfileSkeleton />;
  if (!profile) return <NotFoundPage />;
  return (
    <div className="space-y-8">
      <ProfileHeader profile={profile} />
      <ProfileCollections
        userId={profile.id}
        own={profile.id === currentUser?.id}
        renderCollection={renderCollection}
      />
    </div>
  );
}
