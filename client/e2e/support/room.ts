// The session room in browser tests (#35): a paid appointment happening now cannot be booked
// through the app (slots start hours ahead), so, as server/test/support/bookings.ts would leave it
// once paid, the test writes one into the app's database: the member's, with an expert whose
// account is the test's expert, beginning 5 minutes ago (the room is open).
import { randomUUID } from 'node:crypto';
import { chromium, expect, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { withDatabase } from './appointments';

/** Books a sample expert for `memberEmail`, now; `expertEmail` (when given) becomes that expert's account. */
export async function seedRoomAppointment(memberEmail: string, expertEmail: string | null): Promise<string> {
  return withDatabase(async (db) => {
    const users = db.collection('users');
    const member = await users.findOne({ email: memberEmail.toLowerCase() });
    expect(member, `a member ${memberEmail}`).toBeTruthy();
    // Its own expert per run: two runs at once never share one.
    const experts = await db.collection<{ _id: string }>('experts').find({}).toArray();
    const expert = experts[Math.floor(Math.random() * experts.length)];
    if (expertEmail)
      await users.updateOne(
        { email: expertEmail.toLowerCase() },
        { $set: { emailVerified: true, role: 'expert', expertId: expert._id } },
      );
    const now = Date.now();
    const reference = `mc-room-${randomUUID()}`;
    await db.collection('bookings').insertOne({
      userId: String(member!._id),
      expertId: expert._id,
      amount: 500000,
      currency: 'NGN',
      reference,
      status: 'PAID',
      provider: 'simulated',
      paidAt: new Date(now - 3600_000),
      createdAt: new Date(now - 3600_000),
      updatedAt: new Date(now - 3600_000),
      start: new Date(now - 5 * 60_000),
      end: new Date(now + 45 * 60_000),
    });
    return reference;
  });
}

/** A Chromium of its own with the fake camera and microphone (a tone and a test pattern), allowed without asking. */
export function launchWithFakeMedia(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
}
