// PostgREST's error shape: {code, message, details, hint}, a status, and the headers that go with it
// (Proxy-Status on every error, WWW-Authenticate on 401s). Every failure the service reports is one.

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): { code: string; message: string; details: unknown; hint: unknown } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: a query parameter that does not parse. */
export function parseError(what: string, text: string, column: number, unexpected: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${text})" (line 1, column ${column})`, `unexpected ${unexpected}`);
}

/** PGRST127: syntax PostgREST accepts but this stand-in does not implement. */
export function notImplemented(details: string): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', details);
}

export function invalidBody(message: string, status = 400): RestError {
  return new RestError(status, 'PGRST102', message);
}

/** 42703 as Postgres words it, for a column the schema cache does not know in select/filter/order. */
export function unknownColumn(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`);
}

/** PGRST204: a payload, columns= or on_conflict column the table does not have. */
export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`);
}
