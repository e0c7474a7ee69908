import type { Locale } from '../../domain/locale';
import type { SiteSettings } from '../../api/contract/settings';
import { getT } from '../../kit/i18n';
import type { BlockProps } from '../types';
import { osmEmbedUrl, osmLink } from './map';
import type { ContactBlock, Store } from './schema';

/** What the block shows of the shop's settings. */
export type ContactSettings = Pick<SiteSettings, 'company_name' | 'working_hours'> & { company_address: Pick<SiteSettings['company_address'], 'email_address' | 'phone_number'> };

/** The contact block with the shop's settings looked up (a failed look-up leaves them out). */
export async function Contact({ block, locale, context }: BlockProps<ContactBlock>) {
  const settings = context ? await context.api.bootstrap().then((b) => b.settings, () => null) : null;
  return <ContactView block={block} locale={locale} settings={settings} />;
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const heading = 'mb-3 font-sans text-xs font-semibold tracking-widest text-ink uppercase';
const link = 'text-brand underline decoration-1 underline-offset-4 hover:text-brand-strong';

function StoreCard({ store, labels }: { store: Store; labels: { phone: string; email: string; openMap: string } }) {
  return (
    <li data-slot="store" className="flex flex-col gap-1 border border-line bg-surface p-5 text-sm text-ink-soft">
      <h3 className="mb-1 font-display text-xl text-ink">{store.name}</h3>
      <address className="not-italic">
        <p>{store.address_line_1}</p>
        {store.address_line_2 ? <p>{store.address_line_2}</p> : null}
        <p>
          {store.zip} {store.city}
        </p>
      </address>
      {store.hours ? <p>{store.hours}</p> : null}
      {store.phone ? (
        <p>
          <span className="sr-only">{labels.phone}: </span>
          <a href={tel(store.phone)} className={link}>
            {store.phone}
          </a>
        </p>
      ) : null}
      {store.email ? (
        <p>
          <span className="sr-only">{labels.email}: </span>
          <a href={`mailto:${store.email}`} className={link}>
            {store.email}
          </a>
        </p>
      ) : null}
      {store.lat !== undefined && store.lon !== undefined ? (
        <p className="mt-1">
          <a href={osmLink(store.lat, store.lon)} className={link} target="_blank" rel="noopener noreferrer">
            {labels.openMap}
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The block with the settings at hand (Storybook, tests): contact details and hours, the stores, the map. */
export function ContactView({ block, locale, settings }: { block: ContactBlock; locale: Locale; settings: ContactSettings | null }) {
  const { title, intro, stores, map } = block.data;
  if (stores.length === 0 && !settings) return null;
  const t = getT(locale);
  const m = (key: string, values?: Record<string, string>) => t(`marketing.${key}`, values);
  const mapped = map ? stores.find((store) => store.lat !== undefined && store.lon !== undefined) : undefined;
  const id = `contact-${block.id}`;
  return (
    <section aria-labelledby={title ? `${id}-title` : undefined} aria-label={title ? undefined : m('contactTitle')} data-block="contact" data-block-id={block.id}>
      <div className={mapped ? 'grid gap-10 lg:grid-cols-2 lg:gap-14' : 'flex flex-col gap-10'}>
        <div className="flex flex-col gap-8">
          {title || intro ? (
            <header className="flex flex-col gap-3">
              {title ? (
                <h2 id={`${id}-title`} className="font-display text-3xl leading-tight text-ink md:text-4xl">
                  {title}
                </h2>
              ) : null}
              {intro ? <p className="max-w-prose text-base leading-relaxed text-ink-soft">{intro}</p> : null}
            </header>
          ) : null}
          {settings ? (
            <div className="grid gap-6 text-sm text-ink-soft sm:grid-cols-2">
              <div>
                <h3 className={heading}>{m('contactTitle')}</h3>
                <p>
                  <span className="sr-only">{m('email')}: </span>
                  <a href={`mailto:${settings.company_address.email_address}`} className={link}>
                    {settings.company_address.email_address}
                  </a>
                </p>
                <p className="mt-1">
                  <span className="sr-only">{m('phone')}: </span>
                  <a href={tel(settings.company_address.phone_number)} className={link}>
                    {settings.company_address.phone_number}
                  </a>
                </p>
              </div>
              <div>
                <h3 className={heading}>{m('workingHours')}</h3>
                <p data-slot="working-hours">{settings.working_hours}</p>
              </div>
            </div>
          ) : null}
          {stores.length > 0 ? (
            <div>
              <h3 className={heading}>{m('stores')}</h3>
              <ul className="grid gap-4 sm:grid-cols-2">
                {stores.map((store) => (
                  <StoreCard key={`${store.name}-${store.city}`} store={store} labels={{ phone: m('phone'), email: m('email'), openMap: m('openMap') }} />
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {mapped ? (
          <figure data-slot="store-map" className="flex flex-col gap-2">
            <iframe
              src={osmEmbedUrl(mapped.lat!, mapped.lon!)}
              title={m('map', { name: mapped.name })}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              className="aspect-[4/3] w-full border border-line bg-brand-soft lg:aspect-auto lg:min-h-[28rem] lg:flex-1"
            />
            <figcaption className="text-xs text-ink-muted">{m('mapAttribution')}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
