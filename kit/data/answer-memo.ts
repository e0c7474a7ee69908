import { deepFreeze } from '../../domain/deep-freeze';

interface Answer {
  schema: object;
  text: string;
  data: unknown;
}

/**
 * The server's API answers, checked once and kept by URL: when the same URL answers the same text
 * again, the client returns what it checked before instead of parsing the JSON and running the
 * contract's schema over it again. Most of a page's calls (settings, menus, filters, the campaign,
 * the page's blocks) answer the same text until something changes, and checking them was 5–10 %
 * of an uncached render's CPU. Only answers that `keeps` accepts are kept (the server keeps the
 * public ones, those carrying cache tags: no shopper's data). What is kept is frozen, since every
 * render shares it. Bounded by count and by the length of the texts kept (one text at most an
 * eighth of that, so a few large answers cannot push out all the others).
 */
export class AnswerMemo {
  private readonly answers = new Map<string, Answer>();
  private length = 0;

  constructor(
    private readonly keeps: (response: Response) => boolean,
    private readonly maxEntries = 500,
    private readonly maxLength = 16 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.answers.size;
  }

  /** What `schema` made of `text` when `url` last answered it, if that is what it answers now. */
  recall(url: string, schema: object, text: string): { data: unknown } | undefined {
    const answer = this.answers.get(url);
    return answer !== undefined && answer.schema === schema && answer.text === text ? { data: answer.data } : undefined;
  }

  /** Keeps (frozen) what `schema` made of the answer's `text`, and returns it. */
  keep<T>(url: string, schema: object, text: string, response: Response, data: T): T {
    this.drop(url);
    if (!this.keeps(response) || text.length > this.maxLength / 8) return data;
    while (this.answers.size >= this.maxEntries || (this.answers.size > 0 && this.length + text.length > this.maxLength)) this.drop(this.answers.keys().next().value!);
    this.answers.set(url, { schema, text, data: deepFreeze(data) });
    this.length += text.length;
    return data;
  }

  private drop(url: string): void {
    const answer = this.answers.get(url);
    if (answer === undefined) return;
    this.answers.delete(url);
    this.length -= answer.text.length;
  }
}
