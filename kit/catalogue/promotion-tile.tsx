import type { PromotionBanner } from './promotion-banner';

export interface PromotionTileProps {
  size: PromotionBanner['size'];
  href?: string;
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Sanitised HTML. */
  html: string;
  tone: PromotionBanner['tone'];
  /** Accessible name of the link when the image has no alt text. */
  linkLabel: string;
}

/** Cells a banner spans: 1x2 two rows, 2x2 two by two, 1x4 a full row of the 4-column grid (hidden below 1400 px). */
const spans: Record<PromotionTileProps['size'], string> = {
  '1x1': 'min-h-72',
  '1x2': 'row-span-2 min-h-96',
  '2x2': 'col-span-2 row-span-2 min-h-96',
  '1x4': 'hidden min-h-64 xl:col-span-4 xl:flex',
};

const prose =
  '[&_p]:my-1 [&_strong]:block [&_strong]:font-display [&_strong]:text-2xl [&_strong]:leading-tight [&_strong]:font-normal md:[&_strong]:text-3xl [&_a]:pointer-events-auto [&_a]:underline [&_a]:underline-offset-4';

/** A promotion banner in the product grid: image, editorial text over it, the whole tile a link. */
export function PromotionTile(banner: PromotionTileProps) {
  const light = banner.tone === 'light';
  return (
    <li data-slot="promotion-banner" data-size={banner.size} className={`relative flex overflow-hidden bg-brand-soft ${spans[banner.size]}`}>
      {banner.href ? (
        <a href={banner.href} className="absolute inset-0 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand">
          {banner.image ? <BannerImage image={banner.image} /> : null}
          {banner.image?.alt ? null : <span className="sr-only">{banner.linkLabel}</span>}
        </a>
      ) : banner.image ? (
        <BannerImage image={banner.image} />
      ) : null}
      {banner.html ? (
        <div
          className={`pointer-events-none relative mt-auto w-full p-5 text-sm leading-relaxed md:p-7 ${light ? 'bg-linear-to-t from-ink/70 to-transparent text-surface' : 'bg-linear-to-t from-canvas/90 to-transparent text-ink'} ${prose}`}
          dangerouslySetInnerHTML={{ __html: banner.html }}
        />
      ) : null}
    </li>
  );
}

function BannerImage({ image }: { image: NonNullable<PromotionTileProps['image']> }) {
  return (
    <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
  );
}
