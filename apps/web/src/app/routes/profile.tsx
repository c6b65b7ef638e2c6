import { PageContainer } from '@/components/page-container';
import { CollectionCard } from '@/features/collections/components/collection-card';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useCurrentUser } from '@/stores/session-store';

/** The signed-in user's own profile (the route is guarded, so a user exists). */
export function Component() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <PageContainer>
      <ProfilePage
        userId={user.id}
        renderCollection={(collection) => <CollectionCard collection={collection} />}
      />
    </PageContainer>
  );
}
