import type { ValidationLanguage } from './validation-messages';

/**
 * Field texts of a refused return request (POST /returns/request, 422 `fields`), in every
 * validation language. Shared by the API and the storefront's return form. Plain values: no zod.
 * `{{date}}` is the end of the window (yyyy-mm-dd), `{{n}}` a number of units.
 */
export interface ReturnFieldTexts {
  order_not_paid: string;
  order_not_delivered: string;
  return_window_closed: string;
  return_quantity_exceeded: string;
  order_product_not_found: string;
}

export const returnFieldMessages: Record<ValidationLanguage, ReturnFieldTexts> = {
  en: {
    order_not_paid: 'Only paid orders can be returned',
    order_not_delivered: 'This order has not been delivered yet',
    return_window_closed: 'The return period of this item ended on {{date}}',
    return_quantity_exceeded: 'At most {{n}} of this item can still be returned',
    order_product_not_found: 'This item is not part of the order',
  },
  nl: {
    order_not_paid: 'Alleen betaalde bestellingen kunnen worden geretourneerd',
    order_not_delivered: 'Deze bestelling is nog niet bezorgd',
    return_window_closed: 'De retourtermijn van dit artikel is op {{date}} verlopen',
    return_quantity_exceeded: 'Van dit artikel kunnen er nog hoogstens {{n}} worden geretourneerd',
    order_product_not_found: 'Dit artikel hoort niet bij de bestelling',
  },
  de: {
    order_not_paid: 'Nur bezahlte Bestellungen können zurückgegeben werden',
    order_not_delivered: 'Diese Bestellung wurde noch nicht zugestellt',
    return_window_closed: 'Die Rückgabefrist dieses Artikels ist am {{date}} abgelaufen',
    return_quantity_exceeded: 'Von diesem Artikel können noch höchstens {{n}} zurückgegeben werden',
    order_product_not_found: 'Dieser Artikel gehört nicht zur Bestellung',
  },
  es: {
    order_not_paid: 'Solo se pueden devolver los pedidos pagados',
    order_not_delivered: 'Este pedido aún no se ha entregado',
    return_window_closed: 'El plazo de devolución de este artículo terminó el {{date}}',
    return_quantity_exceeded: 'Como máximo se pueden devolver {{n}} unidades de este artículo',
    order_product_not_found: 'Este artículo no forma parte del pedido',
  },
  pl: {
    order_not_paid: 'Zwrócić można tylko opłacone zamówienia',
    order_not_delivered: 'To zamówienie nie zostało jeszcze dostarczone',
    return_window_closed: 'Termin zwrotu tego produktu minął {{date}}',
    return_quantity_exceeded: 'Tego produktu można zwrócić jeszcze najwyżej {{n}} szt.',
    order_product_not_found: 'Ten produkt nie należy do zamówienia',
  },
  cs: {
    order_not_paid: 'Vrátit lze pouze zaplacené objednávky',
    order_not_delivered: 'Tato objednávka ještě nebyla doručena',
    return_window_closed: 'Lhůta pro vrácení tohoto zboží skončila {{date}}',
    return_quantity_exceeded: 'Z tohoto zboží lze vrátit ještě nejvýše {{n}} ks',
    order_product_not_found: 'Toto zboží nepatří k objednávce',
  },
  sk: {
    order_not_paid: 'Vrátiť možno iba zaplatené objednávky',
    order_not_delivered: 'Táto objednávka ešte nebola doručená',
    return_window_closed: 'Lehota na vrátenie tohto tovaru skončila {{date}}',
    return_quantity_exceeded: 'Z tohto tovaru možno vrátiť ešte najviac {{n}} ks',
    order_product_not_found: 'Tento tovar nepatrí k objednávke',
  },
};
