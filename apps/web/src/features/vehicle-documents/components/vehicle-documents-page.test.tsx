import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, makeUser, ROLE_USERS } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  makeDocument,
  serveVehicleDocuments,
  VEHICLE,
  type VehicleDocumentsData,
} from '../testing/fake-vehicle-documents';
import { VehicleDocumentsPage } from './vehicle-documents-page';

function serve(data: VehicleDocumentsData = {}, user = makeUser()) {
  const server = installFakeServer();
  servePortal(server, { user });
  const fake = serveVehicleDocuments(server, data);
  return { server, fake };
}

const INSPECTION = makeDocument({
  id: 2,
  kind: 'INSPECTION',
  fileName: 'Inspection 2026-11-22.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 2_400_000,
  createdAt: '2026-11-22T15:00:00.000Z',
  createdBy: null,
});
const PHOTO = makeDocument({ id: 1 });

describe('the vehicle documents page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("lists the vehicle's documents with date, kind, name, who and size; an employee has no Delete", async () => {
    serve({ documents: [INSPECTION, PHOTO] });
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    expect(screen.getByRole('status', { name: /Loading the vehicle's documents/ })).toBeVisible();
    expect(await screen.findByRole('heading', { name: VEHICLE.description })).toBeVisible();
    expect(screen.getByRole('link', { name: 'María López' })).toHaveAttribute(
      'href',
      '/customers/details/7',
    );
    const table = screen.getByRole('table', { name: 'Documents of this vehicle, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Inspection')).toBeVisible();
    expect(within(rows[1]!).getByText('Former user')).toBeVisible();
    expect(within(rows[1]!).getByText('2.3 MB')).toBeVisible();
    expect(within(rows[2]!).getByText('front bumper.png')).toBeVisible();
    expect(within(rows[2]!).getByText('Rosa Tech')).toBeVisible();
    expect(within(rows[2]!).getByText('12.4 KB')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download front bumper.png' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says when the vehicle has no documents, and asks for a vehicle when there is none', async () => {
    serve();
    const { unmount } = renderWithProviders(
      <VehicleDocumentsPage customerVehicleId={VEHICLE.id} />,
    );
    expect(await screen.findByText('No documents for this vehicle yet.')).toBeVisible();
    unmount();
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={null} />);
    expect(screen.getByText("Choose a customer's vehicle to see its documents.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open customers' })).toHaveAttribute(
      'href',
      '/customers',
    );
  });

  it("says so for another shop's vehicle, and offers to try again when the list fails", async () => {
    serve();
    const { unmount } = renderWithProviders(<VehicleDocumentsPage customerVehicleId={999} />);
    expect(
      await screen.findByText("This vehicle is not one of your shop's customers' vehicles."),
    ).toBeVisible();
    unmount();
    const { server } = serve({ listAnswer: { status: 500, body: { code: 'X', message: 'x' } } });
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    expect(await screen.findByText('The documents could not be loaded.')).toBeVisible();
    serveVehicleDocuments(server, { documents: [PHOTO] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('front bumper.png')).toBeVisible();
  });

  it('uploads a photo or PDF, lists it, and keeps the file to send again after a failure', async () => {
    const { server } = serve({
      uploadAnswer: { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } },
    });
    const append = vi.spyOn(FormData.prototype, 'append');
    const user = userEvent.setup();
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    await screen.findByText('No documents for this vehicle yet.');
    const file = new File(['%PDF-1.4'], 'estimate.pdf', { type: 'application/pdf' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    expect(await screen.findByText('estimate.pdf could not be uploaded.')).toBeVisible();
    expect(append).toHaveBeenCalledWith('customerVehicleId', String(VEHICLE.id));
    expect(append).toHaveBeenCalledWith('file', file, 'estimate.pdf');
    serveVehicleDocuments(server, {});
    await user.click(screen.getByRole('button', { name: 'Upload again' }));
    expect(await screen.findByText('upload-1.pdf was added.')).toBeVisible();
    expect(await screen.findByText('upload-1.pdf', { selector: 'td' })).toBeVisible();
    expect(server.callsTo('POST', '/api/vehicle-documents/files')).toHaveLength(2);
  });

  it('refuses a file past 5 MB before sending it, and names a file the server refuses', async () => {
    const { server } = serve({
      uploadAnswer: {
        status: 422,
        body: { code: 'FILE_TYPE_NOT_ALLOWED', message: 'notes.pdf is not a JPEG...' },
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    await screen.findByText('No documents for this vehicle yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('big.png is larger than 5 MB.')).toBeVisible();
    expect(server.callsTo('POST', '/api/vehicle-documents/files')).toHaveLength(0);
    await user.upload(input, new File(['<html>'], 'notes.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('notes.pdf is not a JPEG, PNG or WebP photo or a PDF.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload again' })).toBeNull();
  });

  it('fills the inspection form and saves it as a PDF document', async () => {
    const { server } = serve({}, makeUser({ firstName: 'Sam', lastName: 'Ortiz' }));
    const user = userEvent.setup();
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    await user.click(await screen.findByRole('button', { name: 'Fill inspection form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vehicle inspection form' });
    expect(within(dialog).getByRole('textbox', { name: /Inspector/ })).toHaveValue('Sam Ortiz');
    const mileage = within(dialog).getByRole('textbox', { name: 'Mileage' });
    expect(mileage).toHaveValue('48210');
    await user.clear(mileage);
    await user.type(mileage, 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save as PDF' }));
    expect(within(dialog).getByText('Enter a whole number from 0 to 2,000,000.')).toBeVisible();
    expect(server.callsTo('POST', '/api/vehicle-documents/inspections')).toHaveLength(0);
    await user.clear(mileage);
    await user.type(mileage, '48,900');
    const tires = within(dialog).getByRole('group', { name: 'Tires: Condition' });
    await user.click(within(tires).getByRole('radio', { name: 'Urgent' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note on Tires' }),
      'Tread at 3/32',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save as PDF' }));
    expect(await screen.findByText('The inspection form was saved as a PDF.')).toBeVisible();
    const [sent] = server.callsTo('POST', '/api/vehicle-documents/inspections');
    const body = JSON.parse(sent!.body!);
    expect(body.customerVehicleId).toBe(VEHICLE.id);
    expect(body.form.inspector).toBe('Sam Ortiz');
    expect(body.form.mileage).toBe(48_900);
    expect(body.form.items.tires).toEqual({ status: 'URGENT', note: 'Tread at 3/32' });
    expect(body.form.items.exhaust).toEqual({ status: 'OK', note: '' });
    expect(await screen.findByText('Inspection 2026-12-07.pdf', { selector: 'td' })).toBeVisible();
  });

  it('lets a manager delete a document after confirming', async () => {
    serve({ documents: [PHOTO] }, ROLE_USERS.manager);
    const user = userEvent.setup();
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    await user.click(await screen.findByRole('button', { name: 'Delete front bumper.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('front bumper.png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete front bumper.png' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete document' }),
    );
    expect(await screen.findByText('No documents for this vehicle yet.')).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve({ documents: [PHOTO] });
    renderWithProviders(<VehicleDocumentsPage customerVehicleId={VEHICLE.id} />);
    expect(await screen.findByRole('button', { name: 'Subir foto o PDF' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Llenar formulario de inspección' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Agregado por' })).toBeVisible();
    expect(screen.getByText('Foto')).toBeVisible();
  });
});
