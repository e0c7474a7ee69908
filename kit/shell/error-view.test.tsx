import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './error-view';

describe('ErrorView (spec section 2)', () => {
  it('shows the status code, the 404 text and a link home', () => {
    render(<ErrorView locale="nl" status={404} />);
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Deze pagina is waarschijnlijk verplaatst.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/');
  });

  it('shows only the maintenance text for 503', () => {
    const { container } = render(<ErrorView locale="en" status={503} />);
    expect(screen.getByRole('heading', { name: /maintenance/ })).toBeInTheDocument();
    expect(container.textContent).not.toContain('503');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the message for other statuses, linking to the English home under /en', () => {
    render(<ErrorView locale="en" status={500} message="Database unavailable" />);
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/en');
  });
});
