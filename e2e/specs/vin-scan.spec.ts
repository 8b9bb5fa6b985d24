import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BarcodeImage,
  barcodeImage,
} from '../../apps/web/src/features/vehicle/testing/barcode-images';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { expect, test } from '../support/test';
import { expectNoVehicle, openSelector, selectorPanel, vehicleToggle } from '../support/vehicle';

// Issue 21, phone first: the VIN box's camera button reads the VIN label's barcode. Chromium's
// fake camera plays a video made here of a generated Data Matrix of a VIN (bwip-js), and the page
// decodes it as it would a real camera's frames (zxing: Chromium on Linux has no BarcodeDetector).

const VIN = '1HGCM82633A004352';
const WIDTH = 640;
const HEIGHT = 480;

/** A YUV4MPEG2 video (4:2:0) of the barcode in the middle of a grey frame, a few frames long. */
function writeBarcodeVideo(image: BarcodeImage): string {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(160);
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      luma[(top + y) * WIDTH + left + x] = image.data[(y * image.width + x) * 4] ?? 255;
    }
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'procounter-vin-scan-')), 'vin.y4m');
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

const video = writeBarcodeVideo(barcodeImage('datamatrix', VIN));

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoVehicle(page);
});

test('phone: the camera reads the VIN label, the VIN fills the box, Go chooses the vehicle', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const panel = await openSelector(page, 'VIN');
  await panel.getByRole('button', { name: 'Scan the VIN barcode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan the VIN' });
  await expect(dialog.getByLabel('Camera preview')).toBeVisible();
  const box = panel.getByLabel('Enter Vin Number');
  await expect(box).toHaveValue(VIN, { timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  const go = panel.getByRole('button', { name: 'Go', exact: true });
  await expect(go).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(vehicleToggle(page)).toHaveText('2003 Honda Accord');
});

test('phone, in Spanish: a refused camera says so and the VIN can still be typed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/home?language=es');
  await vehicleToggle(page).click();
  const panel = selectorPanel(page, 'Selector de vehículos');
  await panel.getByRole('tab', { name: 'VIN' }).click();
  await panel.getByRole('button', { name: 'Escanear el código de barras del VIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escanear el VIN' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'No se permite usar la cámara. Permítala en la configuración del navegador o escriba el VIN.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('textbox', { name: /VIN/i })).toBeVisible();
});
