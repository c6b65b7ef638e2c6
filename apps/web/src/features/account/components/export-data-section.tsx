import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { exportAccount } from '../api/export-account';
import { saveFile } from '../lib/save-file';
import { SettingsSection } from './settings-section';

/** Downloads the JSON file of everything the account holds. */
export function ExportDataSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function onExport() {
    setBusy(true);
    const reply = await exportAccount();
    setBusy(false);
    if (reply.success && reply.data) {
      saveFile(reply.data);
      toast.success(t('account.export.done'));
    } else {
      toast.error(translateMessage(t, serverMessage(reply), 'account.export.failed'));
    }
  }

  return (
    <SettingsSection
      id="export-data"
      title={t('account.export.title')}
      description={t('account.export.description')}
    >
      <Button variant="outline" disabled={busy} onClick={() => void onExport()}>
        {busy ? <Spinner /> : <Download aria-hidden className="size-4" />}
        {busy ? t('account.export.loading') : t('account.export.submit')}
      </Button>
    </SettingsSection>
  );
}
