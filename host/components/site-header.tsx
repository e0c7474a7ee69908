import Link from 'next/link';
import type { Locale } from '../../api/contract/common';
import type { MenuItem } from '../../api/contract/settings';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { ChevronDownIcon, HeartIcon, UserIcon } from '../../kit/ui/icons';
import { pathInLocale } from '../lib/routing';
import { isSignedIn } from '../lib/session';
import { MobileMenu } from './mobile-menu.client';
import { CartButton } from './shop/cart-button.client';

interface SiteHeaderProps {
  locale: Locale;
  menu: MenuItem[];
  shopName: string;
  /** The current path without locale prefix, for the language switcher. */
  path: string;
}

const iconLink =
  'inline-flex size-9 xs:size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The shop header: promise bar, logo, main menu (mega menu on desktop, sheet on mobile), account
 * links. The account icon goes to the profile when the sign-in cookie is there, else to sign-in.
 */
export async function SiteHeader({ locale, menu, shopName, path }: SiteHeaderProps) {
  const t = getT(locale);
  const signedIn = await isSignedIn();
  const other: Locale = locale === 'nl' ? 'en' : 'nl';
  const href = (url: string) => localizePath(url, locale);
  return (
    <header className="border-b border-line bg-canvas">
      <p className="bg-ink px-4 py-2 text-center text-xs tracking-wide text-canvas">{t('header.promise')}</p>
      <div className="mx-auto flex h-16 max-w-container items-center gap-1 px-3 xs:gap-2 xs:px-4 lg:h-20 lg:px-6">
        <MobileMenu
          items={menu.map((item) => ({ ...item, url: href(item.url), children: item.children.map((c) => ({ ...c, url: href(c.url) })) }))}
          labels={{ open: t('common.openMenu'), close: t('common.closeMenu'), title: t('common.mainMenu') }}
        />
        <Link href={href('/')} className="font-display text-lg whitespace-nowrap xs:text-xl tracking-wide text-ink sm:text-2xl lg:text-3xl" aria-label={`${shopName} — ${t('common.home')}`}>
          {shopName}
        </Link>
        <nav aria-label={t('common.mainMenu')} className="ml-8 hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {menu.map((item) => (
              <li key={item.id} className="group relative">
                <Link
                  href={href(item.url)}
                  className="inline-flex items-center gap-1 rounded px-3 py-2 text-sm tracking-wide text-ink-soft transition-colors hover:text-ink"
                >
                  {item.title}
                  {item.children.length > 0 && <ChevronDownIcon className="size-3.5" />}
                </Link>
                {item.children.length > 0 && (
                  <ul className="invisible absolute top-full left-0 z-40 min-w-56 border border-line bg-surface py-2 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={href(child.url)} className="block px-4 py-2 text-sm text-ink-soft hover:bg-brand-soft hover:text-ink">
                          {child.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center xs:gap-1">
          <a href={pathInLocale(localizePath(path, other), other)} hrefLang={other} lang={other} className="rounded px-1.5 py-2 text-xs xs:mr-1 xs:px-2 font-semibold tracking-widest text-ink-soft uppercase hover:text-ink">
            <span aria-hidden="true">{other}</span>
            <span className="sr-only">{t('common.switchLanguage')}</span>
          </a>
          <Link
            href={href(signedIn ? '/profile' : '/sign-in')}
            className={iconLink}
            aria-label={signedIn ? t('common.account') : t('accounts.signInTitle')}
            data-signed-in={signedIn || undefined}
          >
            <UserIcon />
          </Link>
          <Link href={href('/wishlist')} className={`${iconLink} max-sm:hidden`} aria-label={t('common.wishlist')}>
            <HeartIcon />
          </Link>
          <CartButton
            href={href('/cart')}
            className={iconLink}
            labels={{
              cart: t('common.cart'),
              one: t('cart.headerLink', { count: 1, replace: { count: '{count}' } }),
              other: t('cart.headerLink', { count: 2, replace: { count: '{count}' } }),
            }}
          />
        </div>
      </div>
    </header>
  );
}
