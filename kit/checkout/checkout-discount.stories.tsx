import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { discountedCheckoutCart } from '../../stories/fixtures/cart';
import { getT } from '../i18n';
import { CheckoutDiscount, checkoutDiscountLabels, type CheckoutDiscountProps } from './checkout-discount';

/** The field as the checkout drives it: a code ending in "10" is accepted, anything else refused. */
function Interactive(props: CheckoutDiscountProps) {
  const [value, setValue] = useState(props.value);
  const [applied, setApplied] = useState(props.applied);
  const [error, setError] = useState(props.error);
  return (
    <CheckoutDiscount
      {...props}
      value={value}
      applied={applied}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        setError(null);
      }}
      onApply={(code) => {
        props.onApply(code);
        if (/10$/.test(code)) setApplied({ code: code.toUpperCase(), discount_type: 'percent', used_discount_amount: 590, base_discount_amount: 10 });
        else setError(getT(props.locale)('checkout.discountInvalid'));
      }}
      onSkip={() => {
        props.onSkip();
        setValue('');
        setError(null);
      }}
      onRemove={() => {
        props.onRemove();
        setApplied(null);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Kit/Checkout/Discount code',
  component: CheckoutDiscount,
  args: { applied: null, value: '', onValueChange: fn(), onApply: fn(), onSkip: fn(), onRemove: fn(), currency: 'EUR', locale: 'nl', labels: checkoutDiscountLabels(getT('nl')) },
  argTypes: { locale: { control: false }, labels: { control: false } },
  render: (args) => <Interactive {...args} labels={checkoutDiscountLabels(getT(args.locale))} />,
  decorators: [(Story) => <div className="max-w-sm border border-line bg-surface p-6">{Story()}</div>],
} satisfies Meta<typeof CheckoutDiscount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a code and apply it: the applied code with its value replaces the field; remove brings it back. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Kortingscode' }), 'welkom10');
    await userEvent.click(canvas.getByRole('button', { name: 'Toepassen' }));
    await expect(args.onApply).toHaveBeenCalledWith('welkom10');
    await expect(canvas.getByText('10% korting')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijder kortingscode WELKOM10' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Kortingscode' })).toHaveValue('');
  },
};

/** Nothing typed: the apply button waits for a code. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toepassen' })).toBeDisabled();
  },
};

/** Spec section 5: a refused code, and "continue without discount" clears the field and the error. */
export const Error: Story = {
  args: { value: 'NEPCODE', error: 'Kortingscode is ongeldig' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kortingscode is ongeldig');
    await expect(canvas.getByRole('textbox', { name: 'Kortingscode' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Doorgaan zonder korting' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Kortingscode' })).toHaveValue('');
  },
};

/** The code is being checked by the API. */
export const Loading: Story = {
  args: { value: 'WELKOM10', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Toepassen/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A code on the cart. */
export const Applied: Story = {
  args: { applied: discountedCheckoutCart.discount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WELKOM10')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};
