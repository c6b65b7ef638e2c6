import { timings } from '@kolekt/shared/constants';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Input } from './input';

interface CopyLinkFieldProps {
  id: string;
  label: string;
  url: string;
}

/** A link in a read-only field with a Copy button; the confirmation lasts 1.5 s. */
export function CopyLinkField({ id, label, url }: CopyLinkFieldProps) {
  const { t } = useTranslation();
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
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button onClick={() => void copy()} className="shrink-0">
          {copied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
      </div>
    </div>
  );
}
