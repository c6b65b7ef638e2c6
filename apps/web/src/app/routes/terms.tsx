import { PageContainer } from '@/components/page-container';
import { LegalPage } from '@/features/legal/components/legal-page';
import { termsEn } from '@/features/legal/content/terms-en';
import { termsTr } from '@/features/legal/content/terms-tr';

const documents = { tr: termsTr, en: termsEn };

export function Component() {
  return (
    <PageContainer>
      <LegalPage documents={documents} />
    </PageContainer>
  );
}
