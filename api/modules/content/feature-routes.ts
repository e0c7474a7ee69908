import { createRouter } from '../../lib/openapi';
import { blogRoutes } from '../blog/blog.routes';
import { formRoutes } from '../forms/forms.routes';
import { promotionRoutes } from './promotions.routes';

/** Issue #7's calls in one router: the journal, popups and campaign, the public forms. */
export const contentFeatureRoutes = createRouter().route('/', blogRoutes).route('/', promotionRoutes).route('/', formRoutes);
