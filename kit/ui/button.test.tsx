import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('is a type="button" button by default, so it never submits a form by accident', () => {
    render(<Button>Bewaar</Button>);
    const button = screen.getByRole('button', { name: 'Bewaar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-slot', 'button');
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Bewaar</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows a spinner, sets aria-busy and blocks clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Bezig met laden…" onClick={onClick}>
        Afrekenen
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Afrekenen/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    expect(screen.getByText('Bezig met laden…')).toHaveClass('sr-only');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild intent="secondary" className="w-full">
        <a href="/ringen">Shop ringen</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop ringen' });
    expect(link).toHaveAttribute('href', '/ringen');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border', 'w-full');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a loading link as busy and disabled without a disabled attribute', () => {
    render(
      <Button asChild loading>
        <a href="/afrekenen">Afrekenen</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Afrekenen' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it("lets the caller's class win over the variant's", () => {
    expect(buttonVariants({ intent: 'primary', size: 'md' })).toContain('h-11');
    render(<Button className="h-14">Groot</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass('h-14');
    expect(button).not.toHaveClass('h-11');
  });
});
