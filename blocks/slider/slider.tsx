import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { Button, buttonVariants } from '../../kit/ui/button';
import { cn } from '../../kit/ui/cn';
import { TopSliderCarousel } from '../../kit/ui/slide-carousel';
import type { BlockProps } from '../types';
import type { SliderBlock, SliderSlide } from './schema';
import { mediaSrcSet } from '../../domain/media/variants';

/**
 * A carousel of image and text slides in the page's column. The slides are server HTML in a
 * scroll-snap track (they swipe without JavaScript); the controls are the top slider's island
 * (previous/next, dots, and pause whenever it turns by itself), already on every CMS page.
 */
export function Slider({ block, locale }: BlockProps<SliderBlock>) {
  const { title, slides, autoplay_ms } = block.data;
  if (slides.length === 0) return null;
  const t = getT(locale);
  const headingId = `slider-${block.id}-title`;
  return (
    <section
      data-block="slider"
      data-block-id={block.id}
      aria-roledescription="carousel"
      {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': t('contentBlocks.sliderLabel') })}
    >
      {title ? (
        <h2 id={headingId} className="mb-6 px-5 font-display text-3xl leading-tight text-ink md:mb-8 md:px-0 md:text-4xl">
          {title}
        </h2>
      ) : null}
      <TopSliderCarousel
        id={`slider-${block.id}`}
        autoplayMs={autoplay_ms}
        labels={{
          previous: t('slider.previous'),
          next: t('slider.next'),
          pause: t('slider.pause'),
          play: t('slider.play'),
          goTo: slides.map((_, i) => t('slider.goTo', { n: i + 1 })),
        }}
        buttonClassNames={{
          pause: cn(buttonVariants({ intent: 'ghost', size: 'icon' }), 'size-10 rounded-full'),
          step: cn(buttonVariants({ intent: 'secondary', size: 'icon' }), 'size-10 border-line'),
        }}
      >
        {slides.map((slide, i) => (
          <Slide key={i} slide={slide} locale={locale} label={t('slider.slideOf', { n: i + 1, total: slides.length })} />
        ))}
      </TopSliderCarousel>
    </section>
  );
}

function Slide({ slide, locale, label }: { slide: SliderSlide; locale: BlockProps<SliderBlock>['locale']; label: string }) {
  const href = slide.url ? localizePath(slide.url, locale) : null;
  const titleLinks = href && !slide.button_text;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-slot="slide"
      className="relative grid w-full shrink-0 snap-start snap-always bg-surface md:grid-cols-2"
    >
      {slide.image ? (
        <img
          src={slide.image.url}
          srcSet={mediaSrcSet(slide.image)}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={slide.image.alt}
          width={slide.image.width}
          height={slide.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover md:aspect-auto md:h-full md:min-h-[360px]"
        />
      ) : null}
      <div className={cn('flex flex-col justify-center gap-4 px-5 py-8 md:px-10 md:py-12', !slide.image && 'md:col-span-2 md:items-center md:text-center')}>
        {slide.title ? (
          <h3 className="font-display text-2xl leading-tight text-ink text-balance md:text-4xl">
            {titleLinks ? (
              <a href={href} className="after:absolute after:inset-0 hover:underline hover:decoration-1 hover:underline-offset-8">
                {slide.title}
              </a>
            ) : (
              slide.title
            )}
          </h3>
        ) : null}
        {slide.text ? <p className="max-w-prose text-base leading-relaxed text-ink-soft md:text-lg">{slide.text}</p> : null}
        {href && slide.button_text ? (
          <Button asChild size="lg" className="mt-2 w-fit">
            <a href={href}>{slide.button_text}</a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
