import { productIdParamsSchema } from '@kolekt/shared/analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, callerId } from '../../http/authenticate';
import { reply } from '../../http/envelope';
import { requestLanguage } from '../../lib/language';
import { analyzeProduct } from './analyze-product';

export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analyze/:id',
    { schema: { tags: ['analysis'], params: productIdParamsSchema }, preHandler: authenticate },
    async (request, res) => {
      const analysis = await analyzeProduct({
        ctx: app.ctx,
        callerId: callerId(request),
        productId: request.params.id,
        language: requestLanguage(request),
      });
      return reply(res, analysis);
    },
  );
};
