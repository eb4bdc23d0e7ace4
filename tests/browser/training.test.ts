// Training in Chromium against the real stack: the quiz modal (questions drawn by start_quiz), grading
// by complete_quiz, results, progress after reload, badges, the cooldown, the final exam the last module
// opens, the certificate it issues and its public check. The correct answers are read only here,
// through the service role, never by the browser.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { correctAsShown, type Draw } from '../support/quiz.ts';
import { newAccount, signInThroughUi, signUpThroughUi, type TestAccount } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { answerExam, nextExamDraw, submitExam } from './support/exam.ts';
import { appUrl, DASHBOARD, expectPath, open, PHONE, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
// The stack and the SPA share the machine with other suites: allow a loaded machine its seconds.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
// The two end-to-end journeys (several pages, sign-ins and a PDF) get more than the default minute.
const HEAVY_TEST_MS = 120_000;
const SHOTS = process.env.BROWSER_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

interface AnswerKey {
  options: string[][];
  correct: number[];
  explanations: string[];
}

/** The answers to a draw as the browser shows it: options in the shuffled order, correct indexes into them. */
async function readAnswerKey(draw: Draw): Promise<AnswerKey> {
  const svc = serviceClient();
  const keys = await svc
    .from('quiz_answer_keys')
    .select('question_id, explanation')
    .in(
      'question_id',
      draw.questions.map((q) => q.question_id),
    );
  if (keys.error) throw keys.error;
  const byId = new Map(keys.data.map((k) => [k.question_id as number, k.explanation as string]));
  return {
    options: draw.questions.map((q) => q.options),
    correct: await correctAsShown(draw, svc),
    explanations: draw.questions.map((q) => byId.get(q.question_id)!),
  };
}

const wrongOf = (key: AnswerKey) => key.correct.map((c) => (c + 1) % 4);

/** The next draw start_quiz sends this page (set up before the click that starts a quiz). */
async function nextDraw(page: Page): Promise<Draw> {
  const response = await page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/start_quiz'));
  expect(response.status()).toBe(200);
  return (await response.json()) as Draw;
}

const CHANNEL_OF_LEVEL = (moduleId: number) => (moduleId <= 4 ? 'basics' : moduleId <= 8 ? 'intermediate' : 'advanced');

/** Opens a module's quiz the way a learner does: its tutorial channel's 'Take Quiz' button. */
async function openQuiz(
  page: Page,
  moduleId: number,
  from = `/dashboard/${CHANNEL_OF_LEVEL(moduleId)}`,
): Promise<{ dialog: Locator; draw: Draw }> {
  await open(page, from);
  const drawn = nextDraw(page);
  await page.getByRole('button', { name: `Take Quiz: Module ${moduleId}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Module Quiz' });
  const draw = await drawn;
  await dialog.getByText(/^Question 1 of \d+$/).waitFor();
  return { dialog, draw };
}

/** complete_quiz's answers: the chosen option per drawn question id. */
const byQuestion = (draw: Draw, answers: number[]) => Object.fromEntries(draw.questions.map((q, i) => [String(q.question_id), answers[i]]));

/** axe on the quiz dialog alone: the page behind it is the dashboard's, with tests of its own. */
const expectDialogAccessible = (page: Page) => expectAccessible(page, '[role="dialog"]');

/** Answers every question (clicking Next), and stops on the last one with its answer chosen. */
async function answerAll(dialog: Locator, answers: number[]): Promise<void> {
  for (const [i, option] of answers.entries()) {
    await eventually(() => dialog.getByText(`Question ${i + 1} of ${answers.length}`).count()).toBe(1);
    await dialog.getByRole('radio').nth(option).check();
    if (i < answers.length - 1) await dialog.getByRole('button', { name: 'Next' }).click();
  }
}

async function signedInLearner(): Promise<{ page: Page; account: TestAccount; name: string }> {
  const page = await newPage();
  const account = await signUpThroughUi(page, newAccount('trainee'));
  return { page, account, name: account.name };
}

async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return JSON.parse(localStorage.getItem(key)!).user.id as string;
  });
}

/** A module's row on the dashboard's tutorial channel. */
const dashboardRow = (page: Page, moduleId: number) => page.locator(`[data-testid="module-row"][data-module-id="${moduleId}"]`);

/** A module's row in the certificate page's list of what is left to pass. */
function checklistRow(page: Page, moduleId: number): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Take Quiz: Module ${moduleId}`, exact: true }) });
}

describe('quiz: a perfect score', () => {
  it(
    'grades module 1 at 100%, awards quiz-master, and the module stays completed after reload; no answer leaks before grading',
    async () => {
      const { page, account } = await signedInLearner();
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));

      const { dialog, draw } = await openQuiz(page, 1);
      // What the browser received for the drawn questions holds no answer either.
      expect(Object.keys(draw).sort()).toEqual(['attempt_id', 'module_id', 'questions', 'started_at']);
      expect(draw.questions).toHaveLength(5);
      for (const q of draw.questions) expect(Object.keys(q).sort()).toEqual(['options', 'question', 'question_id']);
      const key = await readAnswerKey(draw);
      await expectDialogAccessible(page);
      await answerAll(dialog, key.correct);
      const gradedAt = requests.length;
      const grading = page.waitForRequest('**/rest/v1/rpc/complete_quiz');
      await dialog.getByRole('button', { name: 'Complete Quiz' }).click();
      expect(JSON.parse((await grading).postData()!)).toEqual({ attempt_id: draw.attempt_id, answers: byQuestion(draw, key.correct) });

      // Before grading, the browser sent no score and asked for no answer key; it only read, and
      // asked the database to start the attempt.
      const before = requests.slice(0, gradedAt);
      expect(before.filter((r) => r.url().includes('/rest/v1/rpc/start_quiz')).map((r) => JSON.parse(r.postData()!))).toEqual([
        { module_id: 1 },
      ]);
      for (const r of before) {
        // (The tutorials below also read which chart exercises the learner has already got right: their own graded attempts.)
        if (new URL(r.url()).pathname.endsWith('/chart_exercise_attempts')) continue;
        expect(r.url()).not.toMatch(/quiz_answer_keys|correct|explanation/i);
        expect(r.postData() ?? '').not.toMatch(/correct|score|explanation/i);
        // Reads only, besides starting the attempt (and the member's own read position in the channel,
        // the notification bell asking the database to write any due session reminders, and the tab's
        // online heartbeat, which takes no argument).
        if (r.url().includes('/rest/v1/') && !['GET', 'HEAD'].includes(r.method()))
          expect(`${r.method()} ${new URL(r.url()).pathname}`).toMatch(
            /^POST \/rest\/v1\/(rpc\/start_quiz|rpc\/check_session_reminders|rpc\/mark_online|channel_reads)$/,
          );
      }

      await eventually(() => dialog.getByRole('heading', { name: 'Congratulations!' }).count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Congratulations!');
      expect(await dialog.getByText('100%', { exact: true }).count()).toBe(1);
      expect(await dialog.getByText(`${key.correct.length} of ${key.correct.length} correct`).count()).toBe(1);
      expect(await dialog.getByText('You passed the quiz and earned completion for this module!').count()).toBe(1);
      await eventually(() => dialog.getByText('New badge: Quiz Master').count()).toBe(1);
      expect(await dialog.getByText('Incorrect', { exact: true }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
      await expectDialogAccessible(page);

      await dialog.getByRole('button', { name: 'Continue Learning' }).click();
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
      // The module list behind updated at once, without a reload.
      await eventually(() => dashboardRow(page, 1).getByText('Best: 100%').count()).toBe(1);
      expect(await dashboardRow(page, 1).getByText('Completed', { exact: true }).count()).toBe(1);

      await page.reload();
      await eventually(() => dashboardRow(page, 1).getByText('Best: 100%').count()).toBe(1);
      expect(await dashboardRow(page, 1).getByText('Completed', { exact: true }).count()).toBe(1);
      expect(await dashboardRow(page, 2).getByText('Completed', { exact: true }).count()).toBe(0);

      // The progress bars and the current module, as the certificate page shows them.
      await open(page, '/certificate');
      await eventually(() => page.getByText('You have passed 1 of 15.', { exact: false }).count()).toBe(1);
      expect(await page.getByText('1 of 15 modules · 7%').count()).toBe(1);
      expect(await page.getByText('1 of 4 modules · 25%').count()).toBe(1);
      expect(await page.getByRole('progressbar', { name: 'Overall progress' }).getAttribute('aria-valuenow')).toBe('7');
      expect(await checklistRow(page, 1).getByText('Best: 100%').count()).toBe(1);
      await expectAccessible(page);

      // Another device: the same progress after signing in there.
      const other = await newPage();
      await signInThroughUi(other, account.email, account.password);
      await expectPath(other, DASHBOARD);
      await open(other, '/dashboard/basics');
      await eventually(() => dashboardRow(other, 1).getByText('Best: 100%').count()).toBe(1);
      expect(await dashboardRow(other, 1).getByText('Completed', { exact: true }).count()).toBe(1);
      expect(await page.getByLabel('Current module').textContent()).toContain('Module 2:');
    },
    HEAVY_TEST_MS,
  );
});

describe('quiz: a failing attempt', () => {
  it("shows 'Keep Studying!', the review with correct answers and explanations, 'Try Again' draws again, and a second failure closes the quiz for a while", async () => {
    const { page } = await signedInLearner();
    // This time from the certificate page's list of modules still to pass.
    const { dialog, draw } = await openQuiz(page, 2, '/certificate');
    const key = await readAnswerKey(draw);
    const wrong = wrongOf(key);
    await answerAll(dialog, wrong);
    await dialog.getByRole('button', { name: 'Complete Quiz' }).click();

    await eventually(() => dialog.getByRole('heading', { name: 'Keep Studying!' }).count()).toBe(1);
    expect(await dialog.getByText('0%', { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(`0 of ${key.correct.length} correct`).count()).toBe(1);
    expect(await dialog.getByText('You need 70% or higher to pass. Review the material and try again.').count()).toBe(1);
    for (const [i, correct] of key.correct.entries()) {
      const item = dialog.getByRole('listitem', { name: `Question ${i + 1}`, exact: true });
      expect(await item.getByText('Incorrect', { exact: true }).count()).toBe(1);
      expect(await item.textContent()).toContain(`Your answer: ${key.options[i]![wrong[i]!]}`);
      expect(await item.textContent()).toContain(`Correct answer: ${key.options[i]![correct]}`);
      expect(await item.textContent()).toContain(key.explanations[i]!);
    }
    await expectDialogAccessible(page);
    await screenshot(page, 'training-quiz-failed');

    const redrawn = nextDraw(page);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    const second = await redrawn;
    expect(second.attempt_id).not.toBe(draw.attempt_id);
    await eventually(() => dialog.getByText(`Question 1 of ${key.correct.length}`).count()).toBe(1);
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await dialog.textContent()).toContain(second.questions[0]!.question);

    // A second failure in a row: 'Try Again' is refused by the database and says when it reopens.
    await answerAll(dialog, wrongOf(await readAnswerKey(second)));
    await dialog.getByRole('button', { name: 'Complete Quiz' }).click();
    await eventually(() => dialog.getByRole('heading', { name: 'Keep Studying!' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => dialog.getByText(/^This quiz reopens at /).count()).toBe(1);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await expectDialogAccessible(page);
    await screenshot(page, 'training-quiz-cooldown');

    // The failed attempt counts as an attempt but not a completion.
    await dialog.getByRole('button', { name: 'Close quiz' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    expect(await checklistRow(page, 2).getByText('Best: 0%').count()).toBe(1);
    expect(await checklistRow(page, 2).getByText('Completed', { exact: true }).count()).toBe(0);
    // Opening it again before then says the same.
    await checklistRow(page, 2).getByRole('button', { name: 'Take Quiz: Module 2', exact: true }).click();
    await eventually(() =>
      page
        .getByRole('dialog', { name: 'Module Quiz' })
        .getByText(/^This quiz reopens at /)
        .count(),
    ).toBe(1);
    await page.setViewportSize(PHONE);
    await expectDialogAccessible(page);
    await screenshot(page, 'training-quiz-cooldown-phone');
  });
});

describe('quiz: navigation', () => {
  it('enables Previous, Next and Complete Quiz exactly as the spec says, and works from the keyboard', async () => {
    const { page } = await signedInLearner();
    const { dialog, draw } = await openQuiz(page, 3);
    const total = draw.questions.length;
    expect(total).toBe(5);
    const previous = dialog.getByRole('button', { name: 'Previous' });
    const next = dialog.getByRole('button', { name: 'Next' });

    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await dialog.getByRole('progressbar', { name: `Question 1 of ${total}` }).getAttribute('aria-valuenow')).toBe(
      String(Math.round(100 / total)),
    );

    // Keyboard: the first option has focus; arrow keys choose, Enter advances.
    await eventually(() =>
      dialog
        .getByRole('radio')
        .first()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio').nth(1).isChecked()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await page.keyboard.press('Enter');
    await eventually(() => dialog.getByText(`Question 2 of ${total}`).count()).toBe(1);
    expect(await previous.isDisabled()).toBe(false);
    expect(await next.isDisabled()).toBe(true);

    // Previous keeps the answer given.
    await previous.click();
    await eventually(() => dialog.getByText(`Question 1 of ${total}`).count()).toBe(1);
    expect(await dialog.getByRole('radio').nth(1).isChecked()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await next.click();

    for (let i = 2; i < total; i++) {
      await dialog.getByRole('radio').first().check();
      await next.click();
    }
    await eventually(() => dialog.getByText(`Question ${total} of ${total}`).count()).toBe(1);
    expect(await next.count()).toBe(0);
    const complete = dialog.getByRole('button', { name: 'Complete Quiz' });
    expect(await complete.isDisabled()).toBe(true);
    await dialog.getByRole('radio').first().check();
    expect(await complete.isDisabled()).toBe(false);
  });
});

describe('quiz: on a phone', () => {
  it('fills the 360 px screen without sideways scrolling', async () => {
    const page = await newPage(PHONE);
    await signUpThroughUi(page, newAccount('phone'));
    const { dialog } = await openQuiz(page, 6);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(PHONE.width);
    expect(await dialog.locator('.mantine-Modal-body').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectDialogAccessible(page);
    await screenshot(page, 'training-quiz-phone');
  });
});

describe('quiz: closing', () => {
  it('closes at once when nothing is answered, and asks before discarding answers', async () => {
    const { page } = await signedInLearner();
    let { dialog } = await openQuiz(page, 4);
    await dialog.getByRole('button', { name: 'Close quiz' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Take Quiz: Module 4', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Module Quiz' });
    await dialog.getByRole('radio').nth(2).check();
    await dialog.getByRole('button', { name: 'Close quiz' }).click();
    const confirm = dialog.getByRole('alertdialog', { name: 'Discard your answers?' });
    await confirm.waitFor();
    await expectDialogAccessible(page);
    // The safe choice has focus: Enter keeps the answers.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep Answering');
    await page.keyboard.press('Enter');
    await eventually(() => confirm.count()).toBe(0);
    expect(await dialog.getByRole('radio').nth(2).isChecked()).toBe(true);

    await page.keyboard.press('Escape');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Discard Answers' }).click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('quiz: grading failure', () => {
  it('tells the learner, keeps the answers, and grades on retry once the server answers again', async () => {
    const { page } = await signedInLearner();
    const { dialog, draw } = await openQuiz(page, 5);
    const key = await readAnswerKey(draw);
    await answerAll(dialog, key.correct);

    await page.route('**/rest/v1/rpc/complete_quiz', (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Complete Quiz' }).click();
    const alert = dialog.getByRole('alert');
    await eventually(() => alert.textContent()).toContain('Your quiz could not be graded: The server could not be reached.');
    const last = key.correct.length - 1;
    expect(await dialog.getByRole('radio').nth(key.correct[last]!).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    expect(
      await dialog
        .getByRole('radio')
        .nth(key.correct[last - 1]!)
        .isChecked(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Next' }).click();

    await page.unroute('**/rest/v1/rpc/complete_quiz');
    await dialog.getByRole('button', { name: 'Complete Quiz' }).click();
    await eventually(() => dialog.getByRole('heading', { name: 'Congratulations!' }).count()).toBe(1);
    expect(await dialog.getByText('100%', { exact: true }).count()).toBe(1);
  });
});

describe('certificate', () => {
  it(
    'passing the 15th module opens the final exam, passing the exam issues it, it prints on one page, and anyone can verify it',
    async () => {
      const { page, name } = await signedInLearner();
      const userId = await userIdOf(page);
      const now = new Date().toISOString();
      const rows = Array.from({ length: 14 }, (_, i) => ({
        user_id: userId,
        module_id: i + 1,
        best_score: 90,
        attempt_count: 1,
        passed_at: now,
        last_attempt_at: now,
      }));
      const seeded = await serviceClient().from('module_progress').insert(rows);
      expect(seeded.error).toBeNull();

      await open(page, '/certificate');
      await eventually(() => page.getByText('You have passed 14 of 15.', { exact: false }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(0);

      const { dialog, draw } = await openQuiz(page, 15);
      const key = await readAnswerKey(draw);
      await answerAll(dialog, key.correct);
      await dialog.getByRole('button', { name: 'Complete Quiz' }).click();
      // The last module opens the final exam; the certificate waits for it.
      await eventually(() => dialog.getByText('You passed every module!').count()).toBe(1);
      expect(await dialog.getByText('New badge: Course Graduate').count()).toBe(0);
      await expectDialogAccessible(page);
      await dialog.getByRole('link', { name: 'Take the final exam' }).click();
      await expectPath(page, '/final-exam');
      const drawn = nextExamDraw(page);
      await page.getByRole('button', { name: 'Start the final exam' }).click();
      const exam = await drawn;
      await answerExam(page, await correctAsShown(exam, serviceClient()));
      await submitExam(page);
      await eventually(() => page.getByRole('heading', { name: 'You passed the final exam!' }).count()).toBe(1);
      await page.getByRole('link', { name: 'View your certificate' }).click();

      await expectPath(page, '/certificate');
      await eventually(() => page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }).count()).toBe(1);
      const sheet = page.getByRole('article', { name: 'Certificate of Completion' });
      const text = (await sheet.textContent())!;
      expect(text).toContain(name);
      expect(text).toContain('Tradecraft Trading Fundamentals — 15 modules');
      expect(text).toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()));
      await screenshot(page, 'training-certificate');
      const code = /Certificate code: (TC-[0-9A-F]{32})/.exec(text)![1]!;
      expect(text).toContain(appUrl(`/certificates/${code}`));
      await expectAccessible(page);

      // 'Download PDF' saves a real PDF file (certificate-credential.test.ts); printing the page still
      // gives the certificate alone on one page.
      for (const format of ['A4', 'Letter']) {
        const pdf = (await page.pdf({ format, printBackground: true })).toString('latin1');
        expect(pdf.startsWith('%PDF')).toBe(true);
        expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length, `${format} pages`).toBe(1);
      }
      // Print shows the certificate only: the page's own buttons are gone.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await screenshot(page, 'training-certificate-print');

      const visitor = await newPage();
      await open(visitor, `/certificates/${code}`);
      const valid = visitor.getByRole('alert').filter({ hasText: 'Valid certificate' });
      await eventually(() => valid.count()).toBe(1);
      expect(await valid.textContent()).toContain(name);
      expect(await valid.textContent()).toContain(code);
      await expectAccessible(visitor);
      await screenshot(visitor, 'training-verify-valid');

      await open(visitor, '/certificates/TC-00000000000000000000000000000000');
      await eventually(() => visitor.getByText('Unknown certificate code').count()).toBe(1);
      expect(await visitor.getByText(name).count()).toBe(0);
      await expectAccessible(visitor);
    },
    HEAVY_TEST_MS,
  );
});
