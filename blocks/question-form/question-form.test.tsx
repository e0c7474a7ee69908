import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../api/contract/products';
import { AccountFormCopy } from '../../kit/forms/account-form-copy';
import { emptyQuestionFormBlock, postedBodies, routeMarketingApi } from '../../stories/fixtures/marketing';
import type { BlockContext } from '../types';
import { questionFormProps } from '../../kit/forms/question-fields';
import { QuestionForm } from './question-form';
import { QuestionFormIsland } from '../../kit/forms/question-form.client';
import { QuestionFormSlot } from '../../kit/forms/question-form.lazy';
import { questionFormBlockSchema } from './schema';

beforeAll(async () => {
  await QuestionFormSlot.preload();
});

let restore = () => {};
afterEach(() => restore());

const fill = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), 'Sanne');
  await userEvent.type(screen.getByRole('textbox', { name: /Your email address/ }), 'sanne@example.nl');
  await userEvent.type(screen.getByRole('textbox', { name: /Your question/ }), 'Is size 52 in stock?');
};

describe('questionFormBlockSchema', () => {
  it('takes no data (the shop copy) and refuses empty texts', () => {
    expect(questionFormBlockSchema.parse({ id: 1, type: 'question-form', data: {} }).data).toEqual({});
    expect(questionFormBlockSchema.safeParse({ id: 1, type: 'question-form', data: { title: '' } }).success).toBe(false);
  });
});

describe('question form fields', () => {
  it('requires name, e-mail and a question of 5 to 2000 characters', () => {
    const { fields } = questionFormProps('nl');
    expect(fields.map((f) => [f.name, f.required, f.kind])).toEqual([
      ['name', true, 'text'],
      ['email', true, 'email'],
      ['question', true, 'textarea'],
    ]);
    expect(fields[2]).toMatchObject({ min: 5, max: 2000 });
  });

  it('makes room for a subject in front of the question', () => {
    const { fields, subject } = questionFormProps('nl', { subject: 'Vraag over de actie (#1)' });
    expect(subject).toBe('Vraag over de actie (#1)');
    expect(fields[2]?.max).toBe(2000 - 'Vraag over de actie (#1)'.length - 2);
  });
});

describe('QuestionForm', () => {
  it("asks about the page's product on a product page", async () => {
    restore = routeMarketingApi();
    const context = { product: { id: 42 } as Product } as unknown as BlockContext;
    render(<QuestionForm block={emptyQuestionFormBlock} locale="en" context={context} />);
    expect(screen.getByRole('heading', { name: 'A question about this piece' })).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(/We have received your question/)).toBeInTheDocument();
    expect(postedBodies).toEqual([{ path: '/questions', body: { name: 'Sanne', email: 'sanne@example.nl', question: 'Is size 52 in stock?', product_id: 42 } }]);
  });

  it("shows the API's field errors at their fields", async () => {
    restore = routeMarketingApi({ questions: { status: 422, body: { error: { code: 'validation_failed', message: 'x', fields: { product_id: 'Dit product bestaat niet', email: 'sanne@example.nl is incorrect' } } } } });
    render(<QuestionForm block={emptyQuestionFormBlock} locale="en" />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['sanne@example.nl is incorrect', 'Dit product bestaat niet']));
  });

  it('says when there is no connection', async () => {
    restore = (() => {
      const original = globalThis.fetch;
      globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
      return () => void (globalThis.fetch = original);
    })();
    render(<QuestionForm block={emptyQuestionFormBlock} locale="nl" />);
    await userEvent.type(screen.getByRole('textbox', { name: /Je naam/ }), 'Sanne');
    await userEvent.type(screen.getByRole('textbox', { name: /Je e-mailadres/ }), 'sanne@example.nl');
    await userEvent.type(screen.getByRole('textbox', { name: /Je vraag/ }), 'Hoe lang is de levertijd?');
    await userEvent.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen verbinding');
  });

  it('keeps what was typed into the server HTML before the island hydrated', async () => {
    restore = routeMarketingApi();
    const props = questionFormProps('nl', { productId: 7 });
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<QuestionFormIsland {...props} />);
    const typed = { name: 'Sanne', email: 'sanne@example.nl', question: 'Is maat 52 er nog?' };
    for (const [name, value] of Object.entries(typed)) (container.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
    await act(async () => void hydrateRoot(container, <QuestionFormIsland {...props} />));
    expect((container.querySelector('[name="question"]') as HTMLTextAreaElement).value).toBe('Is maat 52 er nog?');
    await userEvent.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    await waitFor(() => expect(postedBodies).toEqual([{ path: '/questions', body: { ...typed, product_id: 7 } }]));
    container.remove();
  });

  it('takes over what was typed into the server copy, and the focus', () => {
    render(<QuestionFormIsland {...questionFormProps('nl')} restore={{ values: { name: 'Sanne', question: 'Is maat 52' }, focus: 'question' }} />);
    expect(screen.getByRole('textbox', { name: /Je naam/ })).toHaveValue('Sanne');
    expect(screen.getByRole('textbox', { name: /Je vraag/ })).toHaveValue('Is maat 52');
    expect(screen.getByRole('textbox', { name: /Je vraag/ })).toHaveFocus();
  });
});

describe('AccountFormCopy (the server copy)', () => {
  it('has the same fields, marked required, uncontrolled, with the button disabled', () => {
    const props = questionFormProps('nl');
    render(<AccountFormCopy id="copy" fields={props.fields} labels={props.labels} submitClassName="button" />);
    expect(screen.getByRole('button', { name: 'Vraag versturen' })).toBeDisabled();
    for (const name of [/Je naam/, /Je e-mailadres/, /Je vraag/]) expect(screen.getByRole('textbox', { name })).toBeRequired();
  });
});
