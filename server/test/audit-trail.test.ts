// The audit log outlives the accounts it names (#33, finding 7; docs/security.md 32): an operator
// who erases their account leaves their entries behind, the actor replaced by a stable pseudonym;
// the app has no way to update or delete an entry (the model refuses, and no code tries).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EXPERTS } from '../src/content/index.js';
import { auditModel } from '../src/modules/admin/audit.model.js';
import { signUpAdmin } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const OPERATOR = 'operator@example.com';
const OTHER_OPERATOR = 'second.operator@example.com';
const AUDIT = `query Audit($id: ID!) { auditLog(targetId: $id) { actorEmail action targetId } }`;
const SET_ACTIVE = `mutation SetActive($id: ID!, $active: Boolean!) { setExpertActive(id: $id, active: $active) { id active } }`;
const DELETE = 'mutation D($password: String) { deleteAccount(password: $password) }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: `${OPERATOR},${OTHER_OPERATOR}` });
});
afterAll(async () => {
  await t?.close();
});

it("keeps an erased operator's entries for the other operators, under a stable pseudonym", async () => {
  const leaving = t.client();
  const { id, input } = await leaving.signUp({ email: OPERATOR });
  await t.app.database.connection
    .db!.collection('users')
    .updateOne({ email: OPERATOR }, { $set: { emailVerified: true } });
  const target = EXPERTS.SUBSTANCE_ABUSE[1].id;
  const other = EXPERTS.SUBSTANCE_ABUSE[2].id;
  await leaving.ok(SET_ACTIVE, { id: target, active: false });
  await leaving.ok(SET_ACTIVE, { id: target, active: true });
  await leaving.ok(SET_ACTIVE, { id: other, active: true });
  expect((await leaving.ok(DELETE, { password: input.password })).deleteAccount).toBe(true);

  const staying = await signUpAdmin(t, OTHER_OPERATOR);
  const { auditLog } = await staying.ok<{ auditLog: { actorEmail: string; action: string }[] }>(AUDIT, { id: target });
  expect(auditLog).toHaveLength(2);
  const [pseudonym] = auditLog.map((e) => e.actorEmail);
  expect(pseudonym).toMatch(/^erased operator [0-9a-f]{12}…$/);
  expect(auditLog.every((e) => e.actorEmail === pseudonym && e.action === 'setExpertActive')).toBe(true);
  const [onOther] = (await staying.ok<{ auditLog: { actorEmail: string }[] }>(AUDIT, { id: other })).auditLog;
  expect(onOther.actorEmail).toBe(pseudonym);
  // Nothing left that names the account: neither its address nor its id.
  const stored = JSON.stringify(await t.app.database.connection.db!.collection('audit_entries').find({}).toArray());
  expect(stored).not.toContain(OPERATOR);
  expect(stored).not.toContain(id);
});

it('refuses every update and delete of an entry through the model', async () => {
  const audit = auditModel(t.app.database.connection);
  const before = await audit.countDocuments({});
  await expect(audit.deleteMany({})).rejects.toThrow(/append-only/);
  await expect(audit.deleteOne({})).rejects.toThrow(/append-only/);
  await expect(audit.findOneAndDelete({})).rejects.toThrow(/append-only/);
  await expect(audit.updateMany({}, { $set: { action: 'x' } })).rejects.toThrow(/append-only/);
  await expect(audit.updateOne({}, { $set: { action: 'x' } })).rejects.toThrow(/append-only/);
  await expect(audit.findOneAndUpdate({}, { $set: { action: 'x' } })).rejects.toThrow(/append-only/);
  await expect(audit.replaceOne({}, { action: 'x' })).rejects.toThrow(/append-only/);
  await expect(audit.bulkWrite([{ deleteMany: { filter: {} } }])).rejects.toThrow(/append-only/);
  expect(await audit.countDocuments({})).toBe(before);
});

it('has no update or delete of audit entries anywhere in the code but the erasure pseudonym', () => {
  const root = join(__dirname, '..', 'src');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts')) files.push(path);
    }
  };
  walk(root);
  const users = files
    .filter((f) => /audit_entries|auditModel|AuditModel|deps\.audit\b/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(root, f))
    .sort();
  // A new use of the audit log must be added here after checking it only appends or reads.
  expect(users).toEqual([
    'modules/account/member-data.ts',
    'modules/admin/admin.service.ts',
    'modules/admin/audit.model.ts',
    'modules/admin/index.ts',
    'modules/room/index.ts', // builds the model for the attendance corrections (#35)
    'modules/room/room.attendance.ts', // create only: an expert's correction of an outcome
  ]);
  const service = readFileSync(join(root, 'modules/admin/admin.service.ts'), 'utf8');
  expect(service).not.toMatch(/deps\.audit\s*\.\s*(update|delete|findOneAnd|replace|bulkWrite|collection)/);
  const model = readFileSync(join(root, 'modules/admin/audit.model.ts'), 'utf8');
  // The one write that is not an insert: the pseudonym on erasure, on the driver's collection.
  expect(model.match(/\.updateMany\(/g)).toHaveLength(1);
  expect(model).not.toMatch(/\.(deleteOne|deleteMany|findOneAndDelete|findOneAndUpdate|replaceOne|updateOne)\(/);
});
