import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToggle, renderSelector } from './vehicle-selector.test-utils';

// Counts the loads of the selector's forms.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./selector-body', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe('the vehicle selector toggle', () => {
  it("loads the selector's forms when the pointer comes over it, before it is opened", async () => {
    renderSelector();
    const toggle = await screen.findByRole('button', { name: 'Add Vehicle' });
    expect(loads.count).toBe(0);
    await userEvent.hover(toggle);
    await vi.waitFor(() => expect(loads.count).toBe(1));
    expect(screen.queryByRole('region', { name: /vehicle/i })).toBeNull();

    await userEvent.click(getToggle());
    expect(await screen.findByRole('tab', { name: 'Year/Make/Model' })).toBeVisible();
    expect(loads.count).toBe(1);
  });
});
