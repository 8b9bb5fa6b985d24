/** What the article and category form tests share: fields by label, their errors, the bodies sent. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { FakeServer } from '@/testing/fake-fetch';

/** A text box, or (Categories, Audience, Parent category) the combobox of a picker. */
export const field = (label: RegExp | string) =>
  (screen.queryByRole('combobox', { name: label }) ??
    screen.getByRole('textbox', { name: label })) as HTMLInputElement;

/** The JSON bodies of the calls to a method and path, in order. */
export const bodies = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((request) => JSON.parse(request.body ?? '{}'));

/** The message shown under a field (Mantine links it with aria-describedby). */
export const fieldError = (label: RegExp | string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className.includes('error'))
    .map((node) => node?.textContent)
    .join(' ');
};

/** Chooses an option of a picker, as a person would: open it, click the option. */
export async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp | string,
  option: string,
) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
