import type { Analysis } from '@kolekt/shared/analysis';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<Analysis['sentiment'], string> = {
  positive: 'bg-success/15 text-success',
  negative: 'bg-destructive/15 text-destructive',
  neutral: 'bg-muted text-muted-foreground',
};

export function SentimentBadge({ sentiment }: { sentiment: Analysis['sentiment'] }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[sentiment])}>
      {t(`analysis.sentiment.${sentiment}`)}
    </span>
  );
}
