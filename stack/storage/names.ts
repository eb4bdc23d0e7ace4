// Which bucket names and object keys Storage accepts (its isValidBucketName / isValidKey), plus the
// stack's own refusals of what could never be a sane path: empty segments, "." and "..".
import { errors } from './errors.ts';

const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/u;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/u;

export function checkKey(key: string): string {
  const segments = key.split('/');
  const ok =
    key.length > 0 && Buffer.byteLength(key) <= 1024 && KEY_CHARS.test(key) && segments.every((s) => s !== '' && s !== '.' && s !== '..');
  if (!ok) throw errors.invalidKey(key);
  return key;
}

export function checkBucketName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || !BUCKET_CHARS.test(name) || name === '.' || name === '..') {
    throw errors.invalidBucketName();
  }
  return name;
}

/** The object's file name for Content-Disposition, quoted safely. */
export function dispositionName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never belong in a header value
  const base = (name.split('/').at(-1) ?? name).replace(/[\u0000-\u001f\u007f]/g, '');
  return `filename="${base.replace(/["\\]|[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}
