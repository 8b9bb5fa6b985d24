import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_SEARCH_ID, RESULTS_ENTRY_ATTRIBUTE } from '@/lib/shortcuts';
import { getVehicleSelectorState, resetVehicleSelector } from '@/lib/vehicle-selector';
import { useGlobalShortcuts } from './use-global-shortcuts';

function Page({
  onHelp,
  suggestionsOpen = false,
}: {
  onHelp: () => void;
  suggestionsOpen?: boolean;
}) {
  useGlobalShortcuts({ onHelp });
  return (
    <>
      <input
        id={PART_SEARCH_ID}
        role="combobox"
        aria-controls="suggestions"
        aria-label="Search products"
        aria-expanded={suggestionsOpen}
      />
      <input aria-label="Note" />
      <button type="button">Add Vehicle</button>
      <main id="main" tabIndex={-1}>
        <input aria-label="Quantity of the first part" {...{ [RESULTS_ENTRY_ATTRIBUTE]: true }} />
        <input aria-label="Quantity of the second part" {...{ [RESULTS_ENTRY_ATTRIBUTE]: true }} />
      </main>
    </>
  );
}

afterEach(() => resetVehicleSelector());

describe('the global keyboard shortcuts', () => {
  it("'/' focuses the part search without typing into it, 'r' the first result's quantity", async () => {
    const user = userEvent.setup();
    render(<Page onHelp={vi.fn()} />);
    await user.keyboard('/');
    const search = screen.getByRole('combobox', { name: 'Search products' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('r');
    const quantity = screen.getByRole('textbox', { name: 'Quantity of the first part' });
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue('');
  });

  it("'v' opens the vehicle selector and '?' asks for the help, from a button too", async () => {
    const user = userEvent.setup();
    const onHelp = vi.fn();
    render(<Page onHelp={onHelp} />);
    screen.getByRole('button', { name: 'Add Vehicle' }).focus();
    await user.keyboard('v');
    expect(getVehicleSelectorState().opened).toBe(true);
    await user.keyboard('?');
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it('leaves keys typed in a field, with Ctrl or while a dialog is open alone', async () => {
    const user = userEvent.setup();
    const onHelp = vi.fn();
    const { container } = render(<Page onHelp={onHelp} />);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('v/r?');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('v/r?');
    expect(getVehicleSelectorState().opened).toBe(false);
    expect(onHelp).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Add Vehicle' }).focus();
    await user.keyboard('{Control>}/{/Control}');
    expect(screen.getByRole('combobox', { name: 'Search products' })).not.toHaveFocus();

    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    container.append(dialog);
    await user.keyboard('v');
    expect(getVehicleSelectorState().opened).toBe(false);
  });

  it('Escape in the part search only closes its open suggestions', async () => {
    const user = userEvent.setup();
    render(<Page onHelp={vi.fn()} suggestionsOpen />);
    await user.click(screen.getByRole('combobox', { name: 'Search products' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
  });
});
