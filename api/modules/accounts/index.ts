/**
 * Customer accounts: sign-up and sign-in (password and social), the profile, password recovery,
 * e-mail verification and shipping addresses. Owns api/db/schema/accounts.ts.
 */
export { addressRoutes } from './addresses.routes';
export { authRoutes } from './auth.routes';
export { userRoutes } from './users.routes';
export { customerAdminRoutes } from './customers.admin.routes';
export { defaultShippingAddress } from './addresses.service';
export { customerEmail } from './users.service';
