// The final exam as a learner takes it in the browser: the draw the page received from start_final_exam,
// answering question by question with 'Next', and 'Submit exam'. The correct options are read only
// here, through the service role (tests/support/quiz.ts), never by the browser.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExamDraw } from '../../support/quiz.ts';

/** The next draw start_final_exam sends this page (set up before the click that starts or resumes the exam). */
export async function nextExamDraw(page: Page): Promise<ExamDraw> {
  const response = await page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/start_final_exam'));
  expect(response.status()).toBe(200);
  return (await response.json()) as ExamDraw;
}

/** Answers questions `from` to `to` (exclusive) in order (null leaves one unanswered), moving on with 'Next'. */
export async function answerExam(page: Page, answers: (number | null)[], from = 0, to = answers.length): Promise<void> {
  for (let i = from; i < to; i++) {
    await page.getByText(`Question ${i + 1} of ${answers.length}`, { exact: true }).waitFor();
    const option = answers[i];
    if (option !== null && option !== undefined) await page.getByRole('radio').nth(option).check();
    if (i < answers.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
}

/** Presses 'Submit exam' (confirming when questions are left unanswered) and waits for the verdict. */
export async function submitExam(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit exam' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit your exam?' });
  const verdict = page.getByRole('heading', { level: 2, name: /^(You passed the final exam!|Not passed this time|Time ran out)$/ });
  await Promise.race([confirm.waitFor(), verdict.waitFor()]);
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Submit exam' }).click();
  await verdict.waitFor();
}
