import type { Locale } from '../../../domain/locale';
import { QUESTION_MAX_LENGTH, type QuestionRequest } from '../../contract/questions';
import { plainText } from '../../../domain/html';
import { formatMessage, validationMessages, type ValidationLanguage } from '../../../domain/messages/validation-messages';
import type { Db } from '../../db/client';
import { productQuestions } from '../../db/schema/questions';
import { AppError, invalidField } from '../../lib/errors';
import { queueMail } from '../../lib/mailer';
import { countAttempt, THROTTLE_LIMITS } from '../../lib/throttle';
import type { LinkBuilder } from '../../lib/origin';
import { getProduct } from '../catalog';
import { shopInfo } from '../settings';
import { questionMail } from './question-mail';

/** The product a question is about, in Dutch (the shop's language); 422 on `product_id` when it is not for sale. */
async function questionProduct(db: Db, productId: number, lang: ValidationLanguage): Promise<{ id: number; title: string; slug: string }> {
  try {
    const product = await getProduct(db, String(productId), 'nl');
    return { id: product.id, title: product.mixedTranslation.title, slug: product.slug };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') throw invalidField('product_id', validationMessages[lang].unknownProduct);
    throw error;
  }
}

/**
 * Stores a shopper's question (markup removed) and mails it to the shop's address (settings
 * `site.company_address.email_address`). Counted per client address like sign-ins.
 */
export async function askQuestion(
  db: Db,
  input: QuestionRequest,
  locale: Locale,
  address: string,
  lang: ValidationLanguage,
  link: LinkBuilder,
): Promise<{ id: number; product_id: number | null; created_at: string }> {
  await countAttempt(db, [{ key: `question:address:${address}`, limit: THROTTLE_LIMITS.address }]);
  const product = input.product_id ? await questionProduct(db, input.product_id, lang) : null;
  const name = plainText(input.name);
  const question = plainText(input.question).slice(0, QUESTION_MAX_LENGTH);
  const texts = validationMessages[lang];
  if (!name) throw invalidField('name', formatMessage(texts.required, { field: 'Name' }));
  if (question.length < 5) throw invalidField('question', formatMessage(texts.min, { field: 'Question', n: 5 }));

  // The question and its mail to the shop commit together.
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(productQuestions)
      .values({ productId: product?.id ?? null, name, email: input.email, question, language: locale })
      .returning({ id: productQuestions.id, createdAt: productQuestions.createdAt });
    const shop = await shopInfo(tx);
    if (shop.email) {
      const content = questionMail({
        shopName: shop.name,
        name,
        email: input.email,
        question,
        language: locale,
        product: product ? { title: product.title, link: link('nl', `/product/${product.slug}`) } : null,
      });
      await queueMail(tx, { to: shop.email, kind: 'product_question', language: 'nl', ...content });
    } else {
      console.warn(`[forms] question #${stored!.id} stored, but settings site.company_address.email_address is empty: no mail sent`);
    }
    return stored!;
  });
  return { id: row.id, product_id: product?.id ?? null, created_at: row.createdAt.toISOString() };
}
