import type { ShopShippingRate } from '../../contract/settings';
import type { Db } from '../../db/client';
import { activeRates } from './pricing.service';

/**
 * The shop's active rates for the bootstrap, in sort order (the product page's structured data
 * takes a country's return fee from the first rate shipping there). The bootstrap is kept under
 * `system_settings`, which a change to the rates advances (migration 0032).
 */
export async function shopShippingRates(db: Db): Promise<ShopShippingRate[]> {
  const rows = await activeRates(db);
  return rows.map((rate) => ({
    id: rate.code,
    amount: rate.amount,
    free_from: rate.freeFrom,
    countries: rate.countries,
    pickup: rate.pickup,
    handling_days: { min: rate.handlingDaysMin, max: rate.handlingDaysMax },
    transit_days: { min: rate.transitDaysMin, max: rate.transitDaysMax },
    return_shipping_fee: rate.returnShippingFee,
  }));
}
