/**
 * The back office's staff: accounts apart from customers (roles admin, merchandiser, fulfilment),
 * their sign-ins (cookie `staff_session_v1`, optional TOTP), and the audit log every back-office
 * change writes. Owns api/db/schema/staff.ts.
 */
export { staffRoutes, staffErrorResponses } from './staff.routes';
export { staffAdminRoutes } from './staff-admin.routes';
export { authenticateStaff, requireStaff, type StaffActor } from './sessions';
export { recordAudit, recordAuditCoalesced, SYSTEM_ACTOR, type AuditActor } from './audit';
export { createStaff, generateStaffPassword, setStaffPassword, staffEmail, staffPasswordProblem } from './staff.service';
