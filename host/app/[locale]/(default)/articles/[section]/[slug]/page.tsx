import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { locales, type Locale } from '../../../../../../../domain/locale';
import { localizePath } from '../../../../../../../kit/i18n/paths';
import { blogPostingJsonLd, postAlternates, resolvePostRoute } from '../../../../../../../kit/journal/journal';
import { loadCategories, loadPost } from '../../../../../../lib/journal-data';
import { PostView } from '../../../../../../../kit/journal/post-view';
import { getBootstrap } from '../../../../../../lib/api';
import { absoluteUrl } from '../../../../../../lib/site-origin';
import { JsonLd } from '../../../../../../../kit/ui/json-ld';
import { localeOf } from '../../../../../../lib/request';

type Props = { params: Promise<{ locale: string; section: string; slug: string }> };


/** The post, the categories and what the URL asks for, once per request. */
const loadRoute = cache(async (section: string, slug: string, locale: Locale) => {
  const [post, categories] = await Promise.all([loadPost(slug, locale), loadCategories(locale)]);
  if (!post) return null;
  return { post, categories, route: resolvePostRoute(post, section, slug, categories) };
});

async function routeOf(params: Props['params']) {
  const [{ section, slug }, locale] = await Promise.all([params, localeOf(params)]);
  return { locale, found: await loadRoute(decodeURIComponent(section), decodeURIComponent(slug), locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await routeOf(params);
  if (!found || found.route.kind !== 'show') return {};
  const { post, categories } = found;
  const { settings } = await getBootstrap(locale);
  const alternates = postAlternates(post, categories, locales);
  const description = post.meta_description ?? post.excerpt;
  return {
    title: post.title,
    description,
    alternates: { canonical: alternates[locale], languages: { ...alternates, 'x-default': alternates.nl } },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      url: absoluteUrl(alternates[locale]),
      siteName: settings.company_name,
      locale: locale === 'nl' ? 'nl_NL' : 'en_GB',
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      authors: post.author ? [post.author.name] : undefined,
      section: post.categories[0]?.title,
      tags: post.tags,
      images: post.image ? [{ url: absoluteUrl(post.image.url), width: post.image.width, height: post.image.height, alt: post.image.alt }] : [],
    },
  };
}

/**
 * `/articles/{section}/{slug}`: a journal post. A slug or section of another language (the
 * language switcher), or a section that is not one of the post's categories, leads to the post's
 * page in this language; an unknown post is the 404 page.
 */
export default async function JournalPostPage({ params }: Props) {
  const { locale, found } = await routeOf(params);
  if (!found) notFound();
  const { post, categories, route } = found;
  if (route.kind === 'redirect') redirect(localizePath(route.path, locale));
  const { settings } = await getBootstrap(locale);
  const url = absoluteUrl(postAlternates(post, categories, locales)[locale]);
  const images = post.image ? [absoluteUrl(post.image.url)] : [];
  const jsonLd = blogPostingJsonLd(post, { url, images, publisher: settings.company_name, locale });
  return (
    <>
      <JsonLd data={jsonLd} />
      <PostView post={post} locale={locale} section={route.section} share={{ url, image: images[0] }} />
    </>
  );
}
