import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { MessagePanel } from '../ui/message-panel';
import type { SavedCapture } from './capture-form';
import { openKolekt } from './use-session';

/** Saved: where it went, with a way to open each collection in Kolekt. */
export function SavedPanel({ origin, saved }: { origin: string; saved: SavedCapture }) {
  const { t } = useTranslation();
  return (
    <MessagePanel
      tone="success"
      title={t('popup.saved.title')}
      body={t('popup.saved.body', { title: saved.data.product.title })}
    >
      {saved.collections.map((collection) => (
        <Button
          key={collection.id}
          variant="secondary"
          onClick={() => openKolekt(origin, `/collection/${collection.id}`)}
        >
          {t('popup.saved.open', { name: collection.name })}
        </Button>
      ))}
    </MessagePanel>
  );
}
