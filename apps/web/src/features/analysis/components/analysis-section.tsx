import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { asSignedIn } from '@/lib/prompt-login';
import { useAnalyzeProduct } from '../api/analyze-product';
import { AnalysisResult } from './analysis-result';

/**
 * Spec §4 AI analysis: the button, the thinking state, then the result in the button's place.
 * Everything shown belongs to the current product, so it starts over when the product changes.
 */
interface AnalysisSectionProps {
  productId: string;
  /** The shop's description the detail already shows: a summary that only repeats it is left out. */
  description?: string | null;
}

export function AnalysisSection({ productId, description }: AnalysisSectionProps) {
  const { t } = useTranslation();
  const analyze = useAnalyzeProduct();
  const current = analyze.variables === productId;

  if (current && analyze.data) {
    return <AnalysisResult analysis={analyze.data} description={description} />;
  }
  if (current && analyze.isPending) {
    return (
      <p role="status" className="text-primary flex items-center gap-2 text-sm font-medium">
        <Sparkles aria-hidden className="size-4 animate-pulse" />
        {t('analysis.thinking')}
        <Spinner />
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() =>
        void asSignedIn('analysis.loginToAnalyze', () =>
          analyze.mutate(productId, { onError: () => toast.error(t('analysis.failed')) }),
        )
      }
    >
      <Sparkles aria-hidden className="text-primary size-4" />
      {t('analysis.analyze')}
    </Button>
  );
}
