import { countryNames, type ShippingCountry } from '../../domain/accounts/account-rules';
import type { PostalAddress as Address } from '../../domain/accounts/address';
import { countryLanguage } from '../../domain/accounts/countries';

/** A postal address; the country by its own name, in its own language (spec section 3). */
export function PostalAddress({ address }: { address: Address }) {
  const country = address.country as ShippingCountry;
  return (
    <address data-slot="postal-address" className="flex flex-col text-sm leading-relaxed text-ink-soft not-italic">
      <span className="font-medium text-ink">
        {address.first_name} {address.last_name}
      </span>
      {address.company ? <span>{address.company}</span> : null}
      <span>{address.address_line_1}</span>
      {address.address_line_2 ? <span>{address.address_line_2}</span> : null}
      <span>
        {address.zip} {address.city}
      </span>
      {address.state ? <span>{address.state}</span> : null}
      <span lang={countryLanguage[country]}>{countryNames[country] ?? address.country}</span>
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}
