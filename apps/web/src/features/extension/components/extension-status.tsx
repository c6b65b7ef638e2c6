import { CircleCheck, CircleDashed, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useExtensionReady } from '@/hooks/use-extension-ready';

/** The live pairing status: does the extension's bridge answer on this page? */
export function ExtensionStatus() {
  const { t } = useTranslation();
  const { ready, recheck } = useExtensionReady();
  let icon = <Spinner />;
  let label = t('extension.status.checking');
  let hint: string | null = null;
  if (ready === true) {
    icon = <CircleCheck aria-hidden className="text-success size-5" />;
    label = t('extension.status.connected');
    hint = t('extension.status.connectedHint');
  } else if (ready === false) {
    icon = <CircleDashed aria-hidden className="text-muted-foreground size-5" />;
    label = t('extension.status.notDetected');
    hint = t('extension.status.notDetectedHint');
  }
  return (
    <section
      aria-labelledby="extension-status-title"
      className="border-border bg-background space-y-2 rounded-xl border p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="extension-status-title" className="text-muted-foreground text-sm font-medium">
          {t('extension.status.label')}
        </h2>
        <Button variant="ghost" size="sm" onClick={recheck} disabled={ready === null}>
          <RotateCw aria-hidden className="size-4" />
          {t('extension.status.recheck')}
        </Button>
      </div>
      <div role="status" className="space-y-1">
        <p className="flex items-center gap-2">
          {icon}
          <span className="font-semibold">{label}</span>
        </p>
        {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
        {ready === false ? (
          // An extension set up for another Kolekt address answers no page of this one.
          <p className="text-muted-foreground text-sm">
            {t('extension.status.whyNotDetected', { origin: window.location.origin })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
