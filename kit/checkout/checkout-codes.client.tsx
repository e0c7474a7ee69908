'use client';

import { useState } from 'react';
import { useStore } from 'zustand';
import type { Cart } from '../../api/contract/cart';
import type { Locale } from '../../domain/locale';
import { CheckoutDiscount } from './checkout-discount';
import { CheckoutGiftCards } from './checkout-gift-cards';
import { fill } from '../format/fill';
import { fieldError } from './checkout-store';
import type { Runtime } from '../shell/runtime';
import type { DetailsLabels } from './checkout-setup';

export interface CheckoutCodesProps {
  runtime: Runtime;
  cart: Cart;
  locale: Locale;
  labels: DetailsLabels;
  /** A change failed or was refused: analytics `checkout_error`. */
  onError: (what: string) => void;
}

/**
 * The discount code (one per order, the cart store's loading/error/code state) and gift cards
 * (several), each applied through the API; what they take off is the API's. A polite status line
 * tells screen-reader users what happened.
 */
export function CheckoutCodes({ runtime, cart, locale, labels, onError }: CheckoutCodesProps) {
  const discount = useStore(runtime.cart, (state) => state.discount);
  const [removingCode, setRemovingCode] = useState(false);
  const [gift, setGift] = useState('');
  const [giftError, setGiftError] = useState<string | null>(null);
  const [giftLoading, setGiftLoading] = useState(false);
  const [giftRemoving, setGiftRemoving] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  async function applyCode(code: string) {
    setStatus('');
    const applied = await runtime.checkout.applyDiscount(code);
    if (applied) setStatus(fill(labels.discountApplied, { code: runtime.cart.getState().checkoutCart?.discount?.code ?? code.toUpperCase() }));
    else onError('discount_code');
  }

  async function removeCode() {
    setRemovingCode(true);
    setStatus('');
    await runtime.checkout.removeDiscount().catch(() => onError('discount_code'));
    setRemovingCode(false);
  }

  async function addGift(code: string) {
    setGiftLoading(true);
    setGiftError(null);
    setStatus('');
    try {
      const fresh = await runtime.checkout.addGiftCard(code);
      setGift('');
      const shown = fresh.options.gift_cards.find((card) => code.replace(/\s+/g, '').toUpperCase().endsWith(card.code.replace(/•/g, '')))?.code ?? code;
      setStatus(fill(labels.giftCardAdded, { code: shown }));
    } catch (error) {
      setGiftError(fieldError(error, 'gift_card_code') !== null ? labels.giftCardInvalid : labels.saveFailed);
      onError('gift_card_code');
    } finally {
      setGiftLoading(false);
    }
  }

  async function removeGift(code: string) {
    const card = cart.options.gift_cards.find((entry) => entry.code === code);
    if (!card) return;
    setGiftRemoving(code);
    setStatus('');
    try {
      await runtime.checkout.removeGiftCard(card.id);
      setStatus(fill(labels.giftCardRemoved, { code }));
    } catch {
      onError('gift_card_code');
    } finally {
      setGiftRemoving(null);
    }
  }

  return (
    <div data-slot="checkout-codes" className="flex flex-col gap-6 border-t border-line pt-6">
      <CheckoutDiscount
        applied={cart.discount}
        value={discount.code}
        onValueChange={(code) => runtime.cart.getState().setDiscount({ code, error: null })}
        onApply={(code) => void applyCode(code)}
        onSkip={() => runtime.checkout.skipDiscount()}
        onRemove={() => void removeCode()}
        loading={discount.loading}
        removing={removingCode}
        error={discount.error === 'invalid' ? labels.discountInvalid : discount.error ? labels.saveFailed : null}
        currency={cart.currency_code}
        locale={locale}
        labels={labels.discount}
      />
      <CheckoutGiftCards
        cards={cart.options.gift_cards}
        value={gift}
        onValueChange={(value) => {
          setGift(value);
          setGiftError(null);
        }}
        onAdd={(code) => void addGift(code)}
        onRemove={(code) => void removeGift(code)}
        loading={giftLoading}
        removing={giftRemoving}
        error={giftError}
        currency={cart.currency_code}
        locale={locale}
        labels={labels.giftCards}
      />
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
