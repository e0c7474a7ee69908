'use client';

import { useState } from 'react';
import type { SocialProvider } from '../../api/contract/accounts';
import type { Locale } from '../../domain/locale';
import { localizePath } from '../i18n/paths';
import { useHydrated } from '../ui/use-hydrated';

/**
 * Social sign-in in the browser: OpenID Connect's implicit flow with `response_type=id_token`, the
 * token coming back in the redirect's fragment (no client secret, nothing for the server to keep).
 * The sign-in page starts it ({@link SocialSignIn}); `/sign-in/callback` finishes it
 * (social-callback.client.tsx) with what this tab stored in sessionStorage.
 */

/** What the tab remembers between leaving for the provider and coming back (sessionStorage: this tab only). */
export interface PendingSocialSignIn {
  provider: string;
  state: string;
  nonce: string;
  /** Where to go once signed in (the sign-in page's `redirect`, already checked). */
  redirect: string;
  /** When the sign-in started (ms): an old one is refused. */
  started: number;
}

export const PENDING_KEY = 'shop.social-sign-in';
/** How long a started sign-in may take at the provider. */
export const PENDING_MAX_AGE_MS = 15 * 60 * 1000;

/** 256 random bits, base64url (43 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The page the provider sends the shopper back to, in the page's language (register both at the provider). */
export function callbackUrl(origin: string, locale: Locale): string {
  return `${origin}${localizePath('/sign-in/callback', locale)}`;
}

/** The authorization request (the endpoint's own query parameters are kept). */
export function authorizationUrl(provider: Pick<SocialProvider, 'authorization_endpoint' | 'client_id'>, request: { redirectUri: string; state: string; nonce: string }): string {
  const url = new URL(provider.authorization_endpoint);
  url.searchParams.set('client_id', provider.client_id);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  return url.toString();
}

/** Reads the pending sign-in and forgets it (a state is good for one callback only). */
export function takePendingSignIn(storage: Storage = sessionStorage, now = Date.now()): PendingSocialSignIn | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSocialSignIn>;
    const ok =
      typeof value.provider === 'string' &&
      typeof value.state === 'string' &&
      typeof value.nonce === 'string' &&
      typeof value.redirect === 'string' &&
      typeof value.started === 'number' &&
      now - value.started >= 0 &&
      now - value.started <= PENDING_MAX_AGE_MS;
    return ok ? (value as PendingSocialSignIn) : null;
  } catch {
    return null;
  }
}

/**
 * Starts a sign-in: a fresh state and nonce kept with the provider and `redirect` in this tab's
 * sessionStorage, then the provider's authorization endpoint. False when there is no storage.
 */
export function startSocialSignIn(provider: SocialProvider, locale: Locale, redirect: string): boolean {
  const pending: PendingSocialSignIn = { provider: provider.name, state: randomToken(), nonce: randomToken(), redirect, started: Date.now() };
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    return false;
  }
  window.location.assign(authorizationUrl(provider, { redirectUri: callbackUrl(window.location.origin, locale), state: pending.state, nonce: pending.nonce }));
  return true;
}

export interface SocialSignInProps {
  locale: Locale;
  /** One button per provider; `text` is "Sign in with {label}" in the page's language. */
  buttons: { provider: SocialProvider; text: string }[];
  /** Where to go after signing in: the sign-in page's `redirect`, through safeRedirect. */
  redirect: string;
  labels: { or: string; unavailable: string };
  buttonClassName: string;
}

/**
 * The "Sign in with …" buttons. A click makes a fresh state and nonce, keeps them with the
 * provider and `redirect` in sessionStorage, and goes to the provider's authorization endpoint.
 * The buttons work once the page runs (disabled until then: the flow needs the script).
 */
export function SocialSignIn({ locale, buttons, redirect, labels, buttonClassName }: SocialSignInProps) {
  const ready = useHydrated();
  const [unavailable, setUnavailable] = useState(false);

  function start(provider: SocialProvider) {
    // No storage (some private modes): the callback could not check the answer.
    if (!startSocialSignIn(provider, locale, redirect)) setUnavailable(true);
  }

  return (
    <div data-slot="social-sign-in" className="mb-6 flex flex-col gap-3">
      {buttons.map(({ provider, text }) => (
        <button key={provider.name} type="button" disabled={!ready} className={buttonClassName} data-provider={provider.name} onClick={() => start(provider)}>
          {text}
        </button>
      ))}
      {unavailable ? (
        <p role="alert" className="text-sm text-sale">
          {labels.unavailable}
        </p>
      ) : null}
      <p className="mt-3 flex items-center gap-3 text-xs tracking-[0.14em] text-ink-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {labels.or}
      </p>
    </div>
  );
}
