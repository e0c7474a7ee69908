import { z } from 'zod';
import { langQuerySchema } from '../../contract';
import { discountCampaignSchema, popupSchema, popupsQuerySchema } from '../../contract/marketing';
import { createRouter, getRoute } from '../../lib/openapi';
import { activeCampaign, popupsForPage } from './promotions.service';
import { tagAnswer } from '../../lib/cache-tags';

const tags = ['content'];

/** Site popups and the discount campaign (spec sections 3 and 4; cache tag group `page`). */
export const promotionRoutes = createRouter()
  .openapi(
    getRoute({
      path: '/popups',
      tags,
      summary: 'The popups running for a page (`url`: a shop path or absolute URL, locale prefix ignored), highest priority first',
      request: { query: popupsQuerySchema },
      response: z.array(popupSchema),
    }),
    async (c) => {
      tagAnswer(c, 'page');
      return c.json({ data: await popupsForPage(c.var.db, c.req.valid('query').url, c.var.locale) }, 200);
    },
  )
  .openapi(
    getRoute({
      path: '/campaign-discount',
      tags,
      summary: 'The running discount campaign (top bar text, popup, promotion banner), or null',
      request: { query: langQuerySchema },
      response: discountCampaignSchema.nullable(),
    }),
    async (c) => {
      tagAnswer(c, 'page');
      return c.json({ data: await activeCampaign(c.var.db, c.var.locale) }, 200);
    },
  );
