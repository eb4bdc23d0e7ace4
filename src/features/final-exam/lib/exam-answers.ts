// The answers of a running attempt, kept in the tab (sessionStorage) by attempt id: a reload resumes the
// attempt (start_final_exam returns it again) with the answers already given. Nothing is graded from
// here; the database grades what is submitted.

const key = (attemptId: string) => `tradecraft-final-exam:${attemptId}`;

export function loadAnswers(attemptId: string, count: number): (number | null)[] {
  const empty = Array.from({ length: count }, () => null);
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key(attemptId)) ?? 'null');
    if (!Array.isArray(saved) || saved.length !== count) return empty;
    return saved.map((a) => (typeof a === 'number' && Number.isInteger(a) && a >= 0 ? a : null));
  } catch {
    return empty;
  }
}

export function saveAnswers(attemptId: string, answers: (number | null)[]): void {
  try {
    sessionStorage.setItem(key(attemptId), JSON.stringify(answers));
  } catch {
    // storage full or blocked: the answers stay on the page
  }
}

export function forgetAnswers(attemptId: string): void {
  try {
    sessionStorage.removeItem(key(attemptId));
  } catch {
    // nothing to forget
  }
}

/** submit_final_exam's answers: the chosen option per question id, unanswered ones left out. */
export function answersByQuestion(questionIds: number[], answers: (number | null)[]): Record<string, number> {
  const out: Record<string, number> = {};
  questionIds.forEach((id, i) => {
    const a = answers[i];
    if (a !== null && a !== undefined) out[String(id)] = a;
  });
  return out;
}

/** Local date and time, e.g. "Nov 24, 2026, 4:05 PM". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
