import { useTranslation } from 'react-i18next';
import { nextCheckWording } from '../lib/next-check';

interface NextCheckNoteProps {
  nextCheckAt: string | null;
  /** When the history was read (ms): the moment "in about N minutes" counts from. */
  readAt: number;
}

/**
 * When Kolekt reads the shop's page next, in the reader's words ("Next check in about 5
 * minutes"); nothing when the product is not re-checked. The history is read again at least once
 * a minute and when the check is due (`historyRefreshMs`), which renders this anew.
 */
export function NextCheckNote({ nextCheckAt, readAt }: NextCheckNoteProps) {
  const { t } = useTranslation();
  if (!nextCheckAt) return null;
  const wording = nextCheckWording(nextCheckAt, readAt);
  return (
    <p className="text-muted-foreground text-xs">
      <time dateTime={nextCheckAt}>
        {wording.key === 'soon'
          ? t('prices.nextCheck.soon')
          : t(`prices.nextCheck.${wording.key}`, { count: wording.count })}
      </time>
    </p>
  );
}
