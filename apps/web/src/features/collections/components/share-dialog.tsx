import { useTranslation } from 'react-i18next';
import { BrandIcon } from '@/components/ui/brand-icon';
import { CopyLinkField } from '@/components/ui/copy-link-field';

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

/** Share targets and the link to copy. */
export function ShareDialog({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const url = collectionShareUrl(collectionId);
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
      <CopyLinkField id="share-link" label={t('collection.share.linkLabel')} url={url} />
    </div>
  );
}
