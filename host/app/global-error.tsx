'use client';

import { globalErrorMessages } from '../../kit/i18n/messages/global-error';

/** The fallback when even the error page failed (spec section 2). */
export default function GlobalError() {
  return (
    <html lang="nl">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '6rem 1rem', background: '#faf7f2', color: '#1c1917' }}>
        <h1 style={{ fontFamily: 'Georgia, serif', fontWeight: 400 }}>{globalErrorMessages.errorPageFailed}</h1>
        <p>
          {/* A full page load: after the root layout failed, the client router is not to be trusted. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate full load, see above */}
          <a href="/" style={{ color: '#7a5c1e' }}>
            {globalErrorMessages.backHome}
          </a>
        </p>
      </body>
    </html>
  );
}
