import type { z } from 'zod';

/** A block's schema failures as short lines (`data.slides.0.url: Invalid input`), for logs and the preview box. */
export function blockIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(block)'}: ${issue.message}`);
}
