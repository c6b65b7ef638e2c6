import { PageContainer } from '@/components/page-container';
import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyEn } from '@/features/legal/content/privacy-en';
import { privacyTr } from '@/features/legal/content/privacy-tr';

const documents = { tr: privacyTr, en: privacyEn };

export function Component() {
  return (
    <PageContainer>
      <LegalPage documents={documents} />
    </PageContainer>
  );
}
