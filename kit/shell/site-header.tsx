import type { Locale } from '../../domain/locale';
import type { MenuItem } from '../../api/contract/settings';
import { getT } from '../i18n';
import { localizePath, pathInLocale } from '../i18n/paths';
import { HeartIcon, MenuIcon, MoreIcon, UserIcon } from '../ui/icons';
import { MegaMenu } from './mega-menu';
import type { SideMenuSection } from './side-menu';
import { MenuButton } from './menu-button.client';
import { CartButton } from '../cart/cart-button.client';
import { HeaderSearch } from '../search/header-search';

interface SiteHeaderProps {
  locale: Locale;
  menu: MenuItem[];
  /** The CMS footer menu: the service links of the side menu. */
  serviceMenu: MenuItem[];
  shopName: string;
  /** The current path without locale prefix, for the language switcher. */
  path: string;
  /** Whether the sign-in cookie is there (the account icon goes to the profile, else to sign-in). */
  signedIn: boolean;
}

const iconLink =
  'inline-flex size-9 xs:size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The shop header: promise bar, logo, main menu, account links. From lg (992 px) the main menu is
 * the mega menu and "Meer" opens the side menu (service and account links); below it one button
 * opens the mobile menu, which has the main menu and the same service and account links. The
 * account icon goes to the profile when the sign-in cookie is there, else to sign-in.
 *
 * Its links (and the footer's, the menus' and the popups') are plain anchors, not
 * next/link: a storefront page is a whole HTML view that the page cache answers, whereas a router
 * link turns each click and prefetch into an RSC request, which no cache answers and which renders
 * anew, and it adds 3.1 KB (gzip) to every page's first-load JS.
 */
export function SiteHeader({ locale, menu, serviceMenu, shopName, path, signedIn }: SiteHeaderProps) {
  const t = getT(locale);
  const other: Locale = locale === 'nl' ? 'en' : 'nl';
  const href = (url: string) => localizePath(url, locale);
  const items = menu.map((item) => ({ ...item, url: href(item.url), children: item.children.map((c) => ({ ...c, url: href(c.url) })) }));
  const account = signedIn
    ? [
        { title: t('accounts.details'), url: '/profile' },
        { title: t('orders.menuOrders'), url: '/profile/orders' },
        { title: t('orders.menuTracking'), url: '/profile/order-tracking' },
        { title: t('accounts.addresses'), url: '/profile/shipping-addresses' },
      ]
    : [
        { title: t('accounts.signInTitle'), url: '/sign-in' },
        { title: t('accounts.createAccount'), url: '/sign-up' },
      ];
  const sideMenu: SideMenuSection[] = [
    { title: t('footer.customerService'), links: serviceMenu.flatMap((item) => [item, ...item.children]).map((link) => ({ title: link.title, url: href(link.url) })) },
    { title: t('common.account'), links: account.map((link) => ({ ...link, url: href(link.url) })) },
  ];
  return (
    <header className="relative border-b border-line bg-canvas">
      <p className="bg-ink px-4 py-2 text-center text-xs tracking-wide text-canvas">{t('header.promise')}</p>
      {/* From lg to xl the main menu does not fit beside the logo: it gets a row of its own. */}
      <div className="mx-auto flex h-16 max-w-container items-center gap-1 px-3 xs:gap-2 xs:px-4 lg:h-auto lg:flex-wrap lg:px-6 lg:pt-3 xl:h-20 xl:flex-nowrap xl:pt-0">
        <MenuButton
          menu="mobile"
          items={items}
          sections={sideMenu}
          labels={{ open: t('common.openMenu'), close: t('common.closeMenu'), title: t('common.mainMenu') }}
          className="inline-flex size-9 xs:size-10 items-center justify-center rounded-full text-ink hover:bg-brand-soft lg:hidden"
        >
          <MenuIcon />
        </MenuButton>
        <MenuButton
          menu="side"
          sections={sideMenu}
          labels={{ open: t('header.more'), title: t('header.moreTitle'), close: t('common.close') }}
          className="hidden h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full text-sm tracking-wide text-ink transition-colors hover:bg-brand-soft lg:inline-flex xl:mr-2 xl:px-3"
        >
          <MoreIcon />
          <span aria-hidden="true" className="max-xl:hidden">
            {t('header.more')}
          </span>
        </MenuButton>
        <a href={href('/')} className="font-display text-lg whitespace-nowrap xs:text-xl tracking-wide text-ink sm:text-2xl lg:text-3xl" aria-label={`${shopName} — ${t('common.home')}`}>
          {shopName}
        </a>
        <MegaMenu
          items={items}
          labels={{ menu: t('common.mainMenu'), submenu: t('header.submenu', { title: '{title}' }), featured: t('header.featured'), discover: t('header.discover') }}
          className="order-last hidden h-12 basis-full justify-center border-t border-line lg:mt-3 lg:flex xl:order-none xl:mt-0 xl:ml-8 xl:h-auto xl:flex-1 xl:basis-auto xl:justify-start xl:border-t-0"
        />
        <div className="ml-auto flex items-center xs:gap-1">
          <a href={pathInLocale(localizePath(path, other), other)} hrefLang={other} lang={other} className="rounded px-1.5 py-2 text-xs xs:mr-1 xs:px-2 font-semibold tracking-widest text-ink-soft uppercase hover:text-ink">
            <span aria-hidden="true">{other}</span>
            <span className="sr-only">{t('common.switchLanguage')}</span>
          </a>
          <HeaderSearch locale={locale} className={`cursor-pointer ${iconLink}`} />
          <a
            href={href(signedIn ? '/profile' : '/sign-in')}
            className={iconLink}
            aria-label={signedIn ? t('common.account') : t('accounts.signInTitle')}
            data-signed-in={signedIn || undefined}
          >
            <UserIcon />
          </a>
          {/* On phones too (server HTML); the shop runtime adds the count (kit/saved-lists/wishlist-count.ts). */}
          <a
            href={href('/wishlist')}
            className={`relative ${iconLink}`}
            aria-label={t('common.wishlist')}
            data-slot="wishlist-link"
            data-count-one={t('lists.headerLink', { count: 1, replace: { count: '{count}' } })}
            data-count-other={t('lists.headerLink', { count: 2, replace: { count: '{count}' } })}
          >
            <HeartIcon />
          </a>
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
