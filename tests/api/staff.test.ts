import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { staffSessions, staffUsers } from '../../api/db/schema';
import { createStaff } from '../../api/modules/staff';
import { DEMO_STAFF } from '../../api/seed/demo-staff';
import { newClientAddress, PASSWORD, signUp } from './account-helpers';
import { describeOnEachDatabase } from './harness';
import { newStaff, STAFF_PASSWORD, staffCall, staffCookie } from './staff-helpers';

describeOnEachDatabase('back office: staff sign-in, roles, audit', (shop) => {
  it('signs staff in with an HttpOnly, SameSite=Strict cookie scoped to /admin, and out again', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const me = await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: staff.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: staff.email, role: 'merchandiser', totp_enabled: false });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.headers.get('x-robots-tag')).toContain('noindex');

    const again = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email.toUpperCase(), password: STAFF_PASSWORD } });
    const cookie = staffCookie(again.headers)!;
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/admin']));
    expect(cookie.attributes).not.toContain('Secure');
    expect(again.body.data.staff).not.toHaveProperty('password_hash');

    const out = await staffCall(shop(), 'DELETE', '/admin/sessions/current', { staff: cookie.token });
    expect(out.status).toBe(204);
    expect(staffCookie(out.headers)?.token).toBe('');
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: cookie.token })).status).toBe(401);
    // The other sign-in is untouched.
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: staff.token })).status).toBe(200);
  });

  it('never lets a customer in: their cookie or bearer token is a 401 on every back-office call', async () => {
    const customer = await signUp(shop());
    for (const [method, path] of [['GET', '/admin/sessions/current'], ['GET', '/admin/pages'], ['GET', '/admin/audit'], ['POST', '/admin/pages/1/publish']] as const) {
      const byCookie = await staffCall(shop(), method, path, { cookie: `access_token_v1=${customer.token}`, ...(method === 'POST' ? { body: { lock_version: 1 } } : {}) });
      expect(byCookie.status, `${method} ${path}`).toBe(401);
      const byBearer = await staffCall(shop(), method, path, { headers: { authorization: `Bearer ${customer.token}` }, ...(method === 'POST' ? { body: { lock_version: 1 } } : {}) });
      expect(byBearer.status, `${method} ${path}`).toBe(401);
    }
    // A customer's credentials are no staff credentials either.
    const signIn = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: customer.email, password: PASSWORD } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error.code).toBe('invalid_credentials');
  });

  it('refuses changes from another origin or without one, signed in or not', async () => {
    const staff = await newStaff(shop(), 'admin');
    const foreign = await staffCall(shop(), 'DELETE', '/admin/sessions', { staff: staff.token, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('cross_origin');
    const none = await staffCall(shop(), 'POST', '/admin/sessions', { origin: null, body: { email: staff.email, password: STAFF_PASSWORD } });
    expect(none.status).toBe(403);
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: staff.token })).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike, and throttles guesses without locking the owner out', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const unknown = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: 'nobody@example.com', password: STAFF_PASSWORD } });
    const wrong = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: 'not the password' } });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body.error).toEqual(wrong.body.error);

    const attacker = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await staffCall(shop(), 'POST', '/admin/sessions', { address: attacker, body: { email: staff.email, password: `guess ${i}` } })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const throttled = await staffCall(shop(), 'POST', '/admin/sessions', { address: attacker, body: { email: staff.email, password: STAFF_PASSWORD } });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from their own address, still gets in.
    expect((await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: STAFF_PASSWORD } })).status).toBe(200);
  });

  it('keeps roles apart: a merchandiser composes but cannot read the audit log; an admin can', async () => {
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const fulfilment = await newStaff(shop(), 'fulfilment');
    const admin = await newStaff(shop(), 'admin');
    expect((await staffCall(shop(), 'GET', '/admin/pages', { staff: merchandiser.token })).status).toBe(200);
    const denied = await staffCall(shop(), 'GET', '/admin/audit', { staff: merchandiser.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('role_not_allowed');
    expect((await staffCall(shop(), 'GET', '/admin/pages', { staff: fulfilment.token })).status).toBe(403);
    const log = await staffCall(shop(), 'GET', `/admin/audit?entity=staff&entity_id=${merchandiser.id}`, { staff: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.data.entries.map((entry: { action: string }) => entry.action)).toEqual(['staff.sign_in', 'staff.create']);
    expect(log.body.data.entries[0]).toMatchObject({ staff_id: merchandiser.id, staff_email: merchandiser.email, entity: 'staff' });
  });

  it('signs out everywhere, and a disabled account is out at once', async () => {
    const staff = await newStaff(shop(), 'merchandiser');
    const second = staffCookie((await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: STAFF_PASSWORD } })).headers)!.token;
    expect((await staffCall(shop(), 'DELETE', '/admin/sessions', { staff: staff.token })).status).toBe(204);
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: second })).status).toBe(401);
    expect(await shop().database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id))).toEqual([]);

    const other = await newStaff(shop(), 'merchandiser');
    await shop().database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, other.id));
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: other.token })).status).toBe(401);
    expect((await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: other.email, password: STAFF_PASSWORD } })).status).toBe(401);
  });

  it('sets up TOTP with a code, then needs a fresh code at every sign-in (no replay)', async () => {
    const staff = await newStaff(shop(), 'admin');
    const setup = await staffCall(shop(), 'POST', '/admin/me/totp', { staff: staff.token });
    expect(setup.status).toBe(200);
    expect(setup.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.data.secret) });
    const wrong = await staffCall(shop(), 'POST', '/admin/me/totp/confirm', { staff: staff.token, body: { code: '000000' === totp.generate() ? '111111' : '000000' }, headers: { 'accept-language': 'en' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ code: 'Code is invalid' });
    const confirmed = await staffCall(shop(), 'POST', '/admin/me/totp/confirm', { staff: staff.token, body: { code: totp.generate() } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.totp_enabled).toBe(true);

    const without = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: STAFF_PASSWORD } });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe('totp_required');
    expect(staffCookie(without.headers)).toBeUndefined();
    // The code that confirmed the set-up was used: the same step is a replay.
    const replay = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: STAFF_PASSWORD, code: totp.generate() } });
    expect(replay.status).toBe(401);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    // The same code sent twice at once signs in once.
    const both = await Promise.all([0, 1].map(() => staffCall(shop(), 'POST', '/admin/sessions', { body: { email: staff.email, password: STAFF_PASSWORD, code: next } })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const signedIn = both.find((answer) => answer.status === 200)!;
    expect(signedIn.body.data.staff.totp_enabled).toBe(true);
  });

  it('makes staff with argon2id hashes and refuses short passwords and taken addresses', async () => {
    const email = `hash.${Date.now()}@example.com`;
    const row = await createStaff(shop().database.db, { email, name: 'Hash', role: 'fulfilment', password: STAFF_PASSWORD });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(createStaff(shop().database.db, { email: email.toUpperCase(), name: 'Again', role: 'admin', password: STAFF_PASSWORD })).rejects.toMatchObject({ code: 'staff_exists' });
    await expect(createStaff(shop().database.db, { email: `short.${email}`, name: 'Short', role: 'admin', password: 'short' })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('seeds the demo shop with a demo merchandiser and admin who can sign in', async () => {
    for (const member of DEMO_STAFF) {
      const signedIn = await staffCall(shop(), 'POST', '/admin/sessions', { body: { email: member.email, password: member.password } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.data.staff.role).toBe(member.role);
    }
  });
});
