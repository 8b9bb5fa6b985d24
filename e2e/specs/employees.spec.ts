import type { Browser, Page } from '@playwright/test';
import type { TestShopUser } from '@procounter/shared/contracts/test-factories';
import { expectNoAxeViolations } from '../support/axe';
import { createShopUser, loginAs, loginThroughFormInSpanish } from '../support/session';
import { expect, test } from '../support/test';

// Issue 24, part 2: Employees on the Account Dashboard. A shop manager of a company of the test's
// own adds an employee (who is mailed a link to set a password) and disables another, who is
// logged out at once, and edits an employee's name, role and job title (the keyboard opens and
// sends the form), deletes one after a question (with the keyboard; logged out, off the list,
// under the status filter Deleted, cannot log in), and support reads who did what: on a desktop
// in English, then on a 375px phone in Spanish. axe runs on the section, its dialogs and support's record (and, through
// support/test.ts, after every action).

test.use({ shopUserBody: { role: 'SHOP_MANAGER', newCompany: true } });

/** An employee of the manager's shop, logged in in a browser of their own: the page and the user. */
async function loggedInEmployee(browser: Browser, manager: TestShopUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  const employee = await createShopUser(page, { shopIds: manager.shopIds });
  await loginAs(page, employee.loginName, '/home', employee.password);
  return { context, page, employee };
}

/** The employee's next page: the login form, their session having ended. */
async function expectLoggedOut(page: Page) {
  await page.goto('/quote/search');
  await expect(page).toHaveURL(/\/login/);
}

test('a manager adds an employee and disables another, who is logged out at once', async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const employee = await loggedInEmployee(browser, shopUser);
  try {
    await page.goto('/admin/company');
    const section = page.getByRole('region', { name: 'Employees' });
    await expect(section.getByRole('list', { name: 'Employees' })).toContainText(
      employee.employee.loginName,
    );
    await expectNoAxeViolations(page, 'the Employees section');

    // Add an employee: the form checks the fields, then the new user is in the list.
    const login = `nina-${Date.now()}`;
    await section.getByRole('button', { name: 'Add employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add employee' });
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the Add employee dialog');
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Nina');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Newhire');
    await dialog.getByRole('textbox', { name: /^Login/ }).fill(login);
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(`${login}@shop.example`);
    await dialog.getByLabel('Job title').click();
    await page.getByRole('option', { name: 'Technician' }).click();
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status')).toContainText(
      `Nina Newhire was added. A link to set a password was sent to ${login}@shop.example.`,
    );
    await section.getByLabel('Search by name, login or e-mail').fill('newhire');
    const list = section.getByRole('list', { name: 'Employees' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Employee · Technician');
    await expect(list).toContainText('Never');

    // Disable the other employee, found by login: asked first, then logged out at once.
    await section.getByLabel('Search by name, login or e-mail').fill(employee.employee.loginName);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const name = 'Test Shop User';
    await section
      .getByRole('listitem')
      .filter({ hasText: employee.employee.loginName })
      .getByRole('button', { name: `Details of ${name}` })
      .click();
    const details = page.getByRole('dialog', { name: `Details of ${name}` });
    await expect(details.getByText(employee.employee.loginName, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the employee details dialog');
    await details.getByRole('button', { name: 'Disable', exact: true }).click();
    await details.getByRole('button', { name: 'Disable user' }).click();
    await expect(details).toBeHidden();
    await expect(section.getByRole('status')).toContainText(
      `${name} is disabled and has been logged out.`,
    );
    await expect(
      section.getByRole('listitem').filter({ hasText: employee.employee.loginName }),
    ).toContainText('Disabled');
    await expectLoggedOut(employee.page);

    // Support reads who did it on /support.
    const desk = await browser.newContext();
    try {
      const support = await desk.newPage();
      await loginAs(support, 'support', '/support');
      const changes = support.getByRole('region', { name: 'Employee changes' });
      const row = changes.getByRole('row', { name: new RegExp(employee.employee.loginName) });
      await expect(row).toContainText('Disabled');
      await expect(row).toContainText(`(${shopUser.loginName})`);
      await expect(changes.getByRole('row', { name: new RegExp(login) })).toContainText(
        'Added as Employee',
      );
      await expectNoAxeViolations(support, 'the record of employee changes');
    } finally {
      await desk.close();
    }
  } finally {
    await employee.context.close();
  }
});

test('on a phone, in Spanish: a manager adds an employee and disables another', async ({
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const employee = await loggedInEmployee(browser, shopUser);
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await phoneContext.newPage();
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto('/admin/company');
    const section = phone.getByRole('region', { name: 'Empleados' });
    await expect(section.getByRole('list', { name: 'Empleados' })).toContainText(
      employee.employee.loginName,
    );
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    await expectNoAxeViolations(phone, 'the Employees section on a phone, in Spanish');

    const login = `ana-${Date.now()}`;
    await section.getByRole('button', { name: 'Agregar empleado' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Agregar empleado' });
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Ana');
    await dialog.getByRole('textbox', { name: /^Apellido/ }).fill('Núñez');
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(login);
    await dialog
      .getByRole('textbox', { name: /^Correo electrónico/ })
      .fill(`${login}@shop.example`);
    await expectNoAxeViolations(phone, 'the Add employee dialog on a phone, in Spanish');
    await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status')).toContainText('Se agregó a Ana Núñez.');
    await expect(section.getByRole('list', { name: 'Empleados' })).toContainText(login);

    const name = 'Test Shop User';
    await section
      .getByLabel('Buscar por nombre, usuario o correo electrónico')
      .fill(employee.employee.loginName);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await section
      .getByRole('listitem')
      .filter({ hasText: employee.employee.loginName })
      .getByRole('button', { name: `Detalles de ${name}` })
      .click();
    const details = phone.getByRole('dialog', { name: `Detalles de ${name}` });
    await expect(details.getByText(employee.employee.loginName, { exact: true })).toBeVisible();
    await expectNoAxeViolations(phone, 'the employee details on a phone, in Spanish');
    await details.getByRole('button', { name: 'Desactivar', exact: true }).click();
    await details.getByRole('button', { name: 'Desactivar usuario' }).click();
    await expect(section.getByRole('status')).toContainText(
      `${name} está desactivado y se cerró su sesión.`,
    );
    expect(await noScroll()).toBe(true);
    await expectLoggedOut(employee.page);
  } finally {
    await phoneContext.close();
    await employee.context.close();
  }
});

/** The manager's Employees section on /admin/company, the employee found by login: their details. */
async function openDetails(page: Page, employee: TestShopUser, texts: Record<string, string>) {
  await page.goto('/admin/company');
  const section = page.getByRole('region', { name: texts.section! });
  await section.getByLabel(texts.search!).fill(employee.loginName);
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await section
    .getByRole('listitem')
    .filter({ hasText: employee.loginName })
    .getByRole('button', { name: texts.details! })
    .click();
  return { section, details: page.getByRole('dialog', { name: texts.details! }) };
}

test("a manager edits an employee's name, role and job title, with the keyboard", async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const employee = await createShopUser(page, { shopIds: shopUser.shopIds });
  const { section, details } = await openDetails(page, employee, {
    section: 'Employees',
    search: 'Search by name, login or e-mail',
    details: 'Details of Test Shop User',
  });
  await details.getByRole('button', { name: 'Edit', exact: true }).focus();
  await page.keyboard.press('Enter');
  const form = details.getByRole('form', { name: 'Edit employee' });
  const firstName = form.getByRole('textbox', { name: /^First name/ });
  await expect(firstName).toHaveValue('Test');
  await firstName.fill('');
  await firstName.press('Enter');
  await expect(form.getByText('This field is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'the Edit employee form');
  await firstName.fill('Tess');
  await form.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Shop manager' }).click();
  await form.getByLabel('Job title').click();
  await page.getByRole('option', { name: 'Service Advisor' }).click();
  await form.getByRole('textbox', { name: /^Last name/ }).press('Enter');
  await expect(details).toBeHidden();
  await expect(section.getByRole('status')).toContainText('Tess Shop User was saved.');
  await expect(section.getByRole('listitem').filter({ hasText: employee.loginName })).toContainText(
    'Shop manager · Service Advisor',
  );

  // Support reads what changed, from and to.
  const desk = await browser.newContext();
  try {
    const support = await desk.newPage();
    await loginAs(support, 'support', '/support');
    const changes = support.getByRole('region', { name: 'Employee changes' });
    const row = changes.getByRole('row', { name: new RegExp(employee.loginName) });
    await expect(row).toContainText('First name: Test → Tess');
    await expect(row).toContainText('Role: Employee → Shop manager');
    await expect(row).toContainText('→ Service Advisor');
    await expectNoAxeViolations(support, 'an edit in the record of employee changes');
  } finally {
    await desk.close();
  }
});

test("on a phone, in Spanish: a manager changes an employee's role and job title", async ({
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await phoneContext.newPage();
    const employee = await createShopUser(phone, { shopIds: shopUser.shopIds });
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    const { section, details } = await openDetails(phone, employee, {
      section: 'Empleados',
      search: 'Buscar por nombre, usuario o correo electrónico',
      details: 'Detalles de Test Shop User',
    });
    await details.getByRole('button', { name: 'Editar', exact: true }).click();
    const form = details.getByRole('form', { name: 'Editar empleado' });
    await form.getByLabel('Rol').click();
    await phone.getByRole('option', { name: 'Gerente del taller' }).click();
    await form.getByLabel('Puesto').click();
    await phone.getByRole('option', { name: 'Asesor de servicio' }).click();
    await expectNoAxeViolations(phone, 'the Edit employee form on a phone, in Spanish');
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(section.getByRole('status')).toContainText(
      'Se guardaron los datos de Test Shop User.',
    );
    await expect(
      section.getByRole('listitem').filter({ hasText: employee.loginName }),
    ).toContainText('Gerente del taller · Asesor de servicio');
    expect(await noScroll()).toBe(true);
  } finally {
    await phoneContext.close();
  }
});

test('a manager deletes an employee after a question, with the keyboard: logged out, off the list, under Deleted', async ({
  page,
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const employee = await loggedInEmployee(browser, shopUser);
  try {
    const name = 'Test Shop User';
    const { section, details } = await openDetails(page, employee.employee, {
      section: 'Employees',
      search: 'Search by name, login or e-mail',
      details: `Details of ${name}`,
    });
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    const question = details.getByRole('group', { name: `Delete ${name}?` });
    await expect(question).toContainText('This cannot be undone');
    // Cancel is focused first: Enter goes back to the details, nothing deleted.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, 'the Delete employee question');
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(details.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Delete user' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toBeHidden();
    await expect(section.getByRole('status')).toContainText(
      `${name} was deleted and has been logged out.`,
    );
    // Off the list; the status filter Deleted finds them.
    const list = section.getByRole('list', { name: 'Employees' });
    await expect(section.getByText('No employees match your search.')).toBeVisible();
    await section.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Deleted', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Deleted');
    await expectNoAxeViolations(page, 'the Employees section filtered to Deleted');

    // Their session ended at once, and they cannot log in again.
    await expectLoggedOut(employee.page);
    await employee.page.getByLabel('Username').fill(employee.employee.loginName);
    await employee.page.getByLabel('Password', { exact: true }).fill(employee.employee.password);
    await employee.page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      employee.page.getByText('Your username and/or password is incorrect. Please try again.'),
    ).toBeVisible();
    await expect(employee.page).toHaveURL(/\/login/);

    // Support reads who deleted them.
    const desk = await browser.newContext();
    try {
      const support = await desk.newPage();
      await loginAs(support, 'support', '/support');
      const changes = support.getByRole('region', { name: 'Employee changes' });
      const row = changes.getByRole('row', { name: new RegExp(employee.employee.loginName) });
      await expect(row).toContainText('Deleted');
      await expect(row).toContainText(`(${shopUser.loginName})`);
    } finally {
      await desk.close();
    }
  } finally {
    await employee.context.close();
  }
});

test('on a phone, in Spanish: a manager deletes an employee after a question', async ({
  browser,
  shopUser,
}) => {
  test.setTimeout(120_000);
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await phoneContext.newPage();
    const employee = await createShopUser(phone, { shopIds: shopUser.shopIds });
    await loginThroughFormInSpanish(phone, shopUser.loginName, shopUser.password);
    await expect(phone).toHaveURL(/\/home$/);
    const name = 'Test Shop User';
    const { section, details } = await openDetails(phone, employee, {
      section: 'Empleados',
      search: 'Buscar por nombre, usuario o correo electrónico',
      details: `Detalles de ${name}`,
    });
    await details.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const question = details.getByRole('group', { name: `¿Eliminar a ${name}?` });
    await expect(question).toContainText('No se puede deshacer');
    await expectNoAxeViolations(phone, 'the Delete employee question on a phone, in Spanish');
    const noScroll = () =>
      phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
    expect(await noScroll()).toBe(true);
    await question.getByRole('button', { name: 'Eliminar usuario' }).click();
    await expect(section.getByRole('status')).toContainText(
      `${name} fue eliminado y se cerró su sesión.`,
    );
    await expect(section.getByText('Ningún empleado coincide con su búsqueda.')).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});
