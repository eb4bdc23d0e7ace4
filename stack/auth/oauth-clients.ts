// Auth as an OAuth 2.1 server, its client registry (GoTrue's oauthserver package): the admin API
// supabase-js' auth.admin.oauth calls (/admin/oauth/clients: list, register, read, update, delete,
// regenerate the secret) and dynamic registration (/oauth/clients/register), behind `[auth.oauth_server]`
// in supabase/config.toml. Clients live in auth.oauth_clients (stack/db/bootstrap.sql); the id is
// the public client_id, a confidential client keeps the SHA-256 of its secret only, and deleting a
// client stamps deleted_at. The authorization flow itself (/oauth/authorize, /oauth/token) is not served.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/engine.ts';
import type { AuthCall } from './call.ts';
import { AuthError, badRequest, forbidden, validationFailed } from './errors.ts';
import { isUuid, type Json } from './users.ts';

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  client_type: string;
  token_endpoint_auth_method: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, client_secret_hash, registration_type::text, client_type::text, token_endpoint_auth_method, redirect_uris, grant_types, client_name, client_uri, logo_uri, created_at, updated_at';
const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];

/** GoTrue answers every route of the OAuth server with this while `[auth.oauth_server]` is off. */
function requireOAuthServer(call: AuthCall): void {
  if (!call.ctx.config.auth.oauthServer.enabled) throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
}

/** A body field Go's decoder would refuse (a number for a string…) ends the request as its decode error does. */
const invalidJson = () => badRequest('bad_json', 'Invalid JSON body');

function optionalString(body: Json, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw invalidJson();
  return v;
}

function optionalStrings(body: Json, key: string): string[] | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || !v.every((s) => typeof s === 'string')) throw invalidJson();
  return v;
}

const hasScheme = (uri: string) => /^[a-z][a-z0-9+.-]*:/i.test(uri);

/** OAuth 2.1's rules for a redirect URI: absolute, no fragment, http only on loopback, no script schemes. */
function redirectUriProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must have scheme and host';
  }
  const scheme = url.protocol.slice(0, -1);
  if (!url.host) return 'must have scheme and host';
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(scheme.toLowerCase()))
    return `scheme '${scheme}' is not allowed for security reasons`;
  if (scheme === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return 'HTTP scheme only allowed for localhost';
  if (url.hash.length > 1) return 'fragment not allowed in redirect URI';
  return null;
}

function checkRedirectUris(uris: string[], required: boolean): void {
  if (uris.length === 0) throw validationFailed(required ? 'redirect_uris is required' : 'redirect_uris cannot be empty');
  if (uris.length > 10) throw validationFailed('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw validationFailed(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function checkGrantTypes(grantTypes: string[]): void {
  if (grantTypes.length === 0) throw validationFailed('grant_types cannot be empty');
  if (grantTypes.some((g) => !GRANT_TYPES.includes(g)))
    throw validationFailed("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
}

/** Go's url.ParseRequestURI: an absolute URI or an absolute path. */
const isRequestUri = (uri: string) => uri.startsWith('/') || (hasScheme(uri) && URL.canParse(uri));

function checkTexts(name: string | undefined, clientUri: string | undefined, logoUri: string | undefined): void {
  if (name !== undefined && name.length > 1024) throw validationFailed('client_name cannot exceed 1024 characters');
  for (const [field, uri] of [
    ['client_uri', clientUri],
    ['logo_uri', logoUri],
  ] as const) {
    if (!uri) continue;
    if (uri.length > 2048) throw validationFailed(`${field} cannot exceed 2048 characters`);
    if (!isRequestUri(uri)) throw validationFailed(`${field} must be a valid URL`);
  }
}

const methodList = (methods: string[]) => `[${methods.join(' ')}]`;
const methodsFor = (clientType: string) => (clientType === 'public' ? ['none'] : ['client_secret_basic', 'client_secret_post']);

/** 32 random bytes, base64url; only its SHA-256 is stored. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

const list = (text: string) => (text ? text.split(',') : []);

function clientJson(c: ClientRow, secret?: string): Json {
  const json: Json = { client_id: c.id };
  if (secret) json.client_secret = secret;
  json.client_type = c.client_type;
  const redirectUris = list(c.redirect_uris);
  if (redirectUris.length) json.redirect_uris = redirectUris;
  json.token_endpoint_auth_method = c.token_endpoint_auth_method;
  const grantTypes = list(c.grant_types);
  if (grantTypes.length) json.grant_types = grantTypes;
  json.response_types = ['code'];
  if (c.client_name) json.client_name = c.client_name;
  if (c.client_uri) json.client_uri = c.client_uri;
  if (c.logo_uri) json.logo_uri = c.logo_uri;
  json.registration_type = c.registration_type;
  json.created_at = c.created_at.toISOString();
  json.updated_at = c.updated_at.toISOString();
  return json;
}

/** GoTrue's LoadOAuthServerClient: the client named in the path, not deleted. */
async function loadClient(q: Queryable, id: string, forUpdate = false): Promise<ClientRow> {
  if (!isUuid(id)) throw validationFailed('invalid client_id format');
  const r = await q.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  );
  if (!r.rows[0]) throw new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');
  return r.rows[0];
}

/** Registration, by an admin ('manual') or by the client itself ('dynamic'); 201 with the secret once. */
async function register(call: AuthCall, registrationType: 'manual' | 'dynamic'): Promise<void> {
  const body = await call.json();
  const redirectUris = optionalStrings(body, 'redirect_uris') ?? [];
  const grantTypesSent = optionalStrings(body, 'grant_types') ?? [];
  const clientTypeSent = optionalString(body, 'client_type') ?? '';
  const methodSent = optionalString(body, 'token_endpoint_auth_method') ?? '';
  const name = optionalString(body, 'client_name') ?? '';
  const clientUri = optionalString(body, 'client_uri') ?? '';
  const logoUri = optionalString(body, 'logo_uri') ?? '';
  try {
    checkRedirectUris(redirectUris, true);
    if (grantTypesSent.length) checkGrantTypes(grantTypesSent);
    checkTexts(name, clientUri, logoUri);
    if (clientTypeSent && clientTypeSent !== 'public' && clientTypeSent !== 'confidential')
      throw validationFailed("client_type must be 'public' or 'confidential'");
    if (methodSent && !AUTH_METHODS.includes(methodSent))
      throw validationFailed(`token_endpoint_auth_method must be one of: ${methodList(AUTH_METHODS)}`);
    const implied = methodSent === 'none' ? 'public' : 'confidential';
    if (clientTypeSent && methodSent && clientTypeSent !== implied) {
      throw validationFailed(
        `client_type '${clientTypeSent}' is inconsistent with token_endpoint_auth_method '${methodSent}' (expected client_type '${implied}')`,
      );
    }
  } catch (e) {
    // GoTrue wraps the validation error once more, so its message starts with the status ("400: …").
    if (e instanceof AuthError) throw validationFailed(`${e.status}: ${e.message}`);
    throw e;
  }
  const clientType = clientTypeSent || (methodSent ? (methodSent === 'none' ? 'public' : 'confidential') : 'confidential');
  const method = methodSent || (clientType === 'public' ? 'none' : 'client_secret_basic');
  const secret = clientType === 'confidential' ? newSecret() : null;
  const grantTypes = grantTypesSent.length ? grantTypesSent : GRANT_TYPES;
  const r = await call.ctx.engine.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
       redirect_uris, grant_types, client_name, client_uri, logo_uri)
     values ($1, $2, $3::auth.oauth_registration_type, $4::auth.oauth_client_type, $5, $6, $7, $8, $9, $10)
     returning ${COLUMNS}`,
    [
      randomUUID(),
      secret?.hash ?? null,
      registrationType,
      clientType,
      method,
      redirectUris.join(','),
      grantTypes.join(','),
      name || null,
      clientUri || null,
      logoUri || null,
    ],
  );
  call.send(201, clientJson(r.rows[0]!, secret?.secret));
}

/** POST /admin/oauth/clients */
export async function adminRegisterClient(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  await register(call, 'manual');
}

/** POST /oauth/clients/register: OAuth 2.1 dynamic client registration, when config.toml allows it. */
export async function dynamicRegisterClient(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  if (!call.ctx.config.auth.oauthServer.allowDynamicRegistration)
    throw forbidden('oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled');
  await register(call, 'dynamic');
}

/** GET /admin/oauth/clients: every client, newest first (GoTrue does not paginate this list yet). */
export async function listClients(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  const r = await call.ctx.engine.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc, id`,
  );
  // Go leaves the empty list out of the body (omitempty).
  call.send(200, r.rows.length ? { clients: r.rows.map((c) => clientJson(c)) } : {});
}

/** GET /admin/oauth/clients/{client_id} */
export async function getClient(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  call.send(200, clientJson(await loadClient(call.ctx.engine, call.params[0]!)));
}

/** PUT /admin/oauth/clients/{client_id}: the fields sent (null counts as not sent). */
export async function updateClient(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  const { engine } = call.ctx;
  const id = call.params[0]!;
  await loadClient(engine, id);
  const body = await call.json();
  const redirectUris = optionalStrings(body, 'redirect_uris');
  const grantTypes = optionalStrings(body, 'grant_types');
  const name = optionalString(body, 'client_name');
  const clientUri = optionalString(body, 'client_uri');
  const logoUri = optionalString(body, 'logo_uri');
  const method = optionalString(body, 'token_endpoint_auth_method');
  const sent = [redirectUris, grantTypes, name, clientUri, logoUri, method];
  if (sent.every((v) => v === undefined)) throw validationFailed('No fields provided for update');
  if (redirectUris) checkRedirectUris(redirectUris, false);
  if (grantTypes) checkGrantTypes(grantTypes);
  checkTexts(name, clientUri, logoUri);
  if (method !== undefined && !AUTH_METHODS.includes(method))
    throw validationFailed(`invalid token_endpoint_auth_method: must be one of ${methodList(AUTH_METHODS)}`);

  const updated = await engine.transaction(async (tx) => {
    const client = await loadClient(tx, id, true);
    if (method !== undefined && !methodsFor(client.client_type).includes(method)) {
      throw validationFailed(
        `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: ${methodList(methodsFor(client.client_type))}`,
      );
    }
    const r = await tx.query<ClientRow>(
      `update auth.oauth_clients set
         redirect_uris = coalesce($2, redirect_uris), grant_types = coalesce($3, grant_types),
         client_name = case when $4::text is null then client_name else nullif($4, '') end,
         client_uri = case when $5::text is null then client_uri else nullif($5, '') end,
         logo_uri = case when $6::text is null then logo_uri else nullif($6, '') end,
         token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method), updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [
        id,
        redirectUris?.join(',') ?? null,
        grantTypes?.join(',') ?? null,
        name ?? null,
        clientUri ?? null,
        logoUri ?? null,
        method ?? null,
      ],
    );
    return r.rows[0]!;
  });
  call.send(200, clientJson(updated));
}

/** DELETE /admin/oauth/clients/{client_id}: a soft delete, 204. */
export async function deleteClient(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  const client = await loadClient(call.ctx.engine, call.params[0]!);
  await call.ctx.engine.query('update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1', [client.id]);
  call.res.writeHead(204).end();
}

/** POST /admin/oauth/clients/{client_id}/regenerate_secret: confidential clients only. */
export async function regenerateClientSecret(call: AuthCall): Promise<void> {
  requireOAuthServer(call);
  const client = await loadClient(call.ctx.engine, call.params[0]!);
  if (client.client_type !== 'confidential') throw validationFailed('Cannot regenerate secret for public client');
  const { secret, hash } = newSecret();
  const r = await call.ctx.engine.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [client.id, hash],
  );
  call.send(200, clientJson(r.rows[0]!, secret));
}
