import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../domain/messages/validation-messages';
import { AccountFormIsland, failureOutcome, type AccountErrorTexts } from './account-form.client';

vi.mock('./auth-announce', () => ({ announceAuthAndGo: vi.fn() }));
const { announceAuthAndGo } = await import('./auth-announce');

const errors: AccountErrorTexts = { invalidCredentials: 'Onjuist', tooManyAttempts: 'Te vaak', network: 'Geen verbinding', generic: 'Mis' };
const failure = (status: number, code: string, fields: Record<string, string> = {}) => ({ ok: false as const, status, code, message: 'raw API text', fields });

describe('failureOutcome', () => {
  it('maps codes and statuses to the page texts, never the raw API message', () => {
    expect(failureOutcome(failure(401, 'invalid_credentials'), errors)).toEqual({ kind: 'failed', message: 'Onjuist' });
    expect(failureOutcome(failure(429, 'too_many_attempts'), errors)).toEqual({ kind: 'failed', message: 'Te vaak' });
    expect(failureOutcome(failure(0, 'network_error'), errors)).toEqual({ kind: 'failed', message: 'Geen verbinding' });
    expect(failureOutcome(failure(422, 'validation_failed', { email: 'x' }), errors)).toEqual({ kind: 'invalid', fields: { email: 'x' } });
    expect(failureOutcome(failure(422, 'address_limit_reached'), errors)).toEqual({ kind: 'failed', message: 'Mis' });
    expect(failureOutcome(failure(500, 'unexpected'), errors)).toEqual({ kind: 'failed', message: 'Mis' });
  });
});

describe('AccountFormIsland', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the page language and the extra body, then announces and goes to the target', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ data: { user: {} } }), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    render(
      <AccountFormIsland
        locale="en"
        request={{ method: 'POST', path: '/authorizations' }}
        extra={{ delivery: 'cookie' }}
        fields={[
          { name: 'email', label: 'E-mail address', kind: 'email', required: true, rule: 'email' },
          { name: 'password', label: 'Password', kind: 'password', required: true, send: 'raw' },
        ]}
        texts={validationMessages.en}
        labels={{ submit: 'Sign in', loading: 'Loading…', required: '* Required field', title: 'Sign in' }}
        submitClassName=""
        success={{ kind: 'auth', to: '/en/profile' }}
        errors={errors}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^E-mail address/), 'an@example.nl');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/authorizations?lang=en');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'an@example.nl', password: 'pw', delivery: 'cookie' });
    expect(announceAuthAndGo).toHaveBeenCalledWith('/en/profile');
  });
});
