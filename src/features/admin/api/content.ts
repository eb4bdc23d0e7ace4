// The console's Content section: modules, their lessons (drafts included: admins read every lesson)
// and their quiz questions with answer keys (only admins can read quiz_answer_keys). Lessons are
// written straight to the table (RLS: admins at aal2), moved with admin_move_lesson; a question with
// its key is saved in one call to admin_save_quiz_question, added with admin_add_quiz_question, and
// retired or restored with admin_retire_quiz_question / admin_restore_quiz_question (a retired question
// is never drawn again but stays in past attempts). Every write is audited by the database.
// Videos go to the private lesson-videos bucket with a resumable (TUS) upload, as Supabase recommends
// for large files, carrying the admin's own access token.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { loadSupabase } from '../../../lib/load-supabase.ts';
import { adminKeys } from './admin-keys.ts';

export const VIDEO_BUCKET = 'lesson-videos';

export interface ContentModule {
  id: number;
  position: number;
  title: string;
  description: string;
}

export interface AdminLesson {
  id: number;
  module_id: number;
  position: number;
  title: string;
  notes: string;
  duration_seconds: number;
  video_path: string | null;
  video_url: string | null;
  published: boolean;
}

export interface AdminQuestion {
  id: number;
  position: number;
  question: string;
  options: string[];
  correct_option: number | null;
  explanation: string;
  /** When the question was retired (never drawn again); null while it is active. */
  retired_at: string | null;
}

/** How many active questions a module keeps at least: start_quiz draws this many (private.quiz_draw_size()). */
export const MIN_ACTIVE_QUESTIONS = 5;

export async function fetchContentModules(): Promise<ContentModule[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.from('modules').select('id, position, title, description').order('position');
  if (error) throw error;
  return data;
}

export async function fetchAdminLessons(moduleId: number): Promise<AdminLesson[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('lessons')
    .select('id, module_id, position, title, notes, duration_seconds, video_path, video_url, published')
    .eq('module_id', moduleId)
    .order('position');
  if (error) throw error;
  return data;
}

export async function fetchAdminQuestions(moduleId: number): Promise<AdminQuestion[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase
    .from('quiz_questions')
    .select('id, position, question, options, retired_at, quiz_answer_keys(correct_option, explanation)')
    .eq('module_id', moduleId)
    .order('position');
  if (error) throw error;
  return data.map(({ quiz_answer_keys: key, ...q }) => ({
    ...q,
    correct_option: key?.correct_option ?? null,
    explanation: key?.explanation ?? '',
  }));
}

export const useContentModules = () =>
  useQuery({ queryKey: adminKeys.modules, queryFn: fetchContentModules, meta: { errorTitle: 'Could not load the modules' } });
export const useAdminLessons = (moduleId: number) =>
  useQuery({
    queryKey: adminKeys.lessons(moduleId),
    queryFn: () => fetchAdminLessons(moduleId),
    meta: { errorTitle: 'Could not load the lessons' },
  });
export const useAdminQuestions = (moduleId: number) =>
  useQuery({
    queryKey: adminKeys.questions(moduleId),
    queryFn: () => fetchAdminQuestions(moduleId),
    meta: { errorTitle: 'Could not load the quiz questions' },
  });

export type LessonChanges = Partial<Pick<AdminLesson, 'title' | 'notes' | 'duration_seconds' | 'video_path' | 'video_url' | 'published'>>;

export type ContentAction =
  | { kind: 'update-module'; moduleId: number; title: string; description: string }
  | { kind: 'add-lesson'; moduleId: number; title: string }
  | { kind: 'update-lesson'; lessonId: number; changes: LessonChanges }
  | { kind: 'move-lesson'; lessonId: number; direction: 'up' | 'down' }
  | { kind: 'save-question'; questionId: number; question: string; options: string[]; correctOption: number; explanation: string }
  | { kind: 'add-question'; moduleId: number; question: string; options: string[]; correctOption: number; explanation: string }
  | { kind: 'retire-question'; questionId: number }
  | { kind: 'restore-question'; questionId: number };

export async function runContentAction(action: ContentAction): Promise<void> {
  const supabase = await loadSupabase();
  if (action.kind === 'update-module') {
    const { data, error } = await supabase
      .from('modules')
      .update({ title: action.title, description: action.description })
      .eq('id', action.moduleId)
      .select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error('The module was not changed: admin changes need two-factor verification.');
  } else if (action.kind === 'add-lesson') {
    const last = await supabase
      .from('lessons')
      .select('position')
      .eq('module_id', action.moduleId)
      .order('position', { ascending: false })
      .limit(1);
    if (last.error) throw last.error;
    const position = (last.data[0]?.position ?? 0) + 1;
    const { error } = await supabase
      .from('lessons')
      .insert({ module_id: action.moduleId, position, title: action.title, published: false });
    if (error) throw error;
  } else if (action.kind === 'update-lesson') {
    // .select(): RLS turns a refused update into "no rows", which must not pass for a success.
    const { data, error } = await supabase.from('lessons').update(action.changes).eq('id', action.lessonId).select('id');
    if (error) throw error;
    if (data.length === 0) throw new Error('The lesson was not changed: admin changes need two-factor verification.');
  } else if (action.kind === 'move-lesson') {
    const { error } = await supabase.rpc('admin_move_lesson', { lesson_id: action.lessonId, direction: action.direction });
    if (error) throw error;
  } else if (action.kind === 'add-question') {
    const { error } = await supabase.rpc('admin_add_quiz_question', {
      module_id: action.moduleId,
      question: action.question,
      options: action.options,
      correct_option: action.correctOption,
      explanation: action.explanation,
    });
    if (error) throw error;
  } else if (action.kind === 'retire-question') {
    const { error } = await supabase.rpc('admin_retire_quiz_question', { question_id: action.questionId });
    if (error) throw error;
  } else if (action.kind === 'restore-question') {
    const { error } = await supabase.rpc('admin_restore_quiz_question', { question_id: action.questionId });
    if (error) throw error;
  } else {
    const { error } = await supabase.rpc('admin_save_quiz_question', {
      question_id: action.questionId,
      question: action.question,
      options: action.options,
      correct_option: action.correctOption,
      explanation: action.explanation,
    });
    if (error) throw error;
  }
}

export function useContentAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runContentAction, onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** The object name a lesson's uploaded video gets: module-NN/lesson-ID-<time>.<ext>. */
export function videoObjectName(
  lesson: Pick<AdminLesson, 'id' | 'module_id'>,
  file: Pick<File, 'name' | 'type'>,
  now = Date.now(),
): string {
  const ext = file.type === 'video/webm' || /\.webm$/i.test(file.name) ? 'webm' : 'mp4';
  return `module-${String(lesson.module_id).padStart(2, '0')}/lesson-${lesson.id}-${now}.${ext}`;
}

export interface VideoUpload {
  /** Resolves with the object name once every byte is stored. */
  done: Promise<string>;
  abort: () => void;
}

/**
 * Uploads a video to lesson-videos with TUS (tus-js-client, 6 MB chunks as Storage requires),
 * resumable: an interrupted upload of the same file picks up where it stopped (tus-js-client keeps its
 * URL in localStorage until it succeeds). onProgress gets the bytes sent and the total.
 */
export function uploadLessonVideo(objectName: string, file: File, onProgress: (sent: number, total: number) => void): VideoUpload {
  let abort = () => {};
  const done = (async () => {
    const [{ Upload }, supabase] = await Promise.all([import('tus-js-client'), loadSupabase()]);
    const { data } = await supabase.auth.getSession();
    if (!data.session) throw new Error('Sign in again to upload.');
    let name = objectName;
    return new Promise<string>((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: `${env.supabaseUrl}/storage/v1/upload/resumable`,
        retryDelays: [0, 3000, 5000, 10000],
        headers: { authorization: `Bearer ${data.session.access_token}`, apikey: env.supabaseAnonKey, 'x-upsert': 'true' },
        uploadDataDuringCreation: false, // create, then PATCH every chunk the same way
        removeFingerprintOnSuccess: true,
        metadata: { bucketName: VIDEO_BUCKET, objectName, contentType: file.type || 'video/mp4', cacheControl: '3600' },
        chunkSize: 6 * 1024 * 1024,
        onProgress,
        onError: reject,
        onSuccess: () => resolve(name),
      });
      abort = () => void upload.abort();
      void upload.findPreviousUploads().then((previous) => {
        const last = previous[0];
        if (last?.metadata.objectName && last.metadata.bucketName === VIDEO_BUCKET) {
          name = last.metadata.objectName; // the same file, stopped half-way: carry on with its object
          upload.options.metadata = { ...upload.options.metadata, objectName: name };
          upload.resumeFromPreviousUpload(last);
        }
        upload.start();
      });
    });
  })();
  return { done, abort: () => abort() };
}
