import * as z from 'zod';

/** The AI analysis result of spec §3; both providers must answer exactly this. */
export const analysisSchema = z.object({
  descriptionSummary: z.string().trim().min(1).max(1200),
  sentiment: z.enum(['positive', 'negative', 'neutral']),
  pros: z.array(z.string().trim().min(1).max(300)).max(6),
  cons: z.array(z.string().trim().min(1).max(300)).max(6),
  suggestions: z.array(z.string().trim().min(1).max(300)).max(6).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid() });
