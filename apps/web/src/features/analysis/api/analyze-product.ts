import { analysisSchema } from '@kolekt/shared/analysis';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/**
 * POST product/analyze/{id}: the AI analysis in the app's language (the client sends it as
 * Accept-Language). Signed-in users only; the server keeps results per product and language.
 */
export async function analyzeProduct(productId: string) {
  const data = await apiData<unknown>(`product/analyze/${encodeURIComponent(productId)}`, {
    method: 'POST',
  });
  return analysisSchema.parse(data);
}

export function useAnalyzeProduct() {
  return useMutation({ mutationFn: analyzeProduct });
}
