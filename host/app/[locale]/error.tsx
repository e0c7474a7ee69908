'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { errorBoundaryMessages } from '../../../kit/i18n/messages/error-boundary';

/** A route failed while rendering: status 500 with a link home (spec section 2). */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const { locale } = useParams<{ locale: string }>();
  const messages = locale === 'en' ? errorBoundaryMessages.en : errorBoundaryMessages.nl;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-error-status={500}>
      <h1 className="font-display text-7xl text-brand">500</h1>
      <p className="mt-4 text-lg text-ink-soft">{messages.serverError}</p>
      <a href={locale === 'en' ? '/en' : '/'} className="mt-8 inline-flex border border-ink px-6 py-3 text-sm tracking-wide">
        {messages.backHome}
      </a>
    </main>
  );
}
