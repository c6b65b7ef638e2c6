import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KolektApi } from '../lib/kolekt-api';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { MessagePanel } from '../ui/message-panel';
import { CaptureForm, type SavedCapture } from './capture-form';
import { PageMessage } from './page-message';
import { SavedPanel } from './saved-panel';
import { openKolekt, useSession } from './use-session';
import { usePageProduct } from './use-page-product';

/** The toolbar popup: pairing state first, then the page's product and where to save it. */
export function PopupApp() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [rejected, setRejected] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedCapture | null>(null);
  const token = session.kind === 'signed-in' && session.token !== rejected ? session.token : null;
  const origin = session.kind === 'loading' ? '' : session.origin;
  const api = useMemo<KolektApi | null>(
    () => (token ? { origin, token, language: i18n.language } : null),
    [origin, token, i18n.language],
  );
  const page = usePageProduct(api !== null);

  function body() {
    if (session.kind === 'loading') return null;
    if (session.kind === 'not-paired') {
      return (
        <MessagePanel title={t('popup.notPaired.title')} body={t('popup.notPaired.body')}>
          <Button onClick={() => chrome.runtime.openOptionsPage()}>
            {t('popup.notPaired.action')}
          </Button>
        </MessagePanel>
      );
    }
    if (session.kind === 'signed-out' || session.kind === 'expired' || !api) {
      const key = session.kind === 'signed-out' ? 'signedOut' : 'expired';
      return (
        <MessagePanel title={t(`popup.${key}.title`)} body={t(`popup.${key}.body`)}>
          <Button onClick={() => openKolekt(session.origin)}>{t('common.openKolekt')}</Button>
        </MessagePanel>
      );
    }
    if (saved) return <SavedPanel origin={origin} saved={saved} />;
    switch (page.state.kind) {
      case 'reading':
        return <p className="py-6 text-center text-muted-foreground">{t('popup.reading')}</p>;
      case 'unreadable':
      case 'challenge':
      case 'nothing':
        return <PageMessage kind={page.state.kind} onRetry={page.retry} />;
      case 'found':
        return (
          <CaptureForm
            api={api}
            product={page.state.product}
            onSaved={setSaved}
            onUnauthorized={() => setRejected(api.token)}
          />
        );
    }
  }

  return (
    <main className="flex w-[360px] flex-col gap-3 p-4">
      <header className="flex items-center justify-between">
        <Logo />
        <Button variant="ghost" onClick={() => chrome.runtime.openOptionsPage()}>
          {t('common.settings')}
        </Button>
      </header>
      {api ? (
        <p className="text-xs text-success" data-testid="connected">
          ● {t('popup.connected', { host: new URL(origin).host })}
        </p>
      ) : null}
      {body()}
    </main>
  );
}
