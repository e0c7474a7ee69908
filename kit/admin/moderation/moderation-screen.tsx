'use client';

import { useState } from 'react';
import type { Locale } from '../../../domain/locale';
import { Tabs } from '../../ui/tabs';
import { SaveStatus, type SaveState } from '../form-parts';
import { adminMessages } from '../messages';
import { CommentQueue } from './comment-queue';
import { QuestionList } from './question-list';

/** The moderation screen: journal comments and shoppers' questions in tabs, with one place that announces what an action did. */
export function ModerationScreen({ locale }: { locale: Locale }) {
  const texts = adminMessages[locale].moderation;
  const [state, setState] = useState<SaveState>(null);
  const report = (tone: 'success' | 'error', text: string) => setState({ tone, text });
  return (
    <div className="flex flex-col gap-4">
      <SaveStatus state={state} texts={{ reload: '' }} />
      <Tabs
        label={texts.tabs}
        panelClassName="py-6"
        tabs={[
          { id: 'comments', title: texts.comments, content: <CommentQueue locale={locale} report={report} /> },
          { id: 'questions', title: texts.questions, content: <QuestionList locale={locale} report={report} /> },
        ]}
      />
    </div>
  );
}
