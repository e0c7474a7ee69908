/**
 * The e2e shop with card payments: the Stripe fake (tests/fakes/stripe-fake.ts) on a free port in
 * this process, the shop's Stripe settings pointed at it, then the shop's server as `npm start`
 * runs it. The fake's hosted page (`/pay/<session>`) is what a shopper's browser pays on. The main
 * e2e shop stays without provider keys (its checkout tests take bank transfers).
 *
 *   node --import tsx tests/e2e/shop-with-stripe.ts   (PORT and the rest as for host/server/main.ts)
 */
import { startStripeFake } from '../fakes/stripe-fake';

const fake = await startStripeFake();
process.env.STRIPE_API_BASE = fake.url;
process.env.STRIPE_SECRET_KEY = 'sk_test_e2e_local';
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e_local';
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_e2e_local';
await import('../../host/server/main');
