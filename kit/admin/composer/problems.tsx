'use client';

import { createUsePuck } from '@puckeditor/core';
import { createContext, useContext } from 'react';
import type { AdminPage } from '../../../api/contract/composer';
import type { Locale } from '../../../domain/locale';
import { problemPath } from './document';

/** The draft's block problems (from the API: the registry's schemas) and the language being edited. */
export const ProblemsContext = createContext<{ problems: AdminPage['problems']; language: Locale }>({ problems: [], language: 'nl' });

const usePuck = createUsePuck();

/** A block's problems in the language being edited: field path -> message. */
export function useBlockProblems(key: string | undefined): Record<string, string> {
  const { problems, language } = useContext(ProblemsContext);
  if (!key) return {};
  return Object.assign({}, ...problems.filter((problem) => problem.key === key && problem.language === language).map((problem) => problem.fields)) as Record<string, string>;
}

/**
 * The error of the selected block's field `name` (Puck's field name), shown under the field; for a
 * list (`items`), also the errors of its items as a whole (`slides.0`: "a slide needs a title…").
 */
export function FieldProblem({ name, items = false }: { name: string; items?: boolean }) {
  const selected = usePuck((state) => (state.selectedItem?.props as { id?: string } | undefined)?.id);
  const problems = useBlockProblems(selected);
  const path = problemPath(name);
  const own = Object.entries(problems).filter(([key]) => key === path || (items && key.startsWith(`${path}.`) && /^\d+$/.test(key.slice(path.length + 1))));
  if (own.length === 0) return null;
  return (
    <div role="alert" className="mt-1 text-sm text-sale">
      {own.map(([key, message]) => (
        <p key={key} data-field-problem={key}>
          {key === path ? message : `${Number(key.slice(path.length + 1)) + 1}: ${message}`}
        </p>
      ))}
    </div>
  );
}
