import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { CollectionCard } from '@/features/collections/components/collection-card';
import { ProfilePage } from '@/features/profile/components/profile-page';

export function Component() {
  const { userId = '' } = useParams();
  return (
    <PageContainer>
      <ProfilePage
        key={userId}
        userId={userId}
        renderCollection={(collection) => <CollectionCard collection={collection} />}
      />
    </PageContainer>
  );
}
