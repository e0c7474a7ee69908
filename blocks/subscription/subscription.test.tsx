import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySubscriptionBlock, postedBodies, routeMarketingApi, subscriptionBlock } from '../../stories/fixtures/marketing';
import { subscriptionBlockSchema } from './schema';
import { NewsletterFooter } from '../../kit/marketing/newsletter';
import { Subscription } from './subscription';
import { SubscriptionSlot } from '../../kit/marketing/newsletter.lazy';

let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});

describe('subscriptionBlockSchema', () => {
  it('takes no data at all (the shop copy) and sources sign-ups as "block"', () => {
    expect(subscriptionBlockSchema.parse({ id: 1, type: 'subscription', data: {} }).data).toEqual({ source: 'block' });
  });

  it('refuses empty texts and a source that is not a short word', () => {
    const result = subscriptionBlockSchema.safeParse({ id: 1, type: 'subscription', data: { title: ' ', source: 'news letter' } });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['data.source', 'data.title']);
  });
});

describe('Subscription', () => {
  it("renders the server's copy with the button disabled until the island takes over", () => {
    // The island's code is not loaded yet: what the server sends.
    render(<Subscription block={emptySubscriptionBlock} locale="nl" />);
    expect(screen.getByRole('region', { name: 'Blijf op de hoogte' })).toHaveAttribute('data-block', 'subscription');
    expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
    // The e-mail field is marked required (the red asterisk is not read out; `required` is).
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toBeRequired();
  });

  it('keeps what was typed before the island took over, then signs up and opens the thank-you popup', async () => {
    restore = routeMarketingApi();
    render(<Subscription block={subscriptionBlock} locale="nl" />);
    // Typed into the server's copy (no island yet), then focused: the island loads and replaces
    // the copy, keeping the text and the focus.
    const copy = screen.getByRole('textbox', { name: 'Je e-mailadres' });
    fireEvent.change(copy, { target: { value: 'klant@example.nl' } });
    copy.focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveValue('klant@example.nl');
    expect(screen.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('dialog', { name: 'Bedankt voor je aanmelding' })).toHaveTextContent('bevestigen');
    expect(postedBodies).toEqual([{ path: '/subscribe', body: { email: 'klant@example.nl', source: 'block' } }]);
  });

  it('shows a required e-mail address in red without sending anything', async () => {
    await SubscriptionSlot.preload();
    restore = routeMarketingApi();
    render(<Subscription block={subscriptionBlock} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your email address is required');
    expect(screen.getByRole('alert')).toHaveClass('text-sale');
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toHaveAttribute('aria-invalid', 'true');
    expect(postedBodies).toEqual([]);
  });

  it('signs up from the footer as "footer"', async () => {
    await SubscriptionSlot.preload();
    restore = routeMarketingApi();
    render(<NewsletterFooter blockId={subscriptionBlock.id} data={subscriptionBlock.data} locale="nl" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Je e-mailadres' }), 'klant@example.nl{Enter}');
    await screen.findByRole('dialog');
    expect(postedBodies[0]?.body).toEqual({ email: 'klant@example.nl', source: 'footer' });
  });
});
