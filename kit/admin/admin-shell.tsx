import type { ReactNode } from 'react';
import type { Staff } from '../../api/contract/staff';
import type { Locale } from '../../domain/locale';
import { roleMayUse } from '../../domain/staff/staff-rules';
import { adminT } from './messages';

/** The back office's frame: its navigation (what the role may use), who is signed in, sign out. */
export function AdminShell({ staff, locale, current, wide = false, children }: { staff: Staff; locale: Locale; current: 'pages' | 'menus' | 'audit' | 'account'; wide?: boolean; children: ReactNode }) {
  const t = adminT(locale);
  const links = [
    { key: 'pages', href: '/admin', label: t('nav.pages'), allowed: roleMayUse(staff.role, 'content') },
    { key: 'menus', href: '/admin/menus', label: t('nav.menus'), allowed: roleMayUse(staff.role, 'content') },
    { key: 'audit', href: '/admin/audit', label: t('nav.audit'), allowed: roleMayUse(staff.role, 'audit') },
    { key: 'account', href: '/admin/account', label: t('nav.account'), allowed: true },
  ].filter((link) => link.allowed);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 py-3">
          <nav aria-label={t('nav.label')} className="flex items-center gap-6">
            <span className="font-display text-xl">{t('title')}</span>
            <ul className="flex gap-4 text-sm">
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
