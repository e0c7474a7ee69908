import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { getT } from '../i18n';
import type { FieldSpec, FormValues } from '../../domain/forms/form-rules';
import { countryOptions } from '../../domain/accounts/countries';
import { CheckoutFields, type CheckoutFieldsProps } from './checkout-fields';

const t = getT('nl');
/** The shipping address as the host describes it (the account forms' fields). */
const fields: FieldSpec[] = [
  { name: 'first_name', label: t('accounts.firstName'), kind: 'text', required: true, half: true, autoComplete: 'shipping given-name' },
  { name: 'last_name', label: t('accounts.lastName'), kind: 'text', required: true, half: true, autoComplete: 'shipping family-name' },
  { name: 'address_line_1', label: t('accounts.addressLine1'), kind: 'text', required: true, autoComplete: 'shipping address-line1' },
  { name: 'zip', label: t('accounts.zip'), kind: 'text', required: true, half: true, autoComplete: 'shipping postal-code' },
  { name: 'city', label: t('accounts.city'), kind: 'text', required: true, half: true, autoComplete: 'shipping address-level2' },
  { name: 'country', label: t('accounts.country'), kind: 'select', required: true, options: countryOptions(), autoComplete: 'shipping country' },
];

function Interactive(props: CheckoutFieldsProps) {
  const [values, setValues] = useState<FormValues>(props.values);
  return (
    <CheckoutFields
      {...props}
      values={values}
      onChange={(name, value) => {
        props.onChange(name, value);
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );
}

const meta = {
  title: 'Kit/Checkout/Fields',
  component: CheckoutFields,
  args: { legend: 'Verzendadres', fields, values: { country: 'NL' }, errors: {}, idPrefix: 'ship', onChange: fn() },
  render: (args) => <Interactive {...args} />,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CheckoutFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address group: labels with the required mark, the 24 countries in their own language. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Verzendadres' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(24);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Land/ }), 'BE');
    await expect(args.onChange).toHaveBeenCalledWith('country', 'BE');
  },
};

/** Errors from the client's rules or the API's 422, at their fields. */
export const Error: Story = {
  args: { errors: { first_name: 'Voornaam is verplicht', zip: 'Postcode is verplicht' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Voornaam/ })).toHaveAccessibleDescription('Voornaam is verplicht');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
