'use client';

import { useState } from 'react';
import type { AdminQuestion } from '../../../api/contract/moderation-admin';
import type { Locale } from '../../../domain/locale';
import { dangerButton, quietButton } from '../journal/journal-fields';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { moderationErrorText, useModeration, useQuestionPage } from './moderation-api';
import { Pager } from '../form-parts';
import { QueueItem } from './moderation-parts';

/** Shoppers' questions, newest first: answered by mail (a link opens the mail program), deleted here. */
export function QuestionList({ locale, report }: { locale: Locale; report: (tone: 'success' | 'error', text: string) => void }) {
  const texts = adminMessages[locale].moderation;
  const t = adminT(locale);
  const [page, setPage] = useState(1);
  const questions = useQuestionPage(page, locale);
  const { deleteQuestion } = useModeration(locale);
  const list = questions.data;

  const remove = (question: AdminQuestion) => {
    if (!window.confirm(t('moderation.deleteQuestion', { name: question.name }))) return;
    deleteQuestion.mutate(question.id, { onSuccess: () => report('success', texts.deletedDone), onError: (error) => report('error', moderationErrorText(error, texts)) });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-soft">{questions.isError ? texts.loadFailed : list ? t('moderation.questionsTotal', { count: list.total }) : texts.loading}</p>
      {list && list.items.length ? (
        <ul className="flex flex-col gap-3">
          {list.items.map((question) => (
            <QueueItem
              key={question.id}
              id={`question-${question.id}`}
              heading={t('moderation.questionBy', { name: question.name, email: question.email })}
              meta={`${question.product ? t('moderation.about', { product: question.product.title }) : texts.general} · ${t('moderation.at', { at: adminDateTime(locale, question.created_at), language: question.language })}`}
              body={question.question}
              actions={
                <>
                  <a href={`mailto:${question.email}`} className={`${quietButton} inline-flex items-center`}>
                    {texts.reply}
                  </a>
                  <button type="button" className={dangerButton} disabled={deleteQuestion.isPending} onClick={() => remove(question)}>
                    {texts.delete}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      ) : list ? (
        <p className="text-sm">{texts.noQuestions}</p>
      ) : null}
      {list ? <Pager page={list.page} pages={list.pages} onPage={setPage} texts={{ label: `${texts.questions}: ${texts.pagination}`, previous: texts.previous, next: texts.next, position: t('moderation.page', { page: list.page, pages: list.pages }) }} /> : null}
    </div>
  );
}
