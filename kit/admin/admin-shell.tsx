import type { ReactNode } from 'react';
import type { Staff } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { roleMayUse, type StaffArea } from '../../domain/staff/staff-rules';
import { adminT } from './messages';

/** The back office's screens in its navigation: where each is and the area (domain/staff/staff-rules.ts) it needs. */
const screens = [
  { key: 'dashboard', href: '/admin/dashboard', area: 'orders' },
  { key: 'orders', href: '/admin/orders', area: 'orders' },
  { key: 'returns', href: '/admin/returns', area: 'orders' },
  { key: 'customers', href: '/admin/customers', area: 'customers' },
  { key: 'codes', href: '/admin/codes', area: 'codes' },
  { key: 'giftCards', href: '/admin/codes/gift-cards', area: 'codes' },
  { key: 'catalogue', href: '/admin/catalogue', area: 'catalogue' },
  { key: 'pages', href: '/admin', area: 'content' },
  { key: 'media', href: '/admin/media', area: 'content' },
  { key: 'menus', href: '/admin/menus', area: 'content' },
  { key: 'journal', href: '/admin/journal', area: 'content' },
  { key: 'marketing', href: '/admin/marketing', area: 'content' },
  { key: 'moderation', href: '/admin/moderation', area: 'content' },
  { key: 'staff', href: '/admin/staff', area: 'staff' },
  { key: 'audit', href: '/admin/audit', area: 'audit' },
  { key: 'account', href: '/admin/account', area: null },
] as const satisfies readonly { key: string; href: string; area: StaffArea | null }[];
export type AdminScreen = (typeof screens)[number]['key'];

/** The back office's frame: its navigation (what the role may use), who is signed in, sign out. */
export function AdminShell({ staff, locale, current, wide = false, children }: { staff: Staff; locale: Locale; current: AdminScreen; wide?: boolean; children: ReactNode }) {
  const t = adminT(locale);
  const links = screens.filter((screen) => screen.area === null || roleMayUse(staff.role, screen.area)).map((screen) => ({ ...screen, label: t(`nav.${screen.key}`) }));
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-3">
          <nav aria-label={t('nav.label')} className="flex items-center gap-6">
            <span className="font-display text-xl">{t('title')}</span>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {links.map((link) => (
                <li key={link.key}>
                  <a href={link.href} aria-current={link.key === current ? 'page' : undefined} className="underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-4 text-sm text-ink-soft">
            <span>{t('nav.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}</span>
            <form method="post" action="/admin/sign-out">
              <button type="submit" className="underline underline-offset-4">
                {t('nav.signOut')}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className={`mx-auto w-full flex-1 px-5 py-8 ${wide ? 'max-w-[1800px]' : 'max-w-6xl'}`}>
        {children}
      </main>
    </div>
  );
}
