import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { Button, buttonVariants } from '../../kit/ui/button';
import { cn } from '../../kit/ui/cn';
import type { BlockProps } from '../types';
import type { TopSliderBlock, TopSliderSlide } from './schema';
import { TopSliderCarousel } from '../../kit/ui/slide-carousel';
import { mediaSrcSet } from '../../domain/media/variants';

/**
 * The hero carousel. The slides are server HTML in a CSS scroll-snap track, so they swipe without
 * JavaScript; the client island adds previous/next, dots and autoplay.
 */
export function TopSlider({ block, locale }: BlockProps<TopSliderBlock>) {
  const { slides, autoplay_ms } = block.data;
  if (slides.length === 0) return null;
  const t = getT(locale);
  const total = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      data-block="top-slider"
      data-block-id={block.id}
      className="relative bg-canvas"
    >
      <TopSliderCarousel
        id={`top-slider-${block.id}`}
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
          <Slide
            key={i}
            slide={slide}
            first={i === 0}
            href={localizePath(slide.url, locale)}
            label={t('slider.slideOf', { n: i + 1, total })}
          />
        ))}
      </TopSliderCarousel>
    </section>
  );
}

interface SlideProps {
  slide: TopSliderSlide;
  href: string;
  label: string;
  /** The first slide's image is the page's LCP element: load it eagerly and first. */
  first: boolean;
}

function Slide({ slide, href, label, first }: SlideProps) {
  const light = slide.tone === 'light';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-slot="slide"
      className="relative flex w-full shrink-0 snap-start snap-always flex-col md:h-[min(560px,70vh)] md:min-h-[400px]"
    >
      <img
        src={slide.image.url}
        srcSet={mediaSrcSet(slide.image)}
        sizes="100vw"
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="aspect-[4/3] max-h-[55vh] w-full object-cover object-[65%_50%] sm:aspect-[16/9] md:object-center md:absolute md:inset-0 md:aspect-auto md:h-full md:max-h-none"
      />
      {/* Scrim behind the text where text sits on the image (from md up). */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 hidden md:block',
          light
            ? 'bg-linear-to-r from-ink/75 via-ink/40 to-transparent'
            : 'bg-linear-to-r from-canvas/90 via-canvas/55 to-transparent',
        )}
      />
      <div className="relative mx-auto flex w-full max-w-container flex-1 flex-col justify-start px-5 pt-7 pb-2 md:justify-center md:px-8 md:py-16 lg:px-12">
        <div className={cn('max-w-md lg:max-w-xl', light && 'md:text-surface')}>
          <h2 className="font-display text-[2rem] leading-[1.08] font-normal tracking-tight text-balance sm:text-4xl md:text-5xl lg:text-6xl">
            {slide.button_text ? (
              slide.title
            ) : (
              // Without a button the title is the link, stretched over the whole slide.
              <a href={href} className="after:absolute after:inset-0 hover:underline hover:decoration-1 hover:underline-offset-8">
                {slide.title}
              </a>
            )}
          </h2>
          {slide.subtitle ? (
            <p className={cn('mt-4 text-base leading-relaxed text-ink-soft md:mt-5 md:text-lg', light && 'md:text-surface/90')}>
              {slide.subtitle}
            </p>
          ) : null}
          {slide.button_text ? (
            <Button asChild size="lg" className="mt-7 md:mt-9">
              <a href={href}>{slide.button_text}</a>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
