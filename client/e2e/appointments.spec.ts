// Appointments with a time (#23) in a real browser against the real server (simulated checkout):
// a member in London books a slot of an anxiety expert, finds it in /bookings, moves it, cancels it
// more than 24 hours ahead and is refunded; in a second browser (Lagos) the expert's own account
// declines another member's appointment and the member sees it declined and refunded.
//
// The expert's account: the operators' invitation goes by mail and needs an operator; like
// server/test/support/roles.ts, the test writes what accepting it leaves behind (role EXPERT and the
// linked directory entry) into the app's database (support/appointments.ts).
import { signUpNewMember } from './support/accounts';
import {
  bookAndPay,
  chooseTime,
  dayFor,
  lagosContext,
  makeExpertAccount,
  markEmailVerified,
  openAnxietyExpert,
} from './support/appointments';
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.use({ timezoneId: 'Europe/London' });
test.slow();

test('a member books a slot, sees it in /bookings, moves it, and cancels it with a full refund', async ({
  page,
  saveScreenshot,
  expectAccessible,
}, testInfo) => {
  const member = await signUpNewMember(page);
  await markEmailVerified(member.email);
  const expert = await openAnxietyExpert(page);

  // The picker names the member's zone; a day, then its times.
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  const picker = page.getByRole('dialog', { name: `Choose a time with ${expert.name}` });
  await expect(picker).toContainText(
    /Times are shown in your time zone: Europe\/London \((Greenwich Mean|British Summer) Time\)/,
  );
  await chooseTime(page, { day: dayFor(testInfo, 1) });
  await expect(picker.getByText(/^Chosen: /)).toBeVisible();
  await saveScreenshot('appointments-slot-picker');
  await expectAccessible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();

  const when = await bookAndPay(page, dayFor(testInfo, 1));
  await saveScreenshot('appointments-booked');
  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await waitForApp(page);
  const upcoming = page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(expert.name);
  await expect(upcoming).toContainText(when);
  await expect(upcoming).toContainText('Paid');
  await expect(page.getByText(/Times are shown in your time zone: Europe\/London/)).toBeVisible();
  await saveScreenshot('appointments-my-bookings');
  await expectAccessible();

  // Reschedule: the same expert's picker, another day, no new payment.
  await upcoming.getByRole('button', { name: 'Reschedule' }).click();
  const newPicker = page.getByRole('dialog', { name: `Choose a new time with ${expert.name}` });
  await expect(newPicker).toBeVisible();
  await chooseTime(page, { day: dayFor(testInfo, 2) });
  await expectAccessible();
  await newPicker.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByText(/^Your appointment is moved to /)).toBeVisible();
  await expect(newPicker).toBeHidden();
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).not.toContainText(when);
  await expect(upcoming).toContainText('Paid');
  await expect(page.getByRole('dialog', { name: 'Test checkout — no real payment' })).toHaveCount(0);

  // Cancel, days ahead: said to be refunded in full before confirming, and refunded.
  await upcoming.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(cancel).toContainText('You will be refunded in full: ₦5,000.00 goes back to the card you paid with.');
  await expect(cancel.getByRole('button', { name: 'Keep appointment' })).toBeFocused();
  await saveScreenshot('appointments-cancel-dialog');
  await expectAccessible();
  await cancel.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByText('Your appointment is cancelled. Your refund of ₦5,000.00 is on its way.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming appointments' })).toHaveCount(0);
  const past = page.getByRole('list', { name: 'Past and cancelled bookings' }).getByRole('listitem');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('Cancelled');
  await expect(past).toContainText(/Refund: ₦5,000.00 (is being|has been) refunded to your card\./);
  await saveScreenshot('appointments-cancelled');
});

test("the expert, in a second browser, declines a member's appointment; the member is refunded", async ({
  page,
  browser,
  saveScreenshot,
  expectAccessible,
}, testInfo) => {
  const member = await signUpNewMember(page, { firstName: 'Declined', lastName: `Member ${testInfo.project.name}` });
  await markEmailVerified(member.email);
  const expert = await openAnxietyExpert(page);
  await bookAndPay(page, dayFor(testInfo, 3));

  // The expert's own account, in its own browser in Lagos.
  const context = await lagosContext(browser, testInfo);
  try {
    const expertPage = await context.newPage();
    const account = await signUpThroughApi(expertPage.request, { firstName: 'Expert' });
    await makeExpertAccount(account.email, expert.id);

    // /expert/availability: the expert's hours (the seed's weekdays in Lagos).
    await expertPage.goto('/expert/availability');
    await waitForApp(expertPage);
    await expect(expertPage.getByRole('heading', { level: 1, name: 'My availability' })).toBeVisible();
    await expect(expertPage.getByLabel('Time zone')).toHaveValue('Africa/Lagos');
    await expect(expertPage.getByRole('group', { name: 'Monday' }).getByLabel('From').first()).toHaveValue(
      /^\d\d:\d\d$/,
    );
    await saveScreenshot('appointments-availability', expertPage);
    await expectAccessible(expertPage);

    // /expert: the appointments by day, with the member's name and email.
    await expertPage.goto('/expert');
    await waitForApp(expertPage);
    const section = expertPage.getByRole('region', { name: 'Appointments' });
    await expect(section).toContainText('Africa/Lagos');
    const item = section.getByRole('listitem').filter({ hasText: member.email });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`Declined Member ${testInfo.project.name}`);
    await expectAccessible(expertPage);

    await item.getByRole('button', { name: 'Decline' }).click();
    const decline = expertPage.getByRole('dialog', { name: 'Decline this appointment?' });
    await expect(decline).toContainText('will be refunded in full and told by email, with your reason.');
    await decline.getByRole('button', { name: 'Decline and refund' }).click();
    await expect(decline.getByText('Reason is required.')).toBeVisible();
    await decline.getByLabel('Reason').fill('I am away at a conference that day. I am sorry.');
    await expectAccessible(expertPage);
    await decline.getByRole('button', { name: 'Decline and refund' }).click();
    await expect(expertPage.getByText(/^Appointment declined\. .* is refunded in full/)).toBeVisible();
    await expect(item).toContainText('Declined');
    await saveScreenshot('appointments-expert-declined', expertPage);
  } finally {
    await context.close();
  }

  // The member's /bookings: declined by the expert, refunded.
  await page.goto('/bookings');
  await waitForApp(page);
  const past = page.getByRole('list', { name: 'Past and cancelled bookings' }).getByRole('listitem');
  await expect(past.first()).toContainText('Declined by the expert');
  await expect(past.first()).toContainText(/Refund: ₦5,000.00 (is being|has been) refunded to your card\./);

  // A member is not an expert: /expert/availability is the 404 page for them.
  await page.goto('/expert/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
});
