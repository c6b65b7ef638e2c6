import { timings } from '@kolekt/shared/constants';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandIcon } from '@/components/ui/brand-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export function collectionShareUrl(collectionId: string) {
  return `${window.location.origin}/collection/${collectionId}`;
}

function shareTargets(url: string) {
  const link = encodeURIComponent(url);
  return [
    { id: 'whatsapp', href: `https://wa.me/?text=${link}` },
    // Instagram has no web share address; its site opens for the user to paste the link.
    { id: 'instagram', href: 'https://www.instagram.com/' },
    { id: 'x', href: `https://twitter.com/intent/tweet?url=${link}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ] as const;
}

/** Share targets and copy link; the confirmation lasts 1.5 s, a failed copy is ignored. */
export function ShareDialog({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const url = collectionShareUrl(collectionId);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), timings.copyConfirmationMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Spec §2: a copy failure is silently ignored; the link stays selectable in the field.
    }
  };

  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-4 gap-3">
        {shareTargets(url).map(({ id, href }) => (
          <li key={id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:bg-muted flex flex-col items-center gap-2 rounded-xl p-3 text-xs font-medium"
            >
              <span className="bg-primary-soft text-primary grid size-11 place-items-center rounded-full">
                <BrandIcon brand={id} className="size-5" />
              </span>
              {t(`collection.share.targets.${id}`)}
            </a>
          </li>
        ))}
      </ul>
      <div className="space-y-1.5">
        <label htmlFor="share-link" className="block text-sm font-medium">
          {t('collection.share.linkLabel')}
        </label>
        <div className="flex gap-2">
          <Input id="share-link" readOnly value={url} onFocus={(event) => event.target.select()} />
          <Button onClick={() => void copy()} className="shrink-0">
            {copied ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Copy aria-hidden className="size-4" />
            )}
            {copied ? t('collection.share.copied') : t('collection.share.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
