import type { Locale } from '../../../domain/locale';
import type { BlogCommentRequest } from '../../contract/blog';
import { plainText } from '../../../domain/html';
import type { Db } from '../../db/client';
import { blogComments } from '../../db/schema/blog';
import { invalidField } from '../../lib/errors';
import { countAttempt, THROTTLE_LIMITS } from '../../lib/throttle';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import { publishedPostBySlug } from './post.service';

/**
 * Stores a shopper's comment on a published post as `pending` (a moderator approves it; only
 * approved comments are shown). Markup is removed first. Counted per client address like sign-ins.
 */
export async function addComment(db: Db, slug: string, input: BlogCommentRequest, locale: Locale, address: string, lang: ValidationLanguage): Promise<void> {
  await countAttempt(db, [{ key: `comment:address:${address}`, limit: THROTTLE_LIMITS.address }]);
  const postId = await publishedPostBySlug(db, slug, locale);
  const body = plainText(input.body);
  const name = plainText(input.name);
  if (body.length < 2) throw invalidField('body', formatMessage(validationMessages[lang].required, { field: 'Body' }));
  if (name.length < 1) throw invalidField('name', formatMessage(validationMessages[lang].required, { field: 'Name' }));
  await db.insert(blogComments).values({ postId, authorName: name, email: input.email, body, language: locale, status: 'pending' });
}
