import type { Analysis } from '@kolekt/shared/analysis';
import { Lightbulb, Minus, Plus, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { repeatsDescription } from '../lib/repeats-description';
import { AnalysisList } from './analysis-list';
import { SentimentBadge } from './sentiment-badge';

interface AnalysisResultProps {
  analysis: Analysis;
  /** The description shown beside it; a summary that only restates it is not shown twice. */
  description?: string | null;
}

/** The analysis of spec §3: summary, sentiment, pros, cons and the optional suggestions. */
export function AnalysisResult({ analysis, description }: AnalysisResultProps) {
  const { t } = useTranslation();
  const id = useId();
  const showSummary = !repeatsDescription(analysis.descriptionSummary, description);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-primary-soft/40 border-border space-y-3 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="text-primary size-4" />
          {t('analysis.title')}
        </h3>
        <SentimentBadge sentiment={analysis.sentiment} />
      </div>
      {showSummary ? (
        <section aria-labelledby={`${id}-summary`} className="space-y-1">
          <h4 id={`${id}-summary`} className="text-sm font-semibold">
            {t('analysis.summary')}
          </h4>
          <p className="text-muted-foreground text-sm">{analysis.descriptionSummary}</p>
        </section>
      ) : null}
      <AnalysisList
        id={`${id}-pros`}
        title={t('analysis.pros')}
        items={analysis.pros}
        icon={Plus}
        iconClassName="text-success"
      />
      <AnalysisList
        id={`${id}-cons`}
        title={t('analysis.cons')}
        items={analysis.cons}
        icon={Minus}
        iconClassName="text-destructive"
      />
      <AnalysisList
        id={`${id}-suggestions`}
        title={t('analysis.suggestions')}
        items={analysis.suggestions ?? []}
        icon={Lightbulb}
        iconClassName="text-accent"
      />
    </section>
  );
}
