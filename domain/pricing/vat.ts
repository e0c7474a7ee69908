/** Included VAT of the Netherlands (21 %), the shop's only rate. */
export const VAT_PERCENT = 21;

/** The VAT inside a gross amount in cents: round(gross × rate / (100 + rate)). */
export function includedVat(gross: number, percent: number = VAT_PERCENT): number {
  return Math.round((gross * percent) / (100 + percent));
}
