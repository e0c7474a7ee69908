'use client';

import { useState } from 'react';
import type { AdminOrder, AdminReturn } from '../../../api/contract/orders-admin';
import type { Locale } from '../../../domain/locale';
import type { ReturnAction } from '../../../domain/orders/order-rules';
import { formatMoney } from '../../format/money';
import { SaveStatus, TextInput, type FieldErrors, type SaveState } from '../form-parts';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { actionErrorText, OrderActionError, useOrderActions } from './orders-api';

const actionButton = 'border border-ink px-3 py-1.5 text-sm hover:bg-ink hover:text-paper disabled:opacity-50';

/** One request: what comes back and why, where it stands, and the steps staff may take now. */
function ReturnItem({ request, order, locale }: { request: AdminReturn; order: AdminOrder; locale: Locale }) {
  const texts = adminMessages[locale].orders;
  const t = adminT(locale);
  const actions = useOrderActions(order.id, locale);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<SaveState>(null);
  const money = (cents: number) => formatMoney(cents, order.currency_code, locale);
  const prefix = `return-${request.id}`;
  const step = (action: ReturnAction) =>
    actions.returnStep.mutate(
      { returnId: request.id, action, ...(message.trim() ? { message: message.trim() } : {}) },
      {
        onSuccess: () => {
          setMessage('');
          setErrors({});
          setState({ tone: 'success', text: texts.returnDone });
        },
        onError: (error) => {
          setErrors(error instanceof OrderActionError ? error.fields : {});
          setState({ tone: 'error', text: actionErrorText(error, texts) });
        },
      },
    );
  const status = texts.returnStatuses[request.status] + (request.resolution ? ` (${texts.returnResolutions[request.resolution]})` : '');
  return (
    <li className="flex flex-col gap-3 border border-line p-4" data-testid="order-return" data-return-status={request.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium">{texts.returnTypes[String(request.type) as '1' | '2']}</h3>
        <p className="text-sm">
          {status} · {adminDateTime(locale, request.created_at)}
        </p>
      </div>
      <ul className="text-sm">
        {request.items.map((item) => (
          <li key={item.order_product_id}>
            {item.quantity} × {item.title} <span className="text-ink-muted">({item.sku})</span> · {money(item.amount)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-soft">
        {t('orders.returnReason', { reason: request.reason_title })} · {t('orders.returnItemsAmount', { amount: money(request.items_amount) })}
      </p>
      {request.comment ? <p className="text-sm whitespace-pre-line italic">“{request.comment}”</p> : null}
      {request.staff_message ? (
        <p className="text-sm whitespace-pre-line">
          <span className="text-ink-muted">{texts.returnMessage}:</span> {request.staff_message}
        </p>
      ) : null}
      {request.actions.length ? (
        <div className="flex flex-col gap-3">
          <TextInput prefix={prefix} path="message" label={texts.returnMessage} hint={texts.returnMessageHint} value={message} onChange={setMessage} errors={errors} rows={2} />
          <div className="flex flex-wrap gap-2">
            {request.actions.map((action) => (
              <button key={action} type="button" className={actionButton} disabled={actions.returnStep.isPending} onClick={() => step(action)}>
                {texts.returnActions[action]}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <SaveStatus state={state} texts={{ reload: '' }} />
    </li>
  );
}

/** The order's return and repair requests with their steps. */
export function OrderReturns({ order, locale }: { order: AdminOrder; locale: Locale }) {
  return (
    <ul className="flex flex-col gap-4">
      {order.returns.map((request) => (
        <ReturnItem key={request.id} request={request} order={order} locale={locale} />
      ))}
    </ul>
  );
}
