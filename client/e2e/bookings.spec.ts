// Bookings and the contact form in a real browser against the real server. The browser-test
// server has no PAYSTACK_SECRET_KEY and no SMTP_URL: the simulated checkout stands in for
// Paystack (it confirms through the same server path), and a contact message is stored and
// logged as not configured, which the member sees as sent.
import { signUpNewMember } from './support/accounts';
import { chooseTime, dayFor, markEmailVerified } from './support/appointments';
import { expect, test, waitForApp } from './support/test';

test.describe('bookings', () => {
  // At phone size the same checkout (slot picker, the dialog, Pay, My bookings, each scanned by axe)
  // is in journeys.spec.ts's phone run, and a failed payment on a phone in bookings-ghosts.spec.ts.
  test(
    'book an expert through the test checkout and find the booking paid in My bookings',
    {
      tag: '@desktop-only',
    },
    async ({ page, saveScreenshot, expectAccessible }, testInfo) => {
      // A long journey (sign-up, two checkouts, two accessibility scans): on a busy machine it needs more than 30 s.
      test.slow();
      const member = await signUpNewMember(page);
      // A paid appointment needs a verified address (the link in the verification mail).
      await markEmailVerified(member.email);
      await page.goto('/experts/field/depression');
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Dr. Amara Okafor' })
        .getByRole('link', { name: 'More', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dr. Amara Okafor' })).toBeVisible();

      // Cancel first: the member is told the payment failed, and the booking is cancelled (its time freed).
      const day = dayFor(testInfo, 0);
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();
      await chooseTime(page, { day });
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Test checkout — no real payment' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('₦5,000.00');
      await expect(dialog.getByRole('button', { name: 'Pay' })).toBeFocused();
      await saveScreenshot('booking-test-checkout');
      await expectAccessible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book Now', exact: true })).toBeFocused();

      // Then pay, for the same time: closing the checkout gave it back.
      await page.getByRole('button', { name: 'Book Now', exact: true }).click();
      await chooseTime(page, { day });
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await saveScreenshot('booking-booked');
      await page.getByRole('link', { name: 'View my bookings' }).click();

      await expect(page).toHaveURL(/\/bookings$/);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
      // The paid one is upcoming; the checkout that was closed left nothing behind (#39, item 1).
      const upcoming = page.getByRole('list', { name: 'Upcoming appointments' }).getByRole('listitem');
      await expect(upcoming).toHaveCount(1);
      await expect(upcoming).toContainText('Dr. Amara Okafor');
      await expect(upcoming).toContainText('₦5,000.00');
      await expect(upcoming).toContainText('Paid');
      await expect(page.getByRole('list', { name: 'Past and cancelled bookings' })).toHaveCount(0);
      await expect(page.getByText('Cancelled')).toHaveCount(0);
      await saveScreenshot('my-bookings');
      await expectAccessible();
    },
  );

  test('a visitor cannot reach My bookings', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('contact', () => {
  // At phone size the contact page (scanned, Sending..., sent, cleared) is in journeys.spec.ts's visitor.
  test(
    'send the contact form: Sending..., then Message sent successfully! and a cleared form',
    {
      tag: '@desktop-only',
    },
    async ({ page, saveScreenshot, expectAccessible }) => {
      await page.goto('/contact');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await expectAccessible();

      // Nothing is sent until every field is filled in.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required.')).toBeVisible();
      await expect(page.getByLabel('Name')).toBeFocused();

      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Email').fill('grace.e2e@example.com');
      await page.getByLabel('Message').fill('I would like to know how bookings work.');
      await saveScreenshot('contact-filled');
      await page.getByRole('button', { name: 'Send Message' }).click();
      // The toast leaves after its 2000 ms even with the mouse resting on it (hovering does not pause
      // it), and lets clicks through. The mouse goes onto it as soon as it shows, before anything else.
      const toast = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Email')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
      await saveScreenshot('contact-sent');
      await expect(page.getByText('Message sent successfully!')).toBeHidden({ timeout: 5000 });
    },
  );
});
