import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Locale } from '../../domain/locale';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';
import { sessionExpiredPath } from './session-expired';
import { accountButtons } from './account-fields';
import { SignOutButton } from './sign-out-button.client';

/** Account pages are the shopper's own: never indexed, their links not followed. */
export function accountMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

/** Sign-in, sign-up, recovery and verification: a heading, an intro and one card. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 lg:py-16" data-slot="account-card">
      <h1 className="font-display text-3xl text-ink md:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-sm leading-relaxed text-ink-soft">{intro}</p> : null}
      <div className="mt-8 border border-line bg-surface p-5 sm:p-8">{children}</div>
    </div>
  );
}

/** A text link of the account pages. */
export function AccountLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong">
      {children}
    </Link>
  );
}

export type ProfileSection = 'details' | 'orders' | 'tracking' | 'addresses';

/**
 * The customer area: heading, who is signed in, the section menu with sign-out, and the section.
 * `within` marks a page below the section (an order of the list): its menu entry is current but
 * not the page itself.
 */
export function ProfileShell({ locale, email, current, within = false, children }: { locale: Locale; email: string; current: ProfileSection; within?: boolean; children: ReactNode }) {
  const t = getT(locale);
  const sections: { key: ProfileSection; href: string; label: string }[] = [
    { key: 'details', href: '/profile', label: t('accounts.details') },
    { key: 'orders', href: '/profile/orders', label: t('orders.menuOrders') },
    { key: 'tracking', href: '/profile/order-tracking', label: t('orders.menuTracking') },
    { key: 'addresses', href: '/profile/shipping-addresses', label: t('accounts.addresses') },
  ];
  const signOut = (
    <SignOutButton
      locale={locale}
      home={localizePath('/', locale)}
      sessionExpiredPath={sessionExpiredPath(locale)}
      labels={{ signOut: t('accounts.signOut'), loading: t('common.loading'), failed: t('accounts.genericError') }}
      className={accountButtons.small}
    />
  );
  return (
    <div className="mx-auto w-full max-w-container px-4 py-10 lg:px-6 lg:py-14" data-slot="profile">
      <h1 className="font-display text-3xl text-ink md:text-4xl">{t('accounts.profileTitle')}</h1>
      <p className="mt-2 text-sm break-all text-ink-muted">{t('accounts.signedInAs', { email })}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[220px_1fr] lg:gap-12">
        <nav aria-label={t('accounts.accountMenu')} className="flex min-w-0 flex-col gap-6">
          {/* Phones: the sections as two rows of tabs (four do not fit one row); from md a side menu. */}
          <ul className="grid grid-cols-2 md:flex md:flex-col md:border-l md:border-line">
            {sections.map((section) => (
              <li key={section.key}>
                <Link
                  href={localizePath(section.href, locale)}
                  aria-current={section.key === current ? (within ? 'true' : 'page') : undefined}
                  className="block border-b-2 border-line px-3 py-3 text-sm whitespace-nowrap text-ink-soft hover:text-ink aria-[current=page]:border-brand aria-[current=page]:text-ink aria-[current=true]:border-brand aria-[current=true]:text-ink md:-ml-px md:border-b-0 md:border-l-2 md:border-transparent md:px-4 md:py-2 md:aria-[current=page]:border-brand md:aria-[current=true]:border-brand"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="max-md:hidden">{signOut}</div>
        </nav>
        <div className="min-w-0">
          {children}
          {/* On phones the menu is a row of tabs above the section: signing out comes after it. */}
          <div className="mt-8 md:hidden">{signOut}</div>
        </div>
      </div>
    </div>
  );
}
