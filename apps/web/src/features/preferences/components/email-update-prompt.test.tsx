import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadNamespacesFor } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EmailUpdatePrompt } from './email-update-prompt';

async function renderPrompt(emailAddress: string | null) {
  await loadNamespacesFor(['preferences']);
  const onClose = vi.fn();
  beginSession(makeTokens());
  renderWithProviders(<EmailUpdatePrompt user={{ emailAddress }} opened onClose={onClose} />);
  return {
    onClose,
    dialog: await screen.findByRole('dialog', { name: /e-mail address up to date/ }),
  };
}

describe('the e-mail update question', () => {
  it('saves the address as changed, after refusing one that is not an e-mail', async () => {
    const server = installFakeServer().on('POST', '/api/user/updateEmail', { status: 204 });
    const { onClose } = await renderPrompt('old@shop.example');
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveValue('old@shop.example');
    await userEvent.clear(field);
    await userEvent.type(field, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(server.callsTo('POST', '/api/user/updateEmail')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, ' new@shop.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = server.callsTo('POST', '/api/user/updateEmail');
    expect(JSON.parse(request!.body!)).toEqual({ email: 'new@shop.example' });
  });

  it('declines without an address, and asks for one when there is none', async () => {
    const server = installFakeServer().on('POST', '/api/user/updateEmail', { status: 204 });
    const { onClose } = await renderPrompt(null);
    expect(screen.getByText(/We have no e-mail address for you yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave it as it is' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = server.callsTo('POST', '/api/user/updateEmail');
    expect(JSON.parse(request!.body!)).toEqual({ declinedUpdate: true });
  });

  it('says so and stays open when the answer cannot be saved', async () => {
    installFakeServer().on('POST', '/api/user/updateEmail', {
      status: 500,
      body: { code: 'INTERNAL', message: 'down' },
    });
    const { onClose } = await renderPrompt('old@shop.example');
    await userEvent.click(screen.getByRole('button', { name: 'Leave it as it is' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be saved. Please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    installFakeServer();
    await i18n.changeLanguage('es');
    await loadNamespacesFor(['preferences']);
    beginSession(makeTokens());
    renderWithProviders(
      <EmailUpdatePrompt user={{ emailAddress: 'a@b.example' }} opened onClose={() => {}} />,
    );
    expect(
      await screen.findByRole('dialog', { name: '¿Su correo electrónico está al día?' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dejarlo como está' })).toBeVisible();
  });
});
