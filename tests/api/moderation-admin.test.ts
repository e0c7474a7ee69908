import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, blogComments, productQuestions } from '../../api/db/schema';
import { call } from './account-helpers';
import { stockedConfiguration } from './checkout-helpers';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, staffCall } from './staff-helpers';

const POST = 'je-ringmaat-thuis-bepalen';

const auditOf = (shop: TestShop, action: string, id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** A shopper's comment through the storefront's form: stored pending. */
async function leaveComment(shop: TestShop) {
  const tag = randomBytes(4).toString('hex');
  const name = `Lezer ${tag}`;
  const email = `lezer.${tag}@example.com`;
  const left = await call(shop, 'POST', `/blog/posts/${POST}/comments`, { body: { name, email, body: `Mooi geschreven ${tag}` } });
  expect(left.status).toBe(202);
  const [row] = await shop.database.db.select().from(blogComments).where(eq(blogComments.email, email));
  return { id: row!.id, name, email };
}

const shownNames = async (shop: TestShop) => ((await call(shop, 'GET', `/blog/posts/${POST}`)).body.data.comments as { name: string }[]).map((comment) => comment.name);

describeOnEachDatabase('back office: moderation', (shop) => {
  it('is for merchandisers and admins (the content area): fulfilment gets 403', async () => {
    const fulfilment = await newStaff(shop(), 'fulfilment');
    const { id } = await leaveComment(shop());
    for (const [method, path, body] of [
      ['GET', '/admin/questions', undefined],
      ['DELETE', '/admin/questions/1', undefined],
      ['GET', '/admin/comments', undefined],
      ['PATCH', `/admin/comments/${id}`, { status: 'approved' }],
      ['DELETE', `/admin/comments/${id}`, undefined],
    ] as const) {
      const answer = await staffCall(shop(), method, path, { staff: fulfilment.token, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.code).toBe('role_not_allowed');
    }
    expect((await shop().database.db.select().from(blogComments).where(eq(blogComments.id, id)))[0]!.status).toBe('pending');
    const merchandiser = await newStaff(shop(), 'merchandiser');
    expect((await staffCall(shop(), 'GET', '/admin/questions', { staff: merchandiser.token })).status).toBe(200);
    expect((await staffCall(shop(), 'GET', '/admin/comments', { staff: merchandiser.token })).status).toBe(200);
    expect((await staffCall(shop(), 'GET', '/admin/comments')).status).toBe(401);
  });

  it("queues a shopper's comment, approves it onto the post, hides it again and deletes it; each change audited", async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const comment = await leaveComment(shop());
    expect(await shownNames(shop())).not.toContain(comment.name);

    const queue = await staffCall(shop(), 'GET', '/admin/comments?lang=nl', { staff: staff.token });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const queued = queue.body.data.items.find((item: { id: number }) => item.id === comment.id);
    expect(queued).toMatchObject({ author_name: comment.name, email: comment.email, status: 'pending', language: 'nl', post: { id: expect.any(Number), title: expect.any(String) } });
    expect(queued.post.title.length).toBeGreaterThan(0);
    expect(queue.body.data).toMatchObject({ page: 1, per_page: 25 });
    // The queue is first come, first served.
    const times = queue.body.data.items.map((item: { created_at: string }) => item.created_at);
    expect(times).toEqual([...times].sort());

    const approved = await staffCall(shop(), 'PATCH', `/admin/comments/${comment.id}`, { staff: staff.token, body: { status: 'approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ id: comment.id, status: 'approved' });
    expect(await shownNames(shop())).toContain(comment.name);
    const pendingNow = await staffCall(shop(), 'GET', '/admin/comments', { staff: staff.token });
    expect(pendingNow.body.data.items.map((item: { id: number }) => item.id)).not.toContain(comment.id);
    const shownList = await staffCall(shop(), 'GET', '/admin/comments?status=approved', { staff: staff.token });
    expect(shownList.body.data.items.map((item: { id: number }) => item.id)).toContain(comment.id);
    // The same status again writes nothing more to the log.
    expect((await staffCall(shop(), 'PATCH', `/admin/comments/${comment.id}`, { staff: staff.token, body: { status: 'approved' } })).status).toBe(200);
    expect(await auditOf(shop(), 'comment.approved', comment.id)).toEqual([expect.objectContaining({ staffId: staff.id, before: { status: 'pending' }, after: { status: 'approved' } })]);

    const hidden = await staffCall(shop(), 'PATCH', `/admin/comments/${comment.id}`, { staff: staff.token, body: { status: 'pending' } });
    expect(hidden.body.data.status).toBe('pending');
    expect(await shownNames(shop())).not.toContain(comment.name);
    expect(await auditOf(shop(), 'comment.hidden', comment.id)).toHaveLength(1);

    expect((await staffCall(shop(), 'PATCH', `/admin/comments/${comment.id}`, { staff: staff.token, body: { status: 'spam' } })).status).toBe(422);
    const deleted = await staffCall(shop(), 'DELETE', `/admin/comments/${comment.id}`, { staff: staff.token });
    expect(deleted.status).toBe(204);
    expect(await shop().database.db.select().from(blogComments).where(eq(blogComments.id, comment.id))).toEqual([]);
    const entries = await auditOf(shop(), 'comment.deleted', comment.id);
    expect(entries).toEqual([expect.objectContaining({ staffId: staff.id, before: { post_id: queued.post.id, status: 'pending' } })]);
    expect(JSON.stringify(entries)).not.toContain(comment.email);
    expect((await staffCall(shop(), 'DELETE', `/admin/comments/${comment.id}`, { staff: staff.token })).status).toBe(404);
    expect((await staffCall(shop(), 'PATCH', `/admin/comments/${comment.id}`, { staff: staff.token, body: { status: 'approved' } })).body.error.code).toBe('comment_not_found');
  });

  it("lists shoppers' questions newest first with the product's title, and deletes one (audited without the shopper)", async () => {
    const admin = await newStaff(shop(), 'admin');
    const config = await stockedConfiguration(shop(), 5, 40);
    const tag = randomBytes(4).toString('hex');
    const email = `vraag.${tag}@example.com`;
    const asked = await call(shop(), 'POST', '/questions', { body: { product_id: config.productId, name: 'Sam', email, question: `Is deze ring er ook in maat 18? ${tag}` } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const general = await call(shop(), 'POST', '/questions?lang=en', { body: { name: 'Kim', email, question: `Do you ship to Norway? ${tag}` } });
    expect(general.status).toBe(201);

    const list = await staffCall(shop(), 'GET', '/admin/questions?lang=nl', { staff: admin.token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [first, second] = list.body.data.items;
    expect(first).toMatchObject({ id: general.body.data.id, product: null, name: 'Kim', email, language: 'en' });
    expect(second).toMatchObject({ id: asked.body.data.id, product: { id: config.productId, title: expect.any(String) }, question: `Is deze ring er ook in maat 18? ${tag}` });
    expect(second.product.title).not.toMatch(/^#/);
    expect(list.body.data.total).toBeGreaterThanOrEqual(2);

    const deleted = await staffCall(shop(), 'DELETE', `/admin/questions/${asked.body.data.id}`, { staff: admin.token });
    expect(deleted.status).toBe(204);
    expect(await shop().database.db.select().from(productQuestions).where(eq(productQuestions.id, asked.body.data.id))).toEqual([]);
    const entries = await auditOf(shop(), 'question.deleted', asked.body.data.id);
    expect(entries).toEqual([expect.objectContaining({ staffId: admin.id, entity: 'question', before: expect.objectContaining({ product_id: config.productId }) })]);
    expect(JSON.stringify(entries)).not.toMatch(new RegExp(`${email}|Sam|maat 18`));
    const again = await staffCall(shop(), 'DELETE', `/admin/questions/${asked.body.data.id}`, { staff: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('question_not_found');
  });
});
