// The final exam in Chromium against the real stack. A learner whose modules are passed (set up through
// the database test helpers) finds the exam on /certificate, starts it, leaves and comes back to the
// same questions and clock, passes it, gets the certificate, downloads it as a PDF (read back) and a
// signed-out visitor on a phone sees it verified; another fails it and is told when it reopens, with
// no answer key in the review. Screens at 1280 and 360 px.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { parsePdf } from '../support/pdf.ts';
import { correctAsShown, passModules } from '../support/quiz.ts';
import { newAccount, signUpThroughUi } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { answerExam, nextExamDraw, submitExam } from './support/exam.ts';
import { expectPath, open, PHONE, screenshot, useBrowser } from './support/pages.ts';

const { newPage } = useBrowser();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const HEAVY_TEST_MS = 120_000;

async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
    return JSON.parse(localStorage.getItem(key)!).user.id as string;
  });
}

/** A learner signed up through the UI whose 15 modules are passed. */
async function candidate(page: Page, label: string) {
  const account = await signUpThroughUi(page, newAccount(label));
  await passModules(await userIdOf(page), undefined, serviceClient());
  return account;
}

describe('final exam', () => {
  it(
    'is reached from /certificate, resumes after a reload with the same clock; a pass issues the certificate, its PDF, verified signed out at 360 px',
    async () => {
      const page = await newPage();
      const account = await candidate(page, 'examinee');

      // The tutorials offer it too, beside the module list.
      await open(page, '/dashboard/advanced');
      const fromTutorials = page.getByRole('region', { name: 'Modules' }).getByRole('link', { name: 'Take the final exam' });
      await eventually(() => fromTutorials.count()).toBe(1);
      expect(await fromTutorials.getAttribute('href')).toBe('/final-exam');
      await screenshot(page, 'exam-tutorials');

      await open(page, '/certificate');
      await eventually(() => page.getByText('You have passed 15 of 15.', { exact: false }).count()).toBe(1);
      const step = page.getByRole('region', { name: 'Final exam' });
      expect(await step.textContent()).toContain('30 questions from all 15 modules, 45 minutes, 80% to pass');
      await expectAccessible(page);
      await screenshot(page, 'exam-certificate-unlocked');
      await step.getByRole('link', { name: 'Take the final exam' }).click();
      await expectPath(page, '/final-exam');
      await page.getByRole('heading', { level: 1, name: 'Final Exam' }).waitFor();
      await screenshot(page, 'exam-intro');

      const drawn = nextExamDraw(page);
      await page.getByRole('button', { name: 'Start the final exam' }).click();
      const draw = await drawn;
      expect(draw.questions).toHaveLength(30);
      for (const q of draw.questions) expect(Object.keys(q).sort()).toEqual(['module_id', 'options', 'question', 'question_id']);
      await page.getByText('Question 1 of 30', { exact: true }).waitFor();
      const timer = page.getByRole('timer');
      expect(await timer.textContent()).toMatch(/^4[45]:\d\d$/);
      expect(await page.getByText(draw.questions[0]!.question, { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await screenshot(page, 'exam-question');

      const key = await correctAsShown(draw, serviceClient());
      // the first ten answered in order, then the navigator jumps to the last question
      await answerExam(page, key, 0, 10);
      await page.getByRole('button', { name: 'Question 30, not answered' }).click();
      await page.getByText('Question 30 of 30', { exact: true }).waitFor();
      await page.getByRole('radio').nth(key[29]!).check();
      expect(await page.getByText('11 of 30 answered').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Question 30, answered' }).count()).toBe(1);

      // Leaving and coming back: the same attempt, the same questions, the answers kept, the clock not reset.
      await page.reload();
      const resumed = await nextExamDraw(page);
      expect(resumed.attempt_id).toBe(draw.attempt_id);
      expect(resumed.started_at).toBe(draw.started_at);
      await page.getByText('Question 1 of 30', { exact: true }).waitFor();
      expect(await page.getByText('11 of 30 answered').count()).toBe(1);
      expect(await page.getByRole('radio').nth(key[0]!).isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Question 11, not answered' }).click();
      await answerExam(page, key, 10);
      await screenshot(page, 'exam-last-question');
      const grading = page.waitForRequest('**/rest/v1/rpc/submit_final_exam');
      await submitExam(page);
      const sent = JSON.parse((await grading).postData()!);
      expect(sent.attempt_id).toBe(draw.attempt_id);
      expect(Object.keys(sent.answers)).toHaveLength(30);

      await eventually(() => page.getByRole('heading', { name: 'You passed the final exam!' }).count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('You passed the final exam!');
      expect(await page.getByText('100%', { exact: true }).count()).toBe(1);
      expect(await page.getByText('30 of 30 correct · 80% needed to pass').count()).toBe(1);
      // a passed exam's review explains every answer
      const first = page.getByRole('listitem', { name: 'Question 1', exact: true });
      expect(await first.textContent()).toContain(`Your answer: ${draw.questions[0]!.options[key[0]!]}`);
      expect(await first.getByText('Correct', { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await screenshot(page, 'exam-passed');

      await page.getByRole('link', { name: 'View your certificate' }).click();
      await expectPath(page, '/certificate');
      await eventually(() => page.getByRole('heading', { level: 1, name: 'Certificate of Completion' }).count()).toBe(1);
      expect(await page.getByRole('article', { name: 'Certificate of Completion' }).textContent()).toContain(account.name);

      // The certificate as a file: a real PDF naming the holder and the page that verifies it.
      const download = page.getByRole('button', { name: 'Download PDF' });
      await download.waitFor();
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const pdf = await parsePdf(readFileSync(await file.path()));
      expect(pdf.text).toContain(account.name);
      const verifyUrl = pdf.links[0]!;
      expect(new URL(verifyUrl).pathname).toMatch(/^\/certificates\/TC-[0-9A-F]{32}$/);
      // Anyone may check it: signed out, on a phone, the signature checked against the published key.
      const visitor = await newPage(PHONE);
      await open(visitor, new URL(verifyUrl).pathname);
      expect(await visitor.getByRole('alert').filter({ hasText: 'Valid certificate' }).textContent({ timeout: 15_000 })).toContain(
        account.name,
      );
      await visitor.getByRole('alert').filter({ hasText: 'Signature verified' }).waitFor();

      // The exam is over for good: the page says so.
      await open(page, '/final-exam');
      await eventually(() => page.getByText('You passed the final exam', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Start the final exam' }).count()).toBe(0);
    },
    HEAVY_TEST_MS,
  );

  it(
    'a failed exam shows the score, the modules to review, no answer key, and when it reopens',
    async () => {
      const page = await newPage(PHONE);
      await candidate(page, 'retaker');
      await open(page, '/final-exam');
      const drawn = nextExamDraw(page);
      await page.getByRole('button', { name: 'Start the final exam' }).click();
      const draw = await drawn;
      await page.getByText('Question 1 of 30', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'exam-question-phone');

      // 20 right, 8 wrong, 2 left unanswered: 67 %
      const key = await correctAsShown(draw, serviceClient());
      const answers = key.map((c, i) => (i < 20 ? c : i < 28 ? (c + 1) % 4 : null));
      await answerExam(page, answers);
      await page.getByRole('button', { name: 'Submit exam' }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit your exam?' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain('You have answered 28 of 30 questions.');
      // the safe choice has focus
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep working');
      await eventually(() => confirm.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await screenshot(page, 'exam-confirm-phone');
      await confirm.getByRole('button', { name: 'Submit exam' }).click();

      await eventually(() => page.getByRole('heading', { name: 'Not passed this time' }).count()).toBe(1);
      expect(await page.getByText('67%', { exact: true }).count()).toBe(1);
      expect(await page.getByText('20 of 30 correct · 80% needed to pass').count()).toBe(1);
      const reopens = page.getByText(/^The final exam reopens on /);
      expect(await reopens.count()).toBe(1);
      const review = page.getByRole('region', { name: 'Review' });
      expect(await review.getByText('Correct answer:').count()).toBe(0);
      expect(await review.getByText('Not answered').count()).toBe(2);
      expect(await review.getByText('Incorrect', { exact: true }).count()).toBe(10);
      await expectAccessible(page);
      await screenshot(page, 'exam-failed-phone');

      // Back later: still closed, the same reopening time, on the exam page and on /certificate.
      const when = (await reopens.textContent())!;
      await open(page, '/final-exam');
      await eventually(() => page.getByText(when, { exact: true }).count()).toBe(1);
      expect(await page.getByText('Your last attempt scored 67%.', { exact: false }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Start the final exam' }).count()).toBe(0);
      await open(page, '/certificate');
      const step = page.getByRole('region', { name: 'Final exam' });
      await eventually(() => step.getByText(/The final exam reopens on /).count()).toBe(1);
      expect(await step.getByRole('link', { name: 'Take the final exam' }).count()).toBe(0);
      await screenshot(page, 'exam-certificate-reopens-phone');
    },
    HEAVY_TEST_MS,
  );

  it(
    'when the time runs out, the answers given so far are submitted by themselves',
    async () => {
      const page = await newPage();
      await candidate(page, 'late');
      await open(page, '/final-exam');
      const drawn = nextExamDraw(page);
      await page.getByRole('button', { name: 'Start the final exam' }).click();
      const draw = await drawn;
      const key = await correctAsShown(draw, serviceClient());
      await answerExam(page, key, 0, 3);

      // 44 minutes 50 seconds later by the database's clock (the attempt is moved back), the learner comes back
      const started = new Date(Date.parse(draw.started_at) - (44 * 60 + 50) * 1000).toISOString();
      const moved = await serviceClient()
        .from('final_exam_attempts')
        .update({ started_at: started })
        .eq('id', draw.attempt_id)
        .select('id');
      expect(moved.error).toBeNull();
      const resumed = nextExamDraw(page);
      await page.reload();
      expect((await resumed).attempt_id).toBe(draw.attempt_id);
      const timer = page.getByRole('timer');
      await eventually(() => timer.textContent()).toMatch(/^0:\d\d$/);
      const grading = page.waitForRequest('**/rest/v1/rpc/submit_final_exam', { timeout: 30_000 });
      const sent = JSON.parse((await grading).postData()!);
      expect(Object.keys(sent.answers)).toHaveLength(3);
      await eventually(() => page.getByRole('heading', { name: 'Not passed this time' }).count()).toBe(1);
      expect(await page.getByText('3 of 30 correct · 80% needed to pass').count()).toBe(1);
      expect(await page.getByText(/^The final exam reopens on /).count()).toBe(1);
    },
    HEAVY_TEST_MS,
  );
});
