'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '../../domain/locale';
import type { ProductCardLabels } from '../../kit/product/product-card';
import { fill } from '../../kit/format/fill';
import { useHydrated } from '../../kit/ui/use-hydrated';
import { QuizResults, type QuizResult } from './quiz-results';
import { recommend, type AnswerFilters, type FilterLookup } from './recommend';
import { RadioCard } from '../../kit/ui/radio';

export interface QuizQuestionView {
  id: string;
  title: string;
  answers: { id: string; label: string; filters: AnswerFilters }[];
}

export interface QuizLabels {
  /** `{n}` and `{total}` are filled in. */
  step: string;
  previous: string;
  next: string;
  finish: string;
  chooseFirst: string;
  resultTitle: string;
  resultLoading: string;
  resultEmpty: string;
  resultError: string;
  retry: string;
  viewAll: string;
  restart: string;
}

export interface QuizViewProps {
  blockId: number;
  questions: QuizQuestionView[];
  lookup: FilterLookup;
  count: number;
  locale: Locale;
  currency: string;
  /** '' or '/en'. */
  localePrefix: string;
  labels: QuizLabels;
  /** `{title}` in the toggle names stands for the product's title. */
  cardLabels: ProductCardLabels;
  /** Made on the server with buttonVariants, so the island ships no class merging. */
  buttonClassNames: { primary: string; secondary: string };
}

/**
 * The quiz: one question at a time (radio answers, previous/next), then products from the
 * catalogue that match the answers, with a link to the catalogue filtered the same way.
 */
export function QuizView({ blockId, questions, lookup, count, locale, currency, localePrefix, labels, cardLabels, buttonClassNames }: QuizViewProps) {
  const [step, setStep] = useState(0);
  // Until its script runs, the form would submit natively and reload the page: wait for it.
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const done = step >= questions.length;

  // Move focus to the new question (or the result) after a step, not on the first render.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!done) return;
    let live = true;
    const answers = questions.map((q) => q.answers.find((a) => a.id === chosen[q.id])?.filters ?? {});
    void recommend(answers, { lookup, count, lang: locale }).then(
      (found) => live && setResult({ status: 'ready', ...found }),
      () => live && setResult({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [done, attempt, questions, chosen, lookup, count, locale]);

  function go(next: number) {
    moved.current = true;
    setMissing(false);
    if (next >= questions.length) setResult({ status: 'loading' });
    setStep(next);
  }

  function retry() {
    setResult({ status: 'loading' });
    setAttempt(attempt + 1);
  }

  function restart() {
    setChosen({});
    setResult(null);
    go(0);
  }

  function choose(questionId: string, answerId: string) {
    setChosen({ ...chosen, [questionId]: answerId });
    setMissing(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen[questions[step]!.id]) setMissing(true);
    else go(step + 1);
  }

  const headingClass = 'font-display text-2xl leading-snug text-ink outline-none md:text-3xl';
  if (done) {
    return (
      <div data-slot="quiz-result" className="flex flex-col gap-6">
        <h3 ref={heading} tabIndex={-1} className={headingClass}>
          {labels.resultTitle}
        </h3>
        <QuizResults result={result} retry={retry} locale={locale} currency={currency} localePrefix={localePrefix} labels={labels} cardLabels={cardLabels} buttonClassNames={buttonClassNames} />
        <button type="button" className={`${buttonClassNames.secondary} w-fit`} onClick={restart}>
          {labels.restart}
        </button>
      </div>
    );
  }

  const question = questions[step]!;
  const headingId = `quiz-${blockId}-${question.id}`;
  return (
    <form data-slot="quiz-step" onSubmit={submit} noValidate className="flex flex-col gap-6">
      <p className="text-xs font-medium tracking-[0.18em] text-ink-muted uppercase">{fill(labels.step, { n: step + 1, total: questions.length })}</p>
      <div aria-hidden="true" className="h-0.5 bg-line">
        <div className="h-full bg-brand transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${(step / questions.length) * 100}%` }} />
      </div>
      <fieldset aria-labelledby={headingId} aria-describedby={missing ? `${headingId}-missing` : undefined} className="flex flex-col gap-4">
        <h3 ref={heading} id={headingId} tabIndex={-1} className={headingClass}>
          {question.title}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          {question.answers.map((answer) => (
            <RadioCard key={answer.id} tone="soft" align="center" size="lg" className="transition-colors hover:border-brand" name={headingId} value={answer.id} checked={chosen[question.id] === answer.id} onChange={() => choose(question.id, answer.id)}>
              <span>{answer.label}</span>
            </RadioCard>
          ))}
        </div>
        {missing ? (
          <p id={`${headingId}-missing`} role="alert" className="text-sm text-sale">
            {labels.chooseFirst}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {step > 0 ? (
          <button type="button" className={buttonClassNames.secondary} onClick={() => go(step - 1)}>
            {labels.previous}
          </button>
        ) : null}
        <button type="submit" className={buttonClassNames.primary} disabled={!hydrated}>
          {step === questions.length - 1 ? labels.finish : labels.next}
        </button>
      </div>
    </form>
  );
}
