// The admin console's Content section in Chromium against the real stack: at 1280 px an admin passes
// the two-factor step, opens a draft lesson of module 14, rewrites its notes (checked in the preview),
// uploads a small WebM with the progress bar reaching 100 % (TUS, to the private lesson-videos bucket)
// and publishes it; a learner then opens the lesson, reads the new notes and plays the uploaded video.
// The admin edits a quiz question's explanation. Every change is checked in the audit log the database
// wrote. At 360 px the section and the lesson editor are usable (no sideways scrolling). axe throughout.
// Resources: the admin uploads a small PDF (made here with pdf-lib) as a premium bonus of module 14; a
// premium member downloads it from the module's Resources; at 360 px the admin makes it free (the file
// moves out of premium/) and deletes it (row and file). Audited.
// Quiz bank: the admin adds a question to module 14 (New question), retires it after confirming
// (dimmed, "Retired", the active count drops), a learner's 25 quiz draws never contain it, and at
// 360 px the admin restores it. Audited, axe clean, no sideways scrolling.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { newMember, signInAt, type Member } from './dashboard-support.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { setUpTwoFactor, verifyTwoFactor } from './support/two-factor.ts';
import { auditAfter, lastAuditId } from './support/audit.ts';

const { newPage } = useBrowser();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const MODULE = 14;
const VIDEO_FILE = fileURLToPath(new URL('../support/fixtures/lesson-test.webm', import.meta.url));
const TITLE = `Reading the tape ${Math.random().toString(36).slice(2, 7)}`;
const RESOURCE_TITLE = `Earnings Day Plan ${Math.random().toString(36).slice(2, 7)}`;
const RESOURCE_TEXT = 'Size down before the report.';
const NEW_QUESTION = `Which candle closes above the prior high ${Math.random().toString(36).slice(2, 7)}?`;

let lessonId: number;
let questionId: number;
let admin: Member;
let secret: string;

async function nextPosition(table: 'lessons' | 'quiz_questions'): Promise<number> {
  const { data, error } = await serviceClient()
    .from(table)
    .select('position')
    .eq('module_id', MODULE)
    .order('position', { ascending: false })
    .limit(1);
  if (error) throw error;
  return (data[0]?.position ?? 0) + 1;
}

beforeAll(async () => {
  const svc = serviceClient();
  const lesson = await svc
    .from('lessons')
    .insert({ module_id: MODULE, position: await nextPosition('lessons'), title: TITLE, notes: 'Old notes.', published: false })
    .select('id')
    .single();
  if (lesson.error) throw lesson.error;
  lessonId = lesson.data.id;
  const q = await svc
    .from('quiz_questions')
    .insert({
      module_id: MODULE,
      position: await nextPosition('quiz_questions'),
      question: 'What does a gap at the open show?',
      options: ['Overnight news', 'Nothing', 'A broken feed'],
    })
    .select('id')
    .single();
  if (q.error) throw q.error;
  questionId = q.data.id;
  const key = await svc.from('quiz_answer_keys').insert({ question_id: questionId, correct_option: 0, explanation: 'Old explanation.' });
  if (key.error) throw key.error;
  admin = await newMember('free', 'content admin');
  const made = await svc.from('admins').insert({ user_id: admin.id });
  if (made.error) throw made.error;
});

afterAll(async () => {
  const svc = serviceClient();
  const { data } = await svc.from('lessons').select('video_path').eq('id', lessonId).single();
  if (lessonId) await svc.from('lessons').delete().eq('id', lessonId);
  if (questionId) await svc.from('quiz_questions').delete().eq('id', questionId);
  if (data?.video_path) await svc.storage.from('lesson-videos').remove([data.video_path]);
  await svc.from('quiz_questions').delete().eq('question', NEW_QUESTION);
  const left = await svc.from('module_resources').delete().eq('title', RESOURCE_TITLE).select('path');
  if (left.data?.length) await svc.storage.from('resources').remove(left.data.map((r) => r.path));
});

async function makePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

async function pdfText(path: string): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true })).text;
}

const resourceRow = (page: Page) => page.getByTestId('resource-row').filter({ hasText: RESOURCE_TITLE });

const newQuestionRow = (page: Page) => page.getByTestId('question-row').filter({ hasText: NEW_QUESTION });
const counts = async (page: Page) => {
  const [, active, retired] = /(\d+) active · (\d+) retired/.exec((await page.getByTestId('question-counts').textContent()) ?? '')!;
  return { active: Number(active), retired: Number(retired) };
};

const lessonRow = (page: Page) => page.locator(`[data-testid="lesson-row"][data-lesson-id="${lessonId}"]`);
const questionRow = (page: Page) => page.locator(`[data-testid="question-row"][data-question-id="${questionId}"]`);

async function openModule(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
  await page.getByRole('combobox', { name: 'Module' }).click();
  await page.getByRole('option', { name: /^14\. / }).click();
  await lessonRow(page).waitFor();
}

describe('admin content', () => {
  it(
    'edits notes, uploads a video with progress and publishes a draft lesson a learner then watches; edits an explanation; all audited (1280 px)',
    { timeout: 240_000 },
    async () => {
      const page = await newPage(DESKTOP);
      page.setDefaultTimeout(30_000);
      const tus: string[] = [];
      page.on(
        'response',
        (r) => void (r.url().includes('/storage/v1/upload/resumable') && tus.push(`${r.request().method()} ${r.status()}`)),
      );
      await signInAt(page, admin, '/admin/content');
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      secret = await setUpTwoFactor(page); // admin changes need an aal2 session
      await openModule(page);
      await lessonRow(page).getByText('Draft', { exact: true }).waitFor();
      await screenshot(page, 'admin-content-lessons-1280');
      await expectAccessible(page);

      // The editor: notes with a preview, a video upload, published.
      await lessonRow(page)
        .getByRole('button', { name: `Edit “${TITLE}”` })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Notes (markdown)').fill('## Fresh notes\n\nRead the **tape** before the open.');
      await dialog.getByRole('tab', { name: 'Preview' }).click();
      await dialog.getByTestId('notes-preview').getByRole('heading', { name: 'Fresh notes', level: 4 }).waitFor();
      expect(await dialog.getByTestId('notes-preview').locator('strong').textContent()).toBe('tape');
      await dialog.locator('label', { hasText: /^Upload$/ }).click(); // the segmented control's 'Upload'
      expect(await dialog.getByRole('radio', { name: 'Upload' }).isChecked()).toBe(true);
      await dialog.locator('input[type="file"]').setInputFiles(VIDEO_FILE);
      const since = await lastAuditId();
      await dialog.getByRole('button', { name: 'Upload video' }).click();
      await dialog.getByTestId('upload-progress').getByText('Uploaded 100 %').waitFor();
      expect(tus).toEqual(['POST 201', 'PATCH 204']); // TUS: created, then the 17 kB in one chunk
      expect(await dialog.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('100');
      const path = (await dialog.getByTestId('video-path').locator('code').textContent())!;
      expect(path).toMatch(new RegExp(`^module-${MODULE}/lesson-${lessonId}-\\d+\\.webm$`));
      const published = dialog.getByRole('switch', { name: 'Published (learners see it)' });
      await published.focus();
      await page.keyboard.press('Space');
      expect(await dialog.getByRole('switch', { name: 'Published (learners see it)' }).isChecked()).toBe(true);
      await screenshot(page, 'admin-content-editor-1280');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save lesson' }).click();
      await dialog.waitFor({ state: 'detached' });
      await lessonRow(page).getByText('Published', { exact: true }).waitFor();
      await lessonRow(page)
        .getByText(/Uploaded video/)
        .waitFor();

      const saved = (await auditAfter(since)).filter((a) => a.target_table === 'lessons');
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ action: 'lessons.update', actor_id: admin.id, target_id: String(lessonId) });
      expect(saved[0]!.before).toMatchObject({ published: false, notes: 'Old notes.', video_path: null });
      expect(saved[0]!.after).toMatchObject({
        published: true,
        notes: '## Fresh notes\n\nRead the **tape** before the open.',
        video_path: path,
      });

      // A learner sees the published lesson, its notes and its video, and plays it.
      const learner = await newMember('free', 'content learner');
      const l = await newPage(DESKTOP);
      l.setDefaultTimeout(30_000);
      await signInAt(l, learner, `/dashboard/advanced/lessons/${lessonId}`);
      await l
        .getByRole('heading', { name: new RegExp(TITLE) })
        .first()
        .waitFor();
      await l.getByTestId('lesson-notes').getByRole('heading', { name: 'Fresh notes' }).waitFor();
      const video = l.locator('video');
      await video.waitFor();
      expect(await video.getAttribute('src')).toContain(`/storage/v1/object/sign/lesson-videos/${path}?token=`);
      await eventually(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
      await video.evaluate((v: HTMLVideoElement) => ((v.muted = true), v.play()));
      await eventually(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
      await screenshot(l, 'admin-content-learner-lesson-1280');

      // The admin edits a quiz question's explanation.
      const qSince = await lastAuditId();
      await page.getByRole('tab', { name: 'Quiz questions' }).click();
      await questionRow(page).waitFor();
      const edit = questionRow(page).getByRole('button', { name: /^Edit question/ });
      await edit.click();
      const qd = page.getByRole('dialog');
      await qd.getByLabel('Explanation').fill('A gap usually follows news released while the market was closed.');
      await expectAccessible(page);
      await qd.getByRole('button', { name: 'Save question' }).click();
      await qd.waitFor({ state: 'detached' });
      await questionRow(page)
        .getByTestId('question-explanation')
        .getByText('A gap usually follows news released while the market was closed.')
        .waitFor();
      const q = await auditAfter(qSince);
      // only the key changed (an unchanged row is not recorded)
      expect(q.map((a) => [a.action, a.target_table])).toEqual([['quiz_question.save', 'quiz_answer_keys']]);
      const keyRow = q.find((a) => a.target_table === 'quiz_answer_keys')!;
      expect(keyRow).toMatchObject({ actor_id: admin.id, target_id: String(questionId) });
      expect(keyRow.before).toMatchObject({ explanation: 'Old explanation.' });
      expect(keyRow.after).toMatchObject({
        explanation: 'A gap usually follows news released while the market was closed.',
        correct_option: 0,
      });
    },
  );

  it('is usable at 360 px: the lessons and the lesson editor fit, axe clean', { timeout: 120_000 }, async () => {
    const page = await newPage(PHONE);
    page.setDefaultTimeout(30_000);
    await signInAt(page, admin, '/admin/content');
    await verifyTwoFactor(page, secret);
    await openModule(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'admin-content-lessons-360');
    await lessonRow(page)
      .getByRole('button', { name: `Edit “${TITLE}”` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notes (markdown)').waitFor();
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'admin-content-editor-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it(
    'uploads a PDF as a premium bonus that a premium member downloads; makes it free and deletes it at 360 px; audited, axe clean',
    { timeout: 180_000 },
    async () => {
      const page = await newPage(DESKTOP);
      page.setDefaultTimeout(30_000);
      await signInAt(page, admin, '/admin/content');
      await verifyTwoFactor(page, secret);
      await openModule(page);
      await page.getByRole('tab', { name: 'Resources' }).click();
      const add = page.locator('section[aria-labelledby="add-resource-title"]');
      await add.waitFor();
      await add.locator('input[type="file"]').setInputFiles({
        name: 'Earnings Day Plan.pdf',
        mimeType: 'application/pdf',
        buffer: await makePdf(`${RESOURCE_TITLE}. ${RESOURCE_TEXT}`),
      });
      await add.getByLabel('Title').fill(RESOURCE_TITLE);
      await add.getByLabel('Summary').fill('What to do before, during and after an earnings report.');
      const bonus = add.getByRole('switch', { name: 'Premium bonus (premium members only)' });
      await bonus.focus();
      await page.keyboard.press('Space');
      expect(await bonus.isChecked()).toBe(true);
      await expectAccessible(page);
      const since = await lastAuditId();
      await add.getByRole('button', { name: 'Upload resource' }).click();
      await resourceRow(page).getByText('Premium bonus', { exact: true }).waitFor();
      const path = (await resourceRow(page).getByTestId('resource-path').textContent())!;
      expect(path).toMatch(new RegExp(`^premium/module-${MODULE}/earnings-day-plan-\\d+\\.pdf$`));
      expect((await serviceClient().storage.from('resources').exists(path)).data).toBe(true);
      const added = (await auditAfter(since)).filter((a) => a.target_table === 'module_resources');
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ action: 'module_resources.insert', actor_id: admin.id, before: null });
      expect(added[0]!.after).toMatchObject({ module_id: MODULE, title: RESOURCE_TITLE, path, premium: true });
      await resourceRow(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-content-resources-1280');
      await expectAccessible(page);

      // A premium member finds it in module 14's Resources and downloads it.
      const premium = await newMember('premium', 'bonus reader');
      const m = await newPage(DESKTOP);
      m.setDefaultTimeout(30_000);
      await signInAt(m, premium, '/dashboard/advanced');
      await m.getByRole('button', { name: /Module 14: News & Event Trading/ }).click();
      await m.getByRole('heading', { name: 'Resources' }).waitFor();
      const [download] = await Promise.all([
        m.waitForEvent('download'),
        m.getByRole('button', { name: `Download ${RESOURCE_TITLE} as PDF` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(path.split('/').pop());
      expect(await pdfText(await download.path())).toContain(RESOURCE_TEXT);

      // At 360 px: the tab fits, and the admin deletes the resource (the row, then its file).
      const phone = await newPage(PHONE);
      phone.setDefaultTimeout(30_000);
      await signInAt(phone, admin, '/admin/content');
      await verifyTwoFactor(phone, secret);
      await openModule(phone);
      await phone.getByRole('tab', { name: 'Resources' }).click();
      await resourceRow(phone).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(phone);
      await resourceRow(phone).scrollIntoViewIfNeeded();
      await screenshot(phone, 'admin-content-resources-360');

      // Made free from the edit form: the file moves out of premium/ and the row follows.
      const editSince = await lastAuditId();
      await resourceRow(phone)
        .getByRole('button', { name: `Edit “${RESOURCE_TITLE}”` })
        .click();
      const editor = phone.getByRole('dialog');
      const toggle = editor.getByRole('switch', { name: 'Premium bonus (premium members only)' });
      expect(await toggle.isChecked()).toBe(true);
      expect(await editor.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
      await expectAccessible(phone);
      await toggle.focus();
      await phone.keyboard.press('Space');
      await editor.getByRole('button', { name: 'Save resource' }).click();
      await editor.waitFor({ state: 'detached' });
      await resourceRow(phone).getByText('Free', { exact: true }).waitFor();
      const freePath = path.slice('premium/'.length);
      expect(await resourceRow(phone).getByTestId('resource-path').textContent()).toBe(freePath);
      expect((await serviceClient().storage.from('resources').exists(freePath)).data).toBe(true);
      expect((await serviceClient().storage.from('resources').exists(path)).data).toBe(false);
      const edited = await auditAfter(editSince);
      expect(edited).toHaveLength(1);
      expect(edited[0]).toMatchObject({ action: 'module_resources.update', actor_id: admin.id });
      expect(edited[0]!.after).toMatchObject({ path: freePath, premium: false });

      const delSince = await lastAuditId();
      await resourceRow(phone)
        .getByRole('button', { name: `Delete “${RESOURCE_TITLE}”` })
        .click();
      const confirm = phone.getByRole('dialog', { name: 'Delete this resource?' });
      await confirm.getByRole('button', { name: 'Delete resource' }).click();
      await confirm.waitFor({ state: 'detached' });
      await resourceRow(phone).waitFor({ state: 'detached' });
      await eventually(async () => (await serviceClient().storage.from('resources').exists(freePath)).data).toBe(false);
      const deleted = await auditAfter(delSince);
      expect(deleted.map((a) => [a.action, a.actor_id])).toEqual([['module_resources.delete', admin.id]]);
    },
  );

  it(
    'adds a quiz question, retires it after confirming (a learner never draws it), restores it at 360 px; audited, axe clean',
    { timeout: 180_000 },
    async () => {
      const page = await newPage(DESKTOP);
      page.setDefaultTimeout(30_000);
      await signInAt(page, admin, '/admin/content');
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      if (secret) await verifyTwoFactor(page, secret);
      else secret = await setUpTwoFactor(page);
      await openModule(page);
      await page.getByRole('tab', { name: 'Quiz questions' }).click();
      await page.getByTestId('question-counts').waitFor();
      const before = await counts(page);

      // New question: text, four options, the third correct, an explanation.
      const since = await lastAuditId();
      await page.getByRole('button', { name: 'New question' }).click();
      const dialog = page.getByRole('dialog', { name: 'New question' });
      await dialog.getByLabel('Question').fill(NEW_QUESTION);
      for (const [i, o] of ['A doji', 'An inside bar', 'A breakout candle', 'A hammer'].entries())
        await dialog.getByLabel(`Option ${i + 1}`, { exact: true }).fill(o);
      await dialog.getByRole('radio', { name: 'Option 3 is correct' }).check();
      await dialog.getByLabel('Explanation').fill('A breakout candle closes beyond the level it broke.');
      await expectAccessible(page);
      await screenshot(page, 'admin-content-new-question-1280');
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await dialog.waitFor({ state: 'detached' });
      await newQuestionRow(page).waitFor();
      await newQuestionRow(page).getByText('Correct').waitFor();
      expect(await newQuestionRow(page).locator('li', { hasText: 'Correct' }).textContent()).toContain('A breakout candle');
      await eventually(() => counts(page)).toEqual({ active: before.active + 1, retired: before.retired });
      const id = Number(await newQuestionRow(page).getAttribute('data-question-id'));
      const added = await auditAfter(since);
      expect(added.map((a) => [a.action, a.target_table, a.target_id, a.actor_id])).toEqual([
        ['quiz_question.add', 'quiz_questions', String(id), admin.id],
        ['quiz_question.add', 'quiz_answer_keys', String(id), admin.id],
      ]);
      expect(added[1]!.after).toMatchObject({ correct_option: 2 });

      // Retire it: a confirmation first, then dimmed with a Retired badge.
      const retireSince = await lastAuditId();
      await newQuestionRow(page)
        .getByRole('button', { name: /^Retire question/ })
        .click();
      const confirm = page.getByRole('dialog', { name: /^Retire question/ });
      await confirm.getByText(/no longer be drawn/).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'admin-content-retire-question-1280');
      await confirm.getByRole('button', { name: 'Retire question' }).click();
      await confirm.waitFor({ state: 'detached' });
      await newQuestionRow(page).getByText('Retired', { exact: true }).waitFor();
      expect(await newQuestionRow(page).getAttribute('data-retired')).toBe('true');
      await eventually(() => counts(page)).toEqual({ active: before.active, retired: before.retired + 1 });
      expect((await auditAfter(retireSince)).map((a) => [a.action, a.target_id])).toEqual([['quiz_question.retire', String(id)]]);
      await expectAccessible(page);
      await newQuestionRow(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-content-questions-1280');

      // A learner's quizzes on module 14 never draw it.
      const learner = await newMember('free', 'quiz learner');
      for (let i = 0; i < 25; i++) {
        const { data, error } = await learner.client.rpc('start_quiz', { module_id: MODULE });
        expect(error).toBeNull();
        const drawn = (data as { questions: { question_id: number }[] }).questions.map((q) => q.question_id);
        expect(drawn).toHaveLength(5);
        expect(drawn).not.toContain(id);
      }

      // At 360 px the admin restores it.
      const phone = await newPage(PHONE);
      phone.setDefaultTimeout(30_000);
      await signInAt(phone, admin, '/admin/content');
      await verifyTwoFactor(phone, secret);
      await openModule(phone);
      await phone.getByRole('tab', { name: 'Quiz questions' }).click();
      await newQuestionRow(phone).getByText('Retired', { exact: true }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(phone);
      await newQuestionRow(phone).scrollIntoViewIfNeeded();
      await screenshot(phone, 'admin-content-questions-360');
      const restoreSince = await lastAuditId();
      await newQuestionRow(phone)
        .getByRole('button', { name: /^Restore question/ })
        .click();
      await newQuestionRow(phone).getByText('Retired', { exact: true }).waitFor({ state: 'detached' });
      await eventually(() => counts(phone)).toEqual({ active: before.active + 1, retired: before.retired });
      expect((await auditAfter(restoreSince)).map((a) => [a.action, a.target_id])).toEqual([['quiz_question.restore', String(id)]]);
    },
  );
});
