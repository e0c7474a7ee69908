import type { Locale } from '../../domain/locale';
import type { Bootstrap } from '../../api/contract/settings';
import { NewsletterFooter } from '../marketing/newsletter';
import type { NewsletterData } from '../marketing/newsletter-schema';
import { getT } from '../i18n';
import { localizePath } from '../i18n/paths';

interface SiteFooterProps {
  locale: Locale;
  bootstrap: Bootstrap;
  /** The `footer-form` block (the newsletter form); none: no form. */
  footerForm?: { id: number; data: NewsletterData } | null;
}

/**
 * Footer: the newsletter form (the `footer-form` block), service links from the CMS menu, the
 * shop's address and hours, payment methods. On a page that shows a newsletter block itself, the
 * footer's form is hidden (CSS `:has`), so the page never asks twice.
 */
export function SiteFooter({ locale, bootstrap, footerForm }: SiteFooterProps) {
  const t = getT(locale);
  const { settings, menu } = bootstrap;
  const address = settings.company_address;
  return (
    <footer className="defer-render mt-16 border-t border-line bg-surface text-sm text-ink-soft">
      <div className="mx-auto grid max-w-container gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div className="lg:col-span-2">
          <p className="font-display text-2xl text-ink">{settings.company_name}</p>
          <p className="mt-3 max-w-sm leading-relaxed">{t('footer.tagline')}</p>
          {footerForm ? (
            <div className="mt-8 max-w-md [body:has(main_[data-block=subscription])_&]:hidden">
              <NewsletterFooter blockId={footerForm.id} data={footerForm.data} locale={locale} />
            </div>
          ) : null}
        </div>
        <nav aria-label={t('footer.customerService')}>
          <h2 className="mb-3 font-sans text-xs font-semibold tracking-widest text-ink uppercase">{t('footer.customerService')}</h2>
          <ul className="space-y-2">
            {menu.footer.map((item) => (
              <li key={item.id}>
                <a href={localizePath(item.url, locale)} className="hover:text-ink hover:underline">
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-sans text-xs font-semibold tracking-widest text-ink uppercase">{t('footer.contact')}</h2>
          <address className="space-y-1 not-italic">
            <p>{address.address_line_1}</p>
            <p>
              {address.zip} {address.city}
            </p>
            <p>
              <a href={`mailto:${address.email_address}`} className="hover:text-ink hover:underline">
                {address.email_address}
              </a>
            </p>
            <p>
              <a href={`tel:${address.phone_number.replace(/\s+/g, '')}`} className="hover:text-ink hover:underline">
                {address.phone_number}
              </a>
            </p>
          </address>
          <p className="mt-3">
            <span className="font-semibold text-ink">{t('footer.openingHours')}: </span>
            {settings.working_hours}
          </p>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-container flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between lg:px-6">
          <p>
            © {new Date().getFullYear()} {settings.company_name}. {t('footer.rights')}
          </p>
          <p>{t('footer.paymentMethods')}</p>
        </div>
      </div>
    </footer>
  );
}
