/**
 * School and district resources (issue 11, section 3): a school leader builds a folder (a web link, a
 * YouTube video played in the privacy-enhanced player after the click, an uploaded PDF), renames it,
 * moves it and deletes it after a confirmation naming its content (axe on the page and every dialog); a
 * teacher reads the district's shared resources, read-only; the district admin shares a resource with
 * one school, in French (axe on the page and every dialog again).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y.ts';
import { ACCOUNTS } from '../support/cast.ts';
import { switchToFrench } from '../support/language.ts';
import { contextOf } from '../support/session.ts';
import { shot } from '../support/shots.ts';

const PDF = { name: 'protocol.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') };

async function openResources(page: Page, label: string) {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}
const tree = (page: Page) => page.getByRole('navigation', { name: /^(Folders|Dossiers)$/ });
const item = (page: Page, title: string) => page.getByTestId('resource-item').filter({ hasText: title });

/** Adds a resource of a kind in the open folder through the dialog. */
async function addResource(page: Page, kind: string, title: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a resource' });
  await dialog.getByRole('radio', { name: kind }).check();
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await fill(dialog);
  await dialog.getByRole('button', { name: kind === 'Document' ? 'Upload' : 'Add', exact: true }).click();
  await expect(page.getByText('Resource created').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item(page, title)).toBeVisible();
}

test('a leader fills a folder with a link, a video and a PDF, renames, moves and deletes it (axe on the page and every dialog)', async ({ browser, playwright, baseURL }) => {
  // Axe runs ten times here, on two shared cores.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Family night ${stamp}`;
  const archive = `Archive ${stamp}`;
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.schoolLeader);
  const page = await context.newPage();
  await openResources(page, 'Resources');
  await expect(tree(page).getByRole('button', { name: 'Literacy', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'the school’s resources');

  // Two folders at the top level.
  for (const folder of [name, archive]) {
    await tree(page).getByRole('button', { name: 'Main folder', exact: true }).click();
    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder in “Main folder”' });
    if (folder === name) await expectNoA11yViolations(page, 'the new-folder dialog');
    await dialog.getByRole('textbox', { name: /^Folder name/ }).fill(folder);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Folder created').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await tree(page).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Nothing in this folder yet')).toBeVisible();

  // The browser checks an address for its kind before sending it.
  await page.getByRole('button', { name: 'Add resource' }).click();
  const add = page.getByRole('dialog', { name: 'Add a resource' });
  await add.getByRole('radio', { name: 'Google Doc' }).check();
  await add.getByRole('textbox', { name: /^Title/ }).fill('Sign-up sheet');
  await add.getByRole('textbox', { name: /^Address/ }).fill('https://example.org/sheet');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Please make sure to provide a valid Google Doc URL')).toBeVisible();
  await expectNoA11yViolations(page, 'the add-resource dialog with an error');
  await shot(page, 'resources-add-dialog-en');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await addResource(page, 'Web link', 'Family night flyer', (d) => d.getByRole('textbox', { name: /^Address/ }).fill('https://example.org/family-night'));
  await expect(item(page, 'Family night flyer').getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(item(page, 'Family night flyer').getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  await addResource(page, 'YouTube video', 'Growth mindset', (d) => d.getByRole('textbox', { name: /^Address/ }).fill('https://youtu.be/_X0mgOOSpLU'));
  // Nothing comes from YouTube until the reader chooses to play.
  await expect(page.locator('iframe')).toHaveCount(0);
  await item(page, 'Growth mindset').getByRole('button', { name: 'Play video “Growth mindset”', exact: true }).click();
  await expect(page.locator('iframe[title="Growth mindset"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/_X0mgOOSpLU/);
  await addResource(page, 'Document', 'Evening protocol', (d) => d.locator('input[type=file]').setInputFiles(PDF));
  const download = page.waitForEvent('download');
  await item(page, 'Evening protocol').getByRole('link', { name: 'Download “Evening protocol”' }).click();
  expect((await download).suggestedFilename()).toBe('protocol.pdf');
  await expectNoA11yViolations(page, 'a folder with a link, a video and a document');
  await shot(page, 'resources-folder-en', { fullPage: true });

  // Delete one resource, after the confirmation.
  await item(page, 'Family night flyer').getByRole('button', { name: 'Actions for Family night flyer' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmResource = page.getByRole('dialog', { name: 'Delete the resource?' });
  await expectNoA11yViolations(page, 'the resource deletion confirmation');
  await confirmResource.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resource deleted').last()).toBeVisible();
  await expect(item(page, 'Family night flyer')).toHaveCount(0);

  // Rename, then move into the archive folder with the keyboard-friendly dialog.
  const folderMenu = async (folder: string, action: string) => {
    await page.getByRole('button', { name: `Actions for the folder ${folder}` }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  await folderMenu(name, 'Rename');
  const rename = page.getByRole('dialog', { name: `Rename the folder “${name}”` });
  await expectNoA11yViolations(page, 'the rename dialog');
  await rename.getByRole('textbox', { name: /^Folder name/ }).fill(`${name} (spring)`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Folder renamed').last()).toBeVisible();
  const renamed = `${name} (spring)`;
  await folderMenu(renamed, 'Move to…');
  const move = page.getByRole('dialog', { name: `Move the folder “${renamed}”` });
  await expect(move.getByRole('radio', { name: 'Main folder (where it is now)' })).toBeDisabled();
  await move.getByRole('radio', { name: archive }).check();
  await expectNoA11yViolations(page, 'the move dialog');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Folder moved').last()).toBeVisible();
  const path = page.getByRole('navigation', { name: 'Folder path' });
  await expect(path).toContainText(`Main folder/${archive}/${renamed}`);

  // Deleting it says what goes with it.
  await folderMenu(renamed, 'Delete');
  const confirm = page.getByRole('dialog', { name: `Delete the folder “${renamed}”?` });
  await expect(confirm).toContainText('It holds no folders, 2 resources. Everything in it will be deleted with it.');
  await expectNoA11yViolations(page, 'the folder deletion confirmation');
  await shot(page, 'resources-delete-folder-en');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Folder deleted').last()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: archive })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  await context.close();
});

test('a teacher reads what the district shares with the school, read-only', async ({ browser, playwright, baseURL }) => {
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const page = await context.newPage();
  await openResources(page, 'Resources');
  // A teacher adds resources; folders are the leaders'.
  await expect(page.getByRole('button', { name: 'Add resource' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await tree(page).getByRole('button', { name: 'From the district', exact: true }).click();
  const guide = item(page, 'Pyramid of interventions: district guide');
  await expect(guide).toContainText('From the district');
  await expect(guide.getByRole('link', { name: 'Open “Pyramid of interventions: district guide” in a new tab' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(guide.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add resource' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'the district’s shared resources at a school');
  await shot(page, 'resources-shared-en', { fullPage: true });
  await context.close();
});

test('the district admin shares a resource with one school, in French (axe on the page and every dialog)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const title = `Guide des transitions ${Date.now()}`;
  const folder = `Transitions ${Date.now()}`;
  const context = await contextOf(browser, playwright, baseURL, ACCOUNTS.districtAdmin);
  const page = await context.newPage();
  await page.goto('/');
  await switchToFrench(page);
  await openResources(page, 'Ressources');
  await expectNoA11yViolations(page, 'the district’s resources in French');

  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const create = page.getByRole('dialog', { name: 'Nouveau dossier dans « Dossier principal »' });
  await expectNoA11yViolations(page, 'the new-folder dialog in French');
  await create.getByRole('textbox', { name: /^Nom du dossier/ }).fill(folder);
  await create.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Dossier créé').last()).toBeVisible();
  await tree(page).getByRole('button', { name: folder, exact: true }).click();

  await page.getByRole('button', { name: 'Ajouter une ressource' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter une ressource' });
  await add.getByRole('radio', { name: 'Document Google' }).check();
  await add.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await add.getByRole('textbox', { name: /^Adresse/ }).fill('https://docs.google.com/document/d/1E2ETransitionsGuide/edit');
  await add.getByRole('radio', { name: 'Partager avec certaines écoles' }).check();
  await add.getByRole('combobox', { name: /^Écoles/ }).click();
  await page.getByRole('option', { name: 'Aspen Grove Elementary' }).click();
  await add.getByRole('textbox', { name: /^Titre/ }).click();
  await expectNoA11yViolations(page, 'the add-resource dialog with sharing, in French');
  await shot(page, 'resources-share-dialog-fr');
  await add.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Ressource créée').last()).toBeVisible();
  await expect(item(page, title)).toContainText('Partagée avec Aspen Grove Elementary');
  await expectNoA11yViolations(page, 'a district folder in French');
  await shot(page, 'resources-district-fr', { fullPage: true });

  // The other dialogs, in French.
  await page.getByRole('button', { name: `Actions du dossier ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  await expectNoA11yViolations(page, 'the rename dialog in French');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: `Actions du dossier ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Déplacer vers…' }).click();
  await expect(page.getByRole('dialog', { name: `Déplacer le dossier « ${folder} »` })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoA11yViolations(page, 'the move dialog in French');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await item(page, title)
    .getByRole('button', { name: `Actions pour ${title}` })
    .click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await expect(page.getByRole('dialog', { name: 'Supprimer la ressource?' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoA11yViolations(page, 'the resource deletion confirmation in French');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: `Actions du dossier ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer le dossier « ${folder} »?` });
  await expect(confirm).toContainText('Contenu : aucun dossier, une ressource. Tout sera supprimé avec le dossier.');
  // The actions menu closes as the dialog opens: axe on a menu still fading out finds a menu without items.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNoA11yViolations(page, 'the folder deletion confirmation in French');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await context.close();

  // The school it is shared with sees it; the teacher's page lists it with the district's.
  const teacher = await contextOf(browser, playwright, baseURL, ACCOUNTS.teacher);
  const tp = await teacher.newPage();
  await openResources(tp, 'Resources');
  await tree(tp).getByRole('button', { name: 'From the district', exact: true }).click();
  await expect(item(tp, title)).toContainText('From the district');
  await teacher.close();
});
