import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../api/db/schema';
import { describeOnEachDatabase, type TestShop } from './harness';
import { newStaff, STAFF_PASSWORD, staffCall } from './staff-helpers';

/** The audit entries of one account, oldest first, as stored. */
async function auditOf(shop: TestShop, id: number) {
  const rows = await shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(id))));
  return rows.sort((a, b) => a.id - b.id);
}

const signIn = (shop: TestShop, email: string, password: string) => staffCall(shop, 'POST', '/admin/sessions', { body: { email, password } });

describeOnEachDatabase('back office: the staff screen', (shop) => {
  it('lists every member of staff with their state and last sign-in, to admins only', async () => {
    const admin = await newStaff(shop(), 'admin');
    const merchandiser = await newStaff(shop(), 'merchandiser');
    const list = await staffCall(shop(), 'GET', '/admin/staff', { staff: admin.token });
    expect(list.status).toBe(200);
    const member = list.body.data.find((row: { id: number }) => row.id === merchandiser.id);
    expect(member).toMatchObject({ email: merchandiser.email, role: 'merchandiser', totp_enabled: false, disabled: false });
    expect(Date.parse(member.created_at)).not.toBeNaN();
    expect(Date.parse(member.last_sign_in_at)).not.toBeNaN();
    expect(JSON.stringify(list.body)).not.toMatch(/password_hash|totp_secret|argon2/);

    for (const role of ['merchandiser', 'fulfilment'] as const) {
      const other = role === 'merchandiser' ? merchandiser : await newStaff(shop(), role);
      for (const [method, path, body] of [
        ['GET', '/admin/staff', undefined],
        ['POST', '/admin/staff', { email: `x.${role}@example.com`, role: 'admin' }],
        ['PATCH', `/admin/staff/${other.id}`, { role: 'admin' }],
        ['POST', `/admin/staff/${other.id}/password`, {}],
        ['DELETE', `/admin/staff/${admin.id}/totp`, undefined],
      ] as const) {
        const denied = await staffCall(shop(), method, path, { staff: other.token, body });
        expect(denied.status, `${role} ${method} ${path}`).toBe(403);
        expect(denied.body.error.code).toBe('role_not_allowed');
      }
    }
    expect((await staffCall(shop(), 'GET', '/admin/staff')).status).toBe(401);
  });

  it('makes an account with a generated password shown once, or a given one; a taken address is 409', async () => {
    const admin = await newStaff(shop(), 'admin');
    const email = `new.${admin.id}@example.com`;
    const made = await staffCall(shop(), 'POST', '/admin/staff', { staff: admin.token, body: { email: ` ${email.toUpperCase()} `, role: 'fulfilment' } });
    expect(made.status).toBe(201);
    expect(made.body.data.staff).toMatchObject({ email, role: 'fulfilment', name: `new.${admin.id}`, disabled: false, last_sign_in_at: null });
    const generated: string = made.body.data.password;
    expect(generated.length).toBeGreaterThanOrEqual(24);
    expect((await signIn(shop(), email, generated)).status).toBe(200);

    const given = await staffCall(shop(), 'POST', '/admin/staff', { staff: admin.token, body: { email: `given.${email}`, role: 'merchandiser', name: 'Ann', language: 'en', password: STAFF_PASSWORD } });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ password: null, staff: { name: 'Ann', language: 'en' } });
    expect((await signIn(shop(), `given.${email}`, STAFF_PASSWORD)).status).toBe(200);

    const again = await staffCall(shop(), 'POST', '/admin/staff', { staff: admin.token, body: { email, role: 'admin' }, headers: { 'accept-language': 'en' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'staff_exists', message: 'There is already a member of staff with this e-mail address' });

    const audit = await auditOf(shop(), made.body.data.staff.id);
    expect(audit[0]).toMatchObject({ action: 'staff.create', staffId: admin.id, after: { email, role: 'fulfilment' } });
    expect(JSON.stringify(audit)).not.toContain(generated);
  });

  it('answers bad input with 422 and the fields, in the asked language', async () => {
    const admin = await newStaff(shop(), 'admin');
    const bad = await staffCall(shop(), 'POST', '/admin/staff?lang=nl', { staff: admin.token, body: { email: 'not an address', role: 'owner', password: 'short' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'password', 'role']);
    expect(bad.body.error.fields.password).toBe('Password moet minstens 12 tekens bevatten');
    const patch = await staffCall(shop(), 'PATCH', `/admin/staff/${admin.id}`, { staff: admin.token, body: { role: 'owner', disabled: 'yes' } });
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.error.fields).sort()).toEqual(['disabled', 'role']);
    expect((await staffCall(shop(), 'PATCH', '/admin/staff/0x1', { staff: admin.token, body: {} })).status).toBe(422);
    expect((await staffCall(shop(), 'POST', `/admin/staff/${admin.id}/password`, { staff: admin.token, body: { password: 'short' } })).body.error.fields).toHaveProperty('password');
    const missing = await staffCall(shop(), 'PATCH', '/admin/staff/2147483647', { staff: admin.token, body: { role: 'admin' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('staff_not_found');
  });

  it('changes a role at once, and disabling ends the sessions and sign-ins until enabled again', async () => {
    const admin = await newStaff(shop(), 'admin');
    const member = await newStaff(shop(), 'merchandiser');
    const promoted = await staffCall(shop(), 'PATCH', `/admin/staff/${member.id}`, { staff: admin.token, body: { role: 'fulfilment' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'fulfilment', disabled: false });
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: member.token })).body.data.role).toBe('fulfilment');

    const disabled = await staffCall(shop(), 'PATCH', `/admin/staff/${member.id}`, { staff: admin.token, body: { disabled: true } });
    expect(disabled.body.data.disabled).toBe(true);
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: member.token })).status).toBe(401);
    const refused = await signIn(shop(), member.email, STAFF_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('invalid_credentials');

    expect((await staffCall(shop(), 'PATCH', `/admin/staff/${member.id}`, { staff: admin.token, body: { disabled: false } })).body.data.disabled).toBe(false);
    expect((await signIn(shop(), member.email, STAFF_PASSWORD)).status).toBe(200);

    const audit = (await auditOf(shop(), member.id)).filter((row) => row.action === 'staff.update');
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [expect.objectContaining({ role: 'merchandiser', disabled: false }), expect.objectContaining({ role: 'fulfilment', disabled: false })],
      [expect.objectContaining({ disabled: false }), expect.objectContaining({ disabled: true })],
      [expect.objectContaining({ disabled: true }), expect.objectContaining({ disabled: false })],
    ]);
    expect(audit.every((row) => row.staffId === admin.id)).toBe(true);
  });

  it('never leaves the shop without an enabled admin, and an admin cannot disable themselves', async () => {
    const admin = await newStaff(shop(), 'admin');
    const self = await staffCall(shop(), 'PATCH', `/admin/staff/${admin.id}`, { staff: admin.token, body: { disabled: true }, headers: { 'accept-language': 'en' } });
    expect(self.status).toBe(409);
    expect(self.body.error).toMatchObject({ code: 'staff_cannot_disable_self', message: 'You cannot disable your own account' });

    // Every other admin goes; then this one is the last.
    const others = (await shop().database.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'))).filter((row) => row.id !== admin.id && !row.disabledAt);
    for (const other of others) expect((await staffCall(shop(), 'PATCH', `/admin/staff/${other.id}`, { staff: admin.token, body: { disabled: true } })).status).toBe(200);
    const demoted = await staffCall(shop(), 'PATCH', `/admin/staff/${admin.id}`, { staff: admin.token, body: { role: 'merchandiser' } });
    expect(demoted.status).toBe(409);
    expect(demoted.body.error.code).toBe('last_admin');
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: admin.token })).body.data.role).toBe('admin');

    // With a second admin, one of them may step down.
    const second = await staffCall(shop(), 'PATCH', `/admin/staff/${others[0]!.id}`, { staff: admin.token, body: { disabled: false } });
    expect(second.status).toBe(200);
    expect((await staffCall(shop(), 'PATCH', `/admin/staff/${admin.id}`, { staff: admin.token, body: { role: 'merchandiser' } })).status).toBe(200);
  });

  it('sets or generates a new password, ending that member\'s sessions, and audits it without the password', async () => {
    const admin = await newStaff(shop(), 'admin');
    const member = await newStaff(shop(), 'fulfilment');
    const generated = await staffCall(shop(), 'POST', `/admin/staff/${member.id}/password`, { staff: admin.token, body: {} });
    expect(generated.status).toBe(200);
    const password: string = generated.body.data.password;
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await staffCall(shop(), 'GET', '/admin/sessions/current', { staff: member.token })).status).toBe(401);
    expect((await signIn(shop(), member.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await signIn(shop(), member.email, password)).status).toBe(200);

    const given = await staffCall(shop(), 'POST', `/admin/staff/${member.id}/password`, { staff: admin.token, body: { password: 'another long passphrase' } });
    expect(given.body.data.password).toBeNull();
    expect((await signIn(shop(), member.email, 'another long passphrase')).status).toBe(200);

    const audit = (await auditOf(shop(), member.id)).filter((row) => row.action === 'staff.password');
    expect(audit).toHaveLength(2);
    expect(audit[0]!.staffId).toBe(admin.id);
    expect(JSON.stringify(audit)).not.toMatch(new RegExp(`${password}|another long passphrase|argon2`));
  });

  it('resets a lost authenticator: two-step verification off, audited without the secret', async () => {
    const admin = await newStaff(shop(), 'admin');
    const member = await newStaff(shop(), 'merchandiser');
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await shop().database.db.update(staffUsers).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(staffUsers.id, member.id));
    expect((await signIn(shop(), member.email, STAFF_PASSWORD)).body.error.code).toBe('totp_required');

    const reset = await staffCall(shop(), 'DELETE', `/admin/staff/${member.id}/totp`, { staff: admin.token });
    expect(reset.status).toBe(200);
    expect(reset.body.data.totp_enabled).toBe(false);
    expect((await signIn(shop(), member.email, STAFF_PASSWORD)).status).toBe(200);
    const again = await staffCall(shop(), 'DELETE', `/admin/staff/${member.id}/totp`, { staff: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('totp_not_enabled');

    const audit = (await auditOf(shop(), member.id)).find((row) => row.action === 'staff.totp_reset');
    expect(audit).toMatchObject({ staffId: admin.id, before: { totp_enabled: true }, after: { totp_enabled: false } });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('never answers hostile input with a 500', async () => {
    const admin = await newStaff(shop(), 'admin');
    const bodies = [null, [], 'text', 42, {}, { email: 'a@b.c\u0000', role: 'admin' }, { email: 'x'.repeat(5000) + '@example.com', role: 'admin' }, { role: ['admin'] }, { disabled: null }, { password: 'x'.repeat(10_000) }, { __proto__: { role: 'admin' } }];
    for (const path of ['/admin/staff', `/admin/staff/${admin.id}`, `/admin/staff/${admin.id}/password`, '/admin/staff/-1', '/admin/staff/99999999999/password', '/admin/staff/%00/totp']) {
      for (const method of ['POST', 'PATCH', 'DELETE']) {
        for (const body of bodies) {
          const answer = await staffCall(shop(), method, path, { staff: admin.token, body });
          expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        }
      }
    }
    // The admin is still an enabled admin after all that (a POST {} to their own password did sign them out).
    const [row] = await shop().database.db.select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
  });

  it('answers the TOTP set-up with a QR code of the otpauth:// URI as plain SVG', async () => {
    const staff = await newStaff(shop(), 'fulfilment');
    const setup = await staffCall(shop(), 'POST', '/admin/me/totp', { staff: staff.token });
    expect(setup.status).toBe(200);
    expect(setup.body.data.qr_svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(setup.body.data.qr_svg).not.toMatch(/<script|style=|on\w+=/i);
  });
});
