import * as s from '../db/schema';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo shop's back office accounts (README.md "The back office"). Only the demo seed makes them:
 * a database that was not seeded as the demo never has them. A real shop makes its staff with
 * `npm run staff -- create`.
 */
export const DEMO_STAFF = [
  { email: 'merchandiser@juwelier-aurum.nl', password: 'Aurum-composer-2026', name: 'Demo merchandiser', role: 'merchandiser' },
  { email: 'admin@juwelier-aurum.nl', password: 'Aurum-backoffice-2026', name: 'Demo admin', role: 'admin' },
] as const;

export async function seedDemoStaff(tx: Tx): Promise<void> {
  for (const member of DEMO_STAFF) {
    await tx.insert(s.staffUsers).values({ email: member.email, name: member.name, role: member.role, passwordHash: await hashPassword(member.password) });
  }
}
