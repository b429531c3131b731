import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { SendContactMessageDocument } from '../../gql/graphql';
import { renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import ContactPage from './contact-page';

const input = { name: 'Grace Hopper', email: 'grace@example.com', message: 'When can I book an appointment?' };

function sent(variables = input, delay = 0) {
  return {
    request: { query: SendContactMessageDocument, variables: { input: variables } },
    result: { data: { sendContactMessage: true } },
    delay,
  };
}

function renderContact(mocks: unknown[] = []) {
  return renderWithProviders(withToasts(<ContactPage />), { route: '/contact', mocks: mocks as never[] });
}

const name = () => screen.getByLabelText('Name');
const email = () => screen.getByLabelText('Email');
const message = () => screen.getByLabelText('Message');

async function fillIn(values = input) {
  await userEvent.type(name(), values.name);
  await userEvent.type(email(), values.email);
  await userEvent.type(message(), values.message);
}

afterEach(() => act(() => toast.remove()));

describe('ContactPage', () => {
  it('has required, visibly labelled name, email and message fields and a Send Message button', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    for (const field of [name(), email(), message()]) expect(field).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(message().tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows 'Sending...' on a disabled button while busy, then 'Message sent successfully!' and clears the form", async () => {
    renderContact([sent(input, 400)]);
    await fillIn({ ...input, name: `  ${input.name} ` });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('asks for every field, and a valid email, before sending anything', async () => {
    renderContact();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(name()).toHaveFocus();
    expect(name()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(name(), 'Grace');
    await userEvent.type(email(), 'not-an-email');
    await userEvent.type(message(), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
  });

  it("keeps what was written and says 'Failed to send message. Please try again.' when sending fails", async () => {
    renderContact([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Failed to send message. Please try again.', { extensions: { code: 'UPSTREAM_FAILED' } }),
          ],
        },
      },
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(message()).toHaveValue(input.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says the same on a network failure or when rate limited', async () => {
    renderContact([
      { request: { query: SendContactMessageDocument, variables: { input } }, error: new Error('Failed to fetch') },
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  it('shows a field the server refused on that field', async () => {
    renderContact([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Please enter your name on one line.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'name' },
            }),
          ],
        },
      },
    ]);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name on one line.')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveFocus();
  });
});

describe('ContactPage in other languages (#36)', () => {
  it('speaks Pidgin: labels, button and the crisis line, with its link kept inside the sentence', async () => {
    const { container } = await renderInLanguage('pcm', <ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(screen.getByText(/Nobody dey watch dis form/)).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('speaks Hausa where it is written', async () => {
    const { container } = await renderInLanguage('ha', <ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tuntuɓe mu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Saƙo')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Aika saƙo' })).toBeInTheDocument();
    expect(englishLeft(container, 'ha')).toEqual([]);
  });
});
