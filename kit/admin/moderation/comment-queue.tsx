'use client';

import { useState } from 'react';
import type { AdminComment, CommentStatus } from '../../../api/contract/moderation-admin';
import type { Locale } from '../../../domain/locale';
import { Field, fieldControlClass } from '../../ui/field';
import { dangerButton, primaryButton, quietButton } from '../journal/journal-fields';
import { adminDateTime, adminMessages, adminT } from '../messages';
import { moderationErrorText, useCommentPage, useModeration } from './moderation-api';
import { Pager } from '../form-parts';
import { QueueItem } from './moderation-parts';

/** Journal comments: the queue to review (or the shown ones), approve, hide again, delete. `report` announces what an action did. */
export function CommentQueue({ locale, report }: { locale: Locale; report: (tone: 'success' | 'error', text: string) => void }) {
  const texts = adminMessages[locale].moderation;
  const t = adminT(locale);
  const [status, setStatus] = useState<CommentStatus>('pending');
  const [page, setPage] = useState(1);
  const comments = useCommentPage(status, page, locale);
  const { setStatus: change, deleteComment } = useModeration(locale);
  const busy = change.isPending || deleteComment.isPending;
  const list = comments.data;

  const move = (comment: AdminComment, next: CommentStatus) =>
    change.mutate({ id: comment.id, status: next }, { onSuccess: () => report('success', next === 'approved' ? texts.approvedDone : texts.hiddenDone), onError: (error) => report('error', moderationErrorText(error, texts)) });
  const remove = (comment: AdminComment) => {
    if (!window.confirm(t('moderation.deleteComment', { name: comment.author_name }))) return;
    deleteComment.mutate(comment.id, { onSuccess: () => report('success', texts.deletedDone), onError: (error) => report('error', moderationErrorText(error, texts)) });
  };

  return (
    <div className="flex flex-col gap-5">
      <Field id="moderation-comment-status" label={texts.statusFilter} className="flex max-w-xs flex-col gap-1.5">
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CommentStatus);
              setPage(1);
            }}
            className={fieldControlClass}
          >
            <option value="pending">{texts.pending}</option>
            <option value="approved">{texts.approved}</option>
          </select>
        )}
      </Field>
      <p className="text-sm text-ink-soft">{comments.isError ? texts.loadFailed : list ? t('moderation.commentsTotal', { count: list.total }) : texts.loading}</p>
      {list && list.items.length ? (
        <ul className="flex flex-col gap-3">
          {list.items.map((comment) => (
            <QueueItem
              key={comment.id}
              id={`comment-${comment.id}`}
              heading={t('moderation.commentBy', { name: comment.author_name, email: comment.email, post: comment.post.title })}
              meta={t('moderation.at', { at: adminDateTime(locale, comment.created_at), language: comment.language })}
              body={comment.body}
              actions={
                <>
                  {comment.status === 'pending' ? (
                    <button type="button" className={primaryButton} disabled={busy} onClick={() => move(comment, 'approved')}>
                      {texts.approve}
                    </button>
                  ) : (
                    <button type="button" className={quietButton} disabled={busy} onClick={() => move(comment, 'pending')}>
                      {texts.hide}
                    </button>
                  )}
                  <button type="button" className={dangerButton} disabled={busy} onClick={() => remove(comment)}>
                    {texts.delete}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      ) : list ? (
        <p className="text-sm">{status === 'pending' ? texts.noPending : texts.noApproved}</p>
      ) : null}
      {list ? <Pager page={list.page} pages={list.pages} onPage={setPage} texts={{ label: `${texts.comments}: ${texts.pagination}`, previous: texts.previous, next: texts.next, position: t('moderation.page', { page: list.page, pages: list.pages }) }} /> : null}
    </div>
  );
}
