import { PageContainer } from '@/components/page-container';
import { WatchingPage } from '@/features/prices/components/watching-page';

/** The signed-in user's watched prices (issue #12). */
export function Component() {
  return (
    <PageContainer>
      <WatchingPage />
    </PageContainer>
  );
}
