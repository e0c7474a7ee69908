import { createRoute, z } from '@hono/zod-openapi';
import { dataEnvelope, langQuerySchema } from '../../contract';
import { idPathSchema } from '../../contract/common';
import { adminCampaignSchema, adminPopupSchema, campaignInputSchema, campaignUpdateSchema, popupInputSchema, popupUpdateSchema } from '../../contract/marketing-admin';
import { createRouter } from '../../lib/openapi';
import { requireStaff, staffErrorResponses } from '../staff';
import { createCampaign, deleteCampaign, listAdminCampaigns, readAdminCampaign, updateCampaign } from './campaigns.admin';
import { createPopup, deletePopup, listAdminPopups, readAdminPopup, updatePopup } from './popups.admin';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const popupTags = ['admin: popups'];
const campaignTags = ['admin: campaigns'];
const popupAnswer = { 200: { description: 'The popup', content: json(dataEnvelope(adminPopupSchema)) }, ...staffErrorResponses };
const campaignAnswer = { 200: { description: 'The campaign', content: json(dataEnvelope(adminCampaignSchema)) }, ...staffErrorResponses };
const removed = { 204: { description: 'Removed' }, ...staffErrorResponses };
const idRequest = { params: idPathSchema, query: langQuerySchema };
const fieldRules =
  'HTML texts are cleaned by the storefront\'s cleaner before they are stored. 422 with a field per problem: `ends_at` not after `starts_at`, a media id the library does not have, a page that is not a shop path';

/**
 * The back office's popups and discount campaigns (merchandisers and admins: the `content` area).
 * Every change is audited in its transaction; the storefront's `GET /popups` and
 * `GET /campaign-discount` follow through the tables' cache version (`page`).
 */
export const promotionAdminRoutes = createRouter()
  .openapi(
    createRoute({ method: 'get', path: '/admin/popups', tags: popupTags, summary: 'Every popup with its texts in nl and en, highest priority first.', request: { query: langQuerySchema }, responses: { 200: { description: 'The popups', content: json(dataEnvelope(z.array(adminPopupSchema))) }, ...staffErrorResponses } }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminPopups(c.var.db) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/popups', tags: popupTags, summary: `Make a popup. ${fieldRules}, a button with only its text or only its address.`, request: { query: langQuerySchema, body: { required: true, content: json(popupInputSchema) } }, responses: { 201: popupAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await createPopup(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(createRoute({ method: 'get', path: '/admin/popups/{id}', tags: popupTags, summary: 'One popup and the lock version an edit names.', request: idRequest, responses: popupAnswer }), async (c) => {
    requireStaff(c, 'content');
    return c.json({ data: await readAdminPopup(c.var.db, c.req.valid('param').id) }, 200);
  })
  .openapi(
    createRoute({ method: 'put', path: '/admin/popups/{id}', tags: popupTags, summary: `Save a popup when \`lock_version\` is its current one (else 409 \`edit_conflict\`, nothing written). ${fieldRules}.`, request: { ...idRequest, body: { required: true, content: json(popupUpdateSchema) } }, responses: popupAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const { lock_version, ...input } = c.req.valid('json');
      return c.json({ data: await updatePopup(c.var.db, c.req.valid('param').id, lock_version, input, actor, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(createRoute({ method: 'delete', path: '/admin/popups/{id}', tags: popupTags, summary: 'Remove a popup.', request: idRequest, responses: removed }), async (c) => {
    const actor = requireStaff(c, 'content');
    await deletePopup(c.var.db, c.req.valid('param').id, actor);
    return c.body(null, 204);
  })
  .openapi(
    createRoute({ method: 'get', path: '/admin/campaigns', tags: campaignTags, summary: 'Every discount campaign with its texts in nl and en; the storefront shows the running one started last.', request: { query: langQuerySchema }, responses: { 200: { description: 'The campaigns', content: json(dataEnvelope(z.array(adminCampaignSchema))) }, ...staffErrorResponses } }),
    async (c) => {
      requireStaff(c, 'content');
      return c.json({ data: await listAdminCampaigns(c.var.db) }, 200);
    },
  )
  .openapi(
    createRoute({ method: 'post', path: '/admin/campaigns', tags: campaignTags, summary: `Make a campaign (top bar text, popup, promotion banner). ${fieldRules}, a part switched on without its text in both languages.`, request: { query: langQuerySchema, body: { required: true, content: json(campaignInputSchema) } }, responses: { 201: campaignAnswer[200], ...staffErrorResponses } }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      return c.json({ data: await createCampaign(c.var.db, c.req.valid('json'), actor, c.var.validationLanguage) }, 201);
    },
  )
  .openapi(createRoute({ method: 'get', path: '/admin/campaigns/{id}', tags: campaignTags, summary: 'One campaign and the lock version an edit names.', request: idRequest, responses: campaignAnswer }), async (c) => {
    requireStaff(c, 'content');
    return c.json({ data: await readAdminCampaign(c.var.db, c.req.valid('param').id) }, 200);
  })
  .openapi(
    createRoute({ method: 'put', path: '/admin/campaigns/{id}', tags: campaignTags, summary: `Save a campaign when \`lock_version\` is its current one (else 409 \`edit_conflict\`, nothing written). ${fieldRules}.`, request: { ...idRequest, body: { required: true, content: json(campaignUpdateSchema) } }, responses: campaignAnswer }),
    async (c) => {
      const actor = requireStaff(c, 'content');
      const { lock_version, ...input } = c.req.valid('json');
      return c.json({ data: await updateCampaign(c.var.db, c.req.valid('param').id, lock_version, input, actor, c.var.validationLanguage) }, 200);
    },
  )
  .openapi(createRoute({ method: 'delete', path: '/admin/campaigns/{id}', tags: campaignTags, summary: 'Remove a campaign.', request: idRequest, responses: removed }), async (c) => {
    const actor = requireStaff(c, 'content');
    await deleteCampaign(c.var.db, c.req.valid('param').id, actor);
    return c.body(null, 204);
  });
