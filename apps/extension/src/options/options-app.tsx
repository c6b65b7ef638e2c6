import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getKolektOrigin, toOrigin } from '../lib/kolekt-origin';
import { getToken, isExpired, onTokenChange } from '../lib/session-token';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { saveOrigin } from './save-origin';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Pairing: the Kolekt address the extension works with, and whether it is signed in. */
export function OptionsApp() {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [signedIn, setSignedIn] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void getKolektOrigin().then(setAddress);
    void getToken().then((token) => setSignedIn(!!token && !isExpired(token)));
    return onTokenChange((token) => setSignedIn(!!token && !isExpired(token)));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const origin = toOrigin(address);
    if (!origin) return setNotice({ tone: 'error', text: t('options.invalid') });
    setBusy(true);
    const outcome = await saveOrigin(origin);
    setBusy(false);
    setAddress(origin);
    setNotice(
      outcome === 'saved'
        ? { tone: 'success', text: t('options.saved', { origin }) }
        : { tone: 'error', text: t('options.denied') },
    );
  }

  const how = t('options.how', { returnObjects: true }) as unknown as string[];
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 p-8">
      <header className="flex flex-col gap-2">
        <Logo />
        <h1 className="text-2xl font-semibold">{t('options.title')}</h1>
        <p className="text-muted-foreground">{t('options.subtitle')}</p>
      </header>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card"
      >
        <label className="flex flex-col gap-1 font-medium" htmlFor="kolekt-address">
          {t('options.address')}
        </label>
        <input
          id="kolekt-address"
          type="url"
          required
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-describedby="kolekt-address-hint"
          className="rounded-lg border border-border bg-background px-3 py-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <p id="kolekt-address-hint" className="text-xs text-muted-foreground">
          {t('options.addressHint')}
        </p>
        <Button type="submit" disabled={busy} className="self-start">
          {t('options.save')}
        </Button>
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={notice.tone === 'error' ? 'text-destructive' : 'text-success'}
          >
            {notice.text}
          </p>
        ) : null}
      </form>
      <p
        data-testid="pairing-status"
        className={signedIn ? 'text-success' : 'text-muted-foreground'}
      >
        ● {signedIn ? t('options.status.signedIn') : t('options.status.signedOut')}
      </p>
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('options.howTitle')}</h2>
        <ol className="list-decimal pl-5 text-muted-foreground">
          {how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
