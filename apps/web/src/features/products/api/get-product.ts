import type { Product } from '@kolekt/shared/product';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';

/** One product by its link (issue #32), or null when missing or not shared with the viewer. */
export async function getProduct(id: string): Promise<Product | null> {
  const reply = await apiRequest<Product>(`product/${encodeURIComponent(id)}`);
  if (reply.success) return reply.data;
  if (reply.statusCode === 404 || reply.statusCode === 400) return null;
  throw new ApiError(reply.message, reply.statusCode);
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['products', 'one', id] as const,
    queryFn: () => getProduct(id),
    retry: false,
  });
