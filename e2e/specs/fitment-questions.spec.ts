import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import {
  callApi,
  expectNoVehicle,
  partTypeId,
  selectDemoF150,
  selectorPanel,
  vehicleToggle,
} from '../support/vehicle';

// Issue 25 part 3, fitment questions: the results of the 2013 F-150 ask what splits them instead
// of showing parts that may not fit. 'Which position?' narrows this lookup (kept in the lookup
// memory, removable); a question about the vehicle (brake system, drive type, towing package)
// holds back the parts it decides, and its answer is kept with the vehicle. Each test is a new
// shop user's (support/fixtures.ts).

interface Question {
  attributeId: number;
  partTypeId: string | null;
  retained: boolean;
  choices: { valueId: number; count: number }[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A part type whose F-150 parts split on a question about the vehicle, with that question. */
async function vehicleQuestion(page: Page) {
  for (const name of ['Brake Caliper', 'CV Axle', 'Shock Absorber', 'Radiator']) {
    const id = await partTypeId(page, name);
    const lookup = await callApi(page, 'GET', `/catalog/products?partTypeId=${id}`);
    const { questions } = (await lookup.json()) as { questions: Question[] };
    const question = questions.find((q) => q.retained);
    if (question) return { partTypeId: id, question };
  }
  throw new Error('no part type of the F-150 asks a question about the vehicle');
}

test.beforeEach(async ({ page, shopUser: _newUser }) => {
  await expectNoVehicle(page);
  await selectDemoF150(page);
  await page.goto('/home');
  await expect(vehicleToggle(page)).toContainText('2013 Ford F-150');
});

test("desktop: 'Which position?' narrows the F-150's pads, kept on reload, and removed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const pads = await partTypeId(page, 'Disc Brake Pad');
  await page.goto(`/catalog/products?partTypeId=${pads}`);
  const questions = page.getByRole('region', { name: 'Questions about the fit' });
  const position = questions.getByRole('group', { name: 'Which position?' });
  const front = position.getByRole('button', { name: /^Front \(\d+\)$/ });
  await expect(front).toBeVisible({ timeout: 30_000 });
  const count = Number(/\((\d+)\)/.exec((await front.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByText(/^Position: Rear$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the position question');

  const results = page.getByRole('table', { name: 'Parts found' });
  await front.click();
  await expect(results.getByText(/^Position: Rear$/)).toHaveCount(0);
  await expect(results.getByText(/^Position: Front$/)).toHaveCount(count);
  await expect(position).toHaveCount(0);
  const remove = questions.getByRole('button', { name: 'Remove the answer Position: Front' });
  await expect(remove).toBeVisible();

  // The lookup memory keeps the answer for this vehicle: a reload asks no more.
  await page.reload();
  await expect(results.getByText(/^Position: Front$/)).toHaveCount(count, { timeout: 30_000 });
  await expect(results.getByText(/^Position: Rear$/)).toHaveCount(0);

  await remove.click();
  await expect(position).toBeVisible();
  await expect(results.getByText(/^Position: Rear$/).first()).toBeVisible();
});

test('on a phone, in Spanish: a question about the vehicle holds parts back, its answer is kept with the vehicle and removed on the vehicle panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { partTypeId: id, question } = await vehicleQuestion(page);
  const total = question.choices.reduce((sum, c) => sum + c.count, 0);
  await page.goto(`/catalog/products?partTypeId=${id}&language=es`);
  const questions = page.getByRole('region', { name: 'Preguntas sobre el ajuste' });
  await expect(questions).toBeVisible({ timeout: 30_000 });
  const heldBack = questions.getByText(/piezas? más dependen? de la respuesta/);
  await expect(heldBack).toContainText(String(total));
  await expectNoAxeViolations(page, 'a question about the vehicle, on a phone, in Spanish');

  // The most common answer: its parts show, the others' stay out.
  const choice = [...question.choices].sort((a, b) => b.count - a.count)[0]!;
  const buttons = questions.getByRole('group').first().getByRole('button');
  const answer = buttons.filter({ hasText: `(${choice.count})` }).first();
  const label = ((await answer.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/attributes/questions/retain/answer') && r.ok(),
  );
  await answer.click();
  await saved;
  // Asked no more (the position may still be), and the parts show what they are for.
  await expect(heldBack).toHaveCount(0, { timeout: 30_000 });
  const results = page.getByRole('list', { name: 'Piezas encontradas' });
  await expect(results.getByText(new RegExp(`: ${escaped(label)}$`)).first()).toBeVisible();

  // Kept with the vehicle: the current vehicle says so, and a removal there asks again.
  const vehicle = await callApi(page, 'GET', '/current/vehicle');
  const answered = (
    (await vehicle.json()) as {
      answeredAttributes: { attributeId: number; valueId: number; valueDescription: string }[];
    }
  ).answeredAttributes.find((a) => a.attributeId === question.attributeId);
  expect(answered).toMatchObject({ valueId: choice.valueId });
  await vehicleToggle(page).click();
  const panel = selectorPanel(page, 'Selector de vehículos');
  await panel.getByRole('button', { name: new RegExp(`^Quitar .+: ${escaped(label)}$`) }).click();
  await page.keyboard.press('Escape');
  await expect(heldBack).toBeVisible({ timeout: 30_000 });
});
